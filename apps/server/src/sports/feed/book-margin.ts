import type { EventFeedState } from '../feed-messages.ts';
import { rebookSelections } from '../margin.ts';

/**
 * The event with the markets the feed just priced offered at the book's own margin (margin.ts), when the operator set
 * one; the rest of the event is as it was. Settled and cancelled markets take no bets and are left alone.
 */
export function withBookMargin(
  state: EventFeedState,
  pricedMarketIds: Iterable<string>,
  marginBp: number | null | undefined,
): EventFeedState {
  if (marginBp === null || marginBp === undefined) return state;
  const markets = { ...state.markets };
  for (const id of pricedMarketIds) {
    const market = markets[id];
    if (!market || market.status === 'settled' || market.status === 'cancelled') continue;
    markets[id] = { ...market, selections: rebookSelections(market.selections, marginBp) };
  }
  return { ...state, markets };
}
