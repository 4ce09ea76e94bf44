import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { rowId } from '../input-bounds.ts';
import { operatorDepositOrder, signedDecimalAmount } from './operator-calls.ts';
import { ORDER_STATUSES } from './payment-calls.ts';

/**
 * Members as operators find them (issue 36's back office): search by account, phone, email, id or agent, each an
 * exact match on an index, every search audited (permission members.read: admin, finance, support).
 */
export const MEMBER_SEARCH_FIELDS = ['any', 'account', 'phone', 'email', 'id', 'agent'] as const;

export const operatorMember = z.lazy(() =>
  z.object({
    id: z.number().int(),
    site_id: z.number().int(),
    account: z.string(),
    currency: z.string(),
    phone: z.string(),
    email: z.string(),
    /** 1 active; others as the members' status of the site. */
    status: z.number().int(),
    is_agent: z.boolean(),
    /** The account of the member's agent, if any. */
    agent_account: z.string().nullable(),
    created_at: z.string(),
    /** Main wallet balance, in the currency's precision. */
    main_cash: z.string(),
  }),
);

export const operatorMemberSearchCall = defineCall({
  path: '/operator/members/search',
  access: 'operator',
  summary:
    "Finds members by exact account, phone, email or id (by 'any': whichever matches), or an agent's members (by 'agent', paged with before_id); newest first, up to 50, with their main balance; audited",
  request: () =>
    z.object({
      q: z.string().trim().min(1).max(120),
      by: z.enum(MEMBER_SEARCH_FIELDS).default('any'),
      site_id: rowId.optional(),
      before_id: rowId.optional(),
    }),
  response: () => z.object({ list: z.array(operatorMember) }),
});

/*
 * The member page (docs/decisions/0076-back-office-members.md): one member's profile, wallets, play, bonuses,
 * sign-ins and notes, with paged ledger postings and orders; and the actions on the member.
 */

/** Refusals of the member page's calls. */
export const MemberPageCode = {
  /** No member with that id. */
  memberNotFound: 101,
  /** The member is already in the state asked for (locked, unlocked). */
  unchanged: 102,
  /** A pending adjustment that is no longer pending, or one's own proposal: nothing moves. */
  notDecidable: 103,
  /** A debit larger than the member's main balance. */
  insufficientFunds: 104,
} as const;

/** Why an operator acts on a member, kept in the audit log. */
const actionReason = z.lazy(() => z.string().trim().min(3).max(200));

export const memberWallet = z.lazy(() =>
  z.object({
    /** main, bonus, provider (a transfer-wallet provider's balance), withdrawal_hold, or other. */
    kind: z.string(),
    /** The ledger account's code. */
    code: z.string(),
    /** The provider's name for a provider wallet, else ''. */
    provider: z.string(),
    currency: z.string(),
    balance: z.string(),
  }),
);

export const memberProviderBets = z.lazy(() =>
  z.object({
    provider_id: z.number().int(),
    provider: z.string(),
    bets: z.number().int(),
    turnover: z.string(),
    payout: z.string(),
  }),
);

export const memberBonusGrant = z.lazy(() =>
  z.object({
    id: z.string(),
    source: z.string(),
    status: z.string(),
    amount: z.string(),
    requirement: z.string(),
    wagered: z.string(),
    created_at: z.string(),
    expires_at: z.string(),
  }),
);

export const memberSignIn = z.lazy(() => z.object({ at: z.string(), ip: z.string(), device: z.string(), open: z.boolean() }));

export const memberDevice = z.lazy(() =>
  z.object({
    udid: z.string(),
    first_seen_at: z.string(),
    last_seen_at: z.string(),
    /** How many other members signed in on this device. */
    other_members: z.number().int(),
  }),
);

export const memberNote = z.lazy(() =>
  z.object({ id: z.number().int(), author: z.string(), body: z.string(), created_at: z.string() }),
);

