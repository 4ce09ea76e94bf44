import { randomUUID } from 'node:crypto';
import { ALL_HOUSE_CALLS } from '@casino/contract/all-house-calls.ts';
import {
  HOUSE_API_PREFIX,
  HOUSE_REFUSALS,
  type HouseCallDefinition,
  type HouseRefusalCode,
} from '@casino/contract/house/house-call.ts';
import * as live from '@casino/contract/house/live-calls.ts';
import { LIVE_REFUSALS, LIVE_TABLES } from '@casino/contract/house/live-calls.ts';
import * as lottery from '@casino/contract/house/lottery-calls.ts';
import * as slotBaccarat from '@casino/contract/house/slot-baccarat-calls.ts';
import * as sports from '@casino/contract/house/sports-calls.ts';
import { sportsFeaturedCall } from '@casino/contract/house/sports-quickbet-calls.ts';
import * as table from '@casino/contract/house/table-calls.ts';
import * as virtual from '@casino/contract/house/virtual-calls.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { DEFAULT_LIVE_TIMING, LIVE_ERROR_STATUS, type LiveContext } from '../live/live-context.ts';
import { LIVE_BACCARAT, LIVE_TABLE_CODES } from '../live/live-games.ts';
import { dealRound, ensureTables, latestRound, settleRound, stepTable } from '../live/run-table.ts';
import { lotteryDemoSession, lotteryNode, offerLotteryGames } from '../lottery/lottery-test-helpers.ts';
import { commitDraws } from '../lottery/run-draws.ts';
import { launchSportsMember, offerTestEvent } from '../sports/sports-test-helpers.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { placeVirtualBet } from '../virtuals/place-bet.ts';
import { endOf, kickoffOf } from '../virtuals/schedule.ts';
import { settleDueBets } from '../virtuals/settle-bets.ts';
import { VIRTUAL_FOOTBALL_CODE, VIRTUAL_SPORTS_TYPE } from '../virtuals/virtual-config.ts';
import { virtualTimings } from '../virtuals/virtual-context.ts';
import { BACCARAT_SPOTS, parseCard } from './baccarat.ts';
import { BLACKJACK_ACTIONS } from './blackjack.ts';
import { scriptBlackjackCards } from './blackjack-play.ts';
import { readHouseBody } from './house-api.ts';
import { HOUSE_BASE_PATH, HOUSE_CODE, houseProviderSecret } from './house-config.ts';
import type { HouseErrorCode } from './house-play.ts';
import { cryptoRng } from './rng.ts';
import { createWalletClient } from './wallet-client.ts';

/**
 * The house's calls against their contract (decision 47): every reply a page gets, answered or refused, parses with
 * the call's schemas, and a body that does not fit its request schema is refused with 400 and the field's code,
 * changing nothing.
 */
let server: TestServer;
let gpId: number;
const secret = houseProviderSecret(loadConfig({ NODE_ENV: 'test' }).tokenSecret);

beforeAll(async () => {
  // The live tables' rounds are moved by this test (as live-tables.test.ts does), not by the server's runner.
  server = await startTestServer({ env: { LIVE_TABLES: '0' } });
  gpId = (await server.db.selectFrom('game_providers').select('id').where('code', '=', HOUSE_CODE).executeTakeFirstOrThrow()).id;
});

afterAll(async () => {
  await server?.close();
});

/** The calls that answered, and those refused, with a reply that parsed. */
const answered = new Set<string>();
const refused = new Set<string>();

