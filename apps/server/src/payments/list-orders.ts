import type { Db } from '../db/database.ts';
import { formatAmount } from '../wallet/main-cash.ts';
import { expireOverdueDeposits } from './expire-deposits.ts';

/** For the operator: orders of every member, newest first, optionally of one status. */
export type OrderFilter = { status?: string; limit?: number };

export type OperatorDepositOrder = {
  order_number: string;
  member_id: number;
  member_account: string;
  site_id: number;
  currency: string;
  /** Decimal string in major units. */
  amount: string;
  status: string;
  method: string;
  method_kind: string;
  payer_name: string;
  payer_reference: string;
  gateway_reference: string;
  /** A gateway said paid after the order had failed: not credited, to be looked at. */
  needs_review: boolean;
  confirmed_by: number | null;
  created_at: string;
  updated_at: string;
  paid_at: string | null;
  remark: string;
};

export type OperatorWithdrawalOrder = {
  order_number: string;
  member_id: number;
  member_account: string;
  site_id: number;
  currency: string;
  amount: string;
  status: string;
  bank_account_id: number;
  /** The account as it was at request time, number masked. */
  bank: { bank_name: string; account_name: string; account_number: string; branch: string };
  decided_by: number | null;
  decided_at: string | null;
  created_at: string;
  updated_at: string;
  remark: string;
};

const limitOf = (filter: OrderFilter) => Math.min(Math.max(Math.trunc(filter.limit ?? 50), 1), 500);

/** Deposit orders with their member and method, as the operator lists and the money desk's queue read them. */
export function selectDepositOrders(db: Db) {
  return db
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
      'o.paid_at',
      'o.remark',
    ]);
}

type DepositOrderRow = Awaited<ReturnType<ReturnType<typeof selectDepositOrders>['execute']>>[number];

export function toOperatorDepositOrder({
  id: _id,
  currency_code,
  amount,
  created_at,
  updated_at,
  paid_at,
  ...r
}: DepositOrderRow): OperatorDepositOrder {
  return {
    ...r,
    currency: currency_code,
    amount: formatAmount(BigInt(amount), currency_code),
    created_at: new Date(created_at).toISOString(),
    updated_at: new Date(updated_at).toISOString(),
    paid_at: paid_at ? new Date(paid_at).toISOString() : null,
  };
}

export async function listDepositOrders(db: Db, filter: OrderFilter): Promise<OperatorDepositOrder[]> {
  await expireOverdueDeposits(db);
  let query = selectDepositOrders(db).orderBy('o.created_at', 'desc').orderBy('o.id', 'desc').limit(limitOf(filter));
  if (filter.status) query = query.where('o.status', '=', filter.status as 'pending');
  return (await query.execute()).map(toOperatorDepositOrder);
}

export async function listWithdrawalOrders(db: Db, filter: OrderFilter): Promise<OperatorWithdrawalOrder[]> {
  let query = db
    .selectFrom('withdrawal_orders as o')
    .innerJoin('members as m', 'm.id', 'o.member_id')
    .select([
      'o.order_number',
      'o.member_id',
      'm.account as member_account',
      'o.site_id',
      'o.currency_code',
      'o.amount',
      'o.status',
      'o.bank_account_id',
      'o.bank_name',
      'o.bank_account_name',
      'o.bank_account_number',
      'o.bank_branch',
      'o.decided_by',
      'o.decided_at',
      'o.created_at',
      'o.updated_at',
      'o.remark',
    ])
    .orderBy('o.created_at', 'desc')
    .orderBy('o.id', 'desc')
    .limit(limitOf(filter));
  if (filter.status) query = query.where('o.status', '=', filter.status as 'pending');
  const rows = await query.execute();
  return rows.map((r) => ({
    order_number: r.order_number,
    member_id: r.member_id,
    member_account: r.member_account,
    site_id: r.site_id,
    currency: r.currency_code,
    amount: formatAmount(r.amount, r.currency_code),
    status: r.status,
    bank_account_id: r.bank_account_id,
    bank: {
      bank_name: r.bank_name,
      account_name: r.bank_account_name,
      account_number: r.bank_account_number,
      branch: r.bank_branch,
    },
    decided_by: r.decided_by,
    decided_at: r.decided_at ? r.decided_at.toISOString() : null,
    created_at: r.created_at.toISOString(),
    updated_at: r.updated_at.toISOString(),
    remark: r.remark,
  }));
}
