import { z } from 'zod';
import { CURRENCY_CODES } from '../currencies.ts';
import { defineCall } from '../define-call.ts';
import { calendarDate, rowId } from '../input-bounds.ts';
import { LANGUAGE_CODES } from '../languages.ts';
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
  /** No waiting application with that id. */
  noPendingApplication: 105,
  /** Tree view: the id names no agent. */
  noSuchAgent: 121,
  /** Correction: no statement of that agent, site, currency and month. */
  noStatement: 122,
  /** Correction: the correction is not waiting (approved or rejected already). */
  correctionNotPending: 123,
  /** Correction: an operator may not approve their own proposal (two-person rule). */
  ownProposal: 124,
  /** Correction: the statement was corrected since this one was proposed; propose again. */
  statementChanged: 125,
  /** Correction: the agent's wallet does not cover taking back what the new version pays less. */
  agentWalletShort: 126,
  /** Correction: one is waiting for this statement already. */
  correctionWaiting: 127,
  /** Correction: the commission has more decimals than the currency. */
  badAmount: 128,
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
    /** 1 as settled; each approved correction makes the next (docs/decisions/0069-commission-corrections.md). */
    version: z.number().int(),
    /** When the current version was approved, null for the statement as settled. */
    corrected_at: z.string().nullable(),
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

/** Refusals of the agent centre's calls. */
export const AgentCode = {
  /** The member is not an active agent. */
  notAgent: 101,
  /** The agent named is not in the caller's own tree. */
  notInTree: 106,
  /** The period asked is too long or ends before it starts. */
  badPeriod: 111,
  /** Transfer: the member named is not directly under the agent, or holds another currency. */
  notInDownline: 112,
  /** Transfer: the withdraw password is wrong (108 once locked after wrong tries, as for withdrawals). */
  wrongWithdrawPassword: 113,
  /** Transfer: the agent has no withdraw password set. */
  noWithdrawPassword: 114,
  /** Transfer: the agent's main wallet does not cover the amount. */
  insufficientBalance: 115,
  /** Transfer: the amount is zero or has more decimals than the currency. */
  badAmount: 116,
} as const;

export const DOWNLINE_KINDS = ['all', 'member', 'agent'] as const;

export const downlineMember = z.lazy(() =>
  z.object({
    id: z.number().int(),
    account: z.string(),
    is_agent: z.union([z.literal(0), z.literal(1)]),
    agent_active: z.union([z.literal(0), z.literal(1)]),
    /** 1 active, 2 disabled, 3 frozen (as member status). */
    status: z.number().int(),
    currency: z.string(),
    balance: z.string(),
    created_at: z.string(),
    last_login_at: z.string().nullable(),
    /** Members directly under this one (a sub-agent's own downline). */
    downline: z.number().int(),
  }),
);
export type DownlineMember = z.infer<typeof downlineMember>;

export const agentDownlineCall = defineCall({
  path: '/member/agent/downline',
  access: 'member',
  summary:
    "The agent centre's DownlineInfo: the members and sub-agents directly under the caller, or under a sub-agent of the caller's own tree (parent_id), with search, kind and status filters; codes 101 not an agent, 106 not in the tree",
  request: () =>
    z.object({
      parent_id: rowId.optional(),
      keyword: z.string().trim().max(40).default(''),
      kind: z.enum(DOWNLINE_KINDS).default('all'),
      status: z.coerce.number().int().min(0).max(3).default(0),
      page: z.coerce.number().int().min(1).max(10_000).default(1),
      count: z.coerce.number().int().min(1).max(100).default(20),
    }),
  response: () => z.object({ list: z.array(downlineMember), total: z.number().int(), page: z.number().int() }),
});

export const operationFigures = z.lazy(() =>
  z.object({
    sign_ups: z.number().int(),
    first_deposits: z.number().int(),
    active_members: z.number().int(),
    deposits: z.string(),
    withdrawals: z.string(),
    valid_bet: z.string(),
    gross_revenue: z.string(),
    bonuses: z.string(),
    rebates: z.string(),
    net_revenue: z.string(),
  }),
);

