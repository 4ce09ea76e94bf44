import type { HouseCallResponse } from '@casino/contract/house/house-call.ts';
import type { sportsMyBetsCall } from '@casino/contract/house/sports-calls.ts';
import DataLoader from 'dataloader';
import { formatMoney } from '../../house/house-play.ts';
import type { Executor } from '../../ledger/executor.ts';
import { cashOutLeg, readLegsNow } from '../betting/legs-now.ts';
import { cashOutValue } from '../cash-out.ts';
import { formatOdds, ODDS_SCALE } from '../model.ts';
import { lineText } from './sports-views.ts';

export type SportsBetView = HouseCallResponse<typeof sportsMyBetsCall>['bets'][number];

/** The legs' prices multiplied, rounded down to hundredths as the book shows a parlay's price. */
function totalOdds(odds: readonly bigint[]): string {
  let num = 1n;
  let den = 1n;
  for (const o of odds) {
    num *= o;
    den *= ODDS_SCALE;
  }
  return formatOdds((num * ODDS_SCALE) / den);
}

/** Bets as the player's list shows them, in the order of `betIds`, with each open bet's cash-out value now. */
export async function readBetViews(db: Executor, betIds: readonly bigint[], cashOutMarginBp: number): Promise<SportsBetView[]> {
  if (betIds.length === 0) return [];
  const bets = await db
    .selectFrom('sports_bets')
    .select([
      'id',
      'kind',
      'status',
      'currency_code',
      'stake',
      'original_stake',
      'potential_return',
      'returned',
      'cashed_out',
      'placed_at',
      'settled_at',
    ])
    .where('id', 'in', [...betIds])
    .execute();
  const legs = await readLegsNow(db, betIds);
  const byId = new Map(bets.map((b) => [b.id, b]));
  return betIds.flatMap((id) => {
    const bet = byId.get(id);
    if (!bet) return [];
    const money = (minor: bigint) => formatMoney(minor, bet.currency_code);
    const own = legs.filter((l) => l.bet_id === id);
    let cashOut: SportsBetView['cash_out'] = { value: null, refusal: 'bet_not_open' };
    if (bet.status === 'open' && bet.stake > 0n) {
      const quote = cashOutValue(bet.stake, own.map(cashOutLeg), cashOutMarginBp);
      cashOut = quote.ok ? { value: money(quote.value), refusal: null } : { value: null, refusal: quote.code };
    }
    return [
      {
        bet_id: String(bet.id),
        kind: bet.kind,
        status: bet.status,
        stake: money(bet.stake),
        original_stake: money(bet.original_stake),
        odds: totalOdds(own.map((l) => l.odds)),
        potential_return: money(bet.potential_return),
        returned: bet.returned === null ? null : money(bet.returned),
        cashed_out: money(bet.cashed_out),
        placed_at: bet.placed_at.getTime(),
        settled_at: bet.settled_at?.getTime() ?? null,
        legs: own.map((l) => ({
          event_id: l.event_id,
          sport: l.sport as SportsBetView['legs'][number]['sport'],
          home: l.home,
          away: l.away,
          starts_at: l.starts_at.getTime(),
          event_status: l.event_status,
          score: l.score_home === null || l.score_away === null ? null : { home: l.score_home, away: l.score_away },
          market_id: l.market_id,
          market_type: l.type,
          line: lineText(l.line),
          key: l.selection_key,
          odds: formatOdds(l.odds),
          result: l.leg_result ?? (l.market_status === 'settled' ? l.result : null),
        })),
        cash_out: cashOut,
      },
    ];
  });
}

const viewLoaders = new WeakMap<Executor, Map<number, DataLoader<bigint, SportsBetView | null>>>();

/**
 * One bet's view, read with the others asked for in the same turn of the event loop (the bets of one placing batch
 * answer together). Nothing is cached: each view is read as the bet stands now.
 */
export function readBetView(db: Executor, betId: bigint, cashOutMarginBp: number): Promise<SportsBetView | null> {
  let byMargin = viewLoaders.get(db);
  if (!byMargin) {
    byMargin = new Map();
    viewLoaders.set(db, byMargin);
  }
  let loader = byMargin.get(cashOutMarginBp);
  if (!loader) {
    loader = new DataLoader<bigint, SportsBetView | null>(
      async (ids) => {
        const views = await readBetViews(db, ids, cashOutMarginBp);
        const byId = new Map(views.map((view) => [view.bet_id, view]));
        return ids.map((id) => byId.get(String(id)) ?? null);
      },
      { cache: false, maxBatchSize: 200, batchScheduleFn: (run) => setImmediate(run) },
    );
    byMargin.set(cashOutMarginBp, loader);
  }
  return loader.load(betId);
}
