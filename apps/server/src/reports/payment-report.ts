import type { PAYMENT_REPORT_GROUPS, PAYMENT_REPORT_SORTS } from '@casino/contract/calls/operator-report-calls.ts';
import { type RawBuilder, sql } from 'kysely';
import type { Executor } from '../ledger/executor.ts';
import { formatAmount } from '../wallet/main-cash.ts';
import { reportPeriod } from './report-period.ts';

export type PaymentReportFilter = {
  start_date: string;
  end_date: string;
  site_id?: number;
  currency?: string;
  direction?: 'deposit' | 'withdrawal';
  group_by: (typeof PAYMENT_REPORT_GROUPS)[number];
  sort_by: (typeof PAYMENT_REPORT_SORTS)[number];
  sort_dir: 'asc' | 'desc';
};

type Row = {
  day: string | null;
  currency_code: string;
  direction: 'deposit' | 'withdrawal';
  method_id: number;
  method_name: string;
  orders: string;
  amount: string;
};

export type PaymentReportRow = ReturnType<typeof presentRow>;

/** Paid orders per currency, direction and method (and day), as a CTE `grouped`. */
function groupedPayments(filter: PaymentReportFilter) {
  const { start, end } = reportPeriod(filter);
  const day = filter.group_by === 'day' ? sql`day` : sql`null::date`;
  return sql`grouped as (
    select ${day} as day, currency_code, direction, method_id, method_name, sum(orders) as orders, sum(amount) as amount
    from report_daily_payments
    where day between ${start}::date and ${end}::date
      ${filter.site_id === undefined ? sql`` : sql`and site_id = ${filter.site_id}`}
      ${filter.currency === undefined ? sql`` : sql`and currency_code = ${filter.currency}`}
      ${filter.direction === undefined ? sql`` : sql`and direction = ${filter.direction}`}
    group by 1, currency_code, direction, method_id, method_name
  )`;
}

function ordering(filter: PaymentReportFilter): RawBuilder<unknown> {
  const dir = filter.sort_dir === 'asc' ? sql`asc` : sql`desc`;
  const key = sql`g.day ${dir}, g.direction asc, g.method_name ${dir}`;
  const tail = sql`g.currency_code asc, g.method_id asc, g.day asc, g.method_name asc`;
  const figure = { key: null, orders: sql`g.orders`, amount: sql`g.amount` }[filter.sort_by];
  return figure === null ? sql`${key}, ${tail}` : sql`${figure} ${dir}, ${key}, ${tail}`;
}

function presentRow(row: Row) {
  return {
    day: row.day,
    currency: row.currency_code,
    direction: row.direction,
    method: row.method_name,
    orders: Number(row.orders),
    amount: formatAmount(BigInt(row.amount), row.currency_code),
  };
}

async function readRows(executor: Executor, filter: PaymentReportFilter, window: { limit: number; offset: number }) {
  const { rows } = await sql<Row & { total_rows: string }>`
    with ${groupedPayments(filter)}
    select g.day::text as day, g.currency_code, g.direction, g.method_id, g.method_name, g.orders::text as orders,
      g.amount::text as amount, count(*) over () as total_rows
    from grouped g
    order by ${ordering(filter)}
    limit ${window.limit} offset ${window.offset}`.execute(executor);
  return { rows: rows.map(presentRow), total: Number(rows[0]?.total_rows ?? 0) };
}

/** Deposits by method and withdrawals by bank: one page of rows and the totals per currency and direction. */
export async function paymentReport(executor: Executor, filter: PaymentReportFilter & { page: number; page_size: number }) {
  const { rows, total } = await readRows(executor, filter, {
    limit: filter.page_size,
    offset: (filter.page - 1) * filter.page_size,
  });
  const totals = await sql<{ currency_code: string; direction: 'deposit' | 'withdrawal'; orders: string; amount: string }>`
    with ${groupedPayments(filter)}
    select currency_code, direction, sum(orders)::text as orders, sum(amount)::text as amount
    from grouped group by currency_code, direction order by currency_code, direction`.execute(executor);
  return {
    rows,
    total_rows: total,
    totals: totals.rows.map((t) => ({
      currency: t.currency_code,
      direction: t.direction,
      orders: Number(t.orders),
      amount: formatAmount(BigInt(t.amount), t.currency_code),
    })),
  };
}

/** Every row of the report in its order (for the CSV export), at most `limit`. */
export async function allPaymentReportRows(executor: Executor, filter: PaymentReportFilter, limit: number) {
  return readRows(executor, filter, { limit, offset: 0 });
}
