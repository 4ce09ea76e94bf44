import type { CommissionPlan, CommissionPlanBody } from '../api/agent-calls.ts';

/** A commission plan as its form holds it: every number as typed, so that the server names what it refuses. */
export type TierDraft = { min_active_members: string; min_net_revenue: string; rate_percent: string };
export type PlanDraft = {
  currency: string;
  tiers: TierDraft[];
  min_valid_bet: string;
  min_deposits: string;
  payment_fee_percent: string;
  platform_fee_percent: string;
  carry_negative: boolean;
  /** The parent's share, the grandparent's, the one above: empty ones at the end are no share. */
  upline: [string, string, string];
};

export const MAX_TIERS = 20;

export const emptyTier = (): TierDraft => ({ min_active_members: '0', min_net_revenue: '0', rate_percent: '' });

export const newPlanDraft = (currency: string): PlanDraft => ({
  currency,
  tiers: [emptyTier()],
  min_valid_bet: '0',
  min_deposits: '0',
  payment_fee_percent: '0',
  platform_fee_percent: '0',
  carry_negative: true,
  upline: ['', '', ''],
});

export const draftOf = (plan: CommissionPlan): PlanDraft => ({
  currency: plan.currency,
  tiers: plan.tiers.map((tier) => ({
    min_active_members: String(tier.min_active_members),
    min_net_revenue: tier.min_net_revenue,
    rate_percent: tier.rate_percent,
  })),
  min_valid_bet: plan.active.min_valid_bet,
  min_deposits: plan.active.min_deposits,
  payment_fee_percent: plan.payment_fee_percent,
  platform_fee_percent: plan.platform_fee_percent,
  carry_negative: plan.carry_negative === 1,
  upline: [0, 1, 2].map((level) => plan.upline_share_percent[level] ?? '') as [string, string, string],
});

const PERCENT = /^\d{1,3}(\.\d{1,2})?$/;
const COUNT = /^\d{1,7}$/;
const AMOUNT = /^\d{1,15}(\.\d{1,4})?$/;

/** Upline shares stop at the first empty level: a share needs every level below it. */
const uplineShares = (draft: PlanDraft) => {
  const shares: string[] = [];
  for (const share of draft.upline) {
    if (share.trim() === '') break;
    shares.push(share.trim());
  }
  return shares;
};

/**
 * The fields of the draft that are not numbers of their kind, named as the server names them ("plan.tiers.0.rate_percent"),
 * checked before sending: the call reads an empty or wrong number as 0, which would save a rate nobody typed.
 */
export function planDraftProblems(draft: PlanDraft): string[] {
  const wrong: string[] = [];
  const check = (path: string, value: string, format: RegExp) => {
    if (!format.test(value.trim())) wrong.push(`plan.${path}`);
  };
  draft.tiers.forEach((tier, index) => {
    check(`tiers.${index}.min_active_members`, tier.min_active_members, COUNT);
    check(`tiers.${index}.min_net_revenue`, tier.min_net_revenue, AMOUNT);
    check(`tiers.${index}.rate_percent`, tier.rate_percent, PERCENT);
  });
  check('active.min_valid_bet', draft.min_valid_bet, AMOUNT);
  check('active.min_deposits', draft.min_deposits, AMOUNT);
  check('payment_fee_percent', draft.payment_fee_percent, PERCENT);
  check('platform_fee_percent', draft.platform_fee_percent, PERCENT);
  uplineShares(draft).forEach((share, index) => {
    check(`upline_share_percent.${index}`, share, PERCENT);
  });
  return wrong;
}

/** The plan the save call takes, from a draft planDraftProblems found nothing wrong with. */
export function planBody(draft: PlanDraft): CommissionPlanBody {
  return {
    tiers: draft.tiers.map((tier) => ({
      min_active_members: Number(tier.min_active_members),
      min_net_revenue: tier.min_net_revenue.trim(),
      rate_percent: Number(tier.rate_percent),
    })),
    active: { min_valid_bet: draft.min_valid_bet.trim(), min_deposits: draft.min_deposits.trim() },
    payment_fee_percent: Number(draft.payment_fee_percent),
    platform_fee_percent: Number(draft.platform_fee_percent),
    carry_negative: draft.carry_negative ? 1 : 0,
    upline_share_percent: uplineShares(draft).map(Number),
  };
}
