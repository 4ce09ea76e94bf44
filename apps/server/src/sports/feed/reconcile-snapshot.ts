import { type EventFeedState, type FeedEffect, sameOutcomes } from '../feed-messages.ts';

/**
 * Brings an event's state to a feed snapshot after missed messages (docs/decisions/0053). Pure, like
 * applyFeedMessage: a snapshot older than the state is ignored; otherwise its event and markets replace the book's,
 * and each market's settlement is compared with the book's to say what the settlement job must do: a result the
 * book missed is settled, a changed one resettled, one the feed no longer holds rolled back.
 */
export function reconcileSnapshot(
  state: EventFeedState,
  snapshot: EventFeedState,
): { state: EventFeedState; effects: FeedEffect[] } {
  if (snapshot.event.id !== state.event.id) throw new Error(`snapshot of ${snapshot.event.id} applied to ${state.event.id}`);
  if (snapshot.event.version < state.event.version) {
    return { state, effects: [{ kind: 'ignored_stale', version: snapshot.event.version, current: state.event.version }] };
  }
  const effects: FeedEffect[] = [];
  const ids = new Set([...Object.keys(state.settlements), ...Object.keys(snapshot.settlements)]);
  for (const marketId of ids) {
    const before = state.settlements[marketId];
    const after = snapshot.settlements[marketId];
    if (!before && after) effects.push({ kind: 'settle_market', marketId, outcomes: after });
    else if (before && !after) effects.push({ kind: 'rollback_market', marketId });
    else if (before && after && !sameOutcomes(before, after))
      effects.push({ kind: 'resettle_market', marketId, outcomes: after });
  }
  if (snapshot.event.status.kind === 'cancelled' && state.event.status.kind !== 'cancelled') {
    effects.push({ kind: 'event_cancelled' });
  }
  const markets = { ...state.markets };
  for (const [id, market] of Object.entries(snapshot.markets)) {
    const current = markets[id];
    // An unchanged market keeps its object, so the store writes only what moved.
    if (!current || JSON.stringify(current, bigints) !== JSON.stringify(market, bigints)) markets[id] = market;
  }
  const settlements = { ...state.settlements };
  for (const id of ids) {
    const after = snapshot.settlements[id];
    if (after) settlements[id] = after;
    else delete settlements[id];
  }
  return { state: { event: { ...snapshot.event }, markets, settlements }, effects };
}

const bigints = (_key: string, value: unknown) => (typeof value === 'bigint' ? value.toString() : value);
