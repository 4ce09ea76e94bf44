import { AgentOperatorCode } from '@casino/contract/calls/agent-calls.ts';
import type { Db } from '../../db/database.ts';
import type { StatementFigures } from '../../db/schema.ts';
import { Refusal } from '../../http/reply.ts';
import { inTransaction } from '../../ledger/executor.ts';
import { writeAudit } from '../../operators/audit-log.ts';
import type { OperatorSession } from '../../operators/operator-sessions.ts';
import { formatAmount, parseAmount } from '../../wallet/main-cash.ts';
import { periodBounds } from '../commission/commission-period.ts';
import { computeStatement } from '../commission/compute-statement.ts';
import { totalPeriodFigures } from '../commission/period-figures.ts';
import { readMemberFigures } from '../commission/read-member-figures.ts';
import { planFromStored } from '../commission/stored-plan.ts';
import { readCorrection, statementFigures } from './correction-view.ts';

export type CorrectionProposal = {
  site_id: number;
  currency: string;
  period: string;
  agent_id: number;
  reason: string;
  commission?: string;
};

/**
 * Proposes the next version of an agent's statement of a settled month (docs/decisions/0069-commission-corrections.md):
 * with a commission, the statement as it is with that commission (an operator's decision, the reason says why);
 * without, the statement recomputed from the records as they are now (a late result, a voided bet) under the plan the
 * month was settled with and the loss it carried in. Nothing is paid until another operator approves. One correction
 * waits per statement (127); audited.
 */
export async function proposeCorrection(db: Db, operator: OperatorSession, input: CorrectionProposal, ip: string) {
  return inTransaction(db, async (trx) => {
    const statement = await trx
      .selectFrom('agent_commission_statements as s')
      .innerJoin('agent_commission_settlements as t', (join) =>
        join
          .onRef('t.site_id', '=', 's.site_id')
          .onRef('t.currency_code', '=', 's.currency_code')
          .onRef('t.period_start', '=', 's.period_start'),
      )
      .selectAll('s')
      .select('t.plan')
      .where('s.site_id', '=', input.site_id)
      .where('s.currency_code', '=', input.currency)
      .where('s.period_start', '=', input.period)
      .where('s.agent_id', '=', input.agent_id)
      .executeTakeFirst();
    if (!statement) throw new Refusal(AgentOperatorCode.noStatement, 'operator.no_statement');
    const before = statementFigures(statement);
    let after: StatementFigures;
    if (input.commission !== undefined) {
      const commission = parseAmount(input.commission, input.currency);
      if (commission === undefined) throw new Refusal(AgentOperatorCode.badAmount, 'operator.bad_amount');
      after = { ...before, commission: commission.toString() };
    } else {
      const plan = planFromStored(input.site_id, input.currency, statement.plan);
      const members = await readMemberFigures(trx, {
        siteId: input.site_id,
        currency: input.currency,
        ...periodBounds(input.period),
        agentIds: [input.agent_id],
      });
      const recomputed = computeStatement(plan, input.agent_id, totalPeriodFigures(members, plan.active), statement.carried_in);
      after = statementFigures({
        members: recomputed.totals.members,
        active_members: recomputed.totals.activeMembers,
        first_deposits: recomputed.totals.firstDeposits,
        valid_bet: recomputed.totals.validBet,
        gross_revenue: recomputed.totals.grossRevenue,
        bonuses: recomputed.totals.bonuses,
        rebates: recomputed.totals.rebates,
        deposits: recomputed.totals.deposits,
        withdrawals: recomputed.totals.withdrawals,
        fees_charged: recomputed.feesCharged,
        net_revenue: recomputed.netRevenue,
        carried_in: recomputed.carriedIn,
        commission_base: recomputed.commissionBase,
        rate_bp: recomputed.rateBp,
        commission: recomputed.commission,
        carried_out: recomputed.carriedOut,
      });
    }
    const inserted = await trx
      .insertInto('agent_commission_corrections')
      .values({
        site_id: input.site_id,
        currency_code: input.currency,
        period_start: input.period,
        agent_id: input.agent_id,
        from_version: statement.version,
        version: statement.version + 1,
        mode: input.commission !== undefined ? 'figures' : 'recompute',
        reason: input.reason,
        before: JSON.stringify(before),
        after: JSON.stringify(after),
        proposed_by: operator.operatorId,
      })
      .onConflict((oc) =>
        oc.columns(['site_id', 'currency_code', 'period_start', 'agent_id']).where('status', '=', 'pending').doNothing(),
      )
      .returning('id')
      .executeTakeFirst();
    if (!inserted) throw new Refusal(AgentOperatorCode.correctionWaiting, 'operator.correction_waiting');
    await writeAudit(trx, {
      operatorId: operator.operatorId,
      action: 'agent.correction_propose',
      target: `member:${input.agent_id}`,
      details: {
        correction: inserted.id,
        period: input.period,
        currency: input.currency,
        version: statement.version + 1,
        commission_before: formatAmount(BigInt(before.commission), input.currency),
        commission_after: formatAmount(BigInt(after.commission), input.currency),
        reason: input.reason,
      },
      ip,
    });
    return (await readCorrection(trx, inserted.id)) as NonNullable<Awaited<ReturnType<typeof readCorrection>>>;
  });
}