export const agentOperationCall = defineCall({
  path: '/member/agent/operation',
  access: 'member',
  summary:
    "The agent centre's OperationTable: what the caller's own members did between two site days (at most 93): sign-ups, first deposits, active members, deposits, withdrawals, valid bets, gross revenue, bonuses, rebates, net revenue; codes 101 not an agent, 111 bad period",
  request: () => z.object({ start_date: calendarDate(), end_date: calendarDate() }),
  response: () => z.object({ currency: z.string(), start_date: z.string(), end_date: z.string(), figures: operationFigures }),
});

export const agentStratifiedCall = defineCall({
  path: '/member/agent/stratified',
  access: 'member',
  summary:
    "The agent centre's StratifiedTable: the OperationTable's figures per level of the caller's tree (1: its own members, 2: its sub-agents' members, ...) between two site days; codes 101 not an agent, 111 bad period",
  request: () => z.object({ start_date: calendarDate(), end_date: calendarDate() }),
  response: () =>
    z.object({
      currency: z.string(),
      start_date: z.string(),
      end_date: z.string(),
      levels: z.array(
        z.object({ level: z.number().int(), agents: z.number().int(), members: z.number().int(), figures: operationFigures }),
      ),
    }),
});

export const agentStatementsCall = defineCall({
  path: '/member/agent/statements',
  access: 'member',
  summary: "The agent centre's PerformanceSettlement: the caller's commission statements, newest first; code 101 not an agent",
  request: () => z.object({ limit: z.coerce.number().int().min(1).max(60).default(12) }),
  response: () => z.object({ list: z.array(commissionStatementView) }),
});

export const promotionSignUps = z.lazy(() =>
  z.object({
    /** Every member who registered this way. */
    sign_ups: z.number().int(),
    /** Of them, those who registered in the last 30 days. */
    sign_ups_30_days: z.number().int(),
  }),
);

export const agentPromotionCall = defineCall({
  path: '/member/agent/promotion',
  access: 'member',
  summary:
    "The agent centre's Promotion: the caller's agent id for their link (?id=), their agent domains with the currency each locks, and the sign-ups each brought; code 101 not an agent",
  request: () => z.object({}),
  response: () =>
    z.object({
      agent_id: z.string(),
      link: promotionSignUps,
      domains: z.array(z.object({ host: z.string(), currency, sign_ups: z.number().int(), sign_ups_30_days: z.number().int() })),
    }),
});

export const agentTransferCall = defineCall({
  path: '/member/agent/transfer',
  access: 'member',
  idempotent: true,
  summary:
    "The agent centre's Transfer: moves money from the agent's main wallet to a member directly under it, after the agent's withdraw password; codes 101 not an agent, 108 withdraw password locked, 109 wagering open, 112 not in the downline, 113 wrong withdraw password, 114 none set, 115 insufficient balance, 116 bad amount",
  request: () => z.object({ member_id: rowId, amount: decimalAmount, withdraw_password: z.string().max(64) }),
  response: () => z.object({ member_account: z.string(), amount: z.string(), main_cash: z.string() }),
});

/** Refusals of an application to become an agent (SPEC section 6: 101 and 104 mean not eligible). */
export const AgentApplyCode = {
  /** The member cannot apply: the account is disabled or frozen. */
  notEligible: 101,
  /** The member is an agent already, or has an application waiting. */
  alreadyApplied: 104,
} as const;

export const AGENT_APPLICATION_STATUSES = ['none', 'pending', 'approved', 'refused'] as const;

