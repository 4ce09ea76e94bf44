import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { siteDay } from '../../engagement/site-day.ts';
import { inTransaction } from '../../ledger/executor.ts';
import { accountKey, ledgerAccounts } from '../../ledger/ledger-accounts.ts';
import { postTransaction } from '../../ledger/post-transaction.ts';
import type { Realtime } from '../../realtime/echo-server.ts';
import { announceCash } from '../../wallet/main-cash.ts';
import { periodBounds, periodOf, shiftPeriod } from './commission-period.ts';
import { totalPeriodFigures } from './period-figures.ts';
import { readMemberFigures } from './read-member-figures.ts';
import { type AgentNode, settlePeriod } from './settle-period.ts';
import { planFromStored } from './stored-plan.ts';

/** Where commissions are paid from: the house's cost of its agents. */
export const AGENT_COMMISSIONS_ACCOUNT = 'agent_commissions';

/** A month is settled this long after it ended: bets of its last minutes settle and state their valid part first. */
export const COMMISSION_SETTLE_GRACE_MS = 60 * 60_000;
/** After downtime the job catches up at most this many months back. */
export const COMMISSION_CATCH_UP_MONTHS = 12;

export type CommissionSettlement = {
  siteId: number;
  currency: string;
  periodStart: string;
  agents: number;
  paid: bigint;
};

/**
 * Settles one month of one site and currency, once (docs/decisions/0051-agent-commission.md): the settlement row is
 * inserted first in the transaction that pays, so a second node (or run) waits on its key and then finds it taken,
 * and a crash before the commit leaves the month to settle again. Each agent's statement is written, with the loss
 * carried in from its statement of the month before, and each payment is a ledger movement from the commissions
 * account to the agent's main wallet under a key of its own. Returns null when the month was settled elsewhere, or
 * the site has no plan in that currency.
 */
