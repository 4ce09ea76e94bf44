import { liveBetCall, liveStateCall } from '@casino/contract/house/live-calls.ts';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HouseCallError, type HouseClient } from '../../../lib/house-api.ts';
import { createGameI18n } from '../../../lib/i18n.ts';
import { setReducedMotion } from '../../../test/reduced-motion.ts';
import type { LiveMemberState } from '../api/live-calls.ts';
import type { LivePageData } from '../api/live-page-data.ts';
import { BACCARAT_PAGE, bettingRound, dealtRound, fakeSocket, memberState, T0, tableState } from './live-fixtures.ts';
import { LivePage } from './live-page.tsx';

const liveMessages = import.meta.glob('../locales/*.json');

type Answer = LiveMemberState | HouseCallError;

/**
 * The page at a table, its clock `skew` ms behind the server's: `state` answers each state call (a function of the
 * call's count), bets are answered by `bets` in turn.
 */
async function renderTable(options: {
  state: () => Answer;
  bets?: Answer[] | { amount: string; balance: string }[];
  page?: Partial<LivePageData>;
  skew?: number;
}) {
  const skew = options.skew ?? 0;
  const clock = { now: T0 - skew };
  const sent: { path: string; body: Record<string, unknown> }[] = [];
  const betAnswers = [...(options.bets ?? [])];
  const call = vi.fn(async (definition: { path: string }, body: Record<string, unknown>) => {
    sent.push({ path: definition.path, body });
    if (definition.path === liveStateCall.path) {
      const answer = options.state();
      if (answer instanceof HouseCallError) throw answer;
      return { ...answer, server_now: new Date(clock.now + skew).toISOString() };
    }
    if (definition.path === liveBetCall.path) {
      const next = betAnswers.shift();
      if (!next || next instanceof HouseCallError) throw next ?? new HouseCallError('network');
      return { bet_id: 'B1', round_id: String(body.round_id), ...next };
    }
    throw new Error(`unexpected call ${definition.path}`);
  });
  const socket = fakeSocket(() => clock.now + skew);
  const page = { ...BACCARAT_PAGE, ...options.page };
  const i18n = await createGameI18n(page.language, liveMessages);
  render(
    <I18nextProvider i18n={i18n}>
      <LivePage data={page} call={call as unknown as HouseClient} connect={() => socket.socket} localNow={() => clock.now} />
    </I18nextProvider>,
  );
  await waitFor(() => expect(document.body.dataset.ready).toBe('true'));
  /** The page's clock moves on (the server's with it); the page draws again within 200 ms. */
  const advance = async (ms: number) => {
    clock.now += ms;
    await act(() => new Promise((resolve) => setTimeout(resolve, 250)));
  };
  const fire = (event: string, message?: unknown) => act(() => socket.fire(event, message));
  return { sent, socket, clock, advance, fire };
}

const text = (testId: string) => screen.getByTestId(testId).textContent;

beforeEach(() => setReducedMotion(false));
afterEach(() => {
  for (const key of ['ready', 'phase']) delete document.body.dataset[key];
});

