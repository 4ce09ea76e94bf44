import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { addDays, siteDay, siteDayStart } from '../engagement/site-day.ts';
import { inTransaction } from '../ledger/executor.ts';
import { accountKey, ledgerAccounts } from '../ledger/ledger-accounts.ts';
import { postTransaction } from '../ledger/post-transaction.ts';
import type { Realtime } from '../realtime/echo-server.ts';
import { announceCash, formatAmount } from '../wallet/main-cash.ts';
import { promotionsAccount } from './bonus-accounts.ts';

/** After downtime the job catches up at most this many days back. */
export const REBATE_CATCH_UP_DAYS = 31;
/**
 * A day is paid this long after it ended: bets on a live round or a virtual event state their valid part when they
 * settle (docs/decisions/0039), up to about ten minutes after they were placed, and a bet counts on its own day.
 */
export const REBATE_SETTLE_GRACE_MS = 30 * 60_000;

export type RebateRun = { site_id: number; day: string; members: number; paid: Record<string, string>; created_at: string };

type Rate = { currency_code: string; game_type_id: number; vip_level: number; rate_bp: number };

/** The rate of a member: the highest VIP level of the rates of that currency and game type at or below the member's. */
function rateFor(rates: Rate[], currency: string, gameType: number, vip: number): number {
  let best: Rate | undefined;
  for (const r of rates) {
    if (r.currency_code !== currency || r.game_type_id !== gameType || r.vip_level > vip) continue;
    if (!best || r.vip_level > best.vip_level) best = r;
  }
  return best?.rate_bp ?? 0;
}

/**
 * Pays one site day's rebate, once: the claim row (site, day) is inserted first in the transaction that pays, so a
 * second node (or a second run) waits on its key and then finds it taken, and a crash before the commit leaves the day
 * to pay again. Valid bets are the site's members' accepted bets of that site day (America/Caracas) not rolled back,
 * the part that carried risk; each member's rebate is the rate of the member's VIP level per game type, rounded down,
 * posted from the promotions account under the key rebate:{site}:{day}:{member}:{currency}. Returns null when the
 * day was paid (or is being paid) elsewhere.
 */
export async function payRebateDay(
  db: Db,
  siteId: number,
  day: string,
  realtime?: Pick<Realtime, 'broadcast'>,
): Promise<RebateRun | null> {
  const paidCash: { memberId: number; currency: string; cash: bigint }[] = [];
  const run = await inTransaction(db, async (trx) => {
    paidCash.length = 0;
    const claimed = await trx
      .insertInto('rebate_runs')
      .values({ site_id: siteId, site_day: day, paid: '{}' })
      .onConflict((oc) => oc.columns(['site_id', 'site_day']).doNothing())
      .returning('site_id')
      .executeTakeFirst();
    if (!claimed) return null;
    const rates = await trx.selectFrom('rebate_rates').selectAll().where('site_id', '=', siteId).execute();
    const { rows } = await sql<{
      member_id: number;
      currency_code: string;
      game_type_id: number;
      vip_level: number;
      valid: string;
    }>`
      select b.member_id, b.currency_code, b.game_type_id, coalesce(l.vip_level, 0)::int as vip_level, sum(b.valid)::text as valid
      from (
        select t.member_id, t.currency_code, s.game_type_id, coalesce(t.valid_amount, t.amount) as valid
        from provider_transactions t
        join game_sessions s on s.id = t.session_id
        where t.kind = 'bet' and t.status = 'ok' and t.ledger_transaction_id is not null
          and t.created_at >= ${siteDayStart(day)} and t.created_at < ${siteDayStart(addDays(day, 1))}
          and not exists (select 1 from ledger_transactions r where r.reverses_id = t.ledger_transaction_id)
        union all
        -- Transfer-wallet providers' bets count on the day they finished (decision 64).
        select r.member_id, r.currency_code, r.game_type_id, r.valid_amount
        from provider_bet_records r
        where r.settled_at >= ${siteDayStart(day)} and r.settled_at < ${siteDayStart(addDays(day, 1))}
      ) b
      join members m on m.id = b.member_id
      -- The member's VIP level as the loyalty job keeps it (docs/decisions/0083).
      left join member_loyalty l on l.member_id = b.member_id
      where m.site_id = ${siteId}
      group by b.member_id, b.currency_code, b.game_type_id, l.vip_level`.execute(trx);
    const perMember = new Map<string, { memberId: number; currency: string; valid: bigint; amount: bigint }>();
    for (const row of rows) {
      const valid = BigInt(row.valid);
      const bp = rateFor(rates, row.currency_code, row.game_type_id, row.vip_level);
      const key = `${row.member_id}|${row.currency_code}`;
      const entry = perMember.get(key) ?? { memberId: row.member_id, currency: row.currency_code, valid: 0n, amount: 0n };
      entry.valid += valid;
      entry.amount += (valid * BigInt(bp)) / 10_000n;
      perMember.set(key, entry);
    }
    const totals: Record<string, bigint> = {};
    let members = 0;
    for (const entry of perMember.values()) {
      if (entry.amount <= 0n) continue;
      const main = ledgerAccounts.memberMain(entry.memberId, entry.currency);
      const posted = await postTransaction(db, trx, {
        key: `rebate:${siteId}:${day}:${entry.memberId}:${entry.currency}`,
        kind: 'rebate',
        reference: `rebate:${siteId}:${day}`,
        postings: [
          { account: promotionsAccount(entry.currency), amount: -entry.amount },
          { account: main, amount: entry.amount },
        ],
      });
      await trx
        .insertInto('rebate_payouts')
        .values({
          site_id: siteId,
          site_day: day,
          member_id: entry.memberId,
          currency_code: entry.currency,
          valid_bets: entry.valid,
          amount: entry.amount,
          ledger_transaction_id: posted.id,
        })
        .onConflict((oc) => oc.doNothing())
        .execute();
      totals[entry.currency] = (totals[entry.currency] ?? 0n) + entry.amount;
      members += 1;
      const cash = posted.balances.get(accountKey(main));
      if (cash !== undefined) paidCash.push({ memberId: entry.memberId, currency: entry.currency, cash });
    }
    const paid = Object.fromEntries(Object.entries(totals).map(([c, v]) => [c, formatAmount(v, c)]));
    const saved = await trx
      .updateTable('rebate_runs')
      .set({ members, paid: JSON.stringify(paid) })
      .where('site_id', '=', siteId)
      .where('site_day', '=', day)
      .returning(['created_at'])
      .executeTakeFirstOrThrow();
    return { site_id: siteId, day, members, paid, created_at: saved.created_at.toISOString() };
  });
  if (run && realtime) for (const p of paidCash) announceCash(realtime, p.memberId, p.cash, p.currency);
  return run;
}

