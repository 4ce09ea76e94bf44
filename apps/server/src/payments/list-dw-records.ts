import type { DwRecord, OrderStatus } from '@casino/contract/calls/payment-calls.ts';
import { sql } from 'kysely';
import type { MemberSession } from '../members/session-tokens.ts';
import { formatAmount } from '../wallet/main-cash.ts';
import { expireOverdueDeposits } from './expire-deposits.ts';
import type { PaymentsContext } from './payments-context.ts';

export type DwRecordFilter = {
  type: 'all' | 'deposit' | 'withdrawal';
  status?: OrderStatus;
  /** Calendar days of the site (America/Caracas), both included. */
  start_date: string;
  end_date: string;
  page: number;
  page_size: number;
};

type Row = {
  order_number: string;
  type: 'deposit' | 'withdrawal';
  method: string;
  amount: bigint;
  currency_code: string;
  status: OrderStatus;
  remark: string;
  created_at: Date;
  updated_at: Date;
};

/** The member's own deposit and withdrawal orders together, newest first, with the total for paging. */
export async function listDwRecords(
  ctx: PaymentsContext,
  member: MemberSession,
  filter: DwRecordFilter,
  lang: string,
): Promise<{ list: DwRecord[]; total_count: number }> {
  await expireOverdueDeposits(ctx.db, member.memberId);
  const from = sql`(${filter.start_date}::date)::timestamp at time zone 'America/Caracas'`;
  const to = sql`(${filter.end_date}::date + 1)::timestamp at time zone 'America/Caracas'`;
  const parts = [];
  if (filter.type !== 'withdrawal') {
    parts.push(sql`select o.order_number, 'deposit' as type, coalesce(nullif(d.names ->> ${lang}, ''), d.name) as method, o.amount, o.currency_code, o.status, o.remark,
        o.created_at, o.updated_at
      from deposit_orders o join deposit_methods d on d.id = o.method_id
      where o.member_id = ${member.memberId} and o.created_at >= ${from} and o.created_at < ${to}`);
  }
  if (filter.type !== 'deposit') {
    parts.push(sql`select o.order_number, 'withdrawal' as type, o.bank_name || ' ' || o.bank_account_number as method, o.amount,
        o.currency_code, o.status, o.remark, o.created_at, o.updated_at
      from withdrawal_orders o
      where o.member_id = ${member.memberId} and o.created_at >= ${from} and o.created_at < ${to}`);
  }
  const status = filter.status ? sql`where r.status = ${filter.status}` : sql``;
  const union = sql.join(parts, sql` union all `);
  const offset = (filter.page - 1) * filter.page_size;
  const [rows, total] = await Promise.all([
    sql<Row>`select * from (${union}) r ${status}
      order by r.created_at desc, r.order_number desc limit ${filter.page_size} offset ${offset}`.execute(ctx.db),
    sql<{ n: string }>`select count(*)::text as n from (${union}) r ${status}`.execute(ctx.db),
  ]);
  return {
    list: rows.rows.map((r) => ({
      order_number: r.order_number,
      type: r.type,
      method: r.method,
      amount: formatAmount(r.amount, r.currency_code),
      status: r.status,
      remark: r.remark,
      created_at: r.created_at.toISOString(),
      updated_at: r.updated_at.toISOString(),
    })),
    total_count: Number(total.rows[0]?.n ?? 0),
  };
}
