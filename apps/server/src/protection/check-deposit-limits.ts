import { DepositCode } from '@casino/contract/calls/payment-calls.ts';
import { LIMIT_PERIODS } from '@casino/contract/calls/protection-calls.ts';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { Refusal } from '../http/reply.ts';
import { memberPolicies } from './limit-policies.ts';
import { limitInForce } from './limit-policy-rules.ts';
import { PERIOD_MS } from './limit-rules.ts';
import { depositedSince, storedLimits } from './member-limits.ts';

/**
 * Refuses a deposit that would take the member past one of their deposit limits, or the site's (code 107). The caller
 * holds the member's row lock, so deposits opened at once are counted one after the other and never jointly cross a
 * limit.
 */
export async function checkDepositLimits(
  trx: Transaction<Database>,
  memberId: number,
  amount: bigint,
  now: number,
): Promise<void> {
  const stored = await storedLimits(trx, memberId);
  const policies = await memberPolicies(trx, memberId);
  for (const period of LIMIT_PERIODS) {
    // The member's own limit, else the site's default, never above the site's maximum (docs/decisions/0084).
    const limit = limitInForce(stored, policies, 'deposit', period, now).amount;
    if (limit === null) continue;
    const used = await depositedSince(trx, memberId, new Date(now - PERIOD_MS[period]));
    if (used + amount > limit) throw new Refusal(DepositCode.overLimit, `deposit.over_limit_${period}`);
  }
}
