import {
  SPORTS_REFUSALS,
  sportsBetCall,
  sportsCashOutCall,
  sportsEventCall,
  sportsLobbyCall,
  sportsMyBetsCall,
} from '@casino/contract/house/sports-calls.ts';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { HouseCallError, type HouseClient } from '../../../lib/house-api.ts';
import { createGameI18n } from '../../../lib/i18n.ts';
import { fakeSocket } from '../../../test/fake-socket.ts';
import { setReducedMotion } from '../../../test/reduced-motion.ts';
import type { SportsBet, SportsEvent, SportsLobby } from '../api/sports-calls.ts';
import type { SportsPageData } from '../api/sports-page-data.ts';
import type { SportsSocketLike } from '../api/sports-socket.ts';
import { adoptEvent } from '../lib/events.ts';
import { shortLine } from '../lib/labels.ts';
import { oddsText, readOddsFormat } from '../lib/odds.ts';
import { parlayOdds, parlayProblem, parlayReturn } from '../lib/slip.ts';
import en from '../locales/en_US.json';
import { SportsPage } from './sports-page.tsx';

const messages = import.meta.glob('../locales/*.json');
const NOW = Date.UTC(2026, 10, 28, 12, 0, 0);

function footballEvent(
  id: string,
  over: Partial<SportsEvent> = {},
  prices = { home: '1.85', draw: '3.40', away: '4.20' },
): SportsEvent {
  return {
    event_id: id,
    sport: 'football',
    competition: { id: 'c1', name: 'Super League', country: 'India' },
    home: `Home ${id}`,
    away: `Away ${id}`,
    starts_at: NOW + 3_600_000,
    status: 'scheduled',
    score: null,
    clock: null,
    version: 1,
    markets_count: 3,
    markets: [
      {
        market_id: `${id}-1x2`,
        type: '1x2',
        line: null,
        innings: null,
        status: 'open',
        selections: [
          { key: 'home', odds: prices.home, active: true },
          { key: 'draw', odds: prices.draw, active: true },
          { key: 'away', odds: prices.away, active: true },
        ],
      },
      {
        market_id: `${id}-ah`,
        type: 'asian_handicap',
        line: '-0.25',
        innings: null,
        status: 'open',
        selections: [
          { key: 'home', odds: '1.92', active: true },
          { key: 'away', odds: '1.96', active: true },
        ],
      },
      {
        market_id: `${id}-ou`,
        type: 'over_under',
        line: '2.50',
        innings: null,
        status: 'open',
        selections: [
          { key: 'over', odds: '1.90', active: true },
          { key: 'under', odds: '1.98', active: true },
        ],
      },
    ],
    ...over,
  };
}

function lobbyAnswer(events: SportsEvent[], balance = '1000.00'): SportsLobby {
  return {
    server_time: NOW,
    currency: 'INR',
    balance,
    home_sport: 'football',
    sport: 'football',
    limits: { min_stake: '10.00', max_stake: '50000.00', max_payout: '1000000.00', max_parlay_legs: 10 },
    live_delay_seconds: 3,
    sports: [
      { sport: 'football', live: 1, upcoming: 1 },
      { sport: 'cricket', live: 0, upcoming: 4 },
      { sport: 'basketball', live: 0, upcoming: 0 },
      { sport: 'tennis', live: 2, upcoming: 0 },
      { sport: 'esports', live: 0, upcoming: 3 },
    ],
    events,
  };
}

function placedBet(legs: { event: SportsEvent; market: number; key: string; odds: string }[], stake: string): SportsBet {
  return {
    bet_id: 'B1',
    kind: legs.length > 1 ? 'parlay' : 'single',
    status: 'open',
    stake,
    original_stake: stake,
    odds: legs[0]!.odds,
    potential_return: '185.00',
    returned: null,
    cashed_out: '0.00',
    placed_at: NOW,
    settled_at: null,
    legs: legs.map(({ event, market, key, odds }) => ({
      event_id: event.event_id,
      sport: event.sport,
      home: event.home,
      away: event.away,
      starts_at: event.starts_at,
      event_status: event.status,
      score: event.score,
      market_id: event.markets[market]!.market_id,
      market_type: event.markets[market]!.type,
      line: event.markets[market]!.line,
      key,
      odds,
      result: null,
    })),
    cash_out: { value: '92.50', refusal: null },
  };
}

