import { createHash } from 'node:crypto';
import { sql, type Transaction } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import { Refusal } from '../http/reply.ts';
import { inTransaction } from './executor.ts';

type StoredAnswer = { ok: unknown } | { refusal: { code: number; message: string; data: unknown } };

/** The same idempotency key was sent before with a different request: HTTP 409, nothing done. */
export class IdempotencyKeyReused extends Error {
  constructor() {
    super('idempotency_key_reused');
  }
}

function hashOf(request: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify(request, (_key, value) => (typeof value === 'bigint' ? value.toString() : value)))
    .digest('base64url');
}

/**
 * Runs a money-moving request once per (scope, key). The key, the request's hash and the answer are written in
 * the same transaction as the work, so either both stand or neither does. A replay with the same request gets the
 * first answer, a refusal included; the same key with another request is refused with IdempotencyKeyReused. Two
 * concurrent requests with one key are serialised by the key's row.
 */
export async function runIdempotent<T>(
  db: Db,
  scope: string,
  key: string,
  request: unknown,
  work: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  const hash = hashOf(request);
  const answer = await inTransaction(db, async (trx): Promise<StoredAnswer> => {
    const claimed = await trx
      .insertInto('idempotent_requests')
      .values({ scope, key, request_hash: hash, response: 'null' })
      .onConflict((oc) => oc.columns(['scope', 'key']).doNothing())
      .returning('key')
      .executeTakeFirst();
    if (!claimed) {
      const stored = await trx
        .selectFrom('idempotent_requests')
        .select(['request_hash', 'response'])
        .where('scope', '=', scope)
        .where('key', '=', key)
        .executeTakeFirstOrThrow();
      if (stored.request_hash !== hash) throw new IdempotencyKeyReused();
      return stored.response as StoredAnswer;
    }

    // A refusal undoes the work but keeps the key with the refusal, so that a replay is refused the same way.
    await sql`savepoint idempotent_work`.execute(trx);
    let stored: StoredAnswer;
    try {
      // Kept as JSON, so the first answer is the same value a replay reads back.
      stored = { ok: JSON.parse(JSON.stringify((await work(trx)) ?? null)) };
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      await sql`rollback to savepoint idempotent_work`.execute(trx);
      stored = { refusal: { code: error.code, message: error.messageKey, data: error.data } };
    }
    await trx
      .updateTable('idempotent_requests')
      .set({ response: JSON.stringify(stored) })
      .where('scope', '=', scope)
      .where('key', '=', key)
      .execute();
    return stored;
  });
  if ('refusal' in answer) throw new Refusal(answer.refusal.code, answer.refusal.message, answer.refusal.data);
  return answer.ok as T;
}
