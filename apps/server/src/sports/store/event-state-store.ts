import type { Executor } from '../../ledger/executor.ts';
import type { EventFeedState, FeedEffect } from '../feed-messages.ts';
import type { EventStatus, Market, MarketSpec, SelectionKey, SelectionOutcome, SelectionResult, SportEvent } from '../model.ts';
import type { StoredMarketSpec } from './sports-tables.ts';

/**
 * An event's state as the feed core reads it (feed-messages.ts), loaded from and saved to the sportsbook's tables. The
 * store never decides anything itself: the ingester applies a message to the loaded state with the pure core and
 * saves what changed.
 */

export const specToStored = (spec: MarketSpec): StoredMarketSpec => {
  const { type } = spec;
  const stored: StoredMarketSpec = { type };
  if ('line' in spec) stored.line = spec.line.toString();
  if ('innings' in spec) stored.innings = spec.innings;
  if ('maxGoals' in spec) stored.maxGoals = spec.maxGoals;
  return stored;
};

export function specFromStored(stored: StoredMarketSpec): MarketSpec {
  const line = BigInt(stored.line ?? '0');
  switch (stored.type) {
    case 'asian_handicap':
    case 'over_under':
      return { type: stored.type, line };
    case 'innings_runs':
      return { type: 'innings_runs', innings: stored.innings ?? 1, line };
    case 'top_batsman':
      return { type: 'top_batsman', innings: stored.innings ?? 1 };
    case 'correct_score':
      return { type: 'correct_score', maxGoals: stored.maxGoals ?? 4 };
    default:
      return { type: stored.type };
  }
}

type EventRow = {
  id: string;
  sport: SportEvent['sport'];
  competition_id: string;
  home: string;
  away: string;
  starts_at: Date;
  status: string;
  score_home: number | null;
  score_away: number | null;
  clock: string | null;
  version: number;
};

function statusFromRow(row: EventRow): EventStatus {
  const score = row.score_home === null || row.score_away === null ? null : { home: row.score_home, away: row.score_away };
  switch (row.status) {
    case 'live':
      return { kind: 'live', score: score ?? { home: 0, away: 0 }, clock: row.clock ?? '' };
    case 'suspended':
      return { kind: 'suspended', score, clock: row.clock };
    case 'ended':
      return { kind: 'ended', score: score ?? { home: 0, away: 0 } };
    case 'cancelled':
      return { kind: 'cancelled' };
    default:
      return { kind: 'scheduled', startsAt: row.starts_at.toISOString() };
  }
}

function statusColumns(status: EventStatus) {
  switch (status.kind) {
    case 'scheduled':
      return { status: status.kind, starts_at: status.startsAt, score_home: null, score_away: null, clock: null };
    case 'live':
      return { status: status.kind, score_home: status.score.home, score_away: status.score.away, clock: status.clock };
    case 'suspended':
      return {
        status: status.kind,
        score_home: status.score?.home ?? null,
        score_away: status.score?.away ?? null,
        clock: status.clock,
      };
    case 'ended':
      return { status: status.kind, score_home: status.score.home, score_away: status.score.away, clock: null };
    case 'cancelled':
      return { status: status.kind };
  }
}

const voidFactorOf = (result: SelectionResult): number =>
  result === 'void' ? 1 : result === 'half_win' || result === 'half_lose' ? 0.5 : 0;

/**
 * Loads an event with its markets and settlements, locking the event's row when `lock` is set so that one node
 * applies one message of that event at a time. Null when the event is unknown.
 */
export async function loadEventState(executor: Executor, eventId: string, lock = false): Promise<EventFeedState | null> {
  let query = executor
    .selectFrom('sports_events')
    .select([
      'id',
      'sport',
      'competition_id',
      'home',
      'away',
      'starts_at',
      'status',
      'score_home',
      'score_away',
      'clock',
      'version',
    ])
    .where('id', '=', eventId);
  if (lock) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) return null;
  const event: SportEvent = {
    id: row.id,
    sport: row.sport,
    competitionId: row.competition_id,
    home: row.home,
    away: row.away,
    status: statusFromRow(row),
    version: row.version,
  };
  const marketRows = await executor
    .selectFrom('sports_markets')
    .select(['id', 'spec', 'status'])
    .where('event_id', '=', eventId)
    .orderBy('position')
    .orderBy('id')
    .execute();
  const selectionRows = marketRows.length
    ? await executor
        .selectFrom('sports_selections')
        .selectAll()
        .where(
          'market_id',
          'in',
          marketRows.map((m) => m.id),
        )
        .orderBy('position')
        .execute()
    : [];
  const markets: Record<string, Market> = {};
  const settlements: Record<string, Record<SelectionKey, SelectionOutcome>> = {};
  for (const m of marketRows) {
    markets[m.id] = { id: m.id, eventId, spec: specFromStored(m.spec), status: m.status, selections: [] };
  }
  for (const s of selectionRows) {
    markets[s.market_id]?.selections.push({ key: s.key, odds: s.odds, active: s.active });
    if (s.result !== null) {
      settlements[s.market_id] ??= {};
      settlements[s.market_id]![s.key] = { result: s.result, deadHeat: { num: s.dead_heat_num, den: s.dead_heat_den } };
    }
  }
  return { event, markets, settlements };
}

