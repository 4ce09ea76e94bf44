import { sql } from 'kysely';
import { addDays, siteDay } from '../engagement/site-day.ts';
import type { Executor } from '../ledger/executor.ts';
import { formatAmount } from '../wallet/main-cash.ts';

export type DashboardFilter = { site_id?: number; currency?: string };

/** One site day's figures of one site and currency, in minor units. */
type DayRow = {
  day: string;
  site_id: number;
  currency_code: string;
  bets: string;
  turnover: string;
  payout: string;
  deposits: string;
  withdrawals: string;
  bonuses: string;
  rebates: string;
  sign_ups: string;
  first_deposits: string;
  active_members: string;
};

type Sum = {
  bets: bigint;
  turnover: bigint;
  payout: bigint;
  deposits: bigint;
  withdrawals: bigint;
  bonuses: bigint;
  rebates: bigint;
  signUps: bigint;
  firstDeposits: bigint;
  activeMembers: bigint;
};

const zero = (): Sum => ({
  bets: 0n,
  turnover: 0n,
  payout: 0n,
  deposits: 0n,
  withdrawals: 0n,
  bonuses: 0n,
  rebates: 0n,
  signUps: 0n,
  firstDeposits: 0n,
  activeMembers: 0n,
});

function add(sum: Sum, row: DayRow): void {
  sum.bets += BigInt(row.bets);
  sum.turnover += BigInt(row.turnover);
  sum.payout += BigInt(row.payout);
  sum.deposits += BigInt(row.deposits);
  sum.withdrawals += BigInt(row.withdrawals);
  sum.bonuses += BigInt(row.bonuses);
  sum.rebates += BigInt(row.rebates);
  sum.signUps += BigInt(row.sign_ups);
  sum.firstDeposits += BigInt(row.first_deposits);
  sum.activeMembers += BigInt(row.active_members);
}

function present(sum: Sum, currency: string) {
  const money = (minor: bigint) => formatAmount(minor, currency);
  const ggr = sum.turnover - sum.payout;
  return {
    deposits: money(sum.deposits),
    withdrawals: money(sum.withdrawals),
    bets: Number(sum.bets),
    turnover: money(sum.turnover),
    ggr: money(ggr),
    ngr: money(ggr - sum.bonuses - sum.rebates),
    sign_ups: Number(sum.signUps),
    first_deposits: Number(sum.firstDeposits),
    active_members: Number(sum.activeMembers),
  };
}

/**
 * The dashboard: today's and the last 30 site days' figures of each site and currency (those the site offers), the
 * days for the charts, and what waits for an operator now. Read from the report aggregates only.
 */
