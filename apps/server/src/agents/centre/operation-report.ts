import { AgentCode } from '@casino/contract/calls/agent-calls.ts';
import type { Db } from '../../db/database.ts';
import { addDays, siteDayStart } from '../../engagement/site-day.ts';
import { Refusal } from '../../http/reply.ts';
import { formatAmount } from '../../wallet/main-cash.ts';
import { isActiveMember } from '../commission/period-figures.ts';
import { readMemberFigures } from '../commission/read-member-figures.ts';

/** The longest period the reports read at once (a quarter). */
export const OPERATION_MAX_DAYS = 93;

export type ReportAgent = { id: number; siteId: number; currency: string };

/** The instants of two site days, both included; 111 when the period ends before it starts or is too long. */
export function reportPeriod(query: { start_date: string; end_date: string }): { from: Date; to: Date } {
  const from = siteDayStart(query.start_date);
  const to = siteDayStart(addDays(query.end_date, 1));
  const days = (to.getTime() - from.getTime()) / 86_400_000;
  if (days < 1 || days > OPERATION_MAX_DAYS + 0.5) throw new Refusal(AgentCode.badPeriod, 'agent.bad_period');
  return { from, to };
}

/**
 * What the members of some agents did in a period, read from the same records as the commission
 * (read-member-figures.ts): net revenue here is gross revenue less bonuses and rebates, before the plan's fees.
 */
export async function operationFigures(
  db: Db,
  agent: ReportAgent,
  agentIds: readonly number[],
  period: { from: Date; to: Date },
) {
  const members = await readMemberFigures(db, { siteId: agent.siteId, currency: agent.currency, ...period, agentIds });
  const signUps =
    agentIds.length === 0
      ? { n: '0' }
      : await db
          .selectFrom('members')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('agent_id', 'in', agentIds)
          .where('created_at', '>=', period.from)
          .where('created_at', '<', period.to)
          .executeTakeFirstOrThrow();
  const sum = (pick: (m: (typeof members)[number]) => bigint) => members.reduce((total, m) => total + pick(m), 0n);
  const money = (minor: bigint) => formatAmount(minor, agent.currency);
  const gross = sum((m) => m.grossRevenue);
  const bonuses = sum((m) => m.bonuses);
  const rebates = sum((m) => m.rebates);
  return {
    members: members.length,
    figures: {
      sign_ups: Number(signUps.n),
      first_deposits: members.filter((m) => m.firstDeposit).length,
      // Active as the commission counts it: a bet in the period.
      active_members: members.filter((m) => isActiveMember(m, { minValidBet: 0n, minDeposits: 0n })).length,
      deposits: money(sum((m) => m.deposits)),
      withdrawals: money(sum((m) => m.withdrawals)),
      valid_bet: money(sum((m) => m.validBet)),
      gross_revenue: money(gross),
      bonuses: money(bonuses),
      rebates: money(rebates),
      net_revenue: money(gross - bonuses - rebates),
    },
  };
}

/** The agent centre's OperationTable: what the agent's own members did between two site days, both included. */
export async function operationReport(db: Db, agent: ReportAgent, query: { start_date: string; end_date: string }) {
  const { figures } = await operationFigures(db, agent, [agent.id], reportPeriod(query));
  return { currency: agent.currency, start_date: query.start_date, end_date: query.end_date, figures };
}
