import type { Db } from '../../db/database.ts';
import { claimJobRun, finishJobRun } from '../../jobs/claim-job-run.ts';
import { resettleBets } from '../betting/resettle-bets.ts';
import { settleBets } from '../betting/settle-bets.ts';
import { upsertFixtures } from '../store/upsert-fixtures.ts';
import type { FeedAdapter } from './feed-adapter.ts';
import { ingestFeedMessage } from './ingest-feed-message.ts';
import { ingestSnapshot } from './ingest-snapshot.ts';

export const SPORTS_FEED_JOB = 'sports-feed';
const DAY = 86_400_000;
/** Events are followed from a day before their start (corrections come after the end) to the feed's horizon. */
const FOLLOWED_BEFORE_MS = DAY;
/** Held through a long catch-up; a node that dies with it lets it lapse and another carries on. */
const LEASE_MS = 5 * 60_000;

export type FeedRound = {
  fixturesAdded: number;
  applied: number;
  stale: number;
  snapshots: number;
  betsSettled: number;
  betsResettled: number;
};

/**
 * One node's turn at the feed (docs/decisions/0053): it runs only where this node claims the job's run, so one node in
 * the cluster reads the feed at a time, and after downtime it simply asks the feed for what it has not applied yet.
 * Fixtures are added, each followed event gets its messages after the stored version in order, and an event that
 * skipped a version is brought to the feed's snapshot; then the bets of settled markets are settled and those of
 * corrected ones resettled. Null when the run was not this node's to do.
 */
export async function runFeedRound(
  db: Db,
  adapter: FeedAdapter,
  options: {
    nodeId: string;
    now: () => number;
    everyMs: number;
    horizonMs: number;
    stopped?: () => boolean;
    /** The book's own price margin in force (null: the feed's prices), read once per round. */
    priceMarginBp?: () => Promise<number | null>;
    /** Told of each event that changed, once its messages are applied (the realtime rooms announce it). */
    onEventChanged?: (eventId: string) => Promise<void>;
  },
): Promise<FeedRound | null> {
  const { now, nodeId } = options;
  const stopped = options.stopped ?? (() => false);
  if (!(await claimJobRun(db, SPORTS_FEED_JOB, nodeId, now(), LEASE_MS))) return null;
  const round: FeedRound = { fixturesAdded: 0, applied: 0, stale: 0, snapshots: 0, betsSettled: 0, betsResettled: 0 };
  try {
    const pricing = { priceMarginBp: options.priceMarginBp ? await options.priceMarginBp() : null };
    const start = now();
    const from = start - FOLLOWED_BEFORE_MS;
    round.fixturesAdded = await upsertFixtures(db, adapter.producer, await adapter.fixtures(from, start + options.horizonMs));
    adapter.forgetBefore?.(from - DAY);
    const events = await db
      .selectFrom('sports_events')
      .select(['id', 'version', 'resync_needed'])
      .where('producer', '=', adapter.producer)
      .where('status', '<>', 'cancelled')
      .where('starts_at', '>=', new Date(from))
      .where('starts_at', '<=', new Date(start + options.horizonMs))
      .orderBy('starts_at')
      .execute();
    for (const event of events) {
      if (stopped()) break;
      // Pricing is work on this thread and an embedded database answers without leaving it: let requests in between.
      await new Promise((resolve) => setImmediate(resolve));
      let resync = event.resync_needed;
      let changed = false;
      for (const message of await adapter.messagesSince(event.id, event.version, now())) {
        const result = await ingestFeedMessage(db, adapter.producer, message, pricing);
        if (result.outcome === 'applied') {
          round.applied += 1;
          changed = true;
          resync ||= result.resyncNeeded;
        } else if (result.outcome === 'stale') round.stale += 1;
      }
      if (resync) {
        const snapshot = await adapter.snapshot(event.id, now());
        if (snapshot && (await ingestSnapshot(db, adapter.producer, snapshot, now(), pricing)).outcome === 'applied') {
          round.snapshots += 1;
          changed = true;
        }
      }
      if (changed && options.onEventChanged) await options.onEventChanged(event.id);
    }
    // Bets are settled from what the store now holds; each is paid once even if another run reaches it too.
    if (!stopped()) round.betsSettled = (await settleBets(db)).settled;
    if (!stopped()) round.betsResettled = (await resettleBets(db)).resettled;
  } finally {
    await finishJobRun(db, SPORTS_FEED_JOB, nodeId, now(), stopped() ? 0 : options.everyMs, round);
  }
  return round;
}
