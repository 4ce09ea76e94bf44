import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.ts';
import { ledgerAccounts, readBalance } from '../../ledger/ledger-accounts.ts';
import { postTransaction } from '../../ledger/post-transaction.ts';
import { ledgerInvariants } from '../../testing/ledger-invariants.ts';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.ts';
import { ingestFeedMessage } from '../feed/ingest-feed-message.ts';
import type { FeedMessage } from '../feed-messages.ts';
import { findSportsbookGpId } from '../provider/seed-sportsbook.ts';
import { betReturn } from '../settle-bet.ts';
import { upsertFixtures } from '../store/upsert-fixtures.ts';
import type { Limits, Slip } from '../validate-slip.ts';
import { cashOutBet } from './cash-out-bet.ts';
import { placeBet } from './place-bet.ts';
import { resettleBets } from './resettle-bets.ts';
import { settleBets } from './settle-bets.ts';
import { sportsbookAccounts } from './sportsbook-accounts.ts';

let database: TestDatabase;
let db: Db;
let memberId: number;
let gpId: number;
const CURRENCY = 'INR';
const LIMITS: Record<string, Limits> = { INR: { minStake: 100n, maxStake: 1_000_000n, maxPayout: 100_000_000n } };
const P = 'test-feed';

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  db = database.handle.db;
  memberId = (await db.selectFrom('members').select('id').orderBy('id').limit(1).executeTakeFirstOrThrow()).id;
  gpId = (await findSportsbookGpId(db)) ?? Number.NaN;
});
afterAll(() => database?.drop());

const market = (eventId: string) => `${eventId}:mw`;
const odds = (eventId: string, version: number, home: bigint): FeedMessage => ({
  type: 'odds_change',
  eventId,
  version,
  timestamp: version,
  eventStatus: { kind: 'live', score: { home: 0, away: 0 }, clock: "10'" },
  markets: [
    {
      marketId: market(eventId),
      spec: { type: 'match_winner' },
      status: 'active',
      outcomes: [
        { key: 'home', odds: home, active: true },
        { key: 'away', odds: 210n, active: true },
      ],
    },
  ],
});
const settle = (eventId: string, version: number, winner: 'home' | 'away'): FeedMessage => ({
  type: 'bet_settlement',
  eventId,
  version,
  timestamp: version,
  markets: [
    {
      marketId: market(eventId),
      outcomes: [
        { key: 'home', result: winner === 'home' ? 1 : 0, voidFactor: 0 },
        { key: 'away', result: winner === 'away' ? 1 : 0, voidFactor: 0 },
      ],
    },
  ],
});

async function events(...ids: string[]) {
  await upsertFixtures(
    db,
    P,
    ids.map((eventId) => ({
      eventId,
      sport: 'tennis' as const,
      competition: { id: 'b:open', name: 'Open', country: 'SG' },
      home: 'A. Sharma',
      away: 'K. Nguyen',
      startsAt: '2026-11-28T10:00:00.000Z',
    })),
  );
  for (const id of ids) await ingestFeedMessage(db, P, odds(id, 1, 180n));
}

async function fund(amount: bigint, key: string) {
  await postTransaction(db, db, {
    key,
    kind: 'deposit',
    postings: [
      { account: ledgerAccounts.system('test:funding', CURRENCY), amount: -amount },
      { account: sportsbookAccounts.wallet(memberId, gpId, CURRENCY), amount },
    ],
  });
}

const single = (eventId: string, stake: bigint, price: bigint, policy: Slip['policy'] = 'any'): Slip => ({
  kind: 'single',
  stake,
  currency: CURRENCY,
  policy,
  legs: [{ eventId, marketId: market(eventId), selectionKey: 'home', odds: price }],
});

