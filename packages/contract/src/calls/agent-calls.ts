import { z } from 'zod';
import { CURRENCY_CODES } from '../currencies.ts';
import { defineCall } from '../define-call.ts';
import { calendarDate, rowId } from '../input-bounds.ts';
import { decimalAmount } from './wallet-calls.ts';

/**
 * The operators' calls of agent commission (docs/decisions/0051-agent-commission.md): a plan per site and currency,
 * the months settled, and each agent's statement. Amounts are decimal strings of the currency; rates are percents.
 */

/** Refusals of the operators' agent calls. */
export const AgentOperatorCode = {
  /** The site does not offer the currency. */
  currencyNotOffered: 102,
  /** The plan breaks a rule (data.problems lists which: tiers not going up, rates out of range, ...). */
  invalidPlan: 103,
} as const;

const currency = z.lazy(() => z.enum(CURRENCY_CODES as [string, ...string[]]));
const percent = z.lazy(() => z.coerce.number().min(0).max(100));

export const commissionPlanInput = z.lazy(() =>
  z.object({
    tiers: z
      .array(
        z.object({
          min_active_members: z.coerce.number().int().min(0).max(1_000_000),
          min_net_revenue: decimalAmount,
          rate_percent: percent,
        }),
      )
      .min(1)
      .max(20),
    active: z.object({ min_valid_bet: decimalAmount.default('0'), min_deposits: decimalAmount.default('0') }),
    payment_fee_percent: percent.default(0),
    platform_fee_percent: percent.default(0),
    /** 1: a month's loss is carried into the next (negative carry-over); 0: it is forgotten. */
    carry_negative: z.union([z.literal(0), z.literal(1)]).default(1),
    upline_share_percent: z.array(percent).max(3).default([]),
  }),
);

export const commissionPlanView = z.lazy(() =>
  z.object({
    site_id: z.number().int(),
    currency: z.string(),
    tiers: z.array(z.object({ min_active_members: z.number().int(), min_net_revenue: z.string(), rate_percent: z.string() })),
    active: z.object({ min_valid_bet: z.string(), min_deposits: z.string() }),
    payment_fee_percent: z.string(),
    platform_fee_percent: z.string(),
    carry_negative: z.union([z.literal(0), z.literal(1)]),
    upline_share_percent: z.array(z.string()),
    updated_at: z.string(),
  }),
);
export type CommissionPlanView = z.infer<typeof commissionPlanView>;

export const commissionSettlementView = z.lazy(() =>
  z.object({
    site_id: z.number().int(),
    currency: z.string(),
    period: z.string(),
    agents: z.number().int(),
    paid: z.string(),
    created_at: z.string(),
  }),
);

export const commissionStatementView = z.lazy(() =>
  z.object({
    agent_id: z.number().int(),
    agent_account: z.string(),
    period: z.string(),
    currency: z.string(),
    members: z.number().int(),
    active_members: z.number().int(),
    first_deposits: z.number().int(),
    valid_bet: z.string(),
    gross_revenue: z.string(),
    bonuses: z.string(),
    rebates: z.string(),
    deposits: z.string(),
    withdrawals: z.string(),
    fees_charged: z.string(),
    net_revenue: z.string(),
    carried_in: z.string(),
    commission_base: z.string(),
    rate_percent: z.string(),
    commission: z.string(),
    carried_out: z.string(),
    upline_share: z.string(),
  }),
);
export type CommissionStatementView = z.infer<typeof commissionStatementView>;

export const operatorCommissionPlanSaveCall = defineCall({
  path: '/operator/agents/commission-plan/save',
  access: 'operator',
  summary:
    "Sets a site and currency's agent commission plan: tiers of active members and net revenue with their rate, the active-member rule, payment and platform fees, negative carry-over, upline shares; codes 102 currency not offered, 103 invalid plan",
  request: () => z.object({ site_id: rowId, currency, plan: commissionPlanInput }),
  response: () => commissionPlanView,
});

export const operatorCommissionPlanListCall = defineCall({
  path: '/operator/agents/commission-plan/list',
  access: 'operator',
  summary: "A site's agent commission plans, one per currency",
  request: () => z.object({ site_id: rowId }),
  response: () => z.object({ list: z.array(commissionPlanView) }),
});

export const operatorCommissionSettlementsCall = defineCall({
  path: '/operator/agents/commission/settlements',
  access: 'operator',
  summary: 'Months of agent commission settled, newest first: agents with a statement and the total paid',
  request: () => z.object({ site_id: rowId.optional(), limit: z.coerce.number().int().min(1).max(120).default(24) }),
  response: () => z.object({ list: z.array(commissionSettlementView) }),
});

export const operatorCommissionStatementsCall = defineCall({
  path: '/operator/agents/commission/statements',
  access: 'operator',
  summary: "Every agent's commission statement of one settled month of a site and currency",
  request: () =>
    z.object({
      site_id: rowId,
      currency,
      period: calendarDate().refine((day) => day.endsWith('-01'), 'period_first_day'),
    }),
  response: () => z.object({ list: z.array(commissionStatementView) }),
});

export const operatorCommissionRunNowCall = defineCall({
  path: '/operator/agents/commission/run',
  access: 'operator',
  summary: 'Settles every ended month of agent commission not settled yet, now instead of at the next scheduled look',
  request: () => z.object({}),
  response: () => z.object({ list: z.array(commissionSettlementView) }),
});
