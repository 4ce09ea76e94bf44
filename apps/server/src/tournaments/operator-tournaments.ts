import type { OperatorTournament } from '@casino/contract/calls/tournament-calls.ts';
import type { Executor } from '../ledger/executor.ts';
import { formatAmount } from '../wallet/main-cash.ts';
import { tournamentStatus } from './tournament-display.ts';

/** Tournaments as the operators see them, newest first, with games, prize table, participants and what was paid. */
export async function findOperatorTournaments(
  executor: Executor,
  filter: { siteId?: number; id?: number; limit: number },
): Promise<OperatorTournament[]> {
  let query = executor.selectFrom('tournaments').selectAll().orderBy('id', 'desc').limit(filter.limit);
  if (filter.siteId !== undefined) query = query.where('site_id', '=', filter.siteId);
  if (filter.id !== undefined) query = query.where('id', '=', filter.id);
  const rows = await query.execute();
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [games, prizes, counts, paid] = await Promise.all([
    executor.selectFrom('tournament_games').selectAll().where('tournament_id', 'in', ids).execute(),
    executor.selectFrom('tournament_prizes').selectAll().where('tournament_id', 'in', ids).orderBy('rank_from').execute(),
    executor
      .selectFrom('tournament_entries')
      .select((eb) => ['tournament_id', eb.fn.countAll<string>().as('n')])
      .where('tournament_id', 'in', ids)
      .groupBy('tournament_id')
      .execute(),
    executor
      .selectFrom('tournament_payouts')
      .select((eb) => ['tournament_id', eb.fn.sum<string>('amount').as('total')])
      .where('tournament_id', 'in', ids)
      .groupBy('tournament_id')
      .execute(),
  ]);
  return rows.map((t) => ({
    id: t.id,
    site_id: t.site_id,
    currency: t.currency_code,
    title: t.title,
    starts_at: t.starts_at.toISOString(),
    ends_at: t.ends_at.toISOString(),
    ranking: t.ranking,
    participation: t.participation,
    buy_in: formatAmount(t.buy_in, t.currency_code),
    status: tournamentStatus(t),
    games: games
      .filter((g) => g.tournament_id === t.id)
      .map((g) => ({ gp_id: g.provider_id, game_code: g.game_code, game_type: g.game_type_id })),
    prizes: prizes
      .filter((p) => p.tournament_id === t.id)
      .map((p) => ({ rank_from: p.rank_from, rank_to: p.rank_to, amount: formatAmount(p.amount, t.currency_code) })),
    participants: Number(counts.find((c) => c.tournament_id === t.id)?.n ?? 0),
    paid: formatAmount(BigInt(paid.find((p) => p.tournament_id === t.id)?.total ?? '0'), t.currency_code),
    created_at: t.created_at.toISOString(),
  }));
}