describe('the live table page', () => {
  it('draws a table state: name, balance, round and countdown, chips, spots, roads, shoe, limits, players and totals', async () => {
    const { fire } = await renderTable({ state: () => memberState(bettingRound(5, T0 - 1_500)) });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Live Baccarat');
    expect(screen.getByTestId('house-demo')).toBeTruthy();
    expect(text('house-balance')).toBe('₹2,000.00');
    expect(text('live-bet')).toBe('₹0.00');
    await waitFor(() => expect(document.body.dataset.phase).toBe('betting'));
    expect(screen.getByTestId('live-status').textContent).toContain('Round 5 · Place your bets');
    await waitFor(() => expect(text('live-timer')).toBe('5 s'));
    expect(screen.getAllByRole('radio')).toHaveLength(5);
    expect(screen.getByTestId('live-chip-0').getAttribute('aria-checked')).toBe('true');
    for (const spot of ['player_pair', 'tie', 'banker_pair', 'player', 'banker'])
      expect(screen.getByTestId(`live-spot-${spot}`)).toBeTruthy();
    // The roads of the shoe: the bead plate's banker win with its pair dot, the big road's ring with its tie line.
    const bead = screen.getByRole('img', { name: 'Bead plate' });
    expect(bead.querySelector('text')?.textContent).toBe('B');
    expect(bead.querySelectorAll('circle')).toHaveLength(2);
    expect(screen.getByRole('img', { name: 'Big road' }).querySelector('circle')?.getAttribute('stroke')).toBe('#d3242f');
    expect(screen.getByRole('img', { name: 'Big road' }).querySelectorAll('path[stroke="#1f9d55"]')).toHaveLength(1);
    for (const road of ['Big eye boy', 'Small road', 'Cockroach pig'])
      expect(screen.getByRole('img', { name: road })).toBeTruthy();
    expect(text('live-shoe')).toBe('Shoe 2 · 300 cards left');
    expect(text('live-limits')).toContain('Player: ₹1.00 – ₹5,000.00');
    // Sound is off until the player turns it on.
    expect(document.getElementById('sound')?.getAttribute('aria-pressed')).toBe('false');
    // The players at the table and this round's totals, for this session's kind of money only.
    await fire('live.shared', {
      table: 'house-live-baccarat',
      round_id: 'LB-5',
      players: 7,
      totals: [
        { currency: 'INR', demo: true, bettors: 3, spots: { tie: '25.00' } },
        { currency: 'INR', demo: false, bettors: 9, spots: { tie: '900.00', player: '50.00' } },
      ],
    });
    expect(text('live-players')).toBe('7 at the table');
    expect(text('live-bettors')).toBe('3 betting');
    expect(text('live-total-tie')).toBe('25');
    expect(text('live-total-player')).toBe('');
    expect(screen.getByTestId('live-spot-tie').getAttribute('aria-label')).toBe('Tie, table total ₹25.00');
    // Another table's message is not this one's.
    await fire('live.shared', { table: 'house-live-roulette', round_id: 'LR-1', players: 1, totals: [] });
    expect(text('live-players')).toBe('7 at the table');
  });

  it('lays chips that are not placed until Place bets is answered, then counts them as the bet', async () => {
    const { sent } = await renderTable({
      state: () => memberState(bettingRound(5, T0 - 1_000)),
      bets: [{ amount: '10.00', balance: '1990.00' }],
    });
    await waitFor(() => expect(document.body.dataset.phase).toBe('betting'));
    fireEvent.click(screen.getByTestId('live-chip-1'));
    fireEvent.click(screen.getByTestId('live-spot-player'));
    fireEvent.click(screen.getByTestId('live-spot-player'));
    expect(text('live-unplaced')).toBe('Not placed yet: ₹10.00. Press Place bets to bet it.');
    expect(text('live-unplaced-player')).toBe('+10');
    expect(screen.getByTestId('live-spot-player').className).toContain('pending');
    expect(screen.getByTestId('live-spot-player').getAttribute('aria-label')).toBe('Player, ₹10.00 not placed');
    expect(text('live-bet')).toBe('₹0.00');
    expect(sent.some((s) => s.path === liveBetCall.path)).toBe(false);
    fireEvent.click(screen.getByTestId('live-confirm'));
    await waitFor(() => expect(text('live-note')).toBe('Bets accepted: ₹10.00'));
    expect(sent.find((s) => s.path === liveBetCall.path)?.body).toEqual({ round_id: 'LB-5', bets: { player: '10.00' } });
    expect(text('live-bet')).toBe('₹10.00');
    expect(text('house-balance')).toBe('₹1,990.00');
    expect(screen.getByTestId('live-unplaced').hidden).toBe(true);
    expect(screen.getByTestId('live-spot-player').className).toContain('staked');
    expect(text('live-unplaced-player')).toBe('');
  });

  it('closes betting at the server close by its own clock: chips not placed go back and no chip can be laid', async () => {
    const { advance } = await renderTable({ state: () => memberState(bettingRound(5, T0 - 4_500)) });
    await waitFor(() => expect(text('live-timer')).toBe('2 s'));
    fireEvent.click(screen.getByTestId('live-spot-banker'));
    expect(text('live-unplaced-banker')).toBe('+1');
    // No word from the server: its close passes on this page's reading of its clock.
    await advance(1_600);
    await waitFor(() => expect(document.body.dataset.phase).toBe('closed'));
    expect(screen.getByTestId('live-status').textContent).toContain('No more bets');
    expect(text('live-timer')).toBe('');
    expect(text('live-unplaced-banker')).toBe('');
    expect(text('live-note')).toBe('Betting closed: chips that were not placed were taken back. Nothing was staked.');
    expect(screen.getByTestId('live-confirm')).toHaveProperty('disabled', true);
    expect(screen.getByTestId('live-spot-banker').getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(screen.getByTestId('live-spot-banker'));
    expect(text('live-unplaced-banker')).toBe('');
  });

  it('counts down to the close by the server clock, not the page clock, and says when the server refuses a late bet', async () => {
    // The page's clock is an hour behind the server's: the countdown is the server's.
    const { advance } = await renderTable({
      state: () => memberState(bettingRound(8, T0 - 2_000)),
      skew: 3_600_000,
      bets: [new HouseCallError('betting_closed')],
    });
    await waitFor(() => expect(text('live-timer')).toBe('4 s'));
    await advance(1_000);
    await waitFor(() => expect(text('live-timer')).toBe('3 s'));
    // Between whole seconds the bar still shrinks at each step of the clock.
    const bar = document.getElementById('countdown-bar') as HTMLElement;
    const scale = () => Number(/scaleX\(([\d.]+)\)/.exec(bar.style.transform)?.[1]);
    const before = scale();
    await advance(400);
    expect(text('live-timer')).toBe('3 s');
    expect(scale()).toBeLessThan(before);
    expect(scale()).toBeGreaterThan(0);
    fireEvent.click(screen.getByTestId('live-spot-tie'));
    fireEvent.click(screen.getByTestId('live-confirm'));
    await waitFor(() => expect(text('house-error')).toBe('Betting is closed for this round.'));
    expect(screen.getByTestId('house-error').hidden).toBe(false);
    expect(text('live-unplaced-tie')).toBe('');
  });

  it('turns the cards one by one as the server deals them, and shows the result', async () => {
    const { fire, advance, clock } = await renderTable({ state: () => memberState(bettingRound(5, T0 - 1_000)) });
    await waitFor(() => expect(document.body.dataset.phase).toBe('betting'));
    await fire('live.state', tableState(dealtRound(5, T0 - 7_000, clock.now)));
    const cards = () =>
      [...screen.getByTestId('live-scene').querySelectorAll('[data-testid="live-card"]')].map((c) => c.getAttribute('data-card'));
    await waitFor(() => expect(document.body.dataset.phase).toBe('revealing'));
    expect(cards()).toEqual(['9H']);
    expect(screen.getByTestId('live-hand-banker').querySelectorAll('.back')).toHaveLength(2);
    await advance(1_000);
    await waitFor(() => expect(cards()).toEqual(['9H', '2S']));
    await advance(2_100);
    await waitFor(() => expect(cards()).toEqual(['9H', 'KD', '2S', '3C']));
    await advance(1_000);
    await waitFor(() => expect(cards()).toEqual(['9H', 'KD', '2S', '3C', '5D']));
    expect(text('live-result')).toBe('');
    await advance(1_000);
    await waitFor(() => expect(document.body.dataset.phase).toBe('result'));
    expect(text('live-result')).toBe('Player wins');
    expect(screen.getByTestId('live-hand-player').textContent).toContain('9');
    // An older state that was on its way does not take the stage back.
    await fire('live.state', tableState(bettingRound(5, T0 - 7_000)));
    expect(document.body.dataset.phase).toBe('result');
  });

  it('with reduced motion shows every card of a deal at once', async () => {
    setReducedMotion(true);
    const { fire, clock } = await renderTable({ state: () => memberState(bettingRound(5, T0 - 1_000)) });
    await fire('live.state', tableState(dealtRound(5, T0 - 7_000, clock.now)));
    await waitFor(() => expect(screen.getByTestId('live-scene').querySelectorAll('[data-testid="live-card"]')).toHaveLength(5));
  });

  it('says when the connection drops, takes no bet meanwhile, and on return shows the round it missed and its win', async () => {
    let calls = 0;
    const bet = { bet_id: 'B9', round_id: 'LB-5', bets: { player: '5.00' } };
    const { fire, socket, advance } = await renderTable({
      state: () => {
        calls += 1;
        if (calls === 1) return memberState(bettingRound(5, T0 - 1_000), { my_round: [bet] });
        return memberState(bettingRound(6, T0 + 8_000), {
          history: [{ id: 'LB-5', no: 5, outcome: { ...dealtRound(5, 0, 0).outcome! } } as never, ...tableState(null).history],
          my_bets: [
            {
              ...bet,
              round_no: 5,
              bet: '5.00',
              win: '10.00',
              win_pending: false,
              outcome: dealtRound(5, 0, 0).outcome,
              created_at: '',
            },
          ],
          balance: '2005.00',
        });
      },
    });
    await waitFor(() => expect(text('live-bet')).toBe('₹5.00'));
    expect(screen.getByTestId('live-offline').hidden).toBe(true);
    await fire('disconnect');
    expect(screen.getByTestId('live-offline').hidden).toBe(false);
    expect(text('live-offline')).toBe('Connection lost. Reconnecting… Your bets stay on the table.');
    fireEvent.click(screen.getByTestId('live-spot-tie'));
    expect(screen.getByTestId('live-confirm')).toHaveProperty('disabled', true);
    await advance(9_000);
    await fire('connect');
    expect(socket.joined).toContainEqual({ table: 'house-live-baccarat' });
    await waitFor(() => expect(text('live-note')).toBe('Round 5: Player wins · You win ₹10.00'));
    expect(screen.getByTestId('live-offline').hidden).toBe(true);
    expect(text('house-balance')).toBe('₹2,005.00');
    expect(text('house-win')).toBe('₹10.00');
    const missed = screen.getByTestId('live-missed-round');
    expect(missed.getAttribute('data-round')).toBe('5');
    expect(missed.textContent).toContain('Round 5, dealt while you were away');
    expect(missed.querySelectorAll('[data-testid="live-card"]')).toHaveLength(5);
    expect(screen.getByTestId('live-missed-result').textContent).toBe('Player wins');
  });

  it('puts the session-ended notice over the page when the platform ended the session', async () => {
    await renderTable({
      state: () => memberState(bettingRound(5, T0 - 1_000)),
      bets: [new HouseCallError('session_ended')],
    });
    await waitFor(() => expect(document.body.dataset.phase).toBe('betting'));
    fireEvent.click(screen.getByTestId('live-spot-player'));
    fireEvent.click(screen.getByTestId('live-confirm'));
    await waitFor(() => expect(screen.getByTestId('house-session-ended').hasAttribute('open')).toBe(true));
  });
});

describe('the roulette layout', () => {
  const roulette = () => {
    const round = { ...bettingRound(2, T0 - 1_000), id: 'LR-2' };
    return memberState(round, {
      table: 'house-live-roulette',
      game: { code: 'house-live-roulette', names: { en_US: 'Live European Roulette' } },
      history: [{ id: 'LR-1', no: 1, outcome: { game: 'house-live-roulette', number: 17, colour: 'black' } }],
      roads: null,
      shoe: null,
      limits: { n0: { min: '1.00', max: '100.00' }, red: { min: '1.00', max: '2000.00' } },
    });
  };

  it('names the inside bets by what they cover and takes them by pointer and keyboard', async () => {
    await renderTable({
      state: roulette,
      page: { table: 'house-live-roulette', name: 'Live European Roulette' },
      bets: [{ amount: '10.00', balance: '1990.00' }],
    });
    await waitFor(() => expect(document.body.dataset.phase).toBe('betting'));
    expect(screen.getByTestId('live-spot-corner_17').getAttribute('aria-label')).toBe('Corner 17/18/20/21');
    expect(screen.getByTestId('live-spot-line_16').getAttribute('aria-label')).toBe('Six line 16–21');
    expect(screen.getByTestId('live-spot-street_13').getAttribute('aria-label')).toBe('Street 13–15');
    expect(screen.getByTestId('live-spot-trio_0_1_2').getAttribute('aria-label')).toBe('Zero trio 0/1/2');
    expect(screen.getByTestId('live-spot-dozen2').getAttribute('aria-label')).toBe('Dozen 2');
    expect(text('live-limits')).toContain('Straight up, Split, Street, Corner, Six line, Zero trio: ₹1.00 – ₹100.00');
    expect(screen.getByLabelText('Last results').textContent).toBe('17');
    // The grid places are set on the spots themselves.
    expect(screen.getByTestId('live-spot-n17').style.gridColumn).toBe('7 / span 1');
    // Key 2 takes the second chip; the arrows go from spot to spot.
    fireEvent.keyDown(document.body, { key: '2' });
    expect(screen.getByTestId('live-chip-1').getAttribute('aria-checked')).toBe('true');
    const corner = screen.getByTestId('live-spot-corner_17');
    corner.focus();
    fireEvent.keyDown(corner, { key: 'ArrowRight' });
    const spots = [...document.querySelectorAll('[data-spot]')];
    expect(document.activeElement).toBe(spots[spots.indexOf(corner) + 1]);
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(corner);
    fireEvent.click(corner);
    fireEvent.click(screen.getByTestId('live-spot-split_17_20'));
    expect(text('live-unplaced')).toBe('Not placed yet: ₹10.00. Press Place bets to bet it.');
    expect(corner.getAttribute('aria-label')).toBe('Corner 17/18/20/21, ₹5.00 not placed');
    // Escape clears the chips; R lays nothing before a first bet; Enter places what is laid.
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(text('live-unplaced-corner_17')).toBe('');
    fireEvent.click(corner);
    fireEvent.keyDown(document.body, { key: 'Enter' });
    await waitFor(() => expect(text('live-note')).toBe('Bets accepted: ₹10.00'));
    expect(corner.getAttribute('aria-label')).toBe('Corner 17/18/20/21, ₹5.00');
  });

  it('turns the wheel to the number, and with reduced motion lands the ball at once', async () => {
    setReducedMotion(true);
    const { fire, clock } = await renderTable({ state: roulette, page: { table: 'house-live-roulette' } });
    const dealt = {
      ...bettingRound(2, T0 - 7_000),
      id: 'LR-2',
      phase: 'dealt' as const,
      dealt_at: new Date(clock.now).toISOString(),
      reveal_ms: 6_000,
      outcome: { game: 'house-live-roulette' as const, number: 26, colour: 'black' as const },
    };
    await fire('live.state', { ...tableState(dealt, 'house-live-roulette'), roads: null, shoe: null, history: [] });
    await waitFor(() => expect(document.getElementById('ball')?.getAttribute('class')).toBe('landed'));
    // The last pocket of the wheel (26) ends under the ball: five turns less its place.
    expect(document.getElementById('wheel-rotor')?.style.transform).toBe(`rotate(${360 * 5 - 36 * (360 / 37)}deg)`);
  });
});

describe('the live page in Thai', () => {
  it('has its words', async () => {
    await renderTable({ state: () => memberState(bettingRound(5, T0 - 1_000)), page: { language: 'th_TH' } });
    expect(screen.getByTestId('live-confirm').textContent).not.toBe('Place bets');
    expect(screen.getByTestId('live-confirm').textContent).not.toBe('');
  });

  it("draws the bet board before the table's state arrives, its spots disabled, so nothing under it moves when it does", async () => {
    const i18n = await createGameI18n(BACCARAT_PAGE.language, liveMessages);
    const never = vi.fn(() => new Promise<never>(() => undefined));
    render(
      <I18nextProvider i18n={i18n}>
        <LivePage
          data={BACCARAT_PAGE}
          call={never as unknown as HouseClient}
          connect={() => fakeSocket(() => T0).socket}
          localNow={() => T0}
        />
      </I18nextProvider>,
    );
    const player = screen.getByTestId('live-spot-player');
    expect(player.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(player);
    expect(text('live-unplaced-player')).toBe('');
    expect(document.body.dataset.ready).not.toBe('true');
  });
});