export async function readDashboard(executor: Executor, filter: DashboardFilter, now = new Date()) {
  const today = siteDay(now);
  const start = addDays(today, -29);
  const siteFilter = filter.site_id === undefined ? sql`` : sql`and site_id = ${filter.site_id}`;
  const currencyFilter = filter.currency === undefined ? sql`` : sql`and currency_code = ${filter.currency}`;
  const where = sql`day between ${start}::date and ${today}::date ${siteFilter} ${currencyFilter}`;

  const pairs = await sql<{ site_id: number; site: string; currency_code: string }>`
    select sc.site_id, s.name as site, sc.currency_code
    from site_currencies sc join sites s on s.id = sc.site_id
    where true ${filter.site_id === undefined ? sql`` : sql`and sc.site_id = ${filter.site_id}`}
      ${filter.currency === undefined ? sql`` : sql`and sc.currency_code = ${filter.currency}`}
    order by sc.site_id, sc.sort, sc.currency_code`.execute(executor);

  const days = await sql<DayRow>`
    select day::text as day, site_id, currency_code, sum(bets)::text as bets, sum(turnover)::text as turnover,
      sum(payout)::text as payout, sum(deposits)::text as deposits, sum(withdrawals)::text as withdrawals,
      sum(bonuses)::text as bonuses, sum(rebates)::text as rebates, sum(sign_ups)::text as sign_ups,
      sum(first_deposits)::text as first_deposits, sum(active_members)::text as active_members
    from (
      select day, site_id, currency_code, bets, turnover, payout, 0::bigint as deposits, 0::bigint as withdrawals,
        bonuses, rebates, sign_ups, first_deposits, active_members
      from report_daily_totals where ${where}
      union all
      select day, site_id, currency_code, 0, 0, 0,
        case when direction = 'deposit' then amount else 0 end, case when direction = 'withdrawal' then amount else 0 end,
        0, 0, 0, 0, 0
      from report_daily_payments where ${where}
    ) figures
    group by day, site_id, currency_code
    order by day, site_id, currency_code`.execute(executor);

  // Members active in the 30 days, each once however many days they bet: those whose last bet is in them.
  const active = await sql<{ site_id: number; currency_code: string; members: string }>`
    select site_id, currency_code, count(*)::text as members
    from report_member_activity where last_day >= ${start}::date ${siteFilter} ${currencyFilter}
    group by site_id, currency_code`.execute(executor);

  const keyOf = (siteId: number, currency: string) => `${siteId}|${currency}`;
  const sums = new Map<string, { today: Sum; month: Sum }>();
  const sumsOf = (siteId: number, currency: string) => {
    const key = keyOf(siteId, currency);
    let entry = sums.get(key);
    if (!entry) {
      entry = { today: zero(), month: zero() };
      sums.set(key, entry);
    }
    return entry;
  };
  for (const row of days.rows) {
    const entry = sumsOf(row.site_id, row.currency_code);
    add(entry.month, row);
    if (row.day === today) add(entry.today, row);
  }
  for (const row of active.rows) sumsOf(row.site_id, row.currency_code).month.activeMembers = BigInt(row.members);

  // Sites and currencies the sites offer, and any other that has figures (a currency since taken off a site).
  const names = new Map<number, string>();
  const listed = pairs.rows.map((p) => {
    names.set(p.site_id, p.site);
    return { site_id: p.site_id, currency: p.currency_code };
  });
  const known = new Set(listed.map((p) => keyOf(p.site_id, p.currency)));
  for (const row of days.rows) {
    if (!known.has(keyOf(row.site_id, row.currency_code))) {
      known.add(keyOf(row.site_id, row.currency_code));
      listed.push({ site_id: row.site_id, currency: row.currency_code });
    }
  }

  const waiting = await readWaiting(executor, filter);
  return {
    today,
    start_date: start,
    summaries: listed.map(({ site_id, currency }) => {
      const entry = sumsOf(site_id, currency);
      return {
        site_id,
        site: names.get(site_id) ?? String(site_id),
        currency,
        today: present(entry.today, currency),
        last_30_days: present(entry.month, currency),
      };
    }),
    days: days.rows.map((row) => {
      const money = (minor: bigint) => formatAmount(minor, row.currency_code);
      const ggr = BigInt(row.turnover) - BigInt(row.payout);
      return {
        day: row.day,
        site_id: row.site_id,
        currency: row.currency_code,
        deposits: money(BigInt(row.deposits)),
        withdrawals: money(BigInt(row.withdrawals)),
        turnover: money(BigInt(row.turnover)),
        ggr: money(ggr),
        ngr: money(ggr - BigInt(row.bonuses) - BigInt(row.rebates)),
      };
    }),
    waiting,
  };
}

/** What waits for an operator: withdrawals to decide, manual bank deposits to confirm, agent applications. */
async function readWaiting(executor: Executor, filter: DashboardFilter) {
  const site = (column: string) => (filter.site_id === undefined ? sql`` : sql`and ${sql.ref(column)} = ${filter.site_id}`);
  const currency = (column: string) => (filter.currency === undefined ? sql`` : sql`and ${sql.ref(column)} = ${filter.currency}`);
  const { rows } = await sql<{ withdrawals: string; deposits: string; applications: string }>`
    select
      (select count(*) from withdrawal_orders w where w.status = 'pending' ${site('w.site_id')} ${currency('w.currency_code')})::text
        as withdrawals,
      (select count(*) from deposit_orders o join deposit_methods d on d.id = o.method_id
        where o.status = 'pending' and d.kind = 'bank_transfer' ${site('o.site_id')} ${currency('o.currency_code')})::text
        as deposits,
      (select count(*) from agent_applications a where a.status = 'pending' ${site('a.site_id')})::text as applications`.execute(
    executor,
  );
  const row = rows[0];
  return {
    pending_withdrawals: Number(row?.withdrawals ?? 0),
    manual_deposits: Number(row?.deposits ?? 0),
    agent_applications: Number(row?.applications ?? 0),
  };
}
