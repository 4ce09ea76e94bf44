import { cockfightModel } from './cockfight-model.ts';
import { footballModel, footballWinner } from './football-model.ts';
import type { Market } from './prices.ts';
import type { LeagueName } from './virtual-config.ts';

/** The markets of an event, priced from its model (the same on every node: they depend on the event number only). */
export const marketsOf = (league: LeagueName, eventNo: number): Market[] =>
  league === 'football' ? footballModel(eventNo).markets : cockfightModel(eventNo).markets;

export function findSelection(league: LeagueName, eventNo: number, market: unknown, selection: unknown) {
  if (typeof market !== 'string' || typeof selection !== 'string') return undefined;
  return marketsOf(league, eventNo)
    .find((m) => m.id === market)
    ?.selections.find((s) => s.id === selection);
}

/** Whether a selection wins given the event's outcome key (a score "h-a", or meron / wala / draw). */
export function selectionWins(league: LeagueName, market: string, selection: string, outcomeKey: string): boolean {
  if (league === 'cockfight') return selection === outcomeKey;
  const [home, away] = outcomeKey.split('-').map(Number) as [number, number];
  return footballWinner(market, home, away) === selection;
}
