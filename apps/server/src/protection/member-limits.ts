import { LIMIT_KINDS, LIMIT_PERIODS, type memberLimitsCall } from '@casino/contract/calls/protection-calls.ts';
import type { CallResponse } from '@casino/contract/define-call.ts';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { memberPolicies } from './limit-policies.ts';
import { limitInForce } from './limit-policy-rules.ts';
import type { StoredLimit } from './limit-rules.ts';
import { formatLimit, usedInWindow } from './limit-usage.ts';

type LimitsReply = CallResponse<typeof memberLimitsCall>;
type Reader = Kysely<Database> | Transaction<Database>;

/** A member's stored limits, by kind and period. */
export async function storedLimits(db: Reader, memberId: number) {
  const rows = await db
    .selectFrom('member_limits')
    .select(['kind', 'period', 'amount', 'pending_amount', 'pending_at'])
    .where('member_id', '=', memberId)
    .execute();
  return rows.map((row) => ({
    kind: row.kind,
    period: row.period,
    stored: {
      amount: BigInt(row.amount),
      pendingAmount: row.pending_amount === null ? null : BigInt(row.pending_amount),
      pendingAt: row.pending_at === null ? null : new Date(row.pending_at),
    } satisfies StoredLimit,
  }));
}

/** Deposits counted against a deposit limit: the orders opened in the window and not failed, expired or rejected. */
export async function depositedSince(db: Reader, memberId: number, since: Date): Promise<bigint> {
  const row = await db
    .selectFrom('deposit_orders')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('amount'), eb.val('0')).as('total'))
    .where('member_id', '=', memberId)
    .where('created_at', '>', since)
    .where('status', 'in', ['pending', 'paid'])
    .executeTakeFirstOrThrow();
  return BigInt(row.total);
}

/** The member's limits in force at `now`, with what each window has used and what waits, in a fixed order. */
export async function readMemberLimits(
  db: Reader,
  member: { memberId: number; currency: string },
  now: number,
): Promise<LimitsReply> {
  const list: LimitsReply['list'] = [];
  const stored = await storedLimits(db, member.memberId);
  const policies = await memberPolicies(db, member.memberId);
  for (const kind of LIMIT_KINDS) {
    for (const period of LIMIT_PERIODS) {
      // The member's own, else the site's default, never above the site's maximum (docs/decisions/0084).
      const { amount, pending, source } = limitInForce(stored, policies, kind, period, now);
      if (amount === null) continue;
      // Per kind: deposits, stakes, stakes less wins, minutes signed in (docs/decisions/0082).
      const { used, freesAt } = await usedInWindow(db, member.memberId, kind, period, now);
      const format = (value: bigint) => formatLimit(kind, value, member.currency);
      list.push({
        kind,
        period,
        amount: format(amount),
        used: format(used),
        ...(kind === 'deposit' ? {} : { frees_at: freesAt }),
        pending: pending && {
          amount: pending.amount === null ? null : format(pending.amount),
          at: pending.at,
        },
        ...(source === 'member' ? {} : { source }),
      });
    }
  }
  return { currency: member.currency, list };
}
