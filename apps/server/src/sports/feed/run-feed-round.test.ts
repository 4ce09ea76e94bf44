import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.ts';
import { ledgerAccounts } from '../../ledger/ledger-accounts.ts';
import { postTransaction } from '../../ledger/post-transaction.ts';
import { ledgerInvariants } from '../../testing/ledger-invariants.ts';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.ts';
import { placeBet } from '../betting/place-bet.ts';
import { sportsbookAccounts } from '../betting/sportsbook-accounts.ts';
import { findSportsbookGpId } from '../provider/seed-sportsbook.ts';
import { singleReturn } from '../settle-bet.ts';
import { FeedSimulator } from '../simulator/feed-simulator.ts';
import { loadEventState } from '../store/event-state-store.ts';
import { runFeedRound, SPORTS_FEED_JOB } from './run-feed-round.ts';

let database: TestDatabase;
let db: Db;

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  db = database.handle.db;
});
afterAll(() => database?.drop());

const T = Date.parse('2026-11-28T11:00:00Z');
const HOUR = 3_600_000;
const simulator = new FeedSimulator({ seed: 'round-test', samples: 60, horizonMs: 6 * HOUR });
const round = (nodeId: string, now: number) =>
  runFeedRound(db, simulator, { nodeId, now: () => now, everyMs: 0, horizonMs: 6 * HOUR });

/** The store holds, for every followed event, exactly the feed's state at `now`. */
async function expectStoreToMatchFeed(now: number) {
  const events = await db.selectFrom('sports_events').select(['id', 'starts_at']).execute();
  expect(events.length).toBeGreaterThan(20);
  for (const { id } of events) {
    expect(await loadEventState(db, id), id).toEqual(await simulator.snapshot(id, now));
  }
}

describe('the sports feed round', () => {
  it('runs on one node of two at once, adds fixtures and brings every event to the feed', async () => {
    const [a, b] = await Promise.all([round('node-a', T), round('node-b', T)]);
    const ran = [a, b].filter((r) => r !== null);
    expect(ran).toHaveLength(1);
    expect(ran[0]!.fixturesAdded).toBeGreaterThan(20);
    expect(ran[0]!.snapshots).toBeGreaterThan(0);
    await expectStoreToMatchFeed(T);
    const job = await db
      .selectFrom('job_runs')
      .select(['claimed_by', 'last_result'])
      .where('job', '=', SPORTS_FEED_JOB)
      .executeTakeFirstOrThrow();
    expect(job.claimed_by).toBeNull();
    expect(job.last_result).toMatchObject({ fixturesAdded: ran[0]!.fixturesAdded });
  });

  it('changes nothing when run again at the same moment', async () => {
    const before = await db
      .selectFrom('sports_feed_messages')
      .select(({ fn }) => fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(await round('node-b', T)).toEqual({
      fixturesAdded: 0,
      applied: 0,
      stale: 0,
      snapshots: 0,
      betsSettled: 0,
      betsResettled: 0,
    });
    const after = await db
      .selectFrom('sports_feed_messages')
      .select(({ fn }) => fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it('catches up after a short pause message by message, and after a long one from snapshots', async () => {
    const soon = T + 10 * 60_000;
    const short = await round('node-a', soon);
    expect(short!.applied).toBeGreaterThan(0);
    await expectStoreToMatchFeed(soon);
    // A member bets on a match about to start; the long pause covers its end.
    const memberId = (await db.selectFrom('members').select('id').orderBy('id').limit(1).executeTakeFirstOrThrow()).id;
    const gpId = (await findSportsbookGpId(db)) ?? Number.NaN;
    await postTransaction(db, db, {
      key: 'round-test:fund',
      kind: 'deposit',
      postings: [
        { account: ledgerAccounts.system('test:funding', 'INR'), amount: -10_000n },
        { account: sportsbookAccounts.wallet(memberId, gpId, 'INR'), amount: 10_000n },
      ],
    });
    const offer = await db
      .selectFrom('sports_events as e')
      .innerJoin('sports_markets as m', 'm.event_id', 'e.id')
      .innerJoin('sports_selections as s', 's.market_id', 'm.id')
      .select(['e.id as event_id', 'm.id as market_id', 's.key', 's.odds'])
      .where('e.status', '=', 'scheduled')
      .where('e.starts_at', '<', new Date(T + 2 * HOUR))
      .where('m.status', '=', 'open')
      .where('s.active', '=', true)
      .orderBy('e.starts_at')
      .executeTakeFirstOrThrow();
    const placed = await placeBet(db, {
      memberId,
      gpId,
      requestKey: 'round-test',
      slip: {
        kind: 'single',
        stake: 1_000n,
        currency: 'INR',
        policy: 'any',
        legs: [{ eventId: offer.event_id, marketId: offer.market_id, selectionKey: offer.key, odds: offer.odds }],
      },
      limits: { INR: { minStake: 100n, maxStake: 100_000n, maxPayout: 10_000_000n } },
    });
    expect(placed).toMatchObject({ ok: true });
    const later = T + 5 * HOUR;
    const long = await round('node-b', later);
    expect(long!.betsSettled).toBe(1);
    const bet = await db
      .selectFrom('sports_bets')
      .select(['status', 'returned'])
      .where('request_key', '=', 'round-test')
      .executeTakeFirstOrThrow();
    const outcome = (await simulator.snapshot(offer.event_id, later))!.settlements[offer.market_id]![offer.key]!;
    expect(bet.status).toBe('settled');
    expect(bet.returned).toBe(singleReturn(1_000n, placed.ok ? placed.odds[0]! : 0n, outcome));
    expect(await ledgerInvariants(db)).toMatchObject({ nonZeroCurrencies: [], drift: 0, unbalanced: 0, negative: 0 });
    expect(long!.snapshots).toBeGreaterThan(0);
    await expectStoreToMatchFeed(later);
    const settled = await db
      .selectFrom('sports_markets')
      .select('id')
      .where('status', '=', 'settled')
      .where('settlement_no', '>', 0)
      .execute();
    expect(settled.length).toBeGreaterThan(0);
  });
});
