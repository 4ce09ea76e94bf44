import { randomBytes } from 'node:crypto';
import type { OperatorRole } from '@casino/contract/calls/operator-calls.ts';
import type { Db } from '../db/database.ts';
import type { Executor } from '../ledger/executor.ts';
import { hashToken } from '../members/session-tokens.ts';

/** An operator session lasts a working day; it is not extended, the operator signs in again. */
export const OPERATOR_SESSION_TTL_MS = 12 * 3_600_000;

export type OperatorSession = {
  sessionId: number;
  operatorId: number;
  username: string;
  role: OperatorRole;
  siteId: number;
  /** The session may only set up the operator's second factor (docs/decisions/0071). */
  enrolOnly: boolean;
};

/** Starts an operator session: a random token handed out once; only its SHA-256 is kept. */
export async function issueOperatorToken(
  executor: Executor,
  operatorId: number,
  ip: string,
  ttlMs = OPERATOR_SESSION_TTL_MS,
  options: { enrolOnly?: boolean } = {},
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + ttlMs);
  await executor
    .insertInto('operator_sessions')
    .values({
      operator_id: operatorId,
      token_hash: hashToken(token),
      ip,
      expires_at: expiresAt,
      enrol_only: options.enrolOnly ?? false,
    })
    .execute();
  return { token, expiresAt };
}

/**
 * The live session of a token, or undefined when the token is unknown (a member's token included), expired or
 * revoked, or its operator has been deactivated.
 */
export async function findOperatorSession(db: Db, token: string): Promise<OperatorSession | undefined> {
  const row = await db
    .selectFrom('operator_sessions as s')
    .innerJoin('operators as o', 'o.id', 's.operator_id')
    .select(['s.id as session_id', 'o.id as operator_id', 'o.username', 'o.role', 'o.site_id', 's.enrol_only'])
    .where('s.token_hash', '=', hashToken(token))
    .where('s.revoked_at', 'is', null)
    .where('s.expires_at', '>', new Date())
    .where('o.active', '=', true)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    sessionId: row.session_id,
    operatorId: row.operator_id,
    username: row.username,
    role: row.role,
    siteId: row.site_id,
    enrolOnly: row.enrol_only,
  };
}

/** Ends a session; says whether it was still open. */
export async function revokeOperatorSession(executor: Executor, sessionId: number): Promise<boolean> {
  const result = await executor
    .updateTable('operator_sessions')
    .set({ revoked_at: new Date() })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}
