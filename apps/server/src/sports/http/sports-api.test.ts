import { randomUUID } from 'node:crypto';
import { HOUSE_API_PREFIX } from '@casino/contract/house/house-call.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readBalance } from '../../ledger/ledger-accounts.ts';
import { fakeGamesBuild } from '../../testing/games-build.ts';
import { ledgerInvariants } from '../../testing/ledger-invariants.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { settleBets } from '../betting/settle-bets.ts';
import { sportsbookAccounts } from '../betting/sportsbook-accounts.ts';
import { launchSportsMember, offerTestEvent, reprice, settleTestEvent } from '../sports-test-helpers.ts';

/**
 * The sportsbook as its page uses it, over HTTP (docs/decisions/0062): the launch moves the main balance into the
 * sportsbook wallet, the lobby and an event show the book's prices, bets and cash-outs move money between that wallet
 * and the book, settlement pays into it, and the one-key return brings it back to the main wallet; a session the
 * platform ended can do nothing more. The ledger balances throughout.
 */
let server: TestServer;
const slept: number[] = [];

beforeAll(async () => {
  server = await startTestServer({
    env: { GAMES_DIST_DIR: fakeGamesBuild() },
    app: {
      sportsbook: {
        settings: { liveDelayMs: 2_500 },
        sleep: async (ms) => {
          slept.push(ms);
        },
      },
    },
  });
}, 60_000);

afterAll(async () => {
  await server?.close();
});

