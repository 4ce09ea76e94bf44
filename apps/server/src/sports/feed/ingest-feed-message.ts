import type { Db } from '../../db/database.ts';
import { inTransaction } from '../../ledger/executor.ts';
import { applyFeedMessage, type FeedEffect, type FeedMessage } from '../feed-messages.ts';
import { loadEventState, saveEventState } from '../store/event-state-store.ts';
import { logFeedMessage } from '../store/log-feed-message.ts';
import { withBookMargin } from './book-margin.ts';

export type IngestResult =
  | { outcome: 'applied'; effects: FeedEffect[]; resyncNeeded: boolean }
  | { outcome: 'stale'; current: number }
  | { outcome: 'unknown_event' };

/**
 * Applies one feed message to the store (decision 0053). The event's row is locked for the transaction, so messages
 * of one event apply one at a time on any number of nodes; a message at or below the stored version (a repeat, or
 * one overtaken by newer news) is logged and changes nothing. A skipped version is applied, since messages carry
 * whole markets, and marks the event for a snapshot. With the book's own price margin, the markets it prices are
 * offered at that margin over the feed's fair probabilities (book-margin.ts).
 */
export async function ingestFeedMessage(
  db: Db,
  producer: string,
  message: FeedMessage,
  options: { priceMarginBp?: number | null } = {},
): Promise<IngestResult> {
  return inTransaction(db, async (trx) => {
    const state = await loadEventState(trx, message.eventId, true);
    if (!state) return { outcome: 'unknown_event' };
    const log = {
      eventId: message.eventId,
      version: message.version,
      producer,
      type: message.type,
      timestamp: message.timestamp,
    };
    if (message.version <= state.event.version) {
      await logFeedMessage(trx, { ...log, outcome: 'stale', effects: [] });
      return { outcome: 'stale', current: state.event.version };
    }
    const next = applyFeedMessage(state, message);
    const resyncNeeded = next.effects.some((e) => e.kind === 'resync_needed');
    const priced = message.type === 'odds_change' ? message.markets.map((m) => m.marketId) : [];
    const after = withBookMargin(next.state, priced, options.priceMarginBp);
    await saveEventState(trx, state, after, next.effects, resyncNeeded ? { resyncNeeded } : {});
    await logFeedMessage(trx, { ...log, outcome: 'applied', effects: next.effects });
    return { outcome: 'applied', effects: next.effects, resyncNeeded };
  });
}