export const agentApplyCall = defineCall({
  path: '/member/apply_for_agent/check',
  access: 'member',
  summary:
    "The agent centre's Register page: with apply_agent_flag 0 the caller's agent status and last application, with 1 an application to become an agent (an operator decides); codes 101 not eligible, 104 an agent already or an application waiting",
  request: () =>
    z.object({
      /** The agent the site came from (agent link), if any: informative, the member's own agent stays its upline. */
      agent_id: z.coerce.number().int().min(0).max(2_147_483_647).optional(),
      apply_agent_flag: z.coerce.number().int().min(0).max(1).default(0),
    }),
  response: () =>
    z.object({
      is_agent: z.union([z.literal(0), z.literal(1)]),
      agent_active: z.union([z.literal(0), z.literal(1)]),
      status: z.enum(AGENT_APPLICATION_STATUSES),
      applied_at: z.string().nullable(),
      reason: z.string(),
    }),
});

export const operatorAgentApplication = z.lazy(() =>
  z.object({
    id: z.number().int(),
    member_id: z.number().int(),
    member_account: z.string(),
    site_id: z.number().int(),
    status: z.enum(['pending', 'approved', 'refused']),
    reason: z.string(),
    created_at: z.string(),
    decided_at: z.string().nullable(),
  }),
);

export const operatorAgentApplicationsCall = defineCall({
  path: '/operator/agents/applications',
  access: 'operator',
  summary: 'Applications to become an agent, newest first, by site and status',
  request: () =>
    z.object({
      site_id: rowId.optional(),
      status: z.enum(['pending', 'approved', 'refused']).optional(),
      limit: z.coerce.number().int().min(1).max(200).default(50),
    }),
  response: () => z.object({ list: z.array(operatorAgentApplication) }),
});

export const operatorAgentApplicationDecideCall = defineCall({
  path: '/operator/agents/applications/decide',
  access: 'operator',
  summary:
    'Approves (the member becomes an active agent under its own agent) or refuses a waiting application, with a reason; code 105 no waiting application',
  request: () => z.object({ id: rowId, decision: z.enum(['approve', 'refuse']), reason: z.string().trim().max(200).default('') }),
  response: () => operatorAgentApplication,
});

export const agentLevelRenameCall = defineCall({
  path: '/arks/web/agent-level-rename',
  access: 'member',
  summary:
    "The name the operator gives the caller's agent level, in the caller's language (empty when the level has none); for members whose member_type is not 1 (SPEC section 4)",
  request: () => z.object({}),
  response: () => z.object({ agent_type: z.number().int(), agent_level: z.number().int(), name: z.string() }),
});

const levelNames = z.lazy(() => z.partialRecord(z.enum(LANGUAGE_CODES as [string, ...string[]]), z.string().trim().max(40)));

export const operatorAgentLevelNamesCall = defineCall({
  path: '/operator/agents/level-names',
  access: 'operator',
  summary: "A site's agent level names per language",
  request: () => z.object({ site_id: rowId }),
  response: () => z.object({ list: z.array(z.object({ level: z.number().int(), name: levelNames })) }),
});

export const operatorAgentLevelNameSaveCall = defineCall({
  path: '/operator/agents/level-names/save',
  access: 'operator',
  summary: 'Names (or, with no name in any language, unnames) one agent level of a site; audited',
  request: () => z.object({ site_id: rowId, level: z.coerce.number().int().min(1).max(20), name: levelNames }),
  response: () => z.object({ level: z.number().int(), name: levelNames }),
});

export const agentTreeNode = z.lazy(() =>
  z.object({
    id: z.number().int(),
    account: z.string(),
    parent_id: z.number().int().nullable(),
    agent_active: z.union([z.literal(0), z.literal(1)]),
    status: z.number().int(),
    /** Members directly under this agent (sub-agents included). */
    members: z.number().int(),
    /** Agents directly under this agent. */
    sub_agents: z.number().int(),
    /** What this agent's own members did in the period, as the OperationTable builds it. */
    figures: operationFigures,
  }),
);
export type AgentTreeNode = z.infer<typeof agentTreeNode>;

