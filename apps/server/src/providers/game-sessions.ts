import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Executor } from '../ledger/executor.ts';

/** How long a game session takes bets: wins and rollbacks are still taken afterwards. */
export const GAME_SESSION_TTL_MS = 4 * 3_600_000;

export type GameSessionRow = {
  id: string;
  member_id: number | null;
  provider_id: number;
  game_code: string;
  currency_code: string;
  demo: boolean;
  expires_at: Date;
  ended_at: Date | null;
};

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
/** What game_sessions.token_hash holds for a token. */
export const gameSessionTokenHash = hashOf;

/** A sign-in ended while a game was being opened with it: no game session was opened. */
export class SignInEnded extends Error {}

/**
 * Opens a game session: a random token for the provider (only its hash is kept) and an opaque id for the site.
 * Returns both; the token is never stored or shown again. A member's session is tied to the sign-in whose call opened
 * it (`signIn`) and opens only while that member session is live: the insert reads it under a share lock, so a logout
 * committing meanwhile either comes first (nothing opens: SignInEnded) or waits and then ends this session too.
 * It takes bets no longer than its sign-in's hard end under a session-time limit (docs/decisions/0082).
 */
export async function openGameSession(
  executor: Executor,
  session: {
    memberId: number | null;
    providerId: number;
    gameCode: string;
    gameType: number;
    currency: string;
    demo: boolean;
    ttlMs?: number;
    /** The member session whose call opens the game (real play). */
    signIn?: { sessionId: number; loginId: number };
  },
): Promise<{ id: string; token: string }> {
  const id = `gs_${randomBytes(16).toString('base64url')}`;
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + (session.ttlMs ?? GAME_SESSION_TTL_MS));
  if (session.signIn) {
    const opened = await sql<{ id: string }>`
      insert into game_sessions (id, token_hash, member_id, provider_id, game_code, game_type_id, currency_code, demo,
        expires_at, login_id)
      select ${id}, ${hashOf(token)}, ${session.memberId}, ${session.providerId}, ${session.gameCode}, ${session.gameType},
        ${session.currency}, ${session.demo},
        least(${expiresAt}::timestamptz, (select l.ends_by from member_sessions l where l.id = ${session.signIn.loginId})),
        ${session.signIn.loginId}
      from member_sessions
      where id = ${session.signIn.sessionId} and revoked_at is null
      for share
      returning id`.execute(executor);
    if (opened.rows.length !== 1) throw new SignInEnded();
    return { id, token };
  }
  await executor
    .insertInto('game_sessions')
    .values({
      id,
      token_hash: hashOf(token),
      member_id: session.memberId,
      provider_id: session.providerId,
      game_code: session.gameCode,
      game_type_id: session.gameType,
      currency_code: session.currency,
      demo: session.demo,
      expires_at: expiresAt,
    })
    .execute();
  return { id, token };
}

/** The session a provider's token names, when it is one of that provider's. */
export async function findGameSessionByToken(db: Db, providerId: number, token: string): Promise<GameSessionRow | undefined> {
  return db
    .selectFrom('game_sessions')
    .select(['id', 'member_id', 'provider_id', 'game_code', 'currency_code', 'demo', 'expires_at', 'ended_at'])
    .where('token_hash', '=', hashOf(token))
    .where('provider_id', '=', providerId)
    .executeTakeFirst();
}

/**
 * Ends the member's open sessions (or only the one named); answers the providers of the sessions ended now. A
 * session of another member is never touched.
 */
export async function endGameSessions(executor: Executor, memberId: number, sessionId?: string): Promise<number[]> {
  let query = executor
    .updateTable('game_sessions')
    .set({ ended_at: sql<Date>`now()` })
    .where('member_id', '=', memberId)
    .where('ended_at', 'is', null);
  if (sessionId !== undefined) query = query.where('id', '=', sessionId);
  const rows = await query.returning('provider_id').execute();
  return [...new Set(rows.map((r) => r.provider_id))];
}
