import { AgentOperatorCode, type CommissionPlanView } from '@casino/contract/calls/agent-calls.ts';
import type { Db } from '../../db/database.ts';
import type { StoredCommissionPlan } from '../../db/schema.ts';
import { Refusal } from '../../http/reply.ts';
import { inTransaction } from '../../ledger/executor.ts';
import { writeAudit } from '../../operators/audit-log.ts';
import type { OperatorSession } from '../../operators/operator-sessions.ts';
import { requireOfferedCurrency } from '../../sites/offered-currency.ts';
import { formatAmount, parseAmount } from '../../wallet/main-cash.ts';
import { type CommissionPlan, planProblems } from './commission-plan.ts';
import { planFromStored, storedPlan } from './stored-plan.ts';

export type CommissionPlanInput = {
  tiers: { min_active_members: number; min_net_revenue: string; rate_percent: number }[];
  active: { min_valid_bet: string; min_deposits: string };
  payment_fee_percent: number;
  platform_fee_percent: number;
  carry_negative: 0 | 1;
  upline_share_percent: number[];
};

/** A percent with up to two decimals as basis points; a finer percent is refused, not rounded into another rate. */
const basisPoints = (percent: number): number | null => {
  const bp = Math.round(percent * 100);
  return Math.abs(bp - percent * 100) < 1e-6 ? bp : null;
};
const percentOf = (bp: number) => (bp / 100).toString();

function planOf(siteId: number, currency: string, input: CommissionPlanInput): CommissionPlan {
  const amount = (decimal: string) => {
    const minor = parseAmount(decimal, currency);
    if (minor === undefined)
      throw new Refusal(AgentOperatorCode.invalidPlan, 'operator.invalid_plan', { problems: ['amount_format'] });
    return minor;
  };
  const rates = [
    input.payment_fee_percent,
    input.platform_fee_percent,
    ...input.upline_share_percent,
    ...input.tiers.map((t) => t.rate_percent),
  ];
  if (rates.some((percent) => basisPoints(percent) === null))
    throw new Refusal(AgentOperatorCode.invalidPlan, 'operator.invalid_plan', { problems: ['rate_precision'] });
  return {
    siteId,
    currency,
    tiers: input.tiers.map((tier) => ({
      minActiveMembers: tier.min_active_members,
      minNetRevenue: amount(tier.min_net_revenue),
      rateBp: basisPoints(tier.rate_percent) ?? 0,
    })),
    active: { minValidBet: amount(input.active.min_valid_bet), minDeposits: amount(input.active.min_deposits) },
    paymentFeeBp: basisPoints(input.payment_fee_percent) ?? 0,
    platformFeeBp: basisPoints(input.platform_fee_percent) ?? 0,
    carryNegative: input.carry_negative === 1,
    uplineShareBp: input.upline_share_percent.map((percent) => basisPoints(percent) ?? 0),
  };
}

function planView(siteId: number, currency: string, stored: StoredCommissionPlan, updatedAt: Date): CommissionPlanView {
  const plan = planFromStored(siteId, currency, stored);
  return {
    site_id: siteId,
    currency,
    tiers: plan.tiers.map((tier) => ({
      min_active_members: tier.minActiveMembers,
      min_net_revenue: formatAmount(tier.minNetRevenue, currency),
      rate_percent: percentOf(tier.rateBp),
    })),
    active: {
      min_valid_bet: formatAmount(plan.active.minValidBet, currency),
      min_deposits: formatAmount(plan.active.minDeposits, currency),
    },
    payment_fee_percent: percentOf(plan.paymentFeeBp),
    platform_fee_percent: percentOf(plan.platformFeeBp),
    carry_negative: plan.carryNegative ? 1 : 0,
    upline_share_percent: plan.uplineShareBp.map(percentOf),
    updated_at: updatedAt.toISOString(),
  };
}

/**
 * Sets the agent commission plan of a site and currency (102 when the site does not offer the currency, 103 with the
 * problems when the plan breaks a rule). Months already settled keep the plan they were settled with. Audited.
 */
export async function saveCommissionPlan(
  db: Db,
  operator: OperatorSession,
  input: { site_id: number; currency: string; plan: CommissionPlanInput },
  ip: string,
): Promise<CommissionPlanView> {
  const plan = planOf(input.site_id, input.currency, input.plan);
  const problems = planProblems(plan);
  if (problems.length > 0) throw new Refusal(AgentOperatorCode.invalidPlan, 'operator.invalid_plan', { problems });
  const stored = storedPlan(plan);
  const saved = await inTransaction(db, async (trx) => {
    await requireOfferedCurrency(trx, input.site_id, input.currency, AgentOperatorCode.currencyNotOffered);
    const row = await trx
      .insertInto('agent_commission_plans')
      .values({ site_id: input.site_id, currency_code: input.currency, plan: JSON.stringify(stored) })
      .onConflict((oc) =>
        oc.columns(['site_id', 'currency_code']).doUpdateSet({ plan: JSON.stringify(stored), updated_at: new Date() }),
      )
      .returning('updated_at')
      .executeTakeFirstOrThrow();
    await writeAudit(trx, {
      operatorId: operator.operatorId,
      action: 'agent.commission_plan_save',
      target: `site:${input.site_id}:${input.currency}`,
      details: { plan: stored },
      ip,
    });
    return row;
  });
  return planView(input.site_id, input.currency, stored, saved.updated_at);
}

export async function listCommissionPlans(db: Db, siteId: number): Promise<{ list: CommissionPlanView[] }> {
  const rows = await db
    .selectFrom('agent_commission_plans')
    .select(['currency_code', 'plan', 'updated_at'])
    .where('site_id', '=', siteId)
    .orderBy('currency_code')
    .execute();
  return { list: rows.map((row) => planView(siteId, row.currency_code, row.plan, row.updated_at)) };
}
