import type { TournamentSummary } from '@casino/contract/calls/tournament-calls.ts';
import type { Executor } from '../ledger/executor.ts';
import { formatAmount } from '../wallet/main-cash.ts';
import { localTitle, tournamentStatus } from './tournament-display.ts';
import type { TournamentTables } from './tournament-tables.ts';

type Row = Pick<TournamentTables['tournaments'], 'ranking' | 'participation' | 'site_id' | 'currency_code'> & {
  id: number;
  title: Record<string, string>;
  starts_at: Date;
  ends_at: Date;
  buy_in: bigint;
  status: 'open' | 'paid' | 'cancelled';
};

/** Tournaments as members see them, with prize tables, game codes, participants and whether the member joined. */
export async function summariseTournaments(
  executor: Executor,
  rows: Row[],
  memberId: number,
  lang: string,
  now = new Date(),
): Promise<TournamentSummary[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [prizes, games, counts, mine] = await Promise.all([
    executor.selectFrom('tournament_prizes').selectAll().where('tournament_id', 'in', ids).orderBy('rank_from').execute(),
    executor.selectFrom('tournament_games').selectAll().where('tournament_id', 'in', ids).execute(),
    executor
      .selectFrom('tournament_entries')
      .select((eb) => ['tournament_id', eb.fn.countAll<string>().as('n')])
      .where('tournament_id', 'in', ids)
      .groupBy('tournament_id')
      .execute(),
    executor
      .selectFrom('tournament_entries')
      .select('tournament_id')
      .where('tournament_id', 'in', ids)
      .where('member_id', '=', memberId)
      .execute(),
  ]);
  const joined = new Set(mine.map((m) => m.tournament_id));
  return rows.map((t) => {
    const table = prizes.filter((p) => p.tournament_id === t.id);
    const pool = table.reduce((sum, p) => sum + p.amount * BigInt(p.rank_to - p.rank_from + 1), 0n);
    return {
      id: t.id,
      title: localTitle(t.title, lang),
      currency: t.currency_code,
      starts_at: t.starts_at.toISOString(),
      ends_at: t.ends_at.toISOString(),
      status: tournamentStatus(t, now),
      ranking: t.ranking,
      participation: t.participation,
      buy_in: formatAmount(t.buy_in, t.currency_code),
      prizes: table.map((p) => ({
        rank_from: p.rank_from,
        rank_to: p.rank_to,
        amount: formatAmount(p.amount, t.currency_code),
      })),
      prize_pool: formatAmount(pool, t.currency_code),
      games: games.filter((g) => g.tournament_id === t.id && g.game_code !== null).map((g) => g.game_code as string),
      participants: Number(counts.find((c) => c.tournament_id === t.id)?.n ?? 0),
      joined: joined.has(t.id),
    };
  });
}

export const TOURNAMENT_COLUMNS = [
  'id',
  'site_id',
  'currency_code',
  'title',
  'starts_at',
  'ends_at',
  'ranking',
  'participation',
  'buy_in',
  'status',
] as const;
