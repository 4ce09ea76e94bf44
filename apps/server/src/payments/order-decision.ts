import type { Transaction } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import { inTransaction } from '../ledger/executor.ts';

export type OrderReply = { order_number: string; status: string };

/** An operator's decision on an order, made inside a transaction that may still roll back or be run again. */
export type OrderDecision = OrderReply & {
  /** Sends the decision's realtime events: call it once, after the transaction committed. */
  announce: () => void;
};

/**
 * Commits a decision in a transaction of its own (run again from the start after a deadlock), then announces it.
 * Callers that must write more in the same transaction call inTransaction and announce themselves.
 */
export async function commitDecision(
  db: Db,
  decide: (trx: Transaction<Database>) => Promise<OrderDecision>,
): Promise<OrderReply> {
  const { announce, ...reply } = await inTransaction(db, decide);
  announce();
  return reply;
}
