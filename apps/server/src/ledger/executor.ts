import type { Kysely, Transaction } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Database } from '../db/schema.ts';

/** The database itself or a transaction on it: ledger functions run in whichever the caller gives. */
export type Executor = Kysely<Database> | Transaction<Database>;

const RETRYABLE = new Set(['40001', '40P01']);

/** Whether a database error is a serialisation failure or a deadlock, after which the whole transaction may be retried. */
export function isRetryable(error: unknown): boolean {
  return RETRYABLE.has((error as { code?: string })?.code ?? '');
}

/** Runs fn in a transaction, again from the start when the database aborted it for a deadlock (at most 5 tries). */
export async function inTransaction<T>(db: Db, fn: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction().execute(fn);
    } catch (error) {
      if (attempt >= 5 || !isRetryable(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * attempt));
    }
  }
}
