import { TOURNAMENT_LEADERBOARD_SIZE } from '@casino/contract/calls/tournament-calls.ts';
import { publicChannels, realtimeEvents } from '@casino/contract/realtime.ts';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Executor } from '../ledger/executor.ts';
import type { Realtime } from '../realtime/echo-server.ts';
import { countParticipants, readLeaderboard } from './read-leaderboard.ts';
import type { TournamentRanking } from './tournament-tables.ts';

/** A tournament's leaderboard is pushed at most this often. */
export const LEADERBOARD_PUSH_INTERVAL_MS = 1_000;

type Pushed = { id: number; ranking: TournamentRanking; currency_code: string };

/** The top of a tournament's leaderboard on its public channel. */
export async function pushLeaderboard(executor: Executor, realtime: Pick<Realtime, 'broadcast'>, t: Pushed) {
  const [leaderboard, participants] = await Promise.all([
    readLeaderboard(executor, t, TOURNAMENT_LEADERBOARD_SIZE),
    countParticipants(executor, t.id),
  ]);
  realtime.broadcast(publicChannels.tournament(t.id), realtimeEvents.tournamentLeaderboard, {
    id: t.id,
    participants,
    leaderboard,
  });
}

/**
 * Pushes the leaderboards that changed since their last push (the scoring's count of changes is ahead of the one
 * pushed) and were not pushed in the last second. The UPDATE takes each one once under the row's lock, which the
 * scoring's count also takes, so a change is pushed by one node, at most once a second per tournament, never lost
 * and not at all when nothing changed.
 */
export async function pushChangedLeaderboards(db: Db, realtime: Pick<Realtime, 'broadcast'>): Promise<number[]> {
  const due = await db
    .updateTable('tournaments')
    .set((eb) => ({ pushed_changes: eb.ref('changes'), pushed_at: sql`now()` }))
    .where('status', '=', 'open')
    .where((eb) => eb('changes', '>', eb.ref('pushed_changes')))
    .where((eb) =>
      eb.or([
        eb('pushed_at', 'is', null),
        eb('pushed_at', '<=', sql<Date>`now() - make_interval(secs => ${LEADERBOARD_PUSH_INTERVAL_MS / 1000})`),
      ]),
    )
    .returning(['id', 'ranking', 'currency_code'])
    .execute();
  for (const t of due) await pushLeaderboard(db, realtime, t);
  return due.map((t) => t.id);
}
