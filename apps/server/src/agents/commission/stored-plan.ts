import type { StoredCommissionPlan } from '../../db/schema.ts';
import type { CommissionPlan } from './commission-plan.ts';

/** A plan as the database keeps it (JSON has no bigint: amounts are decimal strings of minor units). */
export function storedPlan(plan: CommissionPlan): StoredCommissionPlan {
  return {
    tiers: plan.tiers.map((tier) => ({
      min_active_members: tier.minActiveMembers,
      min_net_revenue: tier.minNetRevenue.toString(),
      rate_bp: tier.rateBp,
    })),
    active: { min_valid_bet: plan.active.minValidBet.toString(), min_deposits: plan.active.minDeposits.toString() },
    payment_fee_bp: plan.paymentFeeBp,
    platform_fee_bp: plan.platformFeeBp,
    carry_negative: plan.carryNegative,
    upline_share_bp: [...plan.uplineShareBp],
  };
}

export function planFromStored(siteId: number, currency: string, stored: StoredCommissionPlan): CommissionPlan {
  return {
    siteId,
    currency,
    tiers: stored.tiers.map((tier) => ({
      minActiveMembers: tier.min_active_members,
      minNetRevenue: BigInt(tier.min_net_revenue),
      rateBp: tier.rate_bp,
    })),
    active: { minValidBet: BigInt(stored.active.min_valid_bet), minDeposits: BigInt(stored.active.min_deposits) },
    paymentFeeBp: stored.payment_fee_bp,
    platformFeeBp: stored.platform_fee_bp,
    carryNegative: stored.carry_negative,
    uplineShareBp: stored.upline_share_bp,
  };
}
