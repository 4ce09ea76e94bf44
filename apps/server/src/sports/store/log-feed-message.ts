import type { Executor } from '../../ledger/executor.ts';
import type { FeedEffect } from '../feed-messages.ts';
import type { FeedMessageType } from './sports-tables.ts';

const bigints = (_key: string, value: unknown) => (typeof value === 'bigint' ? value.toString() : value);

/** Keeps a received message in the log, once per event and version (a repeat finds the row there and adds nothing). */
export async function logFeedMessage(
  executor: Executor,
  entry: {
    eventId: string;
    version: number;
    producer: string;
    type: FeedMessageType;
    timestamp: number;
    outcome: 'applied' | 'stale';
    effects: readonly FeedEffect[];
  },
): Promise<void> {
  await executor
    .insertInto('sports_feed_messages')
    .values({
      event_id: entry.eventId,
      version: entry.version,
      producer: entry.producer,
      type: entry.type,
      sent_at: new Date(entry.timestamp),
      outcome: entry.outcome,
      effects: JSON.stringify(entry.effects, bigints),
    })
    .onConflict((oc) => oc.columns(['event_id', 'version']).doNothing())
    .execute();
}