export const operatorMemberDetailCall = defineCall({
  path: '/operator/members/detail',
  access: 'operator',
  summary:
    "A member's page: profile, wallets, bets per provider over the last `days`, bonuses, recent sign-ins and devices, notes; audited (code 101 no such member; members.read)",
  request: () => z.object({ member_id: rowId, days: z.coerce.number().int().min(1).max(366).default(30) }),
  response: () =>
    z.object({
      member: operatorMember,
      name: z.string(),
      registered_ip: z.string(),
      must_change_password: z.boolean(),
      open_sessions: z.number().int(),
      wallets: z.array(memberWallet),
      bets: z.array(memberProviderBets),
      bonuses: z.array(memberBonusGrant),
      sign_ins: z.array(memberSignIn),
      devices: z.array(memberDevice),
      notes: z.array(memberNote),
      /**
       * The break or self-exclusion in force (docs/decisions/0079), times in ms, ends_at null: permanent; lift_needed:
       * a self-exclusion whose period ended, which /operator/members/exclusion/lift may lift. Null: none.
       */
      exclusion: z
        .object({
          kind: z.enum(['break', 'self_exclusion']),
          choice: z.string(),
          started_at: z.number(),
          ends_at: z.number().nullable(),
          lift_needed: z.boolean(),
        })
        .nullable()
        .optional(),
    }),
});

export const memberPosting = z.lazy(() =>
  z.object({
    transaction_id: z.string(),
    kind: z.string(),
    /** The ledger account's code (member:1:main ...). */
    wallet: z.string(),
    amount: z.string(),
    balance_after: z.string(),
    created_at: z.string(),
  }),
);

export const operatorMemberLedgerCall = defineCall({
  path: '/operator/members/ledger',
  access: 'operator',
  summary:
    "A member's ledger postings, newest transaction first, 50 transactions a page (before: the last page's next_before) (code 101; members.read)",
  request: () => z.object({ member_id: rowId, before: z.string().trim().min(1).max(20).optional() }),
  response: () => z.object({ list: z.array(memberPosting), next_before: z.string().nullable() }),
});

export const memberOrder = z.lazy(() =>
  z.object({
    id: z.number().int(),
    order_number: z.string(),
    amount: z.string(),
    currency: z.string(),
    status: z.string(),
    /** The deposit method's name, or the bank of a withdrawal. */
    method: z.string(),
    created_at: z.string(),
    remark: z.string(),
  }),
);

export const operatorMemberOrdersCall = defineCall({
  path: '/operator/members/orders',
  access: 'operator',
  summary: "A member's deposit or withdrawal orders, newest first, 20 a page (before_id pages back) (code 101; members.read)",
  request: () => z.object({ member_id: rowId, kind: z.enum(['deposit', 'withdrawal']), before_id: rowId.optional() }),
  response: () => z.object({ list: z.array(memberOrder), next_before_id: z.number().int().nullable() }),
});

export const operatorMemberNoteAddCall = defineCall({
  path: '/operator/members/notes/add',
  access: 'operator',
  summary: 'Adds an operator note to a member; audited (code 101; members.read)',
  request: () => z.object({ member_id: rowId, body: z.string().trim().min(1).max(2000) }),
  response: () => memberNote,
});

export const operatorMemberLockCall = defineCall({
  path: '/operator/members/lock',
  access: 'operator',
  summary:
    'Locks (status frozen: sign-in refused, every session and socket ended) or unlocks a member, with a reason; audited (codes 101, 102 already so; members.manage)',
  request: () => z.object({ member_id: rowId, action: z.enum(['lock', 'unlock']), reason: actionReason }),
  response: () => z.object({ member_id: z.number().int(), status: z.number().int(), ended_sessions: z.number().int() }),
});

