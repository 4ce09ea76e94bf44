import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bonusAccount } from '../../bonuses/bonus-accounts.ts';
import { grantBonus } from '../../bonuses/grant-bonus.ts';
import { payRebateDay } from '../../bonuses/run-rebates.ts';
import type { Db } from '../../db/database.ts';
import { siteDay } from '../../engagement/site-day.ts';
import { inTransaction } from '../../ledger/executor.ts';
import { ledgerAccounts, readBalance } from '../../ledger/ledger-accounts.ts';
import { postTransaction } from '../../ledger/post-transaction.ts';
import { importBetRecords } from '../../providers/import-bet-records.ts';
import { ledgerInvariants } from '../../testing/ledger-invariants.ts';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.ts';
import { cashOutBet } from '../betting/cash-out-bet.ts';
import { placeBet } from '../betting/place-bet.ts';
import { resettleBets } from '../betting/resettle-bets.ts';
import { settleBets } from '../betting/settle-bets.ts';
import { sportsbookAccounts } from '../betting/sportsbook-accounts.ts';
import { offerTestEvent, settleTestEvent } from '../sports-test-feed.ts';
import type { Limits, Slip } from '../validate-slip.ts';
import { findSportsbookGpId } from './seed-sportsbook.ts';
import { createSportsbookAdapter } from './sportsbook-adapter.ts';
import { REPORT_LAG_MS } from './sportsbook-bet-records.ts';

/**
 * The sportsbook tells the platform of every finished bet through its bet history (decision 0064), and the platform
 * keeps one row per bet: the stake, what counts as turnover and what it paid, in the hall it belongs to.
 */
let database: TestDatabase;
let db: Db;
let gpId: number;
let memberId: number;
let now = Date.now();
const LIMITS: Record<string, Limits> = { INR: { minStake: 100n, maxStake: 1_000_000n, maxPayout: 100_000_000n } };

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  db = database.handle.db;
  gpId = (await findSportsbookGpId(db)) ?? Number.NaN;
  memberId = (await db.selectFrom('members').select('id').orderBy('id').limit(1).executeTakeFirstOrThrow()).id;
  await postTransaction(db, db, {
    key: 'records:fund',
    kind: 'deposit',
    postings: [
      { account: ledgerAccounts.system('test:funding', 'INR'), amount: -100_000n },
      { account: sportsbookAccounts.wallet(memberId, gpId, 'INR'), amount: 100_000n },
    ],
  });
});
afterAll(() => database?.drop());

const adapter = () => createSportsbookAdapter({ db, secret: 'x', now: () => now });
const providers = () => {
  const only = adapter();
  return { all: () => [only], gpIdOf: async () => gpId };
};
const single = (eventId: string, stake: bigint, odds: bigint): Slip => ({
  kind: 'single',
  stake,
  currency: 'INR',
  policy: 'any',
  legs: [{ eventId, marketId: `${eventId}:mw`, selectionKey: 'home', odds }],
});
const bet = async (requestKey: string, slip: Slip) => {
  const placed = await placeBet(db, { memberId, gpId, requestKey, slip, limits: LIMITS });
  if (!placed.ok) throw new Error(`bet refused: ${placed.code}`);
  return placed.betId;
};
const records = () =>
  db
    .selectFrom('provider_bet_records')
    .select(['bet_ref', 'member_id', 'game_type_id', 'stake', 'valid_amount', 'payout'])
    .where('gp_id', '=', gpId)
    .orderBy('bet_ref')
    .execute();

