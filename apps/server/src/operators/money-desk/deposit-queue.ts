import type { operatorDepositQueueCall } from '@casino/contract/calls/operator-member-calls.ts';
import type { CallResponse } from '@casino/contract/define-call.ts';
import { isCalendarDate } from '@casino/contract/input-bounds.ts';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { FieldError } from '../../http/reply.ts';
import { expireOverdueDeposits } from '../../payments/expire-deposits.ts';
import { selectDepositOrders, toOperatorDepositOrder } from '../../payments/list-orders.ts';

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
  const rows = await selectDepositOrders(db)
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
    list: rows.map((row) => ({ id: row.id, ...toOperatorDepositOrder(row) })),
    next_before_id: rows.length === PAGE ? (rows[rows.length - 1]?.id ?? null) : null,
  };
}
