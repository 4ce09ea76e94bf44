import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { HOUSE_CODE, houseProviderSecret } from '../house/house-config.ts';
import { cryptoRng } from '../house/rng.ts';
import { createWalletClient } from '../house/wallet-client.ts';
import { inTransaction } from '../ledger/executor.ts';
import { ledgerAccounts } from '../ledger/ledger-accounts.ts';
import { postTransaction } from '../ledger/post-transaction.ts';
import { DEFAULT_LIVE_TIMING, type LiveContext } from '../live/live-context.ts';
import { LIVE_BACCARAT, LIVE_DRAGON_TIGER, LIVE_ROULETTE, type LiveTableCode } from '../live/live-games.ts';
import { placeBet } from '../live/place-bet.ts';
import { dealRound, ensureTables, latestRound, settleRound, stepTable } from '../live/run-table.ts';
import { ledgerInvariants } from '../testing/ledger-invariants.ts';
import { createSignedInMember, startTestServer, type TestServer } from '../testing/test-server.ts';
import { placeVirtualBet } from '../virtuals/place-bet.ts';
import { endOf } from '../virtuals/schedule.ts';
import { settleDueBets } from '../virtuals/settle-bets.ts';
import { COCKFIGHT_CODE, VIRTUAL_FOOTBALL_CODE } from '../virtuals/virtual-config.ts';
import { type VirtualsContext, virtualTimings } from '../virtuals/virtual-context.ts';
import { grantBonus } from './grant-bonus.ts';
import { validShares, validStake } from './valid-stake.ts';

/**
 * One no-risk rule for every house game (docs/decisions/0033, 0039): a member's stakes on opposite sides of one round
 * cover each other, in one call or several, from one session or two, also when sent at the same moment; wagering and
 * the valid bet the rebate reads count only what was at risk. Live tables and virtual events on a fake clock, their
 * wallet calls through the platform's signed endpoint over HTTP.
 */
let server: TestServer;
let gpId: number;
let seq = 0;
let clock = Date.now();
const secret = houseProviderSecret(loadConfig({ NODE_ENV: 'test' }).tokenSecret);
const liveTiming = { ...DEFAULT_LIVE_TIMING, bettingMs: 10_000, revealStepMs: 1_000, resultMs: 3_000, leaseMs: 5_000 };
const virtualTiming = virtualTimings(18);

beforeAll(async () => {
  server = await startTestServer({ env: { LIVE_TABLES: '0' } });
  gpId = (await server.db.selectFrom('game_providers').select('id').where('code', '=', HOUSE_CODE).executeTakeFirstOrThrow()).id;
  await ensureTables(live());
}, 60_000);
afterAll(() => server?.close());

const wallet = () => createWalletClient({ code: HOUSE_CODE, secret, walletUrl: server.url });
function live(): LiveContext {
  return { db: server.db, wallet: wallet(), rng: cryptoRng, now: () => clock, timing: liveTiming, nodeId: randomUUID() };
}