export async function settleCommissionMonth(
  db: Db,
  query: { siteId: number; currency: string; periodStart: string },
  realtime?: Pick<Realtime, 'broadcast'>,
): Promise<CommissionSettlement | null> {
  const { siteId, currency, periodStart } = query;
  const paidCash: { memberId: number; cash: bigint }[] = [];
  const settled = await inTransaction(db, async (trx) => {
    paidCash.length = 0;
    const stored = await trx
      .selectFrom('agent_commission_plans')
      .select('plan')
      .where('site_id', '=', siteId)
      .where('currency_code', '=', currency)
      .executeTakeFirst();
    if (!stored) return null;
    const claimed = await trx
      .insertInto('agent_commission_settlements')
      .values({ site_id: siteId, currency_code: currency, period_start: periodStart, plan: JSON.stringify(stored.plan) })
      .onConflict((oc) => oc.columns(['site_id', 'currency_code', 'period_start']).doNothing())
      .returning('site_id')
      .executeTakeFirst();
    if (!claimed) return null;

    const plan = planFromStored(siteId, currency, stored.plan);
    const agents: AgentNode[] = (
      await trx
        .selectFrom('members')
        .select(['id', 'agent_id', 'agent_active'])
        .where('site_id', '=', siteId)
        .where('is_agent', '=', true)
        .execute()
    ).map((row) => ({ agentId: row.id, parentId: row.agent_id, active: row.agent_active }));
    const members = await readMemberFigures(trx, { siteId, currency, ...periodBounds(periodStart) });
    const byAgent = new Map<number, typeof members>();
    for (const member of members) {
      const list = byAgent.get(member.agentId);
      if (list) list.push(member);
      else byAgent.set(member.agentId, [member]);
    }
    const totalsOf = new Map([...byAgent].map(([agentId, list]) => [agentId, totalPeriodFigures(list, plan.active)]));
    const carried = await trx
      .selectFrom('agent_commission_statements')
      .select(['agent_id', 'carried_out'])
      .where('site_id', '=', siteId)
      .where('currency_code', '=', currency)
      .where('period_start', '=', shiftPeriod(periodStart, -1))
      .execute();
    const carriedInOf = new Map(carried.map((row) => [row.agent_id, row.carried_out]));
    // An agent without members this month still carries its loss on.
    for (const agentId of carriedInOf.keys()) {
      if (!totalsOf.has(agentId)) totalsOf.set(agentId, totalPeriodFigures([], plan.active));
    }

    const settlement = settlePeriod(plan, agents, totalsOf, carriedInOf);
    if (settlement.statements.length > 0) {
      await trx
        .insertInto('agent_commission_statements')
        .values(
          settlement.statements.map((s) => ({
            site_id: siteId,
            currency_code: currency,
            period_start: periodStart,
            agent_id: s.agentId,
            members: s.totals.members,
            active_members: s.totals.activeMembers,
            first_deposits: s.totals.firstDeposits,
            valid_bet: s.totals.validBet,
            gross_revenue: s.totals.grossRevenue,
            bonuses: s.totals.bonuses,
            rebates: s.totals.rebates,
            deposits: s.totals.deposits,
            withdrawals: s.totals.withdrawals,
            fees_charged: s.feesCharged,
            net_revenue: s.netRevenue,
            carried_in: s.carriedIn,
            commission_base: s.commissionBase,
            rate_bp: s.rateBp,
            commission: s.commission,
            carried_out: s.carriedOut,
          })),
        )
        .execute();
    }
    let paid = 0n;
    for (const payment of settlement.payments) {
      const main = ledgerAccounts.memberMain(payment.agentId, currency);
      const posted = await postTransaction(db, trx, {
        key: `agent-commission:${siteId}:${currency}:${periodStart}:${payment.agentId}:${payment.kind}`,
        kind: payment.kind === 'commission' ? 'agent_commission' : 'agent_upline_share',
        reference: `agent-commission:${siteId}:${currency}:${periodStart}`,
        postings: [
          { account: ledgerAccounts.system(AGENT_COMMISSIONS_ACCOUNT, currency), amount: -payment.amount },
          { account: main, amount: payment.amount },
        ],
      });
      await trx
        .insertInto('agent_commission_payments')
        .values({
          site_id: siteId,
          currency_code: currency,
          period_start: periodStart,
          agent_id: payment.agentId,
          kind: payment.kind,
          amount: payment.amount,
          ledger_transaction_id: posted.id,
        })
        .execute();
      paid += payment.amount;
      const cash = posted.balances.get(accountKey(main));
      if (cash !== undefined) paidCash.push({ memberId: payment.agentId, cash });
    }
    await trx
      .updateTable('agent_commission_settlements')
      .set({ agents: settlement.statements.length, paid })
      .where('site_id', '=', siteId)
      .where('currency_code', '=', currency)
      .where('period_start', '=', periodStart)
      .execute();
    return { siteId, currency, periodStart, agents: settlement.statements.length, paid };
  });
  if (settled && realtime) for (const p of paidCash) announceCash(realtime, p.memberId, p.cash, currency);
  return settled;
}

/**
 * Every month that has ended (COMMISSION_SETTLE_GRACE_MS ago) and is not settled, for every plan: from the month after
 * the last settled one (or the month the plan was first set), at most COMMISSION_CATCH_UP_MONTHS back, in order, so
 * that each month carries the loss of the one before. Any node may run it at any time; each month settles once.
 */
export async function runDueCommissions(
  db: Db,
  options: { now?: Date; realtime?: Pick<Realtime, 'broadcast'> } = {},
): Promise<CommissionSettlement[]> {
  const current = periodOf(siteDay(new Date((options.now ?? new Date()).getTime() - COMMISSION_SETTLE_GRACE_MS)));
  const earliest = shiftPeriod(current, -COMMISSION_CATCH_UP_MONTHS);
  const { rows: plans } = await sql<{ site_id: number; currency_code: string; created_at: Date; last: string | null }>`
    select p.site_id, p.currency_code, p.created_at,
      (select max(s.period_start)::text from agent_commission_settlements s
        where s.site_id = p.site_id and s.currency_code = p.currency_code) as last
    from agent_commission_plans p order by p.site_id, p.currency_code`.execute(db);
  const settled: CommissionSettlement[] = [];
  for (const plan of plans) {
    let period = plan.last ? shiftPeriod(plan.last, 1) : periodOf(siteDay(new Date(plan.created_at)));
    if (period < earliest) period = earliest;
    for (; period < current; period = shiftPeriod(period, 1)) {
      const month = await settleCommissionMonth(
        db,
        { siteId: plan.site_id, currency: plan.currency_code, periodStart: period },
        options.realtime,
      );
      if (month) settled.push(month);
    }
  }
  return settled;
}
