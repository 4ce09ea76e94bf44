import { sql } from 'kysely';
import type { Executor } from '../ledger/executor.ts';

/**
 * Marks pending deposit orders past their expiry as expired (of one member, or all). Run before orders are counted or
 * shown. An expired order that its gateway later reports paid is still credited (see credit-deposit.ts).
 */
export async function expireOverdueDeposits(executor: Executor, memberId?: number): Promise<void> {
  let query = executor
    .updateTable('deposit_orders')
    .set({ status: 'expired', updated_at: sql`now()` })
    .where('status', '=', 'pending')
    .where('expires_at', '<', sql<Date>`now()`);
  if (memberId !== undefined) query = query.where('member_id', '=', memberId);
  await query.execute();
}
