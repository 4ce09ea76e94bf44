import { DepositCode } from '@casino/contract/calls/payment-calls.ts';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { Refusal } from '../http/reply.ts';
import { limitAt, PERIOD_MS } from './limit-rules.ts';
import { depositedSince, storedLimits } from './member-limits.ts';

/**
 * Refuses a deposit that would take the member past one of their deposit limits (code 107). The caller holds the
 * member's row lock, so deposits opened at once are counted one after the other and never jointly cross a limit.
 */
export async function checkDepositLimits(
  trx: Transaction<Database>,
  memberId: number,
  amount: bigint,
  now: number,
): Promise<void> {
  for (const { kind, period, stored } of await storedLimits(trx, memberId)) {
    if (kind !== 'deposit') continue;
    const limit = limitAt(stored, now).amount;
    if (limit === null) continue;
    const used = await depositedSince(trx, memberId, new Date(now - PERIOD_MS[period]));
    if (used + amount > limit) throw new Refusal(DepositCode.overLimit, `deposit.over_limit_${period}`);
  }
}