/** Makes a house call over HTTP; its reply must parse with the call's response or refusal schema. */
async function call(houseCall: HouseCallDefinition, body: unknown): Promise<{ status: number; body: any }> {
  const response = await fetch(`${server.url}${HOUSE_API_PREFIX}${houseCall.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const reply = await response.json();
  const schema = response.status === 200 ? houseCall.response : houseCall.refusal;
  const parsed = schema.safeParse(reply);
  expect(parsed.error?.issues ?? [], `${houseCall.path} ${response.status} ${JSON.stringify(reply).slice(0, 300)}`).toEqual([]);
  (response.status === 200 ? answered : refused).add(houseCall.path);
  return { status: response.status, body: reply };
}

async function demoSession(gameCode: string, gameType: number): Promise<string> {
  const launched = await server.call('/demo/play', {
    site_id: 1,
    currency: 'INR',
    gp_id: gpId,
    game_type: gameType,
    game_code: gameCode,
  });
  expect(launched.body.code).toBe(1000);
  return new URL(launched.body.data.game_url as string, server.url).searchParams.get('session') ?? '';
}

describe('the house calls of the contract', () => {
  it('name the codes, spots, actions and tables the server uses', () => {
    // Each way round: a code the server adds, or the contract drops, fails to compile.
    const contractCodes: readonly HouseErrorCode[] = HOUSE_REFUSALS;
    const serverCodes: readonly HouseRefusalCode[] = [] as HouseErrorCode[];
    expect(contractCodes.length + serverCodes.length).toBe(HOUSE_REFUSALS.length);
    expect(Object.keys(LIVE_ERROR_STATUS).sort()).toEqual([...LIVE_REFUSALS].sort());
    expect([...LIVE_TABLE_CODES]).toEqual([...LIVE_TABLES]);
    expect([...BLACKJACK_ACTIONS]).toEqual([...table.BLACKJACK_ACTIONS]);
    expect([...BACCARAT_SPOTS]).toEqual([...slotBaccarat.BACCARAT_SPOTS]);
    expect(`${HOUSE_BASE_PATH}/api`).toBe(HOUSE_API_PREFIX);
  });

  it('slot and baccarat: the session, a spin, a coup and a round parse, and so do their refusals', async () => {
    const slot = await demoSession('house-lucky-sevens', 2);
    const state = await call(slotBaccarat.houseSessionCall, { session: slot });
    expect(state.body.kind).toBe('slot');
    const spun = await call(slotBaccarat.spinCall, { session: slot, bet: state.body.bets[0] });
    expect(spun.status).toBe(200);
    expect(await call(slotBaccarat.spinCall, { session: slot, bet: '2.01' })).toMatchObject({
      status: 400,
      body: { error: 'invalid_bet' },
    });
    const round = await call(slotBaccarat.roundCall, { session: slot, round_id: spun.body.round_id });
    expect(round.body.replay_matches).toBe(true);
    expect((await call(slotBaccarat.roundCall, { session: slot, round_id: 'HR0' })).status).toBe(404);
    const listed = await call(slotBaccarat.slotRoundsCall, { session: slot });
    expect(listed.body.rounds.map((r: { round_id: string }) => r.round_id)).toEqual([spun.body.round_id]);
    expect((await call(slotBaccarat.slotRoundsCall, { session: slot, before: 'HR0' })).status).toBe(404);
    expect((await call(slotBaccarat.houseSessionCall, { session: 'nope' })).status).toBe(401);

    const baccarat = await demoSession('house-baccarat', 6);
    expect((await call(slotBaccarat.houseSessionCall, { session: baccarat })).body.kind).toBe('baccarat');
    const coup = await call(slotBaccarat.dealCall, { session: baccarat, bets: { player: '10.00', tie: '1.00' } });
    expect(coup.status).toBe(200);
    expect((await call(slotBaccarat.roundCall, { session: baccarat, round_id: coup.body.round_id })).status).toBe(200);
    expect((await call(slotBaccarat.dealCall, { session: baccarat, bets: { player: '99999.00' } })).status).toBe(402);
  });

  it('table games: the sessions, rolls, deals, hands and history parse, and so do their refusals', async () => {
    const sicBo = await demoSession('house-sic-bo', 6);
    expect((await call(table.tableSessionCall, { session: sicBo })).body.kind).toBe('sic_bo');
    expect((await call(table.sicBoRollCall, { session: sicBo, bets: { small: '5.00', big: '1.00' } })).status).toBe(200);
    expect((await call(table.sicBoRollCall, { session: sicBo, bets: { nowhere: '1.00' } })).status).toBe(400);
    const history = await call(table.tableHistoryCall, { session: sicBo });
    expect(history.body.rounds[0].summary.dice).toHaveLength(3);
    expect((await call(table.tableHistoryCall, { session: 'nope' })).status).toBe(401);
    const slot = await demoSession('house-lucky-sevens', 2);
    expect((await call(table.tableSessionCall, { session: slot })).body).toEqual({ error: 'unknown_game' });

    const andarBahar = await demoSession('house-andar-bahar', 6);
    expect((await call(table.andarBaharDealCall, { session: andarBahar, bets: { andar: '2.00' } })).status).toBe(200);
    expect((await call(table.andarBaharDealCall, { session: andarBahar, bets: { andar: '2.50' } })).status).toBe(400);
    expect((await call(table.tableHistoryCall, { session: andarBahar })).body.rounds[0].summary.side).toMatch(/andar|bahar/);

    const blackjack = await demoSession('house-blackjack', 6);
    // Neither hand can be a blackjack and the dealer shows no ace: the hand waits for the player.
    scriptBlackjackCards(blackjack, ['7H', '8C', '9S', '6D'].map(parseCard));
    const dealt = await call(table.blackjackDealCall, { session: blackjack, bet: '10.00' });
    expect(dealt.body.hand.phase).toBe('player');
    expect((await call(table.tableSessionCall, { session: blackjack })).body.hand.round_id).toBe(dealt.body.round_id);
    expect((await call(table.blackjackDealCall, { session: blackjack, bet: '10.00' })).body).toEqual({ error: 'hand_in_play' });
    const hand = { session: blackjack, round_id: dealt.body.round_id, step: dealt.body.step };
    expect((await call(table.blackjackActCall, { ...hand, action: 'split' })).body).toEqual({ error: 'invalid_action' });
    const stood = await call(table.blackjackActCall, { ...hand, action: 'stand' });
    expect(stood.body.status).toBe('settled');
    expect((await call(table.tableHistoryCall, { session: blackjack })).body.rounds[0].summary.results).toHaveLength(1);
    expect((await call(slotBaccarat.roundCall, { session: blackjack, round_id: dealt.body.round_id })).status).toBe(200);
  });

  it('live tables: the state, a bet and its check parse, and so do their refusals', async () => {
    let clock = Date.now();
    const ctx: LiveContext = {
      db: server.db,
      wallet: createWalletClient({ code: HOUSE_CODE, secret, walletUrl: server.url }),
      rng: cryptoRng,
      now: () => clock,
      timing: DEFAULT_LIVE_TIMING,
      nodeId: randomUUID(),
    };
    await ensureTables(ctx);
    // A round in its betting window by the server's own clock.
    let round = await latestRound(ctx, LIVE_BACCARAT);
    for (let i = 0; i < 10 && !(round?.phase === 'betting' && Date.now() + 5_000 < round.closes_at.getTime()); i++) {
      clock = Math.max(Date.now(), (round?.closes_at.getTime() ?? 0) + 60_000);
      await stepTable(ctx, LIVE_BACCARAT);
      round = await latestRound(ctx, LIVE_BACCARAT);
    }
    const session = await demoSession(LIVE_BACCARAT, 3);
    const state = await call(live.liveStateCall, { session });
    expect(state.body.round.id).toBe(round?.id);
    const placed = await call(live.liveBetCall, { session, round_id: round?.id, bets: { player: '10.00' } });
    expect(placed.status).toBe(200);
    expect((await call(live.liveBetCall, { session, round_id: round?.id, bets: { tie: '99999.00' } })).status).toBe(400);
    expect((await call(live.liveBetCall, { session, round_id: 'LB-0', bets: { player: '1.00' } })).status).toBe(409);

    clock = (round?.closes_at.getTime() ?? 0) + 1;
    await dealRound(ctx, LIVE_BACCARAT, round!.id);
    clock += 60_000;
    await settleRound(ctx, LIVE_BACCARAT, round!.id);
    const checked = await call(live.liveVerifyCall, { session, bet_id: placed.body.bet_id });
    expect(checked.body.matches).toBe(true);
    expect((await call(live.liveVerifyCall, { session, bet_id: 'nothing' })).body).toEqual({ error: 'invalid_bet' });
    expect((await call(live.liveStateCall, { session })).body.my_bets[0].bet_id).toBe(placed.body.bet_id);
    expect((await call(live.liveStateCall, { session: 'nope' })).body).toEqual({ error: 'invalid_session' });
  });

  it('virtual sports: the state, a bet and its check parse, and so do their refusals', async () => {
    const session = await demoSession(VIRTUAL_FOOTBALL_CODE, VIRTUAL_SPORTS_TYPE);
    const state = await call(virtual.virtualStateCall, { session, balance: true });
    const event = state.body.open[1];
    const selection = event.markets[0].selections[0];
    const bet = { session, event_no: event.event_no, market: event.markets[0].id, selection: selection.id, stake: '1.00' };
    expect((await call(virtual.virtualBetCall, { ...bet, odds: selection.odds })).status).toBe(200);
    const moved = await call(virtual.virtualBetCall, { ...bet, odds: '999.99' });
    expect(moved.body).toEqual({ error: 'price_changed', odds: selection.odds });
    expect((await call(virtual.virtualBetCall, { ...bet, selection: 'nobody' })).body.error).toBe('invalid_selection');
    expect((await call(virtual.virtualStateCall, { session })).body.bets).toHaveLength(1);
    expect((await call(virtual.virtualStateCall, { session: 'nope' })).status).toBe(401);

    // A bet settled by a node whose clock is far ahead of the server's, as virtual-play.test.ts does.
    const timing = virtualTimings(18);
    const eventNo = Math.floor((Date.now() + 500 * 24 * 3_600_000 - Date.UTC(2026, 0, 1)) / timing.football.periodMs);
    const clock = { t: kickoffOf(timing.football, eventNo) - 1_000 };
    const wallet = createWalletClient({ code: HOUSE_CODE, secret, walletUrl: server.url });
    const node = () => ({ db: server.db, wallet, clock: () => clock.t, timing });
    const settled = await placeVirtualBet(node(), session, {
      event_no: eventNo,
      market: '1x2',
      selection: 'home',
      stake: '1.00',
    });
    clock.t = endOf(timing.football, eventNo);
    expect(await settleDueBets(node())).toBeGreaterThanOrEqual(1);
    expect((await call(virtual.virtualVerifyCall, { session, bet_id: settled.bet_id })).body.matches).toBe(true);
    expect((await call(virtual.virtualVerifyCall, { session, bet_id: 'VB0' })).status).toBe(404);
  });

  it('lottery: the games, a slip, the bets and the results parse, and so do their refusals', async () => {
    await offerLotteryGames(server.db);
    const session = await lotteryDemoSession(server, 'lottery-north');
    await commitDraws(lotteryNode(server, { t: Date.now() }));
    const games = await call(lottery.lotteryGamesCall, { session, balance: true });
    expect(games.body.game).toBe('lottery-north');
    const north = games.body.games.find((g: { game: string }) => g.game === 'lottery-north');
    // The daily draw after the one taking bets: a day away from its close whenever the test runs.
    const drawId = north.draws[1].draw_id;
    const line = { draw_id: drawId, bet_type: 'lo', pick: [27], stake: '1.00' };
    const placed = await call(lottery.lotteryBetCall, { session, bets: [line, { ...line, bet_type: 'de' }] });
    expect(placed.body.cost).toBe('28.00');
    expect((await call(lottery.lotteryBetCall, { session, bets: [{ ...line, bet_type: 'keno' }] })).body).toEqual({
      error: 'unknown_bet_type',
      line: 0,
    });
    expect((await call(lottery.lotteryBetCall, { session, bets: [{ ...line, draw_id: '20200101' }] })).status).toBe(409);
    const over = await call(lottery.lotteryBetCall, {
      session,
      bets: [{ ...line, bet_type: 'cang3', pick: [123], stake: '5000.00' }],
    });
    expect(over.body).toMatchObject({ error: 'over_max_payout', max_payout: '250000.00' });
    const mine = await call(lottery.lotteryMyBetsCall, { session, limit: 10 });
    expect(mine.body.bets.map((b: { status: string }) => b.status)).toEqual(['pending', 'pending']);
    expect((await call(lottery.lotteryMyBetsCall, { session: 'nope' })).status).toBe(401);
    expect((await call(lottery.lotteryResultsCall, { session, game: 'lottery-dice', limit: 5 })).status).toBe(200);
    expect((await call(lottery.lotteryResultsCall, { session: 'nope' })).status).toBe(401);
    expect((await call(lottery.lotteryGamesCall, { session: 'nope' })).body).toEqual({ error: 'invalid_session' });
  });

  it('sportsbook: the lobby, an event, a bet, the bets and a cash-out parse, and so do their refusals', async () => {
    const member = await launchSportsMember(server, 50_000n);
    const session = member.session;
    await offerTestEvent(server.db, 'contract:sports:1', { home: 200n, away: 180n });
    const lobby = await call(sports.sportsLobbyCall, { session, sport: 'tennis' });
    expect(lobby.body.events.some((e: { event_id: string }) => e.event_id === 'contract:sports:1')).toBe(true);
    expect((await call(sports.sportsLobbyCall, { session: 'nope' })).status).toBe(401);
    // The quick-bet page's featured events (decision 67): no session to name.
    const featured = await call(sportsFeaturedCall, { session: '', sport: 'tennis' });
    expect(featured.body.events.some((e: { event_id: string }) => e.event_id === 'contract:sports:1')).toBe(true);
    expect((await call(sportsFeaturedCall, { session: '', sport: 'curling' })).status).toBe(400);
    expect((await call(sports.sportsEventCall, { session, event_id: 'contract:sports:1' })).status).toBe(200);
    expect((await call(sports.sportsEventCall, { session, event_id: 'contract:none' })).status).toBe(404);
    const leg = { event_id: 'contract:sports:1', market_id: 'contract:sports:1:mw', key: 'home', odds: '2.00' };
    const slip = { session, kind: 'single', stake: '100.00', policy: 'none', legs: [leg] };
    const placed = await call(sports.sportsBetCall, { ...slip, request_key: randomUUID() });
    expect(placed.body.bet.potential_return).toBe('200.00');
    const moved = await call(sports.sportsBetCall, { ...slip, request_key: randomUUID(), legs: [{ ...leg, odds: '2.10' }] });
    expect(moved.body).toMatchObject({ error: 'odds_changed', current_odds: '2.00' });
    expect((await call(sports.sportsMyBetsCall, { session, status: 'open' })).body.bets).toHaveLength(1);
    expect((await call(sports.sportsMyBetsCall, { session: 'nope', status: 'open' })).status).toBe(401);
    const betId = placed.body.bet.bet_id;
    const changed = await call(sports.sportsCashOutCall, { session, bet_id: betId, expected: '1000.00' });
    expect(changed.body.error).toBe('cash_out_changed');
    const sold = await call(sports.sportsCashOutCall, { session, bet_id: betId, expected: changed.body.cash_out });
    expect(sold.body.bet.status).toBe('cashed_out');
  });

  it('answered and refused every call with replies that parse', () => {
    const paths = ALL_HOUSE_CALLS.map((c) => c.path);
    expect([...answered].sort()).toEqual(paths);
    expect([...refused].sort()).toEqual(paths);
  });
});

/** Values no field of a house call takes. */
const WRONG_VALUES: unknown[] = [null, true, [], {}, -1, 1.5, 2 ** 40, 'x'.repeat(300), 'a\u0000b'];

describe('a body that does not fit the contract', () => {
  it('is refused with 400 and the code of the field at fault, on every call, and changes nothing', async () => {
    const session = await demoSession('house-lucky-sevens', 2);
    const before = await server.db
      .selectFrom('house_sessions')
      .select('demo_balance')
      .where('token', '=', session)
      .executeTakeFirstOrThrow();
    const roundsBefore = await server.db
      .selectFrom('house_rounds')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    for (const houseCall of ALL_HOUSE_CALLS) {
      const fields = Object.keys(houseCall.invalidInput);
      const bodies: [string, unknown, string][] = [
        ['no body', undefined, houseCall.invalidInput.session!],
        ['a list', [], houseCall.invalidInput.session!],
        ['a text', 'x', houseCall.invalidInput.session!],
      ];
      for (const field of fields) {
        for (const value of WRONG_VALUES) {
          const body = { session, [field]: value };
          if (houseCall.request.safeParse(body).success) continue;
          bodies.push([`${field} = ${JSON.stringify(value)}`, body, houseCall.invalidInput[field]!]);
        }
      }
      for (const [label, body, code] of bodies) {
        const first = readHouseBody(houseCall, body);
        const expected = 'refused' in first ? first.refused : code;
        const response = await fetch(`${server.url}${HOUSE_API_PREFIX}${houseCall.path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        });
        const reply = await response.json();
        expect({ status: response.status, reply }, `${houseCall.path} ${label}`).toEqual({
          status: 400,
          reply: { error: expected },
        });
        expect(houseCall.refusal.safeParse(reply).success).toBe(true);
        // The code of the field itself, or of an earlier field missing from the body (the session comes first).
        expect([code, ...Object.values(houseCall.invalidInput)]).toContain(expected);
      }
    }
    const after = await server.db
      .selectFrom('house_sessions')
      .select('demo_balance')
      .where('token', '=', session)
      .executeTakeFirstOrThrow();
    const roundsAfter = await server.db
      .selectFrom('house_rounds')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after).toEqual(before);
    expect(Number(roundsAfter.n)).toBe(Number(roundsBefore.n));
  });
});