type Handler = (body: Record<string, unknown>) => unknown;

function fakeClient(handlers: Partial<Record<string, Handler>>) {
  const calls: { path: string; body: Record<string, unknown> }[] = [];
  const call = vi.fn(async (definition: { path: string }, body: Record<string, unknown>) => {
    calls.push({ path: definition.path, body });
    const handler = handlers[definition.path];
    if (!handler) throw new Error(`unexpected call ${definition.path}`);
    return handler(body);
  });
  return { call: call as unknown as HouseClient, calls };
}

/** The page's socket, driven by the test; `hear` delivers a `sports.event`. */
function sportsSocket() {
  const fake = fakeSocket();
  return {
    ...fake,
    socket: Object.assign(fake.socket, { hear: (message: unknown) => fake.hear('sports.event', message) }),
    connect: () => fake.socket as unknown as SportsSocketLike,
  };
}

const PAGE: SportsPageData = {
  session: 's1',
  language: 'en_US',
  gameCode: 'house-sportsbook',
  lobbyUrl: '/lobby',
  currency: 'INR',
  openEvent: null,
};

async function renderPage(handlers: Partial<Record<string, Handler>>, language: SportsPageData['language'] = 'en_US') {
  const i18n = await createGameI18n(language, messages);
  const client = fakeClient(handlers);
  const io = sportsSocket();
  render(
    <I18nextProvider i18n={i18n}>
      <SportsPage data={{ ...PAGE, language }} call={client.call} connect={io.connect} />
    </I18nextProvider>,
  );
  act(() => io.socket.connect());
  await screen.findByTestId('sports-upcoming');
  return { ...client, ...io };
}

const E1 = footballEvent('e1');
const E2 = footballEvent('e2', { status: 'live', score: { home: 1, away: 0 }, clock: "63'" });
const lobbyOf =
  (events = [E1, E2]) =>
  () =>
    lobbyAnswer(events);

const slip = () => screen.getByTestId('sports-slip');