async function sports(path: string, body: unknown): Promise<{ status: number; body: any }> {
  const response = await fetch(`${server.url}${HOUSE_API_PREFIX}/sports${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

const balanced = async () =>
  expect(await ledgerInvariants(server.db)).toMatchObject({ nonZeroCurrencies: [], drift: 0, unbalanced: 0, negative: 0 });

const single = (session: string, eventId: string, odds: string, stake: string, policy = 'higher') => ({
  session,
  request_key: randomUUID(),
  kind: 'single',
  stake,
  policy,
  legs: [{ event_id: eventId, market_id: `${eventId}:mw`, key: 'home', odds }],
});

describe('the sportsbook over HTTP', () => {
  it('opens from the sports hall with the main balance moved into its wallet, and serves its page', async () => {
    const member = await launchSportsMember(server, 50_000n);
    expect(member.url.pathname).toBe('/house/sports/house-sportsbook');
    expect(await member.main()).toBe(0n);
    expect(await member.wallet()).toBe(50_000n);
    const page = await fetch(member.url);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('assets/sports-abc.js');
    expect(html).toContain('"gameCode":"house-sportsbook"');
    expect((await fetch(`${server.url}/house/sports/house-esports?session=${member.session}`)).status).toBe(404);
    expect((await fetch(`${server.url}/house/sports/house-sportsbook?session=nope`)).status).toBe(401);
  });

  it('lists the events of a sport with their main markets, and an event with all of them', async () => {
    const member = await launchSportsMember(server, 10_000n, 'house-esports');
    await offerTestEvent(server.db, 'api:lobby:1', { home: 185n, away: 195n });
    const esports = await sports('/lobby', { session: member.session });
    expect(esports.status).toBe(200);
    expect(esports.body).toMatchObject({ home_sport: 'esports', sport: 'esports', currency: 'INR', balance: '100.00' });
    expect(esports.body.limits).toEqual({
      min_stake: '10.00',
      max_stake: '200000.00',
      max_payout: '2000000.00',
      max_parlay_legs: 10,
    });
    const tennis = await sports('/lobby', { session: member.session, sport: 'tennis' });
    const event = tennis.body.events.find((e: { event_id: string }) => e.event_id === 'api:lobby:1');
    expect(event).toMatchObject({ sport: 'tennis', home: 'A. Sharma', status: 'scheduled', markets_count: 1 });
    expect(event.markets).toEqual([
      {
        market_id: 'api:lobby:1:mw',
        type: 'match_winner',
        line: null,
        innings: null,
        status: 'open',
        selections: [
          { key: 'home', odds: '1.85', active: true },
          { key: 'away', odds: '1.95', active: true },
        ],
      },
    ]);
    expect(tennis.body.sports.find((s: { sport: string }) => s.sport === 'tennis').upcoming).toBeGreaterThanOrEqual(1);
    const one = await sports('/event', { session: member.session, event_id: 'api:lobby:1' });
    expect(one.body.event.event_id).toBe('api:lobby:1');
    expect((await sports('/event', { session: member.session, event_id: 'api:none' })).body).toEqual({ error: 'unknown_event' });
  });

  it('takes a single at the book price, refuses a moved price by the policy, and refuses what the wallet lacks', async () => {
    const member = await launchSportsMember(server, 20_000n);
    await offerTestEvent(server.db, 'api:bet:1', { home: 200n, away: 180n });
    const placed = await sports('/bet', single(member.session, 'api:bet:1', '2.00', '50.00'));
    expect(placed.status).toBe(200);
    expect(placed.body).toMatchObject({ balance: '150.00', replayed: false });
    expect(placed.body.bet).toMatchObject({
      kind: 'single',
      status: 'open',
      stake: '50.00',
      odds: '2.00',
      potential_return: '100.00',
    });
    expect(placed.body.bet.cash_out.value).not.toBeNull();
    await reprice(server.db, 'api:bet:1', { home: 190n, away: 190n });
    const moved = await sports('/bet', single(member.session, 'api:bet:1', '2.00', '50.00'));
    expect(moved).toMatchObject({
      status: 409,
      body: { error: 'odds_changed', leg: 0, current_odds: '1.90', balance: '150.00' },
    });
    const any = await sports('/bet', single(member.session, 'api:bet:1', '2.00', '50.00', 'any'));
    expect(any.body.bet.odds).toBe('1.90');
    const broke = await sports('/bet', single(member.session, 'api:bet:1', '1.90', '150.01'));
    expect(broke).toMatchObject({ status: 402, body: { error: 'insufficient_funds', balance: '100.00' } });
    const small = await sports('/bet', single(member.session, 'api:bet:1', '1.90', '1.00'));
    expect(small.body.error).toBe('stake_below_minimum');
    expect(await member.wallet()).toBe(10_000n);
    await balanced();
  });

  it('answers a repeated request key with the first bet, and waits the live delay before a live bet', async () => {
    const member = await launchSportsMember(server, 20_000n);
    await offerTestEvent(
      server.db,
      'api:live:1',
      { home: 150n, away: 250n },
      { kind: 'live', score: { home: 0, away: 0 }, clock: "12'" },
    );
    const body = single(member.session, 'api:live:1', '1.50', '20.00');
    slept.length = 0;
    const first = await sports('/bet', body);
    const again = await sports('/bet', body);
    expect(first.status).toBe(200);
    expect(again.body).toMatchObject({ replayed: true, bet: { bet_id: first.body.bet.bet_id } });
    // The live bet waited the delay once; its repeat is answered with the bet at once.
    expect(slept).toEqual([2_500]);
    expect(await member.wallet()).toBe(18_000n);
  });

  it('places a parlay of two events and refuses two legs of one event', async () => {
    const member = await launchSportsMember(server, 20_000n);
    await offerTestEvent(server.db, 'api:par:1', { home: 150n, away: 250n });
    await offerTestEvent(server.db, 'api:par:2', { home: 200n, away: 180n });
    const legs = [
      { event_id: 'api:par:1', market_id: 'api:par:1:mw', key: 'home', odds: '1.50' },
      { event_id: 'api:par:2', market_id: 'api:par:2:mw', key: 'home', odds: '2.00' },
    ];
    const base = { session: member.session, kind: 'parlay', stake: '10.00', policy: 'none' };
    slept.length = 0;
    const parlay = await sports('/bet', { ...base, request_key: randomUUID(), legs });
    // Events not yet started take the bet at once.
    expect(slept).toEqual([]);
    expect(parlay.body.bet).toMatchObject({ kind: 'parlay', odds: '3.00', potential_return: '30.00' });
    expect(parlay.body.bet.legs.map((l: { event_id: string }) => l.event_id)).toEqual(['api:par:1', 'api:par:2']);
    const same = await sports('/bet', {
      ...base,
      request_key: randomUUID(),
      legs: [legs[0], { ...legs[0], key: 'away', odds: '2.50' }],
    });
    expect(same.body.error).toBe('same_event');
  });

  it('cashes out part and then the rest at no less than the value shown, and settles what stayed on', async () => {
    const member = await launchSportsMember(server, 20_000n);
    await offerTestEvent(server.db, 'api:co:1', { home: 200n, away: 180n });
    const placed = await sports('/bet', single(member.session, 'api:co:1', '2.00', '100.00'));
    const betId = placed.body.bet.bet_id as string;
    // The price shortens: the bet is worth more than its stake now.
    await reprice(server.db, 'api:co:1', { home: 160n, away: 230n });
    const open = await sports('/my-bets', { session: member.session, status: 'open' });
    const value = open.body.bets.find((b: { bet_id: string }) => b.bet_id === betId).cash_out.value as string;
    // stake x 2.00 / 1.60 less the 3% cash-out margin: 125.00 x 0.97.
    expect(value).toBe('121.25');
    const tooHigh = await sports('/cash-out', { session: member.session, bet_id: betId, expected: '121.26' });
    expect(tooHigh).toMatchObject({ status: 409, body: { error: 'cash_out_changed', cash_out: '121.25' } });
    const half = await sports('/cash-out', { session: member.session, bet_id: betId, part: '40.00', expected: value });
    expect(half.body).toMatchObject({
      paid: '48.50',
      balance: '148.50',
      bet: { status: 'open', stake: '60.00', cashed_out: '48.50' },
    });
    expect(half.body.bet.potential_return).toBe('120.00');
    const outOfRange = await sports('/cash-out', { session: member.session, bet_id: betId, part: '60.01', expected: '0' });
    expect(outOfRange.body.error).toBe('part_out_of_range');
    // A suspended market offers no cash-out.
    await reprice(server.db, 'api:co:1', { home: 160n, away: 230n }, undefined, 'suspended');
    const suspended = await sports('/cash-out', { session: member.session, bet_id: betId, expected: '0' });
    expect(suspended.body.error).toBe('leg_suspended');
    await reprice(server.db, 'api:co:1', { home: 160n, away: 230n });
    // What stayed on settles at the bet's own odds.
    await settleTestEvent(server.db, 'api:co:1', 'home');
    await settleBets(server.db);
    const settled = await sports('/my-bets', { session: member.session, status: 'settled' });
    expect(settled.body.bets.find((b: { bet_id: string }) => b.bet_id === betId)).toMatchObject({
      status: 'settled',
      returned: '120.00',
      cashed_out: '48.50',
      legs: [{ result: 'win' }],
    });
    expect(await member.wallet()).toBe(10_000n + 4_850n + 12_000n);
    const done = await sports('/cash-out', { session: member.session, bet_id: betId, expected: '0' });
    expect(done.body.error).toBe('bet_not_open');
    const stranger = await launchSportsMember(server, 1_000n);
    expect((await sports('/cash-out', { session: stranger.session, bet_id: betId, expected: '0' })).body.error).toBe(
      'unknown_bet',
    );
    await balanced();
  });

  it('gives the money back with the one-key return, and ends with the platform session', async () => {
    const member = await launchSportsMember(server, 30_000n);
    await offerTestEvent(server.db, 'api:end:1', { home: 200n, away: 180n });
    await sports('/bet', single(member.session, 'api:end:1', '2.00', '100.00'));
    const returned = await server.call('/member/profile/balance/all/back', {}, { authorization: `Bearer ${member.token}` });
    expect(returned.body.code, JSON.stringify(returned.body)).toBe(1000);
    expect(await member.main()).toBe(20_000n);
    expect(await member.wallet()).toBe(0n);
    const empty = await sports('/bet', single(member.session, 'api:end:1', '2.00', '10.00'));
    expect(empty).toMatchObject({ status: 402, body: { error: 'insufficient_funds', balance: '0.00' } });
    expect((await server.call('/logout', {}, { authorization: `Bearer ${member.token}` })).body.code).toBe(1000);
    const after = await sports('/bet', single(member.session, 'api:end:1', '2.00', '10.00'));
    expect(after).toMatchObject({ status: 401, body: { error: 'session_ended' } });
    expect((await sports('/lobby', { session: member.session })).body).toEqual({ error: 'session_ended' });
    // The open bet still settles into the sportsbook wallet, from which the next return brings it home.
    await settleTestEvent(server.db, 'api:end:1', 'home');
    await settleBets(server.db);
    expect(await readBalance(server.db, sportsbookAccounts.wallet(member.memberId, member.gpId, 'INR'))).toBe(20_000n);
    await balanced();
  });
});
