import { LIMIT_KINDS, LIMIT_PERIODS, type memberLimitsCall } from '@casino/contract/calls/protection-calls.ts';
import type { CallResponse } from '@casino/contract/define-call.ts';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { formatAmount } from '../wallet/main-cash.ts';
import { limitAt, PERIOD_MS, type StoredLimit } from './limit-rules.ts';

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
  for (const kind of LIMIT_KINDS) {
    for (const period of LIMIT_PERIODS) {
      const found = stored.find((s) => s.kind === kind && s.period === period);
      if (!found) continue;
      const { amount, pending } = limitAt(found.stored, now);
      if (amount === null) continue;
      const used = await depositedSince(db, member.memberId, new Date(now - PERIOD_MS[period]));
      list.push({
        kind,
        period,
        amount: formatAmount(amount, member.currency),
        used: formatAmount(used, member.currency),
        pending: pending && {
          amount: pending.amount === null ? null : formatAmount(pending.amount, member.currency),
          at: pending.at,
        },
      });
    }
  }
  return { currency: member.currency, list };
}