describe('the sportsbook page', () => {
  it('lists live events first with their score, then upcoming by competition, with the sports and their counts', async () => {
    const { emitted } = await renderPage({ [sportsLobbyCall.path]: lobbyOf() });
    const live = screen.getByTestId('sports-live-now');
    expect(within(live).getByText('Home e2')).toBeTruthy();
    expect(within(live).getByTestId('score-e2').textContent).toBe('1-0');
    expect(within(screen.getByTestId('sports-upcoming')).getByText('Super League')).toBeTruthy();
    expect(screen.getByTestId('sport-tennis').textContent).toContain('2');
    expect(within(screen.getByTestId('event-e1')).getByRole('button', { name: 'Home -0.25 1.92' })).toBeTruthy();
    expect(emitted).toContainEqual({ event: 'sports:join', message: { room: 'lobby' } });
  });

  it('an odds button adds the selection to the slip and takes it off again', async () => {
    await renderPage({ [sportsLobbyCall.path]: lobbyOf() });
    const home = screen.getByTestId('odds-e1-1x2-home');
    expect(home.getAttribute('aria-label')).toBe('Home 1.85');
    fireEvent.click(home);
    expect(home.getAttribute('aria-pressed')).toBe('true');
    expect(within(slip()).getByTestId('leg-e1-1x2|home')).toBeTruthy();
    expect(screen.getByTestId('slip-count').textContent).toBe('1');
    fireEvent.click(home);
    expect(home.getAttribute('aria-pressed')).toBe('false');
    expect(within(slip()).queryByTestId('leg-e1-1x2|home')).toBeNull();
    expect(screen.getByTestId('slip-count').textContent).toBe('0');
  });

  it('refuses a parlay of two selections of one event and says why; two events make one', async () => {
    await renderPage({ [sportsLobbyCall.path]: lobbyOf() });
    fireEvent.click(screen.getByTestId('odds-e1-1x2-home'));
    fireEvent.click(screen.getByTestId('odds-e1-ou-over'));
    const parlay = within(slip()).getByTestId('slip-parlay') as HTMLButtonElement;
    expect(parlay.disabled).toBe(true);
    expect(within(slip()).getByTestId('parlay-why').textContent).toContain('same event');
    fireEvent.click(screen.getByTestId('odds-e1-ou-over'));
    fireEvent.click(screen.getByTestId('odds-e2-1x2-away'));
    expect(parlay.disabled).toBe(false);
    fireEvent.click(parlay);
    // 1.85 x 4.20 = 7.77; the return is paid on the exact product (1.72 x 1.93 x 20 is 66.392, not 3.31 x 20).
    expect(within(slip()).getByTestId('parlay-odds').textContent).toBe('7.77');
    fireEvent.input(within(slip()).getByTestId('stake-parlay'), { target: { value: '15' } });
    expect(within(slip()).getByTestId('parlay-return').textContent).toContain('116.55');
  });

  it('places a single and shows the bet and the new balance', async () => {
    const E1placed = placedBet([{ event: E1, market: 0, key: 'home', odds: '1.85' }], '100.00');
    const { calls } = await renderPage({
      [sportsLobbyCall.path]: lobbyOf(),
      [sportsBetCall.path]: () => ({ balance: '900.00', bet: E1placed, replayed: false }),
      [sportsMyBetsCall.path]: () => ({ bets: [E1placed] }),
    });
    expect(screen.getByTestId('house-balance').textContent).toContain('1,000.00');
    fireEvent.click(screen.getByTestId('odds-e1-1x2-home'));
    fireEvent.input(within(slip()).getByTestId('stake-e1-1x2|home'), { target: { value: '100' } });
    expect(slip().textContent).toContain('185.00');
    fireEvent.click(within(slip()).getByTestId('slip-place'));
    await within(slip()).findByTestId('placed-B1');
    expect(screen.getByTestId('slip-result').textContent).toContain('Bets placed: 1');
    expect(screen.getByTestId('house-balance').textContent).toContain('900.00');
    const sent = calls.find((c) => c.path === sportsBetCall.path)!.body;
    expect(sent).toMatchObject({
      kind: 'single',
      stake: '100',
      policy: 'higher',
      legs: [{ event_id: 'e1', market_id: 'e1-1x2', key: 'home', odds: '1.85' }],
    });
    expect(typeof sent.request_key).toBe('string');
    expect(within(slip()).queryByTestId('leg-e1-1x2|home')).toBeNull();
  });

  it('sends the same request key again when a lost answer is retried, and a fresh one for a new submit', async () => {
    let fail = true;
    const bet = placedBet([{ event: E1, market: 0, key: 'home', odds: '1.85' }], '100.00');
    const { calls } = await renderPage({
      [sportsLobbyCall.path]: lobbyOf(),
      [sportsBetCall.path]: () => {
        if (fail) throw new HouseCallError('network');
        return { balance: '900.00', bet, replayed: true };
      },
      [sportsMyBetsCall.path]: () => ({ bets: [] }),
    });
    fireEvent.click(screen.getByTestId('odds-e1-1x2-home'));
    fireEvent.input(within(slip()).getByTestId('stake-e1-1x2|home'), { target: { value: '100' } });
    fireEvent.click(within(slip()).getByTestId('slip-place'));
    await within(slip()).findByText('Connection problem. Please try again.');
    fail = false;
    fireEvent.click(within(slip()).getByTestId('slip-place'));
    await within(slip()).findByTestId('placed-B1');
    const keys = calls.filter((c) => c.path === sportsBetCall.path).map((c) => c.body.request_key);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  it('shows a refusal odds_changed with the new price, and places again at it once accepted', async () => {
    let answer: 'refuse' | 'take' = 'refuse';
    const bet = placedBet([{ event: E1, market: 0, key: 'home', odds: '1.70' }], '100.00');
    const { calls } = await renderPage({
      [sportsLobbyCall.path]: lobbyOf(),
      [sportsBetCall.path]: () => {
        if (answer === 'refuse')
          throw new HouseCallError('odds_changed', undefined, { error: 'odds_changed', leg: 0, current_odds: '1.70' });
        return { balance: '900.00', bet, replayed: false };
      },
      [sportsMyBetsCall.path]: () => ({ bets: [] }),
    });
    fireEvent.click(screen.getByTestId('odds-e1-1x2-home'));
    fireEvent.input(within(slip()).getByTestId('stake-e1-1x2|home'), { target: { value: '100' } });
    fireEvent.click(within(slip()).getByTestId('slip-place'));
    const moved = await within(slip()).findByTestId('moved-e1-1x2|home');
    expect(moved.textContent).toBe('1.85 → 1.70');
    expect(moved.className).toContain('down');
    expect(slip().textContent).toContain(en.sports.refusal.odds_changed);
    answer = 'take';
    fireEvent.click(within(slip()).getByTestId('slip-accept'));
    fireEvent.input(within(slip()).getByTestId('stake-e1-1x2|home'), { target: { value: '100' } });
    fireEvent.click(within(slip()).getByTestId('slip-place'));
    await within(slip()).findByTestId('placed-B1');
    const sent = calls.filter((c) => c.path === sportsBetCall.path);
    expect((sent[1]!.body.legs as { odds: string }[])[0]!.odds).toBe('1.70');
    expect(sent[1]!.body.request_key).not.toBe(sent[0]!.body.request_key);
  });

  it('ignores a sports.event of a lower version and takes a higher one, flashing the moved price', async () => {
    const { socket } = await renderPage({ [sportsLobbyCall.path]: lobbyOf([footballEvent('e1', { version: 5 })]) });
    const home = () => screen.getByTestId('odds-e1-1x2-home');
    expect(home().textContent).toContain('1.85');
    act(() => socket.hear(footballEvent('e1', { version: 4 }, { home: '1.50', draw: '3.40', away: '4.20' })));
    expect(home().textContent).toContain('1.85');
    act(() => socket.hear({ not: 'an event' }));
    act(() => socket.hear(footballEvent('e1', { version: 6 }, { home: '2.05', draw: '3.40', away: '4.20' })));
    expect(home().textContent).toContain('2.05');
    expect(home().getAttribute('aria-label')).toBe('Home 2.05');
    expect(home().classList.contains('odds-up')).toBe(true);
    act(() => socket.hear(footballEvent('e1', { version: 7 }, { home: '1.95', draw: '3.40', away: '4.20' })));
    expect(home().classList.contains('odds-down')).toBe(true);
    expect(home().classList.contains('odds-up')).toBe(false);
    // An older version again (a late repeat) changes nothing.
    act(() => socket.hear(footballEvent('e1', { version: 6 }, { home: '1.10', draw: '3.40', away: '4.20' })));
    expect(home().textContent).toContain('1.95');
  });

  it('moves a price without a flash under reduced motion', async () => {
    setReducedMotion(true);
    const { socket } = await renderPage({ [sportsLobbyCall.path]: lobbyOf([footballEvent('e1', { version: 5 })]) });
    act(() => socket.hear(footballEvent('e1', { version: 6 }, { home: '1.60', draw: '3.40', away: '4.20' })));
    const home = screen.getByTestId('odds-e1-1x2-home');
    expect(home.textContent).toContain('1.60');
    expect(home.className).not.toMatch(/odds-(up|down)/);
  });

  it('locks a suspended market and shows the connection notice until the socket is back, joining its rooms again', async () => {
    const { socket, emitted } = await renderPage({
      [sportsLobbyCall.path]: lobbyOf(),
      [sportsEventCall.path]: () => ({ server_time: NOW, event: footballEvent('e1', { version: 2 }) }),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Home e1 v Away e1: all markets' }));
    await screen.findByTestId('sports-event');
    expect(emitted).toContainEqual({ event: 'sports:join', message: { room: 'e1' } });
    const suspended = footballEvent('e1', { version: 3 });
    suspended.markets[0]!.status = 'suspended';
    act(() => socket.hear(suspended));
    const locked = screen.getByTestId('odds-e1-1x2-home') as HTMLButtonElement;
    expect(locked.disabled).toBe(true);
    expect(locked.getAttribute('aria-label')).toBe('Home e1, suspended');
    act(() => socket.disconnect());
    expect(screen.getByTestId('sports-offline').hidden).toBe(false);
    emitted.length = 0;
    act(() => socket.connect());
    expect(screen.getByTestId('sports-offline').hidden).toBe(true);
    expect(emitted).toEqual([
      { event: 'sports:join', message: { room: 'lobby' } },
      { event: 'sports:join', message: { room: 'e1' } },
    ]);
  });

  it('opens on the event it was launched with from the quick-bet frame, and joins its room', async () => {
    const i18n = await createGameI18n('en_US', messages);
    const client = fakeClient({
      [sportsLobbyCall.path]: lobbyOf(),
      [sportsEventCall.path]: () => ({ server_time: NOW, event: footballEvent('e1', { version: 2 }) }),
    });
    const io = sportsSocket();
    render(
      <I18nextProvider i18n={i18n}>
        <SportsPage data={{ ...PAGE, openEvent: 'e1' }} call={client.call} connect={io.connect} />
      </I18nextProvider>,
    );
    act(() => io.socket.connect());
    await screen.findByTestId('sports-event');
    expect(client.calls).toContainEqual({ path: sportsEventCall.path, body: { event_id: 'e1' } });
    expect(io.emitted).toContainEqual({ event: 'sports:join', message: { room: 'e1' } });
  });

  it('cashes out after confirming a changed value, in full or in part', async () => {
    const bet = placedBet([{ event: E1, market: 0, key: 'home', odds: '1.85' }], '100.00');
    let round = 0;
    const { calls } = await renderPage({
      [sportsLobbyCall.path]: lobbyOf(),
      [sportsMyBetsCall.path]: () => ({ bets: [bet] }),
      [sportsCashOutCall.path]: () => {
        round++;
        if (round === 1)
          throw new HouseCallError('cash_out_changed', undefined, { error: 'cash_out_changed', cash_out: '88.40' });
        return { balance: '1088.40', paid: '88.40', bet: { ...bet, status: 'cashed_out', stake: '0.00', cashed_out: '88.40' } };
      },
    });
    fireEvent.click(screen.getByTestId('tab-bets'));
    const button = await screen.findByTestId('cash-out-B1');
    expect(button.textContent).toContain('92.50');
    fireEvent.click(button);
    fireEvent.click(screen.getByTestId('cash-confirm-B1'));
    const changed = await screen.findByTestId('cash-changed-B1');
    expect(changed.textContent).toContain('88.40');
    expect(screen.getByTestId('cash-confirm-B1').textContent).toContain('88.40');
    fireEvent.click(screen.getByTestId('cash-confirm-B1'));
    await waitFor(() => expect(screen.getByTestId('house-balance').textContent).toContain('1,088.40'));
    const sent = calls.filter((c) => c.path === sportsCashOutCall.path).map((c) => c.body);
    expect(sent).toEqual([
      { bet_id: 'B1', expected: '92.50' },
      { bet_id: 'B1', expected: '88.40' },
    ]);
    await waitFor(() => expect(screen.queryByTestId('bet-B1')).toBeNull());
  });

  it('pages back through settled bets, asking for the ones older than the last shown', async () => {
    const settled = Array.from({ length: 34 }, (_, i) => ({
      ...placedBet([{ event: E1, market: 0, key: 'home', odds: '1.85' }], '10.00'),
      bet_id: String(900 - i),
      status: 'settled' as const,
      returned: '0.00',
      cash_out: { value: null, refusal: null },
    }));
    const { calls } = await renderPage({
      [sportsLobbyCall.path]: lobbyOf(),
      [sportsMyBetsCall.path]: (body) => {
        const older = body.before === undefined ? settled : settled.filter((b) => Number(b.bet_id) < Number(body.before));
        return { bets: body.status === 'settled' ? older.slice(0, Number(body.limit)) : [] };
      },
    });
    fireEvent.click(screen.getByTestId('tab-bets'));
    fireEvent.click(await screen.findByRole('button', { name: 'Settled' }));
    await screen.findByTestId('bet-871');
    expect(screen.queryByTestId('bet-870')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show older bets' }));
    await screen.findByTestId('bet-867');
    expect(screen.queryByRole('button', { name: 'Show older bets' })).toBeNull();
    const asked = calls.filter((c) => c.path === sportsMyBetsCall.path && c.body.status === 'settled').map((c) => c.body);
    expect(asked).toEqual([
      { status: 'settled', limit: 30 },
      { status: 'settled', limit: 30, before: '871' },
    ]);
  });

  it('sells half the stake at half the value shown', async () => {
    const bet = placedBet([{ event: E1, market: 0, key: 'home', odds: '1.85' }], '100.00');
    const { calls } = await renderPage({
      [sportsLobbyCall.path]: lobbyOf(),
      [sportsMyBetsCall.path]: () => ({ bets: [bet] }),
      [sportsCashOutCall.path]: () => ({ balance: '1046.25', paid: '46.25', bet: { ...bet, stake: '50.00' } }),
    });
    fireEvent.click(screen.getByTestId('tab-bets'));
    fireEvent.click(await screen.findByTestId('cash-out-B1'));
    fireEvent.click(screen.getByRole('button', { name: '50%' }));
    expect(screen.getByTestId('cash-confirm-B1').textContent).toContain('46.25');
    fireEvent.click(screen.getByTestId('cash-confirm-B1'));
    await waitFor(() => expect(screen.getByTestId('house-balance').textContent).toContain('1,046.25'));
    expect(calls.find((c) => c.path === sportsCashOutCall.path)!.body).toEqual({
      bet_id: 'B1',
      expected: '92.50',
      part: '50.00',
    });
  });

  it('shows prices in the chosen odds format and keeps the choice', async () => {
    await renderPage({ [sportsLobbyCall.path]: lobbyOf() });
    fireEvent.change(screen.getByTestId('odds-format'), { target: { value: 'malay' } });
    // 4.20 is Hong Kong 3.20, Malay -1/3.20 rounded away from zero.
    expect(screen.getByTestId('odds-e1-1x2-away').textContent).toContain('-0.32');
    expect(screen.getByTestId('odds-e1-1x2-home').textContent).toContain('0.85');
    expect(readOddsFormat()).toBe('malay');
    fireEvent.change(screen.getByTestId('odds-format'), { target: { value: 'decimal' } });
  });
});

describe('the sportsbook page rules', () => {
  it('has words for every refusal of the book', () => {
    for (const code of SPORTS_REFUSALS) expect(en.sports.refusal[code as keyof typeof en.sports.refusal], code).toBeTruthy();
  });

  it('keeps the newest version of an event and the markets a lobby payload leaves out', () => {
    const full = footballEvent('e1', { version: 3 });
    const main = { ...footballEvent('e1', { version: 4 }), markets_count: 5 };
    const known = adoptEvent(
      {
        event: { ...full, markets_count: 5, markets: [...full.markets, { ...full.markets[0]!, market_id: 'cs' }] },
        complete: true,
      },
      main,
    );
    expect(known?.complete).toBe(false);
    expect(known?.event.markets.map((m) => m.market_id)).toContain('cs');
    expect(
      adoptEvent(known!, {
        ...main,
        markets: [...main.markets, { ...main.markets[0]!, market_id: 'cs' }, { ...main.markets[0]!, market_id: 'x' }],
      })?.complete,
    ).toBe(true);
    expect(adoptEvent({ event: full, complete: true }, footballEvent('e1', { version: 2 }))).toBeNull();
  });

  it('multiplies parlay prices exactly and rounds down once', () => {
    expect(parlayOdds(['1.85', '4.20'])).toBe(777n);
    expect(parlayOdds(['1.33', '1.33', '1.33'])).toBe(235n);
    expect(parlayProblem([], 10)).toBe('too_few_legs');
    expect(parlayReturn('20', ['1.72', '1.93'])).toBe('66.39');
    expect(['217.50', '3.00', '0.00', '-0.25', '+1.00', '10.00'].map(shortLine)).toEqual([
      '217.5',
      '3',
      '0',
      '-0.25',
      '+1',
      '10',
    ]);
    expect(oddsText('1.50', 'indonesian')).toBe('-2.00');
  });
});
