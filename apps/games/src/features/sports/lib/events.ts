import type { SportsEvent, SportsMarket } from '../api/sports-calls.ts';

/** An event as the page keeps it: the newest version seen, and whether it holds every market of that version. */
export type KnownEvent = { event: SportsEvent; complete: boolean };

const isComplete = (event: SportsEvent) => event.markets.length >= event.markets_count;

/**
 * The event to keep when a payload arrives (from a call or `sports.event`): an older or repeated version is ignored,
 * so a late message never rolls a price back. A newer payload with only the main markets (the lobby's) keeps the
 * other markets of the last full one until the event's own room brings them; the full payload of the same version
 * then replaces it.
 */
export function adoptEvent(known: KnownEvent | undefined, event: SportsEvent): KnownEvent | null {
  const complete = isComplete(event);
  if (!known) return { event, complete };
  const before = known.event;
  if (event.version < before.version) return null;
  if (event.version === before.version) return complete && !known.complete ? { event, complete } : null;
  if (complete || before.markets.length <= event.markets.length) return { event, complete };
  const fresh = new Map(event.markets.map((m) => [m.market_id, m]));
  const markets: SportsMarket[] = before.markets.map((m) => fresh.get(m.market_id) ?? m);
  for (const m of event.markets) if (!before.markets.some((b) => b.market_id === m.market_id)) markets.push(m);
  return { event: { ...event, markets }, complete: false };
}

/** The markets an event's row shows: its result market (1X2 or match winner), handicap and total. */
export function mainMarkets(event: SportsEvent) {
  const first = (...types: SportsMarket['type'][]) => event.markets.find((m) => types.includes(m.type)) ?? null;
  return { result: first('1x2', 'match_winner'), handicap: first('asian_handicap'), total: first('over_under') };
}

/** Whether an event still takes bets on some market: scheduled or live. */
export const isOpenEvent = (event: SportsEvent) => event.status === 'scheduled' || event.status === 'live';

/** Whether a selection can be bet on now. */
export const isBettable = (event: SportsEvent, market: SportsMarket, active: boolean) =>
  isOpenEvent(event) && market.status === 'open' && active;

/** The event's markets grouped by type in the book's order. */
export function marketGroups(event: SportsEvent): { type: SportsMarket['type']; markets: SportsMarket[] }[] {
  const groups = new Map<SportsMarket['type'], SportsMarket[]>();
  for (const m of event.markets) {
    const group = groups.get(m.type) ?? [];
    group.push(m);
    groups.set(m.type, group);
  }
  return [...groups].map(([type, markets]) => ({ type, markets }));
}
