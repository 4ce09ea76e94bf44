import { SESSION_FINGERPRINT_LENGTH } from '@casino/contract/realtime.ts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Realtime } from '../realtime/echo-server.ts';
import { hashToken } from './session-tokens.ts';

/** Which of a member's live sessions to end: one of them, or all but (optionally) one. */
export type SessionSelection = { memberId: number } & ({ only: number } | { allBut?: number });

/**
 * Ends sessions in the database: their tokens stop working at once, here and on every other node. Runs inside the
 * caller's transaction; returns the ids it ended so that their realtime sockets can be closed after the commit.
 */
export async function revokeSessions(db: Kysely<Database>, selection: SessionSelection): Promise<number[]> {
  let query = db
    .updateTable('member_sessions')
    .set({ revoked_at: new Date() })
    .where('member_id', '=', selection.memberId)
    .where('revoked_at', 'is', null);
  if ('only' in selection) query = query.where('id', '=', selection.only);
  else if (selection.allBut !== undefined) query = query.where('id', '!=', selection.allBut);
  const rows = await query.returning('id').execute();
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
