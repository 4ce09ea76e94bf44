import type { operatorMemberOrdersCall } from '@casino/contract/calls/operator-member-calls.ts';
import type { CallResponse } from '@casino/contract/define-call.ts';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { formatAmount } from '../../wallet/main-cash.ts';
import { findMemberOrRefuse } from './find-member.ts';

const PAGE = 20;

/** A member's deposit or withdrawal orders, newest first by id, a page at a time. */
export async function readMemberOrders(
  db: Db,
  input: z.output<(typeof operatorMemberOrdersCall)['request']>,
): Promise<CallResponse<typeof operatorMemberOrdersCall>> {
  const member = await findMemberOrRefuse(db, input.member_id);
  const rows =
    input.kind === 'deposit'
      ? await db
          .selectFrom('deposit_orders as o')
          .innerJoin('deposit_methods as d', 'd.id', 'o.method_id')
          .select([
            'o.id',
            'o.order_number',
            'o.amount',
            'o.currency_code',
            'o.status',
            'd.name as method',
            'o.created_at',
            'o.remark',
          ])
          .where('o.member_id', '=', member.id)
          .$if(input.before_id !== undefined, (q) => q.where('o.id', '<', input.before_id as number))
          .orderBy('o.id', 'desc')
          .limit(PAGE)
          .execute()
      : await db
          .selectFrom('withdrawal_orders as o')
          .select([
            'o.id',
            'o.order_number',
            'o.amount',
            'o.currency_code',
            'o.status',
            'o.bank_name as method',
            'o.created_at',
            'o.remark',
          ])
          .where('o.member_id', '=', member.id)
          .$if(input.before_id !== undefined, (q) => q.where('o.id', '<', input.before_id as number))
          .orderBy('o.id', 'desc')
          .limit(PAGE)
          .execute();
  return {
    list: rows.map((o) => ({
      id: o.id,
      order_number: o.order_number,
      amount: formatAmount(BigInt(o.amount), o.currency_code),
      currency: o.currency_code,
      status: o.status,
      method: o.method,
      created_at: new Date(o.created_at).toISOString(),
      remark: o.remark,
    })),
    next_before_id: rows.length === PAGE ? (rows[rows.length - 1]?.id ?? null) : null,
  };
}