export const operatorMemberResetPasswordCall = defineCall({
  path: '/operator/members/reset_password',
  access: 'operator',
  summary:
    'Sets a temporary password, shown once in this answer, that the member must change at the next sign-in; ends every session; audited without the password (code 101; members.manage)',
  request: () => z.object({ member_id: rowId, reason: actionReason }),
  response: () => z.object({ temporary_password: z.string(), ended_sessions: z.number().int() }),
});

export const operatorMemberEndSessionsCall = defineCall({
  path: '/operator/members/end_sessions',
  access: 'operator',
  summary: 'Ends every session of a member, their game sessions and realtime sockets; audited (code 101; members.manage)',
  request: () => z.object({ member_id: rowId, reason: actionReason }),
  response: () => z.object({ ended_sessions: z.number().int() }),
});

/** Refusals of /operator/members/exclusion/lift beside 101 (no such member). */
export const ExclusionLiftCode = {
  /** The member has no self-exclusion in force (a break ends by itself and is never lifted). */
  nothingToLift: 102,
  /** The self-exclusion's period has not ended, or it is permanent (data: ends_at in ms, null for permanent). */
  periodNotOver: 103,
} as const;

export const operatorMemberExclusionLiftCall = defineCall({
  path: '/operator/members/exclusion/lift',
  access: 'operator',
  summary:
    "Lifts a member's self-exclusion once its period has ended (never a permanent one); audited (codes 101 no such member, 102 none in force, 103 period not over or permanent; members.protection: admin)",
  request: () => z.object({ member_id: rowId, reason: actionReason }),
  response: () => z.object({ member_id: z.number().int(), lifted_at: z.number() }),
});

/*
 * Two-person approval of balance adjustments (decision 76): above a site's threshold for a currency (or above what
 * the proposer's role may adjust alone) an adjustment is proposed, and a second operator approves it (the money moves
 * then, once) or rejects it.
 */

/** A non-negative decimal amount in major units ("1000", "250.50"). */
const thresholdAmount = z.lazy(() => z.string().trim().min(1).max(20));

export const adjustmentThreshold = z.lazy(() =>
  z.object({ site_id: z.number().int(), currency: z.string(), amount: z.string(), updated_at: z.string() }),
);

export const operatorAdjustThresholdsCall = defineCall({
  path: '/operator/members/adjust/thresholds',
  access: 'operator',
  summary: 'The two-person approval thresholds per site and currency (members.read)',
  request: () => z.object({ site_id: rowId.optional() }),
  response: () => z.object({ list: z.array(adjustmentThreshold) }),
});

export const operatorAdjustThresholdSetCall = defineCall({
  path: '/operator/members/adjust/threshold_set',
  access: 'operator',
  summary:
    "Sets a site's two-person threshold for a currency: adjustments whose absolute amount is above it need a second operator; audited (adjustments.settings: admin)",
  request: () => z.object({ site_id: rowId, currency: z.string().trim().min(3).max(8), amount: thresholdAmount }),
  response: () => adjustmentThreshold,
});

export const pendingAdjustment = z.lazy(() =>
  z.object({
    id: z.number().int(),
    member_id: z.number().int(),
    member_account: z.string(),
    site_id: z.number().int(),
    currency: z.string(),
    amount: z.string(),
    reason: z.string(),
    proposed_by: z.string(),
    /** pending, approved or rejected. */
    status: z.string(),
    decided_by: z.string().nullable(),
    decision_reason: z.string(),
    /** The ledger transaction of an approved adjustment. */
    transaction_id: z.string().nullable(),
    created_at: z.string(),
    decided_at: z.string().nullable(),
  }),
);

export const operatorAdjustProposeCall = defineCall({
  path: '/operator/members/adjust/propose',
  access: 'operator',
  idempotent: true,
  summary:
    "Proposes a balance adjustment for a second operator's approval; nothing moves yet; audited (code 101 no such member; members.adjust)",
  request: () => z.object({ member_id: rowId, amount: signedDecimalAmount, reason: z.string().trim().min(3).max(200) }),
  response: () => pendingAdjustment,
});