export const operatorAgentTreeCall = defineCall({
  path: '/operator/agents/tree',
  access: 'operator',
  summary:
    "An agent's tree: the agent, then its sub-agents level by level (down to five), each with its member and sub-agent counts and its members' figures between two site days; each level paged (count per page, oldest agent first), or one level alone with level; audited; codes 111 bad period, 121 no such agent",
  request: () =>
    z.object({
      agent_id: rowId,
      start_date: calendarDate(),
      end_date: calendarDate(),
      level: z.coerce.number().int().min(1).max(5).optional(),
      page: z.coerce.number().int().min(1).max(10_000).default(1),
      count: z.coerce.number().int().min(1).max(100).default(20),
    }),
  response: () =>
    z.object({
      currency: z.string(),
      start_date: z.string(),
      end_date: z.string(),
      agent: agentTreeNode,
      levels: z.array(
        z.object({ level: z.number().int(), total: z.number().int(), page: z.number().int(), list: z.array(agentTreeNode) }),
      ),
    }),
});

export const CORRECTION_STATUSES = ['pending', 'approved', 'rejected'] as const;

const correctionFigures = z.lazy(() =>
  z.object({
    net_revenue: z.string(),
    commission_base: z.string(),
    rate_percent: z.string(),
    commission: z.string(),
    carried_out: z.string(),
  }),
);

export const commissionCorrectionView = z.lazy(() =>
  z.object({
    id: z.number().int(),
    site_id: z.number().int(),
    currency: z.string(),
    period: z.string(),
    agent_id: z.number().int(),
    agent_account: z.string(),
    from_version: z.number().int(),
    version: z.number().int(),
    status: z.enum(CORRECTION_STATUSES),
    mode: z.enum(['figures', 'recompute']),
    reason: z.string(),
    before: correctionFigures,
    after: correctionFigures,
    proposed_by: z.string(),
    decided_by: z.string().nullable(),
    decision_reason: z.string(),
    created_at: z.string(),
    decided_at: z.string().nullable(),
  }),
);
export type CommissionCorrectionView = z.infer<typeof commissionCorrectionView>;

export const operatorCommissionCorrectionProposeCall = defineCall({
  path: '/operator/agents/commission/correction/propose',
  access: 'operator',
  summary:
    "Proposes the next version of an agent's statement of a settled month, with a reason: the commission given, or without it the statement recomputed from the records now; another operator approves it; audited; codes 122 no such statement, 127 a correction waiting already, 128 bad amount",
  request: () =>
    z.object({
      site_id: rowId,
      currency,
      period: calendarDate(),
      agent_id: rowId,
      reason: z.string().trim().min(1).max(200),
      /** The new version's commission; omitted: recompute the statement. */
      commission: decimalAmount.optional(),
    }),
  response: () => commissionCorrectionView,
});

export const operatorCommissionCorrectionApproveCall = defineCall({
  path: '/operator/agents/commission/correction/approve',
  access: 'operator',
  summary:
    "Approves a waiting correction: in one transaction the paid version's commission is reversed, the new version's paid and the statement moves to it; approving again answers the correction without paying twice; audited; codes 123 not waiting, 124 the proposer may not approve, 125 the statement changed since, 126 the agent's wallet does not cover the reversal",
  request: () => z.object({ id: rowId }),
  response: () => commissionCorrectionView,
});

export const operatorCommissionCorrectionRejectCall = defineCall({
  path: '/operator/agents/commission/correction/reject',
  access: 'operator',
  summary: 'Rejects a waiting correction with a reason; nothing is paid; audited; code 123 not waiting',
  request: () => z.object({ id: rowId, reason: z.string().trim().min(1).max(200) }),
  response: () => commissionCorrectionView,
});

export const operatorCommissionCorrectionsCall = defineCall({
  path: '/operator/agents/commission/corrections',
  access: 'operator',
  summary:
    'Corrections of commission statements, newest first, by site and status, a page at a time: before_id is the next_before_id of the page before (null after the last)',
  request: () =>
    z.object({
      site_id: rowId.optional(),
      status: z.enum(CORRECTION_STATUSES).optional(),
      before_id: rowId.optional(),
      limit: z.coerce.number().int().min(1).max(200).default(50),
    }),
  response: () => z.object({ list: z.array(commissionCorrectionView), next_before_id: z.number().int().nullable() }),
});