describe('sports bets against the ledger', () => {
  it('places a bet once per request key, refuses with codes, and changes nothing when refused', async () => {
    await events('b:1');
    await fund(10_000n, 'fund:b1');
    const wallet = sportsbookAccounts.wallet(memberId, gpId, CURRENCY);
    const placed = await placeBet(db, { memberId, gpId, requestKey: 'r1', slip: single('b:1', 1_000n, 180n), limits: LIMITS });
    expect(placed).toMatchObject({ ok: true, odds: [180n], potentialReturn: 1_800n, replayed: false });
    const again = await placeBet(db, { memberId, gpId, requestKey: 'r1', slip: single('b:1', 1_000n, 180n), limits: LIMITS });
    expect(again).toMatchObject({ ok: true, replayed: true });
    expect(await readBalance(db, wallet)).toBe(9_000n);
    expect(
      await placeBet(db, { memberId, gpId, requestKey: 'r2', slip: single('b:1', 50n, 180n), limits: LIMITS }),
    ).toMatchObject({
      ok: false,
      code: 'stake_below_minimum',
    });
    expect(
      await placeBet(db, { memberId, gpId, requestKey: 'r3', slip: single('b:1', 100_000n, 180n), limits: LIMITS }),
    ).toMatchObject({
      ok: false,
      code: 'insufficient_funds',
    });
    await ingestFeedMessage(db, P, odds('b:1', 2, 170n));
    expect(
      await placeBet(db, { memberId, gpId, requestKey: 'r4', slip: single('b:1', 1_000n, 180n, 'higher'), limits: LIMITS }),
    ).toMatchObject({ ok: false, code: 'odds_changed', current: 170n });
    expect(await readBalance(db, wallet)).toBe(9_000n);
    const bets = await db.selectFrom('sports_bets').select('request_key').where('member_id', '=', memberId).execute();
    expect(bets.map((b) => b.request_key)).toEqual(['r1']);
  });

  it('cashes a bet out once when many ask at once, partly or wholly, and settles only what stayed on', async () => {
    await events('b:co');
    await fund(10_000n, 'fund:bco');
    const wallet = sportsbookAccounts.wallet(memberId, gpId, CURRENCY);
    const placed = await placeBet(db, {
      memberId,
      gpId,
      requestKey: 'k-cash-out',
      slip: single('b:co', 4_000n, 180n),
      limits: LIMITS,
    });
    if (!placed.ok) throw new Error(placed.code);
    await ingestFeedMessage(db, P, odds('b:co', 2, 150n));
    const before = await readBalance(db, wallet);
    // 4,000 x 1.80 / 1.50 = 4,800, less a 5% margin: 4,560 for the whole stake.
    const asks = Array.from({ length: 12 }, (_, i) =>
      cashOutBet(db, { memberId, betId: placed.betId, ...(i % 2 ? { part: 1_000n } : {}), expected: 4_560n, marginBp: 500 }),
    );
    const results = await Promise.all(asks);
    const paid = results.flatMap((r) => (r.ok ? [r.paid] : []));
    // Whichever came first sold its part at the value shown; the value of what was left is below it for the rest.
    expect(paid).toHaveLength(1);
    for (const r of results) if (!r.ok) expect(['cash_out_changed', 'bet_not_open']).toContain(r.code);
    expect(await readBalance(db, wallet)).toBe(before + paid[0]!);
    const bet = await db
      .selectFrom('sports_bets')
      .select(['stake', 'cashed_out', 'status'])
      .where('id', '=', placed.betId)
      .executeTakeFirstOrThrow();
    expect(bet.cashed_out).toBe(paid[0]);
    expect(bet.stake === 0n ? bet.status : 'open').toBe(bet.stake === 0n ? 'cashed_out' : 'open');
    await ingestFeedMessage(db, P, settle('b:co', 3, 'home'));
    await settleBets(db);
    // What stayed on (3,000 after a part of 1,000, or nothing) is paid at the bet's 1.80.
    expect(await readBalance(db, wallet)).toBe(before + paid[0]! + (bet.stake * 180n) / 100n);
    expect(await ledgerInvariants(db)).toMatchObject({ drift: 0, unbalanced: 0, negative: 0 });
  });

  it('holds a bet on a live event for the delay and judges it again after it: a price moved meanwhile refuses it', async () => {
    await events('b:9');
    await fund(10_000n, 'fund:b9');
    const waits: number[] = [];
    const moved = await placeBet(
      db,
      { memberId, gpId, requestKey: 'd1', slip: single('b:9', 1_000n, 180n, 'none'), limits: LIMITS },
      {
        ms: 3_000,
        sleep: async (ms) => {
          waits.push(ms);
          await ingestFeedMessage(db, P, odds('b:9', 2, 170n));
        },
      },
    );
    expect(moved).toMatchObject({ ok: false, code: 'odds_changed', current: 170n });
    expect(await db.selectFrom('sports_bets').select('id').where('request_key', '=', 'd1').execute()).toEqual([]);
    const taken = await placeBet(
      db,
      { memberId, gpId, requestKey: 'd2', slip: single('b:9', 1_000n, 170n, 'none'), limits: LIMITS },
      { ms: 3_000, sleep: async (ms) => void waits.push(ms) },
    );
    expect(taken).toMatchObject({ ok: true, odds: [170n], replayed: false });
    expect(waits).toEqual([3_000, 3_000]);
    // A slip refused as it stands is answered at once, without the wait.
    const short = await placeBet(
      db,
      { memberId, gpId, requestKey: 'd3', slip: single('b:9', 1_000n, 180n, 'none'), limits: LIMITS },
      { ms: 3_000, sleep: async (ms) => void waits.push(ms) },
    );
    expect(short).toMatchObject({ ok: false, code: 'odds_changed' });
    expect(waits).toHaveLength(2);
  });

  it('takes concurrent bets at one price or the other around a price change, never below zero, and pays each once', async () => {
    await events('b:2', 'b:3');
    await fund(50_000n, 'fund:b2');
    const wallet = sportsbookAccounts.wallet(memberId, gpId, CURRENCY);
    const start = await readBalance(db, wallet);
    const attempts: Promise<Awaited<ReturnType<typeof placeBet>>>[] = [];
    for (let i = 0; i < 40; i++) {
      const slip: Slip =
        i % 4 === 0
          ? {
              kind: 'parlay',
              stake: 2_000n,
              currency: CURRENCY,
              policy: 'none',
              legs: [
                { eventId: 'b:2', marketId: market('b:2'), selectionKey: 'home', odds: 180n },
                { eventId: 'b:3', marketId: market('b:3'), selectionKey: 'away', odds: 210n },
              ],
            }
          : single('b:2', 3_000n, 180n, 'any');
      attempts.push(placeBet(db, { memberId, gpId, requestKey: `c${i}`, slip, limits: LIMITS }));
      if (i === 20) attempts.push(ingestFeedMessage(db, P, odds('b:2', 2, 165n)) as never);
    }
    const results = (await Promise.all(attempts)).filter((r) => r && 'ok' in r);
    const accepted = results.filter((r) => r.ok);
    const refused = results.filter((r) => !r.ok);
    expect(accepted.length).toBeGreaterThan(5);
    // 40 bets of 2,000 and 3,000 cannot all fit in the wallet: the ledger refuses what would go below zero.
    expect(refused.some((r) => !r.ok && r.code === 'insufficient_funds')).toBe(true);
    for (const r of refused) expect(['insufficient_funds', 'odds_changed']).toContain(!r.ok && r.code);
    for (const r of accepted) if (r.ok) expect([180n, 165n]).toContain(r.odds[0]);
    // A parlay that accepts no price change is placed only at the price on its slip.
    for (const r of accepted) if (r.ok && r.odds.length === 2) expect(r.odds).toEqual([180n, 210n]);

    const bets = await db.selectFrom('sports_bets').select(['id', 'stake']).where('request_key', 'like', 'c%').execute();
    const staked = bets.reduce((a, b) => a + b.stake, 0n);
    expect(await readBalance(db, wallet)).toBe(start - staked);

    await ingestFeedMessage(db, P, settle('b:2', 3, 'home'));
    await ingestFeedMessage(db, P, settle('b:3', 2, 'away'));
    // Two nodes settle at the same time, and once more afterwards.
    const [a, b] = await Promise.all([settleBets(db), settleBets(db)]);
    expect(a.settled + b.settled).toBe(bets.length);
    expect(await settleBets(db)).toEqual({ settled: 0, paid: 0n });

    const legs = await db
      .selectFrom('sports_bet_legs as l')
      .innerJoin('sports_bets as b', 'b.id', 'l.bet_id')
      .select(['b.id', 'b.stake', 'b.returned', 'l.event_id', 'l.market_id', 'l.selection_key', 'l.odds', 'l.result'])
      .where('b.request_key', 'like', 'c%')
      .execute();
    let expectedPaid = 0n;
    for (const bet of bets) {
      const own = legs.filter((l) => l.id === bet.id);
      const expected = betReturn(
        bet.stake,
        own.map((l) => ({
          eventId: l.event_id,
          marketId: l.market_id,
          selectionKey: l.selection_key,
          odds: l.odds,
          outcome: { result: l.result!, deadHeat: { num: 1n, den: 1n } },
        })),
      );
      expect(own[0]!.returned).toBe(expected);
      expect(expected).toBeGreaterThan(0n);
      expectedPaid += expected;
    }
    expect(a.paid + b.paid).toBe(expectedPaid);
    const payments = await db
      .selectFrom('sports_bet_payments')
      .select(({ fn }) => fn.countAll<string>().as('n'))
      .where(
        'bet_id',
        'in',
        bets.map((x) => x.id),
      )
      .executeTakeFirstOrThrow();
    expect(Number(payments.n)).toBe(bets.length);
    expect(await readBalance(db, wallet)).toBe(start - staked + expectedPaid);
    const invariants = await ledgerInvariants(db);
    expect(invariants).toMatchObject({ nonZeroCurrencies: [], drift: 0, unbalanced: 0, negative: 0 });
  });

  it('resettles a corrected result once: the payout reversed, the new return paid, an unchanged one left alone', async () => {
    await events('b:4');
    await fund(20_000n, 'fund:b4');
    const wallet = sportsbookAccounts.wallet(memberId, gpId, CURRENCY);
    const start = await readBalance(db, wallet);
    for (const [i, key] of ['home', 'home', 'away'].entries()) {
      const slip = single('b:4', 1_000n, key === 'home' ? 180n : 210n);
      slip.legs[0]!.selectionKey = key;
      expect(await placeBet(db, { memberId, gpId, requestKey: `e${i}`, slip, limits: LIMITS })).toMatchObject({ ok: true });
    }
    await ingestFeedMessage(db, P, settle('b:4', 2, 'home'));
    await settleBets(db);
    expect(await readBalance(db, wallet)).toBe(start - 3_000n + 2n * 1_800n);

    // The result is corrected: two runs at once book it once.
    await ingestFeedMessage(db, P, settle('b:4', 3, 'away'));
    const [a, b] = await Promise.all([resettleBets(db), resettleBets(db)]);
    expect(a.resettled + b.resettled).toBe(3);
    expect(a.net + b.net).toBe(2_100n - 2n * 1_800n);
    expect(await readBalance(db, wallet)).toBe(start - 3_000n + 2_100n);
    expect(await resettleBets(db)).toEqual({ resettled: 0, net: 0n });

    // Rolled back and settled again the same way: the legs catch up and no money moves.
    await ingestFeedMessage(db, P, {
      type: 'rollback_bet_settlement',
      eventId: 'b:4',
      version: 4,
      timestamp: 4,
      marketIds: [market('b:4')],
    });
    expect(await resettleBets(db)).toEqual({ resettled: 0, net: 0n });
    await ingestFeedMessage(db, P, settle('b:4', 5, 'away'));
    expect(await resettleBets(db)).toEqual({ resettled: 3, net: 0n });
    expect(await readBalance(db, wallet)).toBe(start - 3_000n + 2_100n);

    const payments = await db
      .selectFrom('sports_bet_payments as p')
      .innerJoin('sports_bets as b', 'b.id', 'p.bet_id')
      .select(['b.request_key', 'p.kind', 'p.round', 'p.amount'])
      .where('b.request_key', 'like', 'e%')
      .orderBy('b.request_key')
      .orderBy('p.round')
      .orderBy('p.kind')
      .execute();
    expect(payments).toEqual([
      { request_key: 'e0', kind: 'payout', round: 1, amount: 1_800n },
      { request_key: 'e0', kind: 'reversal', round: 1, amount: 1_800n },
      { request_key: 'e0', kind: 'payout', round: 2, amount: 0n },
      { request_key: 'e1', kind: 'payout', round: 1, amount: 1_800n },
      { request_key: 'e1', kind: 'reversal', round: 1, amount: 1_800n },
      { request_key: 'e1', kind: 'payout', round: 2, amount: 0n },
      { request_key: 'e2', kind: 'payout', round: 1, amount: 0n },
      { request_key: 'e2', kind: 'reversal', round: 1, amount: 0n },
      { request_key: 'e2', kind: 'payout', round: 2, amount: 2_100n },
    ]);
    expect(await ledgerInvariants(db)).toMatchObject({ nonZeroCurrencies: [], drift: 0, unbalanced: 0, negative: 0 });
  });
});
