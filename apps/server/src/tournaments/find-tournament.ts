import { TOURNAMENT_LEADERBOARD_SIZE, TournamentCode } from '@casino/contract/calls/tournament-calls.ts';
import type { Db } from '../db/database.ts';
import { Refusal } from '../http/reply.ts';
import type { MemberSession } from '../members/session-tokens.ts';
import { readLeaderboard, readOwnStanding } from './read-leaderboard.ts';
import { summariseTournaments, TOURNAMENT_COLUMNS } from './tournament-summaries.ts';

/** One tournament of the member's site and currency with its top 50 and the member's own rank (101 otherwise). */
export async function findTournament(db: Db, member: MemberSession, id: number, lang: string) {
  const now = new Date();
  const row = await db
    .selectFrom('tournaments')
    .select(TOURNAMENT_COLUMNS)
    .where('id', '=', id)
    .where('site_id', '=', member.siteId)
    .where('currency_code', '=', member.currency)
    .executeTakeFirst();
  if (!row) throw new Refusal(TournamentCode.notFound, 'tournament.not_found');
  const [[tournament], leaderboard, mine] = await Promise.all([
    summariseTournaments(db, [row], member.memberId, lang, now),
    readLeaderboard(db, row, TOURNAMENT_LEADERBOARD_SIZE),
    readOwnStanding(db, row, member.memberId),
  ]);
  if (!tournament) throw new Refusal(TournamentCode.notFound, 'tournament.not_found');
  return { tournament, leaderboard, mine, server_time: now.toISOString() };
}