/**
 * Saves what a message changed: the event row, the markets the core replaced (it keeps an unchanged market's object,
 * so identity tells), and the results of markets settled, resettled or rolled back, whose settlement number grows so
 * that bets settled before are settled again. A selection a market no longer offers is kept, inactive, for the bets
 * that hold it.
 */
export async function saveEventState(
  executor: Executor,
  before: EventFeedState,
  after: EventFeedState,
  effects: readonly FeedEffect[],
  options: { resyncNeeded?: boolean } = {},
): Promise<void> {
  const { event } = after;
  await executor
    .updateTable('sports_events')
    .set({
      ...statusColumns(event.status),
      version: event.version,
      ...(options.resyncNeeded === undefined ? {} : { resync_needed: options.resyncNeeded }),
      updated_at: new Date(),
    })
    .where('id', '=', event.id)
    .execute();

  const resettled = new Set<string>();
  for (const effect of effects) {
    if (effect.kind === 'settle_market' || effect.kind === 'resettle_market' || effect.kind === 'rollback_market') {
      resettled.add(effect.marketId);
    }
  }
  for (const [position, market] of Object.values(after.markets).entries()) {
    if (before.markets[market.id] === market && !resettled.has(market.id)) continue;
    const spec = market.spec;
    await executor
      .insertInto('sports_markets')
      .values({
        id: market.id,
        event_id: event.id,
        type: spec.type,
        spec: JSON.stringify(specToStored(spec)),
        line: 'line' in spec ? spec.line : null,
        status: market.status,
        position,
        version: event.version,
        settlement_no: resettled.has(market.id) ? 1 : 0,
      })
      .onConflict((oc) =>
        oc.column('id').doUpdateSet((eb) => ({
          spec: eb.ref('excluded.spec'),
          line: eb.ref('excluded.line'),
          status: eb.ref('excluded.status'),
          version: eb.ref('excluded.version'),
          settlement_no: resettled.has(market.id)
            ? eb(eb.ref('sports_markets.settlement_no'), '+', 1)
            : eb.ref('sports_markets.settlement_no'),
          updated_at: new Date(),
        })),
      )
      .execute();
    const offered = new Set(market.selections.map((s) => s.key));
    if (market.selections.length) {
      await executor
        .insertInto('sports_selections')
        .values(
          market.selections.map((s, i) => ({ market_id: market.id, key: s.key, position: i, odds: s.odds, active: s.active })),
        )
        .onConflict((oc) =>
          oc.columns(['market_id', 'key']).doUpdateSet((eb) => ({
            position: eb.ref('excluded.position'),
            odds: eb.ref('excluded.odds'),
            active: eb.ref('excluded.active'),
          })),
        )
        .execute();
    }
    let withdrawn = executor.updateTable('sports_selections').set({ active: false }).where('market_id', '=', market.id);
    if (offered.size) withdrawn = withdrawn.where('key', 'not in', [...offered]);
    await withdrawn.execute();

    if (resettled.has(market.id)) {
      const outcomes = after.settlements[market.id];
      await executor
        .updateTable('sports_selections')
        .set({ result: null, void_factor: null, dead_heat_num: 1n, dead_heat_den: 1n })
        .where('market_id', '=', market.id)
        .execute();
      for (const [key, outcome] of Object.entries(outcomes ?? {})) {
        await executor
          .updateTable('sports_selections')
          .set({
            result: outcome.result,
            void_factor: voidFactorOf(outcome.result),
            dead_heat_num: outcome.deadHeat.num,
            dead_heat_den: outcome.deadHeat.den,
          })
          .where('market_id', '=', market.id)
          .where('key', '=', key)
          .execute();
      }
    }
  }
}
