import { API_PREFIX } from '@casino/contract/define-call.ts';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { siteDay, siteDayStart } from '../engagement/site-day.ts';
import { failure, ok } from '../http/reply.ts';
import { periodOf, shiftPeriod } from './commission/commission-period.ts';

/**
 * For browser tests only (TEST_HOOKS=1, never in production): moves what the members of some agents did (their seamless
 * bets and wins, paid deposits and the ledger movements of both) back into the first month of site 1's INR commission
 * not settled yet (last month when none is), and the site's plans to that month, so that a test can settle an ended
 * month with play it made a minute ago. Answers the month; 409 when every ended month is settled (once per database).
 */
export function registerAgentTestHooks(app: FastifyInstance, db: Db): void {
  app.post<{ Body: { agent_ids?: unknown } }>(`${API_PREFIX}/__test/agents/last-month`, async (request, reply) => {
    const ids = request.body?.agent_ids;
    if (!Array.isArray(ids) || ids.length === 0 || !ids.every((id) => Number.isInteger(id) && id > 0 && id < 2 ** 31)) {
      return reply.code(400).send(failure(400, 'agent_ids'));
    }
    const agentIds = ids as number[];
    const current = periodOf(siteDay());
    const last = await db
      .selectFrom('agent_commission_settlements')
      .select(sql<string>`max(period_start)::text`.as('period'))
      .where('site_id', '=', 1)
      .where('currency_code', '=', 'INR')
      .executeTakeFirst();
    const period = last?.period ? shiftPeriod(last.period, 1) : shiftPeriod(current, -1);
    if (period >= current) return reply.code(409).send(failure(409, 'no_month_left'));
    const months =
      (Number(current.slice(0, 4)) - Number(period.slice(0, 4))) * 12 + Number(current.slice(5, 7)) - Number(period.slice(5, 7));
    const back = sql`make_interval(months => ${months})`;
    const members = sql`(select id from members where agent_id = any(${agentIds}::int[]))`;
    await db.transaction().execute(async (trx) => {
      await sql`update ledger_transactions set created_at = created_at - ${back} where id in (
        select ledger_transaction_id from provider_transactions where member_id in ${members}
          and ledger_transaction_id is not null)`.execute(trx);
      await sql`update provider_transactions set created_at = created_at - ${back} where member_id in ${members}`.execute(trx);
      // The reports counted these deposits on the day they were paid: they move with them (migration 0056).
      const movePaidDeposits = (sign: 1 | -1) => sql`
        insert into report_daily_payments as r
          (day, site_id, currency_code, direction, method_id, method_name, stripe, orders, amount)
        select report_day(o.paid_at), o.site_id, o.currency_code, 'deposit', o.method_id, coalesce(d.name, ''), 0,
          ${sign}::bigint * count(*), ${sign}::bigint * sum(o.amount)
        from deposit_orders o left join deposit_methods d on d.id = o.method_id
        where o.member_id in ${members} and o.status = 'paid' and o.paid_at is not null
        -- One row per key: an upsert may not touch a row twice in one statement.
        group by 1, 2, 3, 5, 6
        on conflict (day, site_id, currency_code, direction, method_id, method_name, stripe) do update set
          orders = r.orders + excluded.orders, amount = r.amount + excluded.amount`;
      await movePaidDeposits(-1).execute(trx);
      await sql`update deposit_orders set created_at = created_at - ${back}, paid_at = paid_at - ${back}
        where member_id in ${members}`.execute(trx);
      await movePaidDeposits(1).execute(trx);
      await sql`update agent_commission_plans set created_at = least(created_at, ${siteDayStart(period)})`.execute(trx);
    });
    return ok({ period });
  });
}