/** An INR member with 20,000.00 of cash and an active bonus of 1,000.00 to wager 1,000,000.00 (every game in full). */
async function memberWithBonus() {
  seq += 1;
  const member = await createSignedInMember(server.db, `nrb${Date.now() % 1_000_000}${seq}`);
  await postTransaction(server.db, server.db, {
    key: `fund:${member.memberId}`,
    kind: 'deposit',
    postings: [
      { account: ledgerAccounts.system('gateway:test', 'INR'), amount: -2_000_000n },
      { account: ledgerAccounts.memberMain(member.memberId, 'INR'), amount: 2_000_000n },
    ],
  });
  const outcome = await inTransaction(server.db, (trx) =>
    grantBonus(server.db, trx, {
      memberId: member.memberId,
      siteId: 1,
      currency: 'INR',
      promotionId: null,
      source: 'operator',
      amount: 100_000n,
      requirement: 100_000_000n,
      weights: {},
      expiresAt: new Date(Date.now() + 86_400_000),
    }),
  );
  if (!outcome.granted) throw new Error('no grant');
  const grantId = outcome.id;
  return {
    ...member,
    /** Opens the game from its hall (play1), as the member's browser does: a game session of its own each time. */
    open: async (gameCode: string, gameType: number) => {
      const play = await server.call(
        '/member/game/play1',
        { gpId, game_type: gameType, game_code: gameCode, lobby_url: `${server.url}/close` },
        { authorization: `Bearer ${member.token}` },
      );
      expect(play.body.code, JSON.stringify(play.body)).toBe(1000);
      return new URL(play.body.data.game_url as string, server.url).searchParams.get('session') ?? '';
    },
    wagered: async () =>
      (await server.db.selectFrom('bonus_grants').select('wagered').where('id', '=', grantId).executeTakeFirstOrThrow()).wagered,
    /** The valid bets the rebate reads: the sum of each accepted bet's valid part. */
    validBets: async () => {
      const rows = await server.db
        .selectFrom('provider_transactions')
        .select(['amount', 'valid_amount'])
        .where('member_id', '=', member.memberId)
        .where('kind', '=', 'bet')
        .where('status', '=', 'ok')
        .execute();
      return rows.reduce((sum, r) => sum + (r.valid_amount ?? r.amount), 0n);
    },
  };
}

async function openLiveRound(ctx: LiveContext, table: LiveTableCode) {
  for (let i = 0; i < 10; i++) {
    const round = await latestRound(ctx, table);
    if (round?.phase === 'betting' && clock < round.closes_at.getTime()) return round;
    await stepTable(ctx, table);
    clock += round?.phase === 'betting' ? liveTiming.bettingMs : round?.phase === 'dealt' ? 60_000 : liveTiming.resultMs;
  }
  throw new Error('no round opened');
}

async function dealAndSettle(ctx: LiveContext, table: LiveTableCode, roundId: string) {
  clock = (await latestRound(ctx, table))!.closes_at.getTime();
  expect(await dealRound(ctx, table, roundId)).toBe(true);
  clock += 60_000;
  expect(await settleRound(ctx, table, roundId)).toBe(true);
}

const balanced = async () =>
  expect(await ledgerInvariants(server.db)).toMatchObject({ nonZeroCurrencies: [], drift: 0, unbalanced: 0, negative: 0 });

describe('the rule', () => {
  it('splits a round over its bets so that they sum to what one call of them all would count', () => {
    const bets: { id: string; spots: Record<string, number> }[] = [
      { id: 'b', spots: { player: 50_000, tie: 1_000 } },
      { id: 'a', spots: { banker: 30_000 } },
      { id: 'c', spots: { banker: 40_000, player_pair: 500 } },
    ];
    const shares = validShares(bets);
    // Player 500.00 against banker 700.00: 200.00 of banker at risk, plus the tie and the pair.
    expect([...shares.values()].reduce((a, b) => a + b, 0n)).toBe(20_000n + 1_000n + 500n);
    expect(validStake({ player: 50_000, banker: 70_000, tie: 1_000, player_pair: 500 }, 121_500n)).toBe(21_500n);
    // The uncovered excess goes to the bets in the order of their ids: a's banker carries the 200.00 at risk, c's is
    // covered (its pair counts).
    expect(Object.fromEntries(shares)).toEqual({ a: 20_000n, b: 1_000n, c: 500n });
    for (const [x, y] of [
      ['dragon', 'tiger'],
      ['red', 'black'],
      ['odd', 'even'],
      ['low', 'high'],
      ['small', 'big'],
      ['andar', 'bahar'],
      ['meron', 'wala'],
      ['home', 'away'],
      ['over', 'under'],
    ] as const) {
      expect(validStake({ [x]: 300, [y]: 100 }, 400n), `${x}/${y}`).toBe(200n);
    }
  });
});

