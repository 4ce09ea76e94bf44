/**
 * An agent commission plan (docs/decisions/0051-agent-commission.md): revenue share on the net gaming revenue of the
 * agent's own members, at the rate of the highest tier the period reaches, with losses carried into the next period
 * and a share of each commission for the agents above. One plan per site and currency. Amounts are integer minor
 * units of the plan's currency; rates are basis points (1/100 of a percent).
 */

export const BASIS_POINTS = 10_000n;

/** How deep the upline shares reach: a share for the parent, the grandparent and the one above. */
export const MAX_UPLINE_LEVELS = 3;

export type CommissionTier = {
  /** Members active in the period (ActiveMemberRule) that the tier needs. */
  minActiveMembers: number;
  /** Net revenue after the carried loss that the tier needs, in minor units. */
  minNetRevenue: bigint;
  /** Share of that revenue paid to the agent, in basis points. */
  rateBp: number;
};

/** Which members count as active in a period: both limits are met (a limit of 0 always is). */
export type ActiveMemberRule = { minValidBet: bigint; minDeposits: bigint };

export type CommissionPlan = {
  siteId: number;
  currency: string;
  tiers: readonly CommissionTier[];
  active: ActiveMemberRule;
  /**
   * The payment fee charged to the agent on its members' completed deposits and withdrawals (what the gateways take,
   * as a share of the amounts moved).
   */
  paymentFeeBp: number;
  /** A platform fee on positive gross revenue (game providers' royalties), charged to the agent. */
  platformFeeBp: number;
  /** Whether a period's loss is carried into the next period's revenue (negative carry-over). */
  carryNegative: boolean;
  /** Shares of an agent's commission paid to the agents above it, nearest first (at most MAX_UPLINE_LEVELS). */
  uplineShareBp: readonly number[];
};

export type PlanProblem =
  | 'no_tiers'
  | 'rate_out_of_range'
  | 'tier_minimum_negative'
  | 'tiers_not_ascending'
  | 'fee_out_of_range'
  | 'active_rule_negative'
  | 'too_many_upline_levels'
  | 'upline_share_out_of_range';

const isRate = (bp: number) => Number.isInteger(bp) && bp >= 0 && bp <= 10_000;

/**
 * What is wrong with a plan, or nothing. Tiers go up: each needs at least what the one before needs and pays at
 * least its rate, so reaching more never pays less. The upline shares together stay below the whole commission.
 */
export function planProblems(plan: CommissionPlan): PlanProblem[] {
  const problems = new Set<PlanProblem>();
  if (plan.tiers.length === 0) problems.add('no_tiers');
  plan.tiers.forEach((tier, at) => {
    if (!isRate(tier.rateBp)) problems.add('rate_out_of_range');
    if (tier.minActiveMembers < 0 || !Number.isInteger(tier.minActiveMembers) || tier.minNetRevenue < 0n)
      problems.add('tier_minimum_negative');
    const before = plan.tiers[at - 1];
    if (
      before &&
      (tier.minActiveMembers < before.minActiveMembers ||
        tier.minNetRevenue < before.minNetRevenue ||
        tier.rateBp < before.rateBp ||
        (tier.minActiveMembers === before.minActiveMembers && tier.minNetRevenue === before.minNetRevenue))
    )
      problems.add('tiers_not_ascending');
  });
  if (!isRate(plan.paymentFeeBp) || !isRate(plan.platformFeeBp)) problems.add('fee_out_of_range');
  if (plan.active.minValidBet < 0n || plan.active.minDeposits < 0n) problems.add('active_rule_negative');
  if (plan.uplineShareBp.length > MAX_UPLINE_LEVELS) problems.add('too_many_upline_levels');
  const uplineTotal = plan.uplineShareBp.reduce((sum, bp) => sum + bp, 0);
  if (!plan.uplineShareBp.every(isRate) || uplineTotal >= 10_000) problems.add('upline_share_out_of_range');
  return [...problems];
}

/** The tier a period reaches: the last one whose two minimums are met, or none. */
export function reachedTier(plan: CommissionPlan, activeMembers: number, netRevenue: bigint): CommissionTier | null {
  let reached: CommissionTier | null = null;
  for (const tier of plan.tiers) {
    if (activeMembers >= tier.minActiveMembers && netRevenue >= tier.minNetRevenue) reached = tier;
  }
  return reached;
}
