import type { operatorDepositQueueCall } from '@casino/contract/calls/operator-member-calls.ts';
import type { CallResponse } from '@casino/contract/define-call.ts';
import { isCalendarDate } from '@casino/contract/input-bounds.ts';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { FieldError } from '../../http/reply.ts';
import { expireOverdueDeposits } from '../../payments/expire-deposits.ts';
import { formatAmount } from '../../wallet/main-cash.ts';

const PAGE = 50;

/**
 * The money desk's deposits: every filter a condition in SQL on the order's indexes (status and time, member), paged
 * by id. Overdue pending orders are expired first, as the plain list does, so the queue shows what can still arrive.
 */
export async function readDepositQueue(
  db: Db,
  input: z.output<(typeof operatorDepositQueueCall)['request']>,
): Promise<CallResponse<typeof operatorDepositQueueCall>> {
  for (const field of ['from', 'to'] as const) {
    const day = input[field];
    if (day !== undefined && !isCalendarDate(day)) throw new FieldError({ [field]: ['date_format'] });
  }
  await expireOverdueDeposits(db);
  const rows = await db
    .selectFrom('deposit_orders as o')
    .innerJoin('members as m', 'm.id', 'o.member_id')
    .innerJoin('deposit_methods as d', 'd.id', 'o.method_id')
    .select([
      'o.id',
      'o.order_number',
      'o.member_id',
      'm.account as member_account',
      'o.site_id',
      'o.currency_code',
      'o.amount',
      'o.status',
      'd.name as method',
      'd.kind as method_kind',
      'o.payer_name',
      'o.payer_reference',
      'o.gateway_reference',
      'o.needs_review',
      'o.confirmed_by',
      'o.created_at',
      'o.updated_at',
      'o.remark',
    ])
    .$if(input.status !== undefined, (q) => q.where('o.status', '=', input.status as 'pending'))
    .$if(input.method_kind !== undefined, (q) => q.where('d.kind', '=', input.method_kind as 'gateway'))
    .$if(input.member_account !== undefined, (q) =>
      q.where(sql<string>`lower(m.account)`, '=', (input.member_account as string).toLowerCase()),
    )
    .$if(input.from !== undefined, (q) => q.where('o.created_at', '>=', new Date(`${input.from}T00:00:00Z`)))
    .$if(input.to !== undefined, (q) => q.where('o.created_at', '<', new Date(Date.parse(`${input.to}T00:00:00Z`) + 86_400_000)))
    .$if(input.before_id !== undefined, (q) => q.where('o.id', '<', input.before_id as number))
    .orderBy('o.id', 'desc')
    .limit(PAGE)
    .execute();
  return {
    list: rows.map(({ currency_code, amount, created_at, updated_at, ...r }) => ({
      ...r,
      currency: currency_code,
      amount: formatAmount(BigInt(amount), currency_code),
      created_at: new Date(created_at).toISOString(),
      updated_at: new Date(updated_at).toISOString(),
    })),
    next_before_id: rows.length === PAGE ? (rows[rows.length - 1]?.id ?? null) : null,
  };
}
