import { createHash, randomBytes } from 'node:crypto';
import { SESSION_FINGERPRINT_LENGTH } from '@casino/contract/realtime.ts';
import { type Kysely, sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Database } from '../db/schema.ts';

export type MemberSession = {
  sessionId: number;
  /** The sign-in this session belongs to: the first session of its chain of rotated tokens (migration 0029). */
  loginId: number;
  memberId: number;
  siteId: number;
  currency: string;
  memberType: number;
  createdAt: Date;
  udid: string;
  ip: string;
  /** A session of an excluded member that may only withdraw the balance (docs/decisions/0079). */
  withdrawOnly: boolean;
};

/** How long a replaced token keeps working, so that calls already on their way with it do not fail. */
export const ROTATION_GRACE_MS = 60_000;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Reads the token of an authorization header: "Bearer <token>" or the bare token. */
export function tokenFromHeader(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const token = header.startsWith('Bearer ') ? header.slice(7) : header;
  return token.trim() || undefined;
}

/**
 * Starts a session: a random token handed to the member once; only its hash is kept. A rotation passes the sign-in it
 * continues (loginId), so that ending the sign-in ends every token of it and the game sessions it opened. A sign-in
 * under a session-time limit has a hard end (`endsBy`, docs/decisions/0082): its tokens, rotations included, expire
 * by then.
 */
export async function issueSessionToken(
  db: Kysely<Database>,
  memberId: number,
  ttlMs: number,
  device: { udid: string; ip: string } = { udid: '', ip: '' },
  loginId: number | null = null,
  endsBy: Date | null = null,
  withdrawOnly = false,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const ttlEnd = new Date(Date.now() + ttlMs);
  // A rotation keeps its sign-in's hard end (least() passes over a null one).
  const signInEnd = sql<Date | null>`(select l.ends_by from member_sessions l where l.id = ${loginId})`;
  await db
    .insertInto('member_sessions')
    .values({
      member_id: memberId,
      token_hash: hashToken(token),
      expires_at:
        loginId === null
          ? endsBy !== null && endsBy < ttlEnd
            ? endsBy
            : ttlEnd
          : sql<Date>`least(${ttlEnd}::timestamptz, ${signInEnd})`,
      ends_by: loginId === null ? endsBy : signInEnd,
      udid: device.udid,
      ip: device.ip,
      login_id: loginId,
      // A rotation stays what its sign-in was: a withdraw-only session never becomes a full one.
      withdraw_only:
        loginId === null
          ? withdrawOnly
          : sql<boolean>`coalesce((select l.withdraw_only from member_sessions l where l.id = ${loginId}), false)`,
      // Where the ledger stood: the reality check sums the member's play after it (migration 0064).
      ledger_mark: sql<string>`(select coalesce(max(id), 0) from ledger_transactions)`,
    })
    .execute();
  return token;
}

/** The live session a token belongs to, or undefined when it is unknown, expired or revoked. */
export async function findSessionByToken(db: Db, token: string): Promise<MemberSession | undefined> {
  const row = await db
    .selectFrom('member_sessions as s')
    .innerJoin('members as m', 'm.id', 's.member_id')
    .select([
      's.id as session_id',
      sql<number>`coalesce(s.login_id, s.id)`.as('login_id'),
      's.created_at',
      's.udid',
      's.ip',
      's.withdraw_only',
      'm.id as member_id',
      'm.site_id',
      'm.currency_code',
      'm.member_type',
    ])
    .where('s.token_hash', '=', hashToken(token))
    .where('s.revoked_at', 'is', null)
    .where('s.expires_at', '>', new Date())
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    sessionId: row.session_id,
    loginId: row.login_id,
    memberId: row.member_id,
    siteId: row.site_id,
    currency: row.currency_code,
    memberType: row.member_type,
    createdAt: row.created_at,
    udid: row.udid,
    ip: row.ip,
    withdrawOnly: row.withdraw_only,
  };
}

/**
 * For a token whose session of this member was ended (revoked): the session now in force, as the `login` event names
 * it (the fingerprint of the member's newest live session, or empty when none). Undefined for any other token, so that
 * only the holder of the ended session learns it, as the live event would have told them.
 */
export async function sessionInForceAfterEnded(db: Db, memberId: number, token: string): Promise<string | undefined> {
  const ended = await db
    .selectFrom('member_sessions')
    .select('id')
    .where('token_hash', '=', hashToken(token))
    .where('member_id', '=', memberId)
    .where('revoked_at', 'is not', null)
    .executeTakeFirst();
  if (!ended) return undefined;
  const live = await db
    .selectFrom('member_sessions')
    .select('token_hash')
    .where('member_id', '=', memberId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', new Date())
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return live ? live.token_hash.slice(0, SESSION_FINGERPRINT_LENGTH) : '';
}

/**
 * Sliding sessions: once a session has lived half its time, the next call gets a new token (sent back in the
 * authorization reply header) and the old one expires after a short grace. Returns the new token, if any.
 */
export async function rotateIfDue(db: Db, session: MemberSession, ttlMs: number, now = Date.now()): Promise<string | undefined> {
  if (now - session.createdAt.getTime() < ttlMs / 2) return undefined;
  return db.transaction().execute(async (tx) => {
    const retired = await tx
      .updateTable('member_sessions')
      .set({ expires_at: new Date(now + ROTATION_GRACE_MS) })
      .where('id', '=', session.sessionId)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', new Date(now + ROTATION_GRACE_MS))
      .executeTakeFirst();
    // Another call rotated it first: that call hands out the new token.
    if (retired.numUpdatedRows !== 1n) return undefined;
    return issueSessionToken(tx, session.memberId, ttlMs, { udid: session.udid, ip: session.ip }, session.loginId);
  });
}