describe("the sportsbook's bet history", () => {
  it('reports won, lost, cashed-out and esports bets once they have finished a while, once each, and again when resettled', async () => {
    await offerTestEvent(db, 'rec:1', { home: 200n, away: 180n });
    await offerTestEvent(db, 'rec:2', { home: 150n, away: 250n });
    await db.updateTable('sports_events').set({ sport: 'esports' }).where('id', '=', 'rec:2').execute();
    const won = await bet('w', single('rec:1', 1_000n, 200n));
    const cashed = await bet('c', single('rec:1', 2_000n, 200n));
    const esports = await bet('e', single('rec:2', 500n, 150n));
    const sold = await cashOutBet(db, { memberId, betId: cashed, expected: 0n, marginBp: 500 });
    expect(sold.ok).toBe(true);
    const cashOut = sold.ok ? sold.paid : 0n;
    await settleTestEvent(db, 'rec:1', 'home');
    await settleTestEvent(db, 'rec:2', 'away');
    await settleBets(db);

    // Just finished: not reported yet, since a settlement of another node may still be committing before it.
    expect(await importBetRecords(db, providers())).toBe(0);
    now = Date.now() + REPORT_LAG_MS + 1_000;
    expect(await importBetRecords(db, providers())).toBe(3);
    expect(await records()).toEqual(
      [
        { bet_ref: String(won), member_id: memberId, game_type_id: 4, stake: 1_000n, valid_amount: 1_000n, payout: 2_000n },
        { bet_ref: String(cashed), member_id: memberId, game_type_id: 4, stake: 2_000n, valid_amount: 2_000n, payout: cashOut },
        { bet_ref: String(esports), member_id: memberId, game_type_id: 9, stake: 500n, valid_amount: 500n, payout: 0n },
      ].sort((a, b) => (a.bet_ref < b.bet_ref ? -1 : 1)),
    );
    // Read again, nothing is new; two nodes at once write each bet once.
    const [a, b] = await Promise.all([importBetRecords(db, providers()), importBetRecords(db, providers())]);
    expect(a + b).toBe(0);
    expect(await records()).toHaveLength(3);

    // The result is corrected: the won bet lost after all, and is reported again with nothing paid.
    await settleTestEvent(db, 'rec:1', 'away');
    expect((await resettleBets(db)).resettled).toBeGreaterThan(0);
    now = Date.now() + REPORT_LAG_MS + 1_000;
    expect(await importBetRecords(db, providers())).toBeGreaterThan(0);
    expect((await records()).find((r) => r.bet_ref === String(won))).toMatchObject({ valid_amount: 1_000n, payout: 0n });
  });

  it('counts a bet that came back void as no turnover', async () => {
    await offerTestEvent(db, 'rec:3', { home: 190n, away: 190n });
    const voided = await bet('v', single('rec:3', 800n, 190n));
    await db.updateTable('sports_markets').set({ status: 'cancelled' }).where('id', '=', 'rec:3:mw').execute();
    await settleBets(db);
    now = Date.now() + REPORT_LAG_MS + 1_000;
    expect(await importBetRecords(db, providers())).toBe(1);
    const row = (await records()).find((r) => r.bet_ref === String(voided));
    expect(row).toMatchObject({ stake: 800n, valid_amount: 0n, payout: 800n });
  });

  it("counts the sports bets in the day's rebate of the hall they belong to", async () => {
    const member = await db
      .selectFrom('members')
      .select(['site_id', 'vip_level'])
      .where('id', '=', memberId)
      .executeTakeFirstOrThrow();
    await db
      .insertInto('rebate_rates')
      .values({ site_id: member.site_id, currency_code: 'INR', game_type_id: 4, vip_level: 0, rate_bp: 100 })
      .execute();
    const finished = await db
      .selectFrom('provider_bet_records')
      .select(['settled_at', 'game_type_id', 'valid_amount'])
      .where('member_id', '=', memberId)
      .execute();
    const day = siteDay(finished[0]!.settled_at);
    const sameDay = finished.filter((r) => siteDay(r.settled_at) === day);
    await payRebateDay(db, member.site_id, day);
    const paid = await db
      .selectFrom('rebate_payouts')
      .select(['valid_bets', 'amount'])
      .where('member_id', '=', memberId)
      .where('site_day', '=', day)
      .executeTakeFirstOrThrow();
    // Every finished bet is turnover; only the sports hall's (4) earns this site's 1 %.
    expect(paid.valid_bets).toBe(sameDay.reduce((sum, r) => sum + r.valid_amount, 0n));
    const sportsHall = sameDay.filter((r) => r.game_type_id === 4).reduce((sum, r) => sum + r.valid_amount, 0n);
    expect(sportsHall).toBeGreaterThan(0n);
    expect(paid.amount).toBe(sportsHall / 100n);
  });

  it("counts finished sports bets towards an active bonus's wagering, by the weight of their hall, once each, and converts it when met", async () => {
    const finish = async (eventId: string, winner: 'home' | 'away') => {
      await settleTestEvent(db, eventId, winner);
      await settleBets(db);
      now = Date.now() + REPORT_LAG_MS + 1_000;
    };
    // A bet that finished before the bonus was given does not count for it, even when reported after.
    await offerTestEvent(db, 'bon:0', { home: 200n, away: 180n });
    const before = await bet('b0', single('bon:0', 5_000n, 200n));
    await finish('bon:0', 'away');
    const member = await db.selectFrom('members').select('site_id').where('id', '=', memberId).executeTakeFirstOrThrow();
    const granted = await inTransaction(db, (trx) =>
      grantBonus(db, trx, {
        memberId,
        siteId: member.site_id,
        currency: 'INR',
        promotionId: null,
        source: 'operator',
        amount: 1_000n,
        requirement: 3_000n,
        weights: { '4': 50, '9': 100 },
        expiresAt: new Date(Date.now() + 86_400_000),
      }),
    );
    if (!granted.granted) throw new Error('no grant');
    const grant = () =>
      db.selectFrom('bonus_grants').select(['wagered', 'status']).where('id', '=', granted.id).executeTakeFirstOrThrow();
    const main = () => readBalance(db, ledgerAccounts.memberMain(memberId, 'INR'));
    const cashBefore = await main();

    // Sports count half (weight 50), esports in full, a void bet nothing.
    await offerTestEvent(db, 'bon:1', { home: 200n, away: 180n });
    await offerTestEvent(db, 'bon:2', { home: 150n, away: 250n });
    await offerTestEvent(db, 'bon:3', { home: 190n, away: 190n });
    await db.updateTable('sports_events').set({ sport: 'esports' }).where('id', '=', 'bon:2').execute();
    await bet('b1', single('bon:1', 2_000n, 200n));
    await bet('b2', single('bon:2', 1_000n, 150n));
    await bet('b3', single('bon:3', 800n, 190n));
    await db.updateTable('sports_markets').set({ status: 'cancelled' }).where('id', '=', 'bon:3:mw').execute();
    await finish('bon:1', 'away');
    await finish('bon:2', 'home');
    const broadcasts: unknown[] = [];
    const realtime = { broadcast: (...args: unknown[]) => void broadcasts.push(args) };
    const [x, y] = await Promise.all([
      importBetRecords(db, providers(), { realtime }),
      importBetRecords(db, providers(), { realtime }),
    ]);
    expect(x + y).toBe(4);
    expect(await grant()).toEqual({ wagered: 2_000n, status: 'active' });
    expect(await db.selectFrom('bonus_bets').select('counted').where('transaction_id', '=', String(before)).execute()).toEqual(
      [],
    );
    // Read again (and the esports bet reported again by a resettlement), nothing counts twice.
    await finish('bon:2', 'away');
    await resettleBets(db);
    now = Date.now() + REPORT_LAG_MS + 1_000;
    await importBetRecords(db, providers(), { realtime });
    expect(await grant()).toEqual({ wagered: 2_000n, status: 'active' });
    expect(broadcasts).toEqual([]);

    // The bet that meets the requirement converts the bonus to cash, and the member's site hears of it.
    await offerTestEvent(db, 'bon:4', { home: 200n, away: 180n });
    await bet('b4', single('bon:4', 2_000n, 200n));
    await finish('bon:4', 'away');
    await importBetRecords(db, providers(), { realtime });
    expect(await grant()).toEqual({ wagered: 3_000n, status: 'converted' });
    expect(await main()).toBe(cashBefore + 1_000n);
    expect(await readBalance(db, bonusAccount(memberId, granted.id, 'INR'))).toBe(0n);
    expect(broadcasts).toHaveLength(1);
    expect(JSON.stringify(broadcasts[0])).toContain(String(memberId));
    const ledger = await ledgerInvariants(db);
    expect({ ...ledger, totals: undefined }).toEqual({
      totals: undefined,
      nonZeroCurrencies: [],
      drift: 0,
      unbalanced: 0,
      negative: 0,
    });
  });

  it('ignores a cursor it did not write and reads from the start', async () => {
    const read = await adapter().betRecords?.("2026-01-01' or 1=1 --|1", 10);
    expect(read?.records.length).toBeGreaterThan(0);
  });
});
