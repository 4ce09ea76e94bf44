import { virtualBetCall, virtualStateCall, virtualVerifyCall } from '@casino/contract/house/virtual-calls.ts';
import type { LanguageCode } from '@casino/contract/languages.ts';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HouseCallError, type HouseClient } from '../../../lib/house-api.ts';
import { createGameI18n } from '../../../lib/i18n.ts';
import { setReducedMotion } from '../../../test/reduced-motion.ts';
import {
  COCKFIGHT_PAGE,
  COCKFIGHT_STATE,
  FOOTBALL_PAGE,
  FOOTBALL_STATE,
  footballBet,
  T0,
} from '../../../test/virtual-fixtures.ts';
import type { VirtualBetPlaced, VirtualState, VirtualVerifyAnswer } from '../api/virtual-calls.ts';
import type { VirtualPageData } from '../api/virtual-page-data.ts';
import { VirtualPage } from './virtual-page.tsx';

const messages = import.meta.glob('../locales/*.json');

type StateAnswer = VirtualState | HouseCallError;
type BetAnswer = VirtualBetPlaced | HouseCallError;

/** A house client: the state calls answered in turn (the last one again and again), bets and verifies likewise. */
function fakeClient(states: StateAnswer[], bets: BetAnswer[] = [], verify?: VirtualVerifyAnswer) {
  const sent: { path: string; body: Record<string, unknown> }[] = [];
  const call = vi.fn(async (definition: { path: string }, body: Record<string, unknown>) => {
    sent.push({ path: definition.path, body });
    if (definition.path === virtualStateCall.path) {
      const next = states.length > 1 ? states.shift() : states[0];
      if (!next || next instanceof HouseCallError) throw next ?? new HouseCallError('network');
      return next;
    }
    if (definition.path === virtualBetCall.path) {
      const next = bets.shift();
      if (!next || next instanceof HouseCallError) throw next ?? new HouseCallError('network');
      return next;
    }
    if (definition.path === virtualVerifyCall.path && verify) return verify;
    throw new Error(`unexpected call ${definition.path}`);
  });
  return { call: call as unknown as HouseClient, sent };
}

/** The page at the server's time T0 + `at` ms (the page keeps the offset from the state's `now`). */
async function renderPage(
  client: { call: HouseClient },
  page: VirtualPageData = FOOTBALL_PAGE,
  language: LanguageCode = 'en_US',
) {
  const i18n = await createGameI18n(language, messages);
  render(
    <I18nextProvider i18n={i18n}>
      <VirtualPage data={{ ...page, language }} call={client.call} now={() => T0} />
    </I18nextProvider>,
  );
  await waitFor(() => expect(screen.getByTestId('house-balance').textContent).not.toBe('–'));
}

const betsSent = (sent: { path: string; body: Record<string, unknown> }[]) =>
  sent.filter((s) => s.path === virtualBetCall.path).map((s) => s.body);

beforeEach(() => setReducedMotion(true));
afterEach(() => vi.restoreAllMocks());

