import type { HouseCallResponse } from '@casino/contract/house/house-call.ts';
import type { sportsEventCall } from '@casino/contract/house/sports-calls.ts';
import type { Executor } from '../../ledger/executor.ts';
import { formatOdds, type LineQuarters } from '../model.ts';

export type SportsEventView = HouseCallResponse<typeof sportsEventCall>['event'];
type MarketView = SportsEventView['markets'][number];

/** The markets an event's row in the lobby shows: its result market, the handicap and the total. */
export const MAIN_MARKET_TYPES = ['1x2', 'match_winner', 'asian_handicap', 'over_under'] as const;

const QUARTER_TEXT = ['00', '25', '50', '75'] as const;

/** A line in quarters as the calls write it: -1 is "-0.25", 9 is "2.25", 0 is "0.00". */
export function lineText(line: LineQuarters | null): string | null {
  if (line === null) return null;
  const abs = line < 0n ? -line : line;
  return `${line < 0n ? '-' : ''}${abs / 4n}.${QUARTER_TEXT[Number(abs % 4n)]}`;
}

/**
 * Events as the page shows them, in the order asked: each with its competition, state and either every market or
 * only its main ones (the first of each main type), and how many markets it has.
 */
export async function readEventViews(db: Executor, eventIds: readonly string[], allMarkets: boolean): Promise<SportsEventView[]> {
  if (eventIds.length === 0) return [];
  const ids = [...eventIds];
  const events = await db
    .selectFrom('sports_events as e')
    .innerJoin('sports_competitions as c', 'c.id', 'e.competition_id')
    .select([
      'e.id',
      'e.sport',
      'e.home',
      'e.away',
      'e.starts_at',
      'e.status',
      'e.score_home',
      'e.score_away',
      'e.clock',
      'e.version',
      'c.id as competition_id',
      'c.name as competition_name',
      'c.country',
    ])
    .where('e.id', 'in', ids)
    .execute();
  let marketQuery = db
    .selectFrom('sports_markets')
    .select(['id', 'event_id', 'type', 'spec', 'line', 'status', 'held', 'position'])
    .where('event_id', 'in', ids);
  if (!allMarkets) marketQuery = marketQuery.where('type', 'in', [...MAIN_MARKET_TYPES]);
  const markets = await marketQuery.orderBy('event_id').orderBy('position').execute();
  const counts = await db
    .selectFrom('sports_markets')
    .select((eb) => ['event_id', eb.fn.countAll<string>().as('count')])
    .where('event_id', 'in', ids)
    .groupBy('event_id')
    .execute();
  const shown = allMarkets ? markets : firstOfEachType(markets);
  const selections = shown.length
    ? await db
        .selectFrom('sports_selections')
        .select(['market_id', 'key', 'odds', 'active'])
        .where(
          'market_id',
          'in',
          shown.map((m) => m.id),
        )
        .orderBy('market_id')
        .orderBy('position')
        .execute()
    : [];
  const selectionsOf = groupBy(selections, (s) => s.market_id);
  const marketsOf = groupBy(shown, (m) => m.event_id);
  const countOf = new Map(counts.map((c) => [c.event_id, Number(c.count)]));
  const byId = new Map(
    events.map((e) => [
      e.id,
      {
        event_id: e.id,
        sport: e.sport as SportsEventView['sport'],
        competition: { id: e.competition_id, name: e.competition_name, country: e.country },
        home: e.home,
        away: e.away,
        starts_at: e.starts_at.getTime(),
        status: e.status,
        score: e.score_home === null || e.score_away === null ? null : { home: e.score_home, away: e.score_away },
        clock: e.clock,
        version: e.version,
        markets_count: countOf.get(e.id) ?? 0,
        markets: (marketsOf.get(e.id) ?? []).map(
          (m): MarketView => ({
            market_id: m.id,
            type: m.type,
            line: lineText(m.line),
            innings: typeof m.spec.innings === 'number' ? m.spec.innings : null,
            // A market an operator holds shows as suspended: it takes no bets.
            status: m.held && m.status === 'open' ? 'suspended' : m.status,
            selections: (selectionsOf.get(m.id) ?? []).map((s) => ({ key: s.key, odds: formatOdds(s.odds), active: s.active })),
          }),
        ),
      } satisfies SportsEventView,
    ]),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}

function firstOfEachType<M extends { event_id: string; type: string }>(markets: readonly M[]): M[] {
  const seen = new Set<string>();
  return markets.filter((m) => {
    const key = `${m.event_id}\u0000${m.type}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function groupBy<T>(items: readonly T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}
