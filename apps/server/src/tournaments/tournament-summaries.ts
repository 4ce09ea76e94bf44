import type { TournamentGame, TournamentSummary } from '@casino/contract/calls/tournament-calls.ts';
import { sql } from 'kysely';
import { pickText } from '../content/localised-text.ts';
import { findOfferedGames } from '../games/offered-games.ts';
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

/**
 * Tournaments as members see them, with prize tables, game codes (and the games that open, with whether the member's
 * site offers them in the tournament's currency), participants and whether the member joined.
 */
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
  const gamesOf = await tournamentGames(executor, rows, games, lang);
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
      game_list: gamesOf.get(t.id) ?? [],
      participants: Number(counts.find((c) => c.tournament_id === t.id)?.n ?? 0),
      joined: joined.has(t.id),
    };
  });
}

/**
 * The named games of each tournament (game codes; whole game types have no list) as the play flow opens them, playable
 * when the site offers them in the tournament's currency (as its game lists do: game, provider and the site's settings
 * active).
 */
async function tournamentGames(
  executor: Executor,
  rows: Row[],
  games: { tournament_id: number; provider_id: number; game_code: string | null }[],
  lang: string,
): Promise<Map<number, TournamentGame[]>> {
  const named = games.filter((g) => g.game_code !== null);
  const byTournament = new Map<number, TournamentGame[]>();
  if (named.length === 0) return byTournament;
  const found = await executor
    .selectFrom('games as g')
    .innerJoin('game_providers as gp', 'gp.id', 'g.provider_id')
    .select(['g.id', 'g.provider_id', 'g.game_code', 'g.game_type_id', 'g.names', 'gp.house'])
    .where(
      sql<boolean>`(g.provider_id, g.game_code) in (select * from unnest(${named.map((g) => g.provider_id)}::int[],
        ${named.map((g) => g.game_code as string)}::text[]))`,
    )
    .execute();
  const offered = new Set<string>();
  for (const key of new Set(rows.map((t) => `${t.site_id}|${t.currency_code}`))) {
    const [site, currency] = key.split('|') as [string, string];
    const ids = found.map((g) => g.id);
    for (const g of await findOfferedGames(executor, { siteId: Number(site), currency, gameIds: ids })) {
      offered.add(`${key}|${g.id}`);
    }
  }
  for (const t of rows) {
    const list: TournamentGame[] = [];
    for (const g of named.filter((x) => x.tournament_id === t.id)) {
      const game = found.find((f) => f.provider_id === g.provider_id && f.game_code === g.game_code);
      if (!game) continue;
      list.push({
        gp_id: game.provider_id,
        game_type: game.game_type_id,
        game_code: game.game_code,
        game_name: pickText(game.names, lang),
        house: game.house,
        playable: offered.has(`${t.site_id}|${t.currency_code}|${game.id}`),
      });
    }
    byTournament.set(t.id, list);
  }
  return byTournament;
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