describe('the virtual sports page', () => {
  it('states the contract: its fixtures are answers the state call accepts', () => {
    expect(virtualStateCall.response.safeParse(FOOTBALL_STATE).success).toBe(true);
    expect(virtualStateCall.response.safeParse(COCKFIGHT_STATE).success).toBe(true);
    expect(virtualStateCall.response.safeParse({ ...FOOTBALL_STATE, bets: [footballBet('settled', '9.25')] }).success).toBe(true);
  });

  it('shows the schedule as tabs with kick-off countdowns, the markets and prices, the balance in its currency; sound off', async () => {
    const client = fakeClient([FOOTBALL_STATE]);
    await renderPage(client);
    expect(screen.getByTestId('house-balance').textContent).toBe('₹2,000.00');
    expect(screen.getByTestId('house-demo').textContent).toBe('Demo');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Virtual Football League');
    expect(document.body.dataset.league).toBe('football');
    expect(document.body.classList.contains('league-football')).toBe(true);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.querySelector('strong')?.textContent)).toEqual(['Match 0101', 'Match 0102', 'Match 0103']);
    expect(tabs[0]?.textContent).toContain('LIO – EAG');
    expect(tabs[0]?.textContent).toContain('Kick-off in 0:05');
    expect(tabs[1]?.textContent).toContain('Kick-off in 0:14');
    expect(tabs[0]?.getAttribute('aria-selected')).toBe('true');
    const markets = screen.getByTestId('virtual-markets');
    expect(within(markets).getByText('Match result')).toBeTruthy();
    expect(within(markets).getByText('Total goals')).toBeTruthy();
    expect(screen.getByTestId('price-1x2-home').textContent).toBe('Home · Lions2.10');
    expect(screen.getByTestId('price-ou25-under').textContent).toBe('Under 2.51.85');
    expect(screen.getByTestId('price-cs-1-0').textContent).toBe('1–07.50');
    expect(screen.getByTestId('price-cs-home_other').textContent).toBe('Other home win4.20');
    expect(screen.getByTestId('virtual-results').textContent).toBe('Match 0099LIO 2–1 EAG');
    // Sound is off until the player turns it on.
    const sound = document.getElementById('sound');
    expect(sound?.getAttribute('aria-pressed')).toBe('false');
    expect(sound?.getAttribute('aria-label')).toBe('Turn sound on');
    fireEvent.click(sound as HTMLElement);
    expect(sound?.getAttribute('aria-pressed')).toBe('true');
    // The first state call asks for the balance, the next ones do not.
    expect(client.sent[0]).toEqual({ path: virtualStateCall.path, body: { balance: true } });
  });

  it('moves between events with the arrow keys and shows the chosen one', async () => {
    await renderPage(fakeClient([FOOTBALL_STATE]));
    const [first, second, third] = screen.getAllByRole('tab');
    first?.focus();
    fireEvent.keyDown(first as HTMLElement, { key: 'ArrowRight' });
    expect(second?.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(second);
    expect(screen.getByTestId('virtual-markets').getAttribute('aria-labelledby')).toBe('tab-1230102');
    fireEvent.keyDown(second as HTMLElement, { key: 'ArrowLeft' });
    fireEvent.keyDown(first as HTMLElement, { key: 'ArrowLeft' });
    expect(third?.getAttribute('aria-selected')).toBe('true');
  });

  it('puts a price on the slip with its returns, offers Place only then, and places by keyboard at the slip price', async () => {
    const client = fakeClient(
      [FOOTBALL_STATE, { ...FOOTBALL_STATE, balance: null, bets: [footballBet('open')] }],
      [{ bet_id: 'bet-1', balance: '1995.00', odds: '1.85' }],
    );
    await renderPage(client);
    const place = screen.getByTestId('virtual-place');
    expect(place).toHaveProperty('disabled', true);
    expect(screen.getByTestId('virtual-slip').textContent).toBe('Pick a price below to bet on it.');
    expect(document.getElementById('returns')?.textContent).toBe('–');
    // Key 2: the second stake.
    fireEvent.keyDown(document.body, { key: '2' });
    expect(screen.getByTestId('virtual-stake-1').getAttribute('aria-checked')).toBe('true');
    expect(screen.getByTestId('virtual-stake-0').getAttribute('aria-checked')).toBe('false');
    const under = screen.getByTestId('price-ou25-under');
    fireEvent.click(under);
    expect(under.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('virtual-slip').textContent).toBe('Match 0101 · Total goals: Under 2.5 @ 1.85');
    expect(document.getElementById('returns')?.textContent).toBe('₹9.25');
    expect(place).toHaveProperty('disabled', false);
    // Enter on the chosen price places the bet.
    under.focus();
    fireEvent.keyDown(under, { key: 'Enter' });
    await waitFor(() => expect(screen.getByTestId('virtual-note').textContent).toBe('Bet placed: Under 2.5 at 1.85.'));
    expect(betsSent(client.sent)).toEqual([
      { event_no: 1_230_101, market: 'ou25', selection: 'under', stake: '5.00', odds: '1.85' },
    ]);
    expect(screen.getByTestId('house-balance').textContent).toBe('₹1,995.00');
    const bet = await within(screen.getByTestId('virtual-bets')).findByTestId('virtual-bet');
    expect(bet.getAttribute('data-status')).toBe('open');
    expect(within(bet).getByTestId('virtual-bet-status').textContent).toBe('Waiting');
    expect(bet.textContent).toContain('Match 0101 · LIO – EAG · Total goals: Under 2.5 @ 1.85');
    // The slip is empty again; the balance stays when the next state brings none.
    expect(screen.getByTestId('virtual-slip').textContent).toBe('Pick a price below to bet on it.');
    expect(screen.getByTestId('house-balance').textContent).toBe('₹1,995.00');
  });

  it('moves the stake with the arrow keys in the chips', async () => {
    await renderPage(fakeClient([FOOTBALL_STATE]));
    const first = screen.getByTestId('virtual-stake-0');
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowLeft' });
    const last = screen.getByTestId('virtual-stake-4');
    expect(last.getAttribute('aria-checked')).toBe('true');
    expect(document.activeElement).toBe(last);
    expect(last.textContent).toBe('₹100.00');
  });

  it('says each refusal: a moved price goes on the slip, the payout cap, the balance, a closed event', async () => {
    const client = fakeClient(
      [FOOTBALL_STATE],
      [
        new HouseCallError('price_changed', undefined, { error: 'price_changed', odds: '1.80' }),
        new HouseCallError('over_max_payout', undefined, {
          error: 'over_max_payout',
          max_payout: '100000.00',
          max_stake: '55555.55',
        }),
        new HouseCallError('insufficient_funds', '3.00', { error: 'insufficient_funds', balance: '3.00' }),
        new HouseCallError('betting_closed', undefined, { error: 'betting_closed' }),
        new HouseCallError('wallet_unavailable'),
      ],
    );
    await renderPage(client);
    fireEvent.click(screen.getByTestId('price-ou25-under'));
    const place = screen.getByTestId('virtual-place');
    const note = screen.getByTestId('virtual-note');
    fireEvent.click(place);
    await waitFor(() => expect(note.textContent).toBe('The price is now 1.80. Place the bet again to take it.'));
    expect(screen.getByTestId('virtual-slip').textContent).toContain('@ 1.80');
    expect(document.getElementById('returns')?.textContent).toBe('₹1.80');
    fireEvent.click(place);
    await waitFor(() =>
      expect(note.textContent).toBe('A bet may win at most ₹1,00,000.00. At these odds, stake at most ₹55,555.55.'),
    );
    fireEvent.click(place);
    await waitFor(() => expect(note.textContent).toBe('Not enough balance for this bet.'));
    expect(screen.getByTestId('house-balance').textContent).toBe('₹3.00');
    fireEvent.click(place);
    await waitFor(() => expect(note.textContent).toBe('Betting on this event has closed.'));
    fireEvent.click(place);
    await waitFor(() => expect(note.textContent).toBe('Something went wrong. Please try again.'));
    // The second Place sent the new price.
    expect(betsSent(client.sent).map((bet) => bet.odds)).toEqual(['1.85', '1.80', '1.80', '1.80', '1.80']);
  });

  it('shows the match being played: the score at its minute, the goals, the ball standing still under reduced motion', async () => {
    await renderPage(fakeClient([FOOTBALL_STATE]));
    // A third of the way through: minute 30, the home goal of minute 10 in, the away goal of minute 80 not yet.
    const board = screen.getByTestId('virtual-live');
    expect(board.querySelector('.score')?.textContent).toBe('1 – 0');
    expect(document.getElementById('live-clock')?.textContent).toBe('30′');
    expect(board.getAttribute('aria-label')).toBe('Match 0100: Lions 1 – 0 Eagles');
    expect(document.getElementById('ticker')?.textContent).toBe('10′ LIO');
    expect(document.getElementById('ball')?.getAttribute('transform')).toBe('translate(200.0 120.0)');
    await act(() => new Promise((resolve) => setTimeout(resolve, 600)));
    expect(document.getElementById('ball')?.getAttribute('transform')).toBe('translate(200.0 120.0)');
    expect(document.querySelectorAll('#arena [id^="player-"]')).toHaveLength(8);
  });

  it('moves the ball when motion is allowed', async () => {
    setReducedMotion(false);
    await renderPage(fakeClient([FOOTBALL_STATE]));
    await waitFor(() => expect(document.getElementById('ball')?.getAttribute('transform')).not.toBe('translate(200.0 120.0)'));
  });

  it('shows the final score once the match is over', async () => {
    const over = { ...FOOTBALL_STATE, now: T0 + 2500 };
    await renderPage(fakeClient([{ ...over, open: over.open.map((e) => ({ ...e, kickoff: e.kickoff + 3000 })) }]));
    expect(screen.getByTestId('virtual-live').querySelector('.score')?.textContent).toBe('1 – 1');
    expect(document.getElementById('live-clock')?.textContent).toBe('Full time');
    expect(document.getElementById('ticker')?.textContent).toBe('10′ LIO · 80′ EAG');
  });

  it('settles a bet: won with its win, the history lists it and verifies it against its draw', async () => {
    const client = fakeClient(
      [
        { ...FOOTBALL_STATE, bets: [footballBet('open')] },
        { ...FOOTBALL_STATE, balance: null, bets: [footballBet('settled', '9.25')] },
        { ...FOOTBALL_STATE, balance: '2004.25', bets: [footballBet('settled', '9.25')] },
      ],
      [],
      {
        bet_id: 'bet-1',
        event_no: 1_230_101,
        draw: '123456',
        draws_of: '1000000',
        range: ['100000', '200000'],
        outcome_key: '1-0',
        win: '9.25',
        matches: true,
      },
    );
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    await renderPage(client);
    const bet = within(screen.getByTestId('virtual-bets')).getByTestId('virtual-bet');
    expect(bet.getAttribute('data-status')).toBe('open');
    await act(async () => {
      vi.advanceTimersByTime(3000);
    });
    await waitFor(() => expect(bet.getAttribute('data-status')).toBe('settled'));
    expect(within(bet).getByTestId('virtual-bet-status').textContent).toBe('Won ₹9.25');
    expect(bet.textContent).toContain('LIO 1–0 EAG');
    // A settled bet asks for the balance on the next look.
    await act(async () => {
      vi.advanceTimersByTime(3000);
    });
    await waitFor(() => expect(screen.getByTestId('house-balance').textContent).toBe('₹2,004.25'));
    const balanceAsks = client.sent.filter((s) => s.path === virtualStateCall.path).map((s) => s.body.balance);
    expect(balanceAsks).toEqual([true, false, true]);
    vi.useRealTimers();
    fireEvent.keyDown(document.body, { key: 'h' });
    const history = screen.getByTestId('virtual-history-list');
    expect(within(history).getAllByTestId('virtual-bet')).toHaveLength(1);
    fireEvent.click(within(history).getByTestId('virtual-verify'));
    await waitFor(() =>
      expect(within(history).getByTestId('virtual-verified').textContent).toBe(
        'Draw 123456 of 1000000 falls in 100000–200000: LIO 1–0 EAG. Outcome and payout check out.',
      ),
    );
  });

  it('says a dropped connection and recovers by itself; Place waits for the connection', async () => {
    const client = fakeClient([new HouseCallError('network'), FOOTBALL_STATE]);
    const i18n = await createGameI18n('en_US', messages);
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    render(
      <I18nextProvider i18n={i18n}>
        <VirtualPage data={FOOTBALL_PAGE} call={client.call} now={() => T0} />
      </I18nextProvider>,
    );
    const offline = screen.getByTestId('virtual-offline');
    await waitFor(() => expect(offline.hidden).toBe(false));
    expect(offline.getAttribute('role')).toBe('alert');
    expect(offline.textContent).toBe('Connection lost. Trying again… Your bets are safe and settle on the server.');
    await act(async () => {
      vi.advanceTimersByTime(3000);
    });
    await waitFor(() => expect(offline.hidden).toBe(true));
    expect(screen.getByTestId('virtual-note').textContent).toBe('Connected again.');
    vi.useRealTimers();
    // The browser says the network is gone: at once, and Place is off.
    fireEvent.click(screen.getByTestId('price-ou25-under'));
    expect(screen.getByTestId('virtual-place')).toHaveProperty('disabled', false);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(offline.hidden).toBe(false);
    expect(screen.getByTestId('virtual-place')).toHaveProperty('disabled', true);
  });

  it('says a session the platform ended in a modal notice that leads back to the lobby', async () => {
    const client = fakeClient([FOOTBALL_STATE], [new HouseCallError('session_ended')]);
    await renderPage(client);
    fireEvent.click(screen.getByTestId('price-1x2-home'));
    fireEvent.click(screen.getByTestId('virtual-place'));
    const notice = await screen.findByTestId('house-session-ended');
    expect(notice.getAttribute('role')).toBe('alertdialog');
    expect(notice.textContent).toContain('Your session has ended');
    expect(screen.getByTestId('virtual-place')).toHaveProperty('disabled', true);
  });

  it('plays the cockfight: corners, the winner when the fight is over, its market and its rules with the margin', async () => {
    await renderPage(fakeClient([COCKFIGHT_STATE]), COCKFIGHT_PAGE);
    expect(document.body.dataset.league).toBe('cockfight');
    expect(screen.getByTestId('price-mwd-meron').textContent).toBe('Meron · Red Baron1.80');
    expect(screen.getByTestId('price-mwd-draw').textContent).toBe('Draw15.72');
    expect(screen.getAllByRole('tab')[0]?.textContent).toContain('Fight starts in 0:04');
    const board = screen.getByTestId('virtual-live');
    expect(board.querySelector('.score')?.textContent).toBe('Meron');
    expect(board.getAttribute('aria-label')).toBe('Fight 0010: Red Baron – Blue Storm · Fight over: Meron · Red Baron');
    expect(document.getElementById('wala-bar')?.getAttribute('width')).toBe('0');
    expect(document.getElementById('wala-bird')?.getAttribute('class')).toBe('beaten');
    expect(document.getElementById('meron-bird')?.getAttribute('class')).toBe('champion');
    fireEvent.keyDown(document.body, { key: 'i' });
    const rules = screen.getByTestId('house-rtp');
    expect(rules.textContent).toContain('starts every 6 seconds');
    expect(rules.textContent).toContain('Fight winner: margin 6 %, return to player 94.34 %');
  });

  it('speaks the page language', async () => {
    await renderPage(fakeClient([FOOTBALL_STATE]), FOOTBALL_PAGE, 'th_TH');
    expect(screen.getByTestId('virtual-place').textContent).toBe('วางเดิมพัน');
    expect(screen.getByTestId('house-balance').textContent).toBe('₹2,000.00');
  });
});
