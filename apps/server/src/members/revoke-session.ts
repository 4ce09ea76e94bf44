import { SESSION_FINGERPRINT_LENGTH } from '@casino/contract/realtime.ts';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Realtime } from '../realtime/echo-server.ts';
import { hashToken } from './session-tokens.ts';

/** Which of a member's live sessions to end: one of them, or all but (optionally) one. */
export type SessionSelection = { memberId: number } & ({ only: number } | { allBut?: number });

/** The sign-in (chain of rotated tokens) a member_sessions row belongs to. */
const loginOf = sql<number>`coalesce(login_id, id)`;

/**
 * Ends sessions in the database: their tokens stop working at once, here and on every other node. A session is ended
 * with its whole sign-in (the tokens its rotations replaced, still in their grace, end with it), and so is every game
 * session that sign-in opened: their bets are refused from this commit on, on every node, since the wallet reads
 * game_sessions.ended_at in the statement that books a bet (docs/decisions/0040). Runs inside the caller's transaction,
 * or in one of its own; returns the ids it ended so that their realtime sockets can be closed after the commit.
 */
export async function revokeSessions(db: Kysely<Database>, selection: SessionSelection): Promise<number[]> {
  if (!db.isTransaction) return db.transaction().execute((tx) => revokeSessions(tx, selection));
  const kept = 'only' in selection ? selection.only : selection.allBut;
  const keptLogin =
    kept === undefined
      ? undefined
      : ((
          await db
            .selectFrom('member_sessions')
            .select(loginOf.as('login'))
            .where('id', '=', kept)
            .where('member_id', '=', selection.memberId)
            .executeTakeFirst()
        )?.login ?? kept);
  let query = db
    .updateTable('member_sessions')
    .set({ revoked_at: new Date() })
    .where('member_id', '=', selection.memberId)
    .where('revoked_at', 'is', null);
  if ('only' in selection) query = query.where(loginOf, '=', keptLogin as number);
  else if (keptLogin !== undefined) query = query.where(loginOf, '!=', keptLogin);
  const rows = await query.returning(['id', loginOf.as('login')]).execute();
  const logins = [...new Set(rows.map((row) => row.login))];
  if (logins.length === 0) return [];
  // Game sessions from before sign-ins were recorded (login_id null) go with any sign-in of the member ended.
  await db
    .updateTable('game_sessions')
    .set({ ended_at: sql<Date>`now()` })
    .where('member_id', '=', selection.memberId)
    .where('ended_at', 'is', null)
    .where((eb) => eb.or([eb('login_id', 'in', logins), eb('login_id', 'is', null)]))
    .execute();
  return rows.map((row) => row.id);
}

/** The fingerprint of a session token (SPEC realtime `login` event): names the session, grants nothing. */
export function sessionFingerprint(token: string): string {
  return hashToken(token).slice(0, SESSION_FINGERPRINT_LENGTH);
}

/**
 * Ends sessions and, once that is committed, tells every socket authenticated with them (the `login` event naming
 * the session now in force, if any) and disconnects those sockets on every node.
 */
export async function endSessions(
  ctx: { db: Kysely<Database>; realtime: Pick<Realtime, 'endSessions'> },
  selection: SessionSelection,
  sessionInForce = '',
): Promise<void> {
  const ended = await revokeSessions(ctx.db, selection);
  ctx.realtime.endSessions(selection.memberId, ended, sessionInForce);
}