/**
 * Every site day that has ended (REBATE_SETTLE_GRACE_MS ago) and is not paid, for every site with rebate rates: from
 * the day after the last paid one (or the day its first rate was set), at most REBATE_CATCH_UP_DAYS back, to yesterday. Any node may run it at
 * any time; payRebateDay makes each day pay once.
 */
export async function runDueRebates(
  db: Db,
  options: { now?: Date; realtime?: Pick<Realtime, 'broadcast'> } = {},
): Promise<RebateRun[]> {
  const today = siteDay(new Date((options.now ?? new Date()).getTime() - REBATE_SETTLE_GRACE_MS));
  const yesterday = addDays(today, -1);
  const earliest = addDays(today, -REBATE_CATCH_UP_DAYS);
  const { rows: sites } = await sql<{ site_id: number; first_rate: Date; last_day: string | null }>`
    select r.site_id, min(r.created_at) as first_rate,
      (select max(x.site_day)::text from rebate_runs x where x.site_id = r.site_id) as last_day
    from rebate_rates r group by r.site_id order by r.site_id`.execute(db);
  const runs: RebateRun[] = [];
  for (const site of sites) {
    const firstRateDay = siteDay(new Date(site.first_rate));
    let day = site.last_day ? addDays(site.last_day, 1) : firstRateDay;
    if (day < earliest) day = earliest;
    for (; day <= yesterday; day = addDays(day, 1)) {
      const run = await payRebateDay(db, site.site_id, day, options.realtime);
      if (run) runs.push(run);
    }
  }
  return runs;
}

export async function listRebateRuns(db: Db, query: { siteId?: number; limit: number }) {
  let select = db
    .selectFrom('rebate_runs')
    .select(['site_id', sql<string>`site_day::text`.as('day'), 'members', 'paid', 'created_at']);
  if (query.siteId !== undefined) select = select.where('site_id', '=', query.siteId);
  const rows = await select.orderBy('site_day', 'desc').orderBy('site_id').limit(query.limit).execute();
  return {
    list: rows.map((r) => ({
      site_id: r.site_id,
      day: r.day,
      members: r.members,
      paid: r.paid,
      created_at: r.created_at.toISOString(),
    })),
  };
}
