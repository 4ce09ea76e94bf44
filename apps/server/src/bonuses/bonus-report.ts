import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { addDays, siteDayStart } from '../engagement/site-day.ts';
import { formatAmount } from '../wallet/main-cash.ts';

/**
 * Per currency, for the grants made between two site days (inclusive): how many and how much was given, turned into
 * cash and forfeited, what is still active; and the rebates paid for those days.
 */
export async function bonusReport(db: Db, query: { site_id?: number; start_date: string; end_date: string }) {
  const from = siteDayStart(query.start_date);
  const until = siteDayStart(addDays(query.end_date, 1));
  const site = query.site_id ?? null;
  const { rows } = await sql<{
    currency_code: string;
    granted_count: string;
    granted: string;
    converted: string;
    forfeited: string;
    active_count: string;
    active_balance: string;
  }>`
    select g.currency_code, count(*)::text as granted_count, sum(g.amount)::text as granted,
      coalesce(sum(g.closed_amount) filter (where g.status = 'converted'), 0)::text as converted,
      coalesce(sum(g.closed_amount) filter (where g.status in ('forfeited', 'expired', 'cancelled')), 0)::text as forfeited,
      count(*) filter (where g.status = 'active')::text as active_count,
      coalesce(sum(a.balance) filter (where g.status = 'active'), 0)::text as active_balance
    from bonus_grants g
    left join ledger_accounts a on a.code = 'member:' || g.member_id::text || ':bonus:' || g.id::text and a.currency_code = g.currency_code
    where g.created_at >= ${from} and g.created_at < ${until} and (${site}::int is null or g.site_id = ${site}::int)
    group by g.currency_code order by g.currency_code`.execute(db);
  const { rows: rebates } = await sql<{ currency_code: string; total: string }>`
    select currency_code, sum(amount)::text as total from rebate_payouts
    where site_day between ${query.start_date}::date and ${query.end_date}::date and (${site}::int is null or site_id = ${site}::int)
    group by currency_code`.execute(db);
  const currencies = new Set([...rows.map((r) => r.currency_code), ...rebates.map((r) => r.currency_code)]);
  return {
    rows: [...currencies].sort().map((c) => {
      const r = rows.find((x) => x.currency_code === c);
      const rebate = rebates.find((x) => x.currency_code === c);
      return {
        currency: c,
        granted_count: Number(r?.granted_count ?? 0),
        granted: formatAmount(BigInt(r?.granted ?? '0'), c),
        converted: formatAmount(BigInt(r?.converted ?? '0'), c),
        forfeited: formatAmount(BigInt(r?.forfeited ?? '0'), c),
        active_count: Number(r?.active_count ?? 0),
        active_balance: formatAmount(BigInt(r?.active_balance ?? '0'), c),
        rebates: formatAmount(BigInt(rebate?.total ?? '0'), c),
      };
    }),
  };
}
