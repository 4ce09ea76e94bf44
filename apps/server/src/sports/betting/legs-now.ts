import type { Executor } from '../../ledger/executor.ts';
import type { CashOutLeg } from '../cash-out.ts';

/** A bet's legs with their events, markets and selections as they stand now. */
export async function readLegsNow(db: Executor, betIds: readonly bigint[]) {
  return db
    .selectFrom('sports_bet_legs as l')
    .innerJoin('sports_events as e', 'e.id', 'l.event_id')
    .innerJoin('sports_markets as m', 'm.id', 'l.market_id')
    .innerJoin('sports_selections as s', (join) =>
      join.onRef('s.market_id', '=', 'l.market_id').onRef('s.key', '=', 'l.selection_key'),
    )
    .select([
      'l.bet_id',
      'l.leg_no',
      'l.event_id',
      'l.market_id',
      'l.selection_key',
      'l.odds',
      'l.result as leg_result',
      'e.sport',
      'e.home',
      'e.away',
      'e.starts_at',
      'e.status as event_status',
      'e.score_home',
      'e.score_away',
      'm.type',
      'm.line',
      'm.status as market_status',
      'm.held',
      's.odds as current_odds',
      's.active',
      's.result',
      's.dead_heat_num',
      's.dead_heat_den',
    ])
    .where('l.bet_id', 'in', [...betIds])
    .orderBy('l.bet_id')
    .orderBy('l.leg_no')
    .execute();
}
export type LegNow = Awaited<ReturnType<typeof readLegsNow>>[number];

/** A leg as cash-out prices it: settled by its market's result, or open at its selection's price now. */
export function cashOutLeg(leg: LegNow): CashOutLeg {
  if (leg.market_status === 'cancelled') {
    return { odds: leg.odds, state: 'settled', outcome: { result: 'void', deadHeat: { num: 1n, den: 1n } } };
  }
  if (leg.market_status === 'settled' && leg.result !== null) {
    return {
      odds: leg.odds,
      state: 'settled',
      outcome: { result: leg.result, deadHeat: { num: leg.dead_heat_num, den: leg.dead_heat_den } },
    };
  }
  const eventOpen = leg.event_status === 'scheduled' || leg.event_status === 'live';
  return {
    odds: leg.odds,
    state: 'open',
    currentOdds: leg.current_odds,
    suspended: !eventOpen || leg.market_status !== 'open' || leg.held || !leg.active,
  };
}