describe('live tables', () => {
  it('player and banker of one coup count only their difference, in one call or in two', async () => {
    const ctx = live();
    const m = await memberWithBonus();
    const session = await m.open(LIVE_BACCARAT, 3);
    let round = await openLiveRound(ctx, LIVE_BACCARAT);
    await placeBet(ctx, session, round.id, { player: '500', banker: '500' });
    // Placed, nothing counts yet: the member may still bet the other side of the round.
    expect(await m.wagered()).toBe(0n);
    await dealAndSettle(ctx, LIVE_BACCARAT, round.id);
    expect(await m.wagered()).toBe(0n);
    expect(await m.validBets()).toBe(0n);

    round = await openLiveRound(ctx, LIVE_BACCARAT);
    await placeBet(ctx, session, round.id, { player: '500' });
    await placeBet(ctx, session, round.id, { banker: '500', tie: '10' });
    await dealAndSettle(ctx, LIVE_BACCARAT, round.id);
    expect(await m.wagered()).toBe(1_000n);
    expect(await m.validBets()).toBe(1_000n);

    // A bet with nothing against it counts in full, once settled.
    round = await openLiveRound(ctx, LIVE_BACCARAT);
    await placeBet(ctx, session, round.id, { banker: '700' });
    await placeBet(ctx, session, round.id, { player: '200' });
    await dealAndSettle(ctx, LIVE_BACCARAT, round.id);
    expect(await m.wagered()).toBe(1_000n + 50_000n);
    expect(await m.validBets()).toBe(1_000n + 50_000n);
    await balanced();
  }, 60_000);

  it("covers across the member's sessions, on dragon-tiger and roulette too", async () => {
    const ctx = live();
    const m = await memberWithBonus();
    const first = await m.open(LIVE_DRAGON_TIGER, 3);
    const round = await openLiveRound(ctx, LIVE_DRAGON_TIGER);
    await placeBet(ctx, first, round.id, { dragon: '300' });
    // The same member opens the table again (a second game session) and backs the other side there.
    const second = await m.open(LIVE_DRAGON_TIGER, 3);
    expect(second).not.toBe(first);
    await placeBet(ctx, second, round.id, { tiger: '100' });
    await dealAndSettle(ctx, LIVE_DRAGON_TIGER, round.id);
    expect(await m.wagered()).toBe(20_000n);

    const wheel = await m.open(LIVE_ROULETTE, 3);
    const spin = await openLiveRound(ctx, LIVE_ROULETTE);
    await placeBet(ctx, wheel, spin.id, { red: '100', odd: '50', low: '20' });
    await placeBet(ctx, wheel, spin.id, { black: '100', even: '50', high: '20', n17: '5' });
    await dealAndSettle(ctx, LIVE_ROULETTE, spin.id);
    expect(await m.wagered()).toBe(20_000n + 500n);
    expect(await m.validBets()).toBe(20_000n + 500n);
    await balanced();
  }, 60_000);

  it('bets on both sides sent at the same moment count only what is at risk, and the ledger balances', async () => {
    const ctx = live();
    const m = await memberWithBonus();
    const session = await m.open(LIVE_BACCARAT, 3);
    const round = await openLiveRound(ctx, LIVE_BACCARAT);
    const sides = Array.from({ length: 12 }, (_, i) => (i % 2 === 0 ? { player: '100' } : { banker: i === 11 ? '400' : '100' }));
    const placed = await Promise.allSettled(sides.map((bets) => placeBet(ctx, session, round.id, bets)));
    expect(placed.filter((p) => p.status === 'rejected')).toEqual([]);
    await dealAndSettle(ctx, LIVE_BACCARAT, round.id);
    // Player 6 x 100.00 against banker 5 x 100.00 + 400.00: 300.00 of banker at risk.
    expect(await m.wagered()).toBe(30_000n);
    expect(await m.validBets()).toBe(30_000n);
    await balanced();
  }, 60_000);
});

