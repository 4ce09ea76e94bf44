import { BASIS_POINTS, type CommissionPlan, reachedTier } from './commission-plan.ts';
import type { AgentPeriodTotals } from './period-figures.ts';

/**
 * An agent's commission statement of one period (docs/decisions/0051-agent-commission.md). Every figure can be
 * recomputed from the period totals, the plan and the loss carried in from the statement before.
 */
export type CommissionStatement = {
  agentId: number;
  totals: AgentPeriodTotals;
  /** The payment fee on deposits and withdrawals and the platform fee, charged to the agent. */
  feesCharged: bigint;
  /** Gross revenue less bonuses, rebates and the fees charged. */
  netRevenue: bigint;
  /** The loss carried in from the statement before (zero or negative). */
  carriedIn: bigint;
  /** Net revenue plus the loss carried in: what the rate applies to when positive. */
  commissionBase: bigint;
  /** The tier's rate, 0 when no tier was reached. */
  rateBp: number;
  commission: bigint;
  /** The loss carried into the next period (zero or negative). */
  carriedOut: bigint;
};

/** A share rounded down: a commission never pays a fraction of a minor unit more than its rate says. */
export const shareOf = (amount: bigint, bp: number): bigint => (amount * BigInt(bp)) / BASIS_POINTS;

/**
 * The statement of a period. A loss (base below zero) pays nothing and, under negative carry-over, is carried into the
 * next period; a positive base pays the rate of the tier it reaches, or nothing when it reaches none (too few active
 * members): that revenue is not carried, as real plans have it.
 */
export function computeStatement(
  plan: CommissionPlan,
  agentId: number,
  totals: AgentPeriodTotals,
  carriedIn: bigint,
): CommissionStatement {
  if (carriedIn > 0n) throw new RangeError('only a loss is carried between periods');
  const platformFee = totals.grossRevenue > 0n ? shareOf(totals.grossRevenue, plan.platformFeeBp) : 0n;
  const feesCharged = shareOf(totals.deposits + totals.withdrawals, plan.paymentFeeBp) + platformFee;
  const netRevenue = totals.grossRevenue - totals.bonuses - totals.rebates - feesCharged;
  const commissionBase = netRevenue + (plan.carryNegative ? carriedIn : 0n);
  if (commissionBase <= 0n) {
    return {
      agentId,
      totals,
      feesCharged,
      netRevenue,
      carriedIn,
      commissionBase,
      rateBp: 0,
      commission: 0n,
      carriedOut: plan.carryNegative ? commissionBase : 0n,
    };
  }
  const tier = reachedTier(plan, totals.activeMembers, commissionBase);
  const rateBp = tier?.rateBp ?? 0;
  return {
    agentId,
    totals,
    feesCharged,
    netRevenue,
    carriedIn,
    commissionBase,
    rateBp,
    commission: shareOf(commissionBase, rateBp),
    carriedOut: 0n,
  };
}