export const operatorAdjustPendingCall = defineCall({
  path: '/operator/members/adjust/pending',
  access: 'operator',
  summary: 'Proposed adjustments, newest first, 50 a page, by default those still pending (members.read)',
  request: () =>
    z.object({
      status: z.enum(['pending', 'approved', 'rejected']).default('pending'),
      member_id: rowId.optional(),
      before_id: rowId.optional(),
    }),
  response: () => z.object({ list: z.array(pendingAdjustment) }),
});

export const operatorAdjustDecideCall = defineCall({
  path: '/operator/members/adjust/decide',
  access: 'operator',
  summary:
    "Approves (the money moves once, through the ledger) or rejects a proposed adjustment, never one's own; approving again answers as the first time; audited (codes 103 not decidable, 104 insufficient balance; adjustments.approve)",
  request: () => z.object({ id: rowId, decision: z.enum(['approve', 'reject']), reason: z.string().trim().min(3).max(200) }),
  response: () => pendingAdjustment,
});

/*
 * The money desk's risk hints and deposit rejection (decision 76): for a page of deposit or withdrawal orders, what
 * an operator should look at before deciding, computed in one query per page.
 */

export const orderRiskHints = z.lazy(() =>
  z.object({
    order_number: z.string(),
    member_id: z.number().int(),
    /** Other members seen on a device of this member. */
    same_device_members: z.number().int(),
    /** Other members who signed in from an address this member signed in from. */
    same_address_members: z.number().int(),
    bonus_open: z.boolean(),
    /** A withdrawal of a member who has never had one paid. Always false for deposits. */
    first_withdrawal: z.boolean(),
    /** The member's total bets and paid deposits, in the order's currency. */
    turnover: z.string(),
    deposits: z.string(),
    turnover_below_deposits: z.boolean(),
  }),
);

export const operatorOrderRiskHintsCall = defineCall({
  path: '/operator/orders/risk_hints',
  access: 'operator',
  summary:
    'Risk hints for up to 100 deposit or withdrawal orders: same device or address as other members, an open bonus, a first withdrawal, turnover below deposits (orders.read)',
  request: () =>
    z.object({
      kind: z.enum(['deposit', 'withdrawal']),
      order_numbers: z.array(z.string().trim().min(1).max(64)).min(1).max(100),
    }),
  response: () => z.object({ list: z.array(orderRiskHints) }),
});

export const operatorDepositRejectCall = defineCall({
  path: '/operator/deposits/reject',
  access: 'operator',
  summary:
    'Rejects a pending deposit (a bank transfer that never arrived) with a reason: it is marked failed and nothing is credited; rejecting again answers as the first time (codes 101 unknown order, 102 not pending; deposits.confirm)',
  request: () => z.object({ order_number: z.string().trim().min(1).max(64), remark: z.string().trim().min(3).max(200) }),
  response: () => z.object({ order_number: z.string(), status: z.string() }),
});

export const operatorDepositQueueCall = defineCall({
  path: '/operator/deposits/queue',
  access: 'operator',
  summary:
    'Deposit orders for the money desk, newest first, 50 a page (before_id pages back), filtered by status, method kind, member account and days (from, to: YYYY-MM-DD, UTC, inclusive) (orders.read)',
  request: () =>
    z.object({
      status: z.enum(ORDER_STATUSES).optional(),
      method_kind: z.enum(['gateway', 'bank_transfer']).optional(),
      member_account: z.string().trim().min(1).max(64).optional(),
      from: z.string().trim().min(10).max(10).optional(),
      to: z.string().trim().min(10).max(10).optional(),
      before_id: rowId.optional(),
    }),
  response: () =>
    z.object({
      list: z.array(z.intersection(operatorDepositOrder, z.object({ id: z.number().int() }))),
      next_before_id: z.number().int().nullable(),
    }),
});
