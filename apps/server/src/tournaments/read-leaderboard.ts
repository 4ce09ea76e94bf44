import type { TournamentStanding } from '@casino/contract/calls/tournament-calls.ts';
import { sql } from 'kysely';
import type { Executor } from '../ledger/executor.ts';
import { formatAmount } from '../wallet/main-cash.ts';
import { formatScore, publicAccount } from './tournament-display.ts';
import type { TournamentRanking } from './tournament-tables.ts';

type Ranked = { id: number; ranking: TournamentRanking; currency_code: string };

/**
 * The first `limit` entries of a tournament in rank order: the higher score first, on a tie who reached it first
 * (then the lower member id). Read from the ranking index in order, so it costs `limit` rows however many take part.
 */
export async function readLeaderboard(executor: Executor, t: Ranked, limit: number): Promise<TournamentStanding[]> {
  const rows = await executor
    .selectFrom('tournament_entries as e')
    .innerJoin('members as m', 'm.id', 'e.member_id')
    .select(['e.score', 'm.account'])
    .where('e.tournament_id', '=', t.id)
    .orderBy('e.score', 'desc')
    .orderBy('e.score_at')
    .orderBy('e.member_id')
    .limit(limit)
    .execute();
  return rows.map((r, i) => ({
    rank: i + 1,
    account: publicAccount(r.account),
    score: formatScore(t.ranking, r.score, t.currency_code),
  }));
}

/** How many take part in a tournament. */
export async function countParticipants(executor: Executor, tournamentId: number): Promise<number> {
  const row = await executor
    .selectFrom('tournament_entries')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('tournament_id', '=', tournamentId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** A member's own rank and figures in a tournament, or null without an entry. */
export async function readOwnStanding(executor: Executor, t: Ranked, memberId: number) {
  const { rows } = await sql<{ score: bigint; rounds: number; stake: bigint; rank: string }>`
    select e.score, e.rounds, e.stake,
      (select count(*) from tournament_entries o
        where o.tournament_id = e.tournament_id
          and (o.score > e.score
            or (o.score = e.score and (o.score_at < e.score_at or (o.score_at = e.score_at and o.member_id < e.member_id))))
      ) + 1 as rank
    from tournament_entries e
    where e.tournament_id = ${t.id} and e.member_id = ${memberId}`.execute(executor);
  const row = rows[0];
  if (!row) return null;
  return {
    rank: Number(row.rank),
    score: formatScore(t.ranking, BigInt(row.score), t.currency_code),
    rounds: row.rounds,
    stake: formatAmount(BigInt(row.stake), t.currency_code),
  };
}