describe('the wallet', () => {
  it("takes a win's valid part only for its own bet and at most its stake; otherwise refuses it and moves nothing", async () => {
    const m = await memberWithBonus();
    const session = await m.open(LIVE_BACCARAT, 3);
    const w = wallet();
    const id = `t${randomUUID().slice(0, 8)}`;
    const call = (action: 'bet' | 'win', body: Record<string, string>) =>
      w.call(action, { session_token: session, round_id: id, ...body } as never);
    expect((await call('bet', { transaction_id: `${id}-bet`, amount: '10.00', valid_amount: '0' })).status).toBe('ok');
    const tooMuch = { amount: '20.00', bet_transaction_id: `${id}-bet`, valid_amount: '10.01' };
    expect((await call('win', { transaction_id: `${id}-w1`, ...tooMuch })).status).toBe('invalid_request');
    expect((await call('win', { transaction_id: `${id}-w2`, amount: '20.00', valid_amount: '5.00' })).status).toBe(
      'invalid_request',
    );
    expect(await m.wagered()).toBe(0n);
    const paid = await call('win', {
      transaction_id: `${id}-w3`,
      amount: '20.00',
      bet_transaction_id: `${id}-bet`,
      valid_amount: '10.00',
    });
    expect(paid.status).toBe('ok');
    expect(await m.wagered()).toBe(1_000n);
    expect(await m.validBets()).toBe(1_000n);
    await balanced();
  });
});

describe('virtual events', () => {
  const freshEvent = (() => {
    let next = 0;
    return (periodMs: number) => {
      next += 10;
      return Math.floor((Date.now() + 400 * 24 * 3_600_000 - Date.UTC(2026, 0, 1)) / periodMs) + next;
    };
  })();

  it('Meron and Wala of one fight, and over and under of one match, count only their difference', async () => {
    const t = { t: 0 };
    const ctx: VirtualsContext = { db: server.db, wallet: wallet(), clock: () => t.t, timing: virtualTiming };
    const m = await memberWithBonus();
    const fight = freshEvent(virtualTiming.cockfight.periodMs);
    t.t = endOf(virtualTiming.cockfight, fight - 2);
    const cockpit = await m.open(COCKFIGHT_CODE, 8);
    await placeVirtualBet(ctx, cockpit, { event_no: fight, market: 'mwd', selection: 'meron', stake: '500.00' });
    const again = await m.open(COCKFIGHT_CODE, 8);
    const [one, two] = await Promise.all([
      placeVirtualBet(ctx, again, { event_no: fight, market: 'mwd', selection: 'wala', stake: '200.00' }),
      placeVirtualBet(ctx, again, { event_no: fight, market: 'mwd', selection: 'draw', stake: '10.00' }),
    ]);
    expect(one.bet_id && two.bet_id).toBeTruthy();
    expect(await m.wagered()).toBe(0n);
    t.t = endOf(virtualTiming.cockfight, fight) + 1;
    expect(await settleDueBets(ctx)).toBeGreaterThanOrEqual(3);
    // Meron 500.00 against Wala 200.00: 300.00 at risk, and the draw's 10.00.
    expect(await m.wagered()).toBe(31_000n);

    const match = freshEvent(virtualTiming.football.periodMs);
    t.t = endOf(virtualTiming.football, match - 2);
    const league = await m.open(VIRTUAL_FOOTBALL_CODE, 7);
    await Promise.all([
      placeVirtualBet(ctx, league, { event_no: match, market: 'ou25', selection: 'over', stake: '100.00' }),
      placeVirtualBet(ctx, league, { event_no: match, market: 'ou25', selection: 'under', stake: '100.00' }),
      placeVirtualBet(ctx, league, { event_no: match, market: '1x2', selection: 'home', stake: '50.00' }),
    ]);
    t.t = endOf(virtualTiming.football, match) + 1;
    expect(await settleDueBets(ctx)).toBeGreaterThanOrEqual(3);
    expect(await m.wagered()).toBe(31_000n + 5_000n);
    expect(await m.validBets()).toBe(36_000n);
    await balanced();
  }, 60_000);
});
