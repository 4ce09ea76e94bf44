import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Realtime } from '../realtime/echo-server.ts';

/**
 * Ends the sign-ins whose session-time limit ran out (member_sessions.ends_by passed, docs/decisions/0082). Their tokens
 * and game sessions have expired by then already; what still lives is the member's open pages, whose sockets were
 * authorised before: they are told (the `login` event, reason `session_limit`) and disconnected on every node. Each
 * row is taken by one statement's update, so with several nodes each sign-in is ended, and told, once. The revocation
 * is dated at the hard end, not at the run, so the time counted against the limit stays what it was.
 */
export async function endSessionsAtLimit(
  db: Db,
  realtime: Pick<Realtime, 'endSessions'>,
  now: Date = new Date(),
): Promise<number> {
  const ended = await db.transaction().execute(async (trx) => {
    const { rows } = await sql<{ id: number; member_id: number; login: number }>`
      update member_sessions set revoked_at = ends_by
      where revoked_at is null and ends_by is not null and ends_by <= ${now}
      returning id, member_id, coalesce(login_id, id) as login`.execute(trx);
    const logins = [...new Set(rows.map((r) => r.login))];
    if (logins.length > 0) {
      await trx
        .updateTable('game_sessions')
        .set({ ended_at: sql<Date>`least(expires_at, now())` })
        .where('ended_at', 'is', null)
        .where('login_id', 'in', logins)
        .execute();
    }
    return rows;
  });
  const byMember = new Map<number, number[]>();
  for (const row of ended) byMember.set(row.member_id, [...(byMember.get(row.member_id) ?? []), row.id]);
  for (const [memberId, ids] of byMember) realtime.endSessions(memberId, ids, '', 'session_limit');
  return ended.length;
}
