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

/**
 * Opens a game session: a random token for the provider (only its hash is kept) and an opaque id for the site.
 * Returns both; the token is never stored or shown again.
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
  },
): Promise<{ id: string; token: string }> {
  const id = `gs_${randomBytes(16).toString('base64url')}`;
  const token = randomBytes(32).toString('base64url');
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
      expires_at: new Date(Date.now() + (session.ttlMs ?? GAME_SESSION_TTL_MS)),
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
