import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Database } from '../db/schema.ts';

export type MemberSession = { sessionId: number; memberId: number; siteId: number; currency: string; memberType: number };

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Reads the token of an authorization header: "Bearer <token>" or the bare token. */
export function tokenFromHeader(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const token = header.startsWith('Bearer ') ? header.slice(7) : header;
  return token.trim() || undefined;
}

/** Starts a session: a random token handed to the member once; only its hash is kept. */
export async function issueSessionToken(
  db: Kysely<Database>,
  memberId: number,
  ttlMs: number,
): Promise<{ token: string; hash: string }> {
  const token = randomBytes(32).toString('base64url');
  const hash = hashToken(token);
  await db
    .insertInto('member_sessions')
    .values({ member_id: memberId, token_hash: hash, expires_at: new Date(Date.now() + ttlMs) })
    .execute();
  return { token, hash };
}

/** The live session a token belongs to, or undefined when it is unknown, expired or revoked. */
export async function findSessionByToken(db: Db, token: string): Promise<MemberSession | undefined> {
  const row = await db
    .selectFrom('member_sessions as s')
    .innerJoin('members as m', 'm.id', 's.member_id')
    .select(['s.id as session_id', 'm.id as member_id', 'm.site_id', 'm.currency_code', 'm.member_type'])
    .where('s.token_hash', '=', hashToken(token))
    .where('s.revoked_at', 'is', null)
    .where('s.expires_at', '>', new Date())
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    sessionId: row.session_id,
    memberId: row.member_id,
    siteId: row.site_id,
    currency: row.currency_code,
    memberType: row.member_type,
  };
}
