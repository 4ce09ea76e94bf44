import type { Db } from '../../db/database.ts';
import { inTransaction } from '../../ledger/executor.ts';
import type { EventFeedState } from '../feed-messages.ts';
import { loadEventState, saveEventState } from '../store/event-state-store.ts';
import { logFeedMessage } from '../store/log-feed-message.ts';
import { withBookMargin } from './book-margin.ts';
import type { IngestResult } from './ingest-feed-message.ts';
import { reconcileSnapshot } from './reconcile-snapshot.ts';

/**
 * Brings a stored event to the feed's snapshot of it, after missed messages or downtime: the book resynchronises
 * rather than trusting what it missed. An older snapshot than the store changes nothing; the event's resync mark is
 * cleared once one is applied. With the book's own price margin, every market of the snapshot is offered at it.
 */
export async function ingestSnapshot(
  db: Db,
  producer: string,
  snapshot: EventFeedState,
  timestamp: number,
  options: { priceMarginBp?: number | null } = {},
): Promise<IngestResult> {
  return inTransaction(db, async (trx) => {
    const state = await loadEventState(trx, snapshot.event.id, true);
    if (!state) return { outcome: 'unknown_event' };
    const next = reconcileSnapshot(state, snapshot);
    if (next.state === state) return { outcome: 'stale', current: state.event.version };
    const after = withBookMargin(next.state, Object.keys(snapshot.markets), options.priceMarginBp);
    await saveEventState(trx, state, after, next.effects, { resyncNeeded: false });
    if (snapshot.event.version > 0) {
      await logFeedMessage(trx, {
        eventId: snapshot.event.id,
        version: snapshot.event.version,
        producer,
        type: 'snapshot',
        timestamp,
        outcome: 'applied',
        effects: next.effects,
      });
    }
    return { outcome: 'applied', effects: next.effects, resyncNeeded: false };
  });
}
