import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { rowId } from '../input-bounds.ts';
import { ORDER_STATUSES } from './payment-calls.ts';

/**
 * Calls of the operators who run the site (staff, not members): sign-in, deposit and withdrawal decisions, balance
 * adjustments, the audit log and the operator accounts themselves. See docs/decisions/0011-operators.md. Every call
 * but the login needs an operator token in the authorization header; a call the operator's role does not allow is
 * HTTP 403.
 */

/** admin: everything; finance: money (orders, adjustments); support: read-only lists of orders. */
export const OPERATOR_ROLES = ['admin', 'finance', 'support'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

/** What the audit log records; every row names one of these. */
export const OPERATOR_AUDIT_ACTIONS = [
  'login',
  'login_failed',
  'logout',
  'deposit.confirm',
  'withdrawal.approve',
  'withdrawal.reject',
  'member.adjust',
  'operator.create',
  'operator.disable',
  'operator.enable',
  'operator.password',
  'operator.role',
  'operator.password_change',
  'letter.send',
  'letter.cancel',
  'red_envelope.create',
  'red_envelope.cancel',
  'sign_in.create',
  'sign_in.cancel',
  'content.save',
  'content.delete',
  'content.visibility',
  'content.order',
  'content.upload',
  'content.customer_service_link',
  'content.clean_cache',
  'bonus.promotion_save',
  'bonus.grant',
  'bonus.cancel',
  'rebate.rates_save',
  'rebate.run',
  'agent.commission_plan_save',
  'agent.commission_run',
  'agent.application_decide',
  'agent.level_name',
  'agent.tree_view',
  'agent.correction_propose',
  'agent.correction_approve',
  'agent.correction_reject',
  'invite.programme_save',
  'lottery.draw_void',
  'sports.market_hold',
  'sports.market_release',
  'sports.market_void',
  'sports.bet_void',
  'sports.settings_save',
  'sports.market_limits_save',
  'operator.second_factor_start',
  'operator.second_factor_on',
  'operator.second_factor_reset',
  'operator.sessions_end_others',
  'member.search',
  'game.provider_save',
  'game.maintenance_set',
  'game.maintenance_clear',
  'game.save',
  'risk.lock_period',
  'risk.withdraw_lock_lift',
  'member.view',
  'member.note',
  'member.lock',
  'member.unlock',
  'member.password_reset',
  'member.sessions_end',
  'member.adjust_propose',
  'member.adjust_approve',
  'member.adjust_reject',
  'member.adjust_threshold',
  'deposit.reject',
  'report.export',
  'member.exclusion_lift',
  'loyalty.rates_save',
  'loyalty.levels_save',
  'protection.policy_set',
  'tournament.create',
  'tournament.cancel',
] as const;
export type OperatorAuditAction = (typeof OPERATOR_AUDIT_ACTIONS)[number];

/** Length of an operator password; a new one must also pass checkOperatorPassword. */
export const OPERATOR_PASSWORD_LENGTH = { min: 12, max: 200 } as const;

/** The rules of a new operator password, in words (for error messages and the CLI). */
export const OPERATOR_PASSWORD_RULES = `${OPERATOR_PASSWORD_LENGTH.min} to ${OPERATOR_PASSWORD_LENGTH.max} characters, with a letter and a digit or symbol, not containing the user name`;

/**
 * Checks a new operator password (accounts that sign in as staff get stricter rules than members): a message key
 * (password_too_short, password_too_long, password_too_simple, password_contains_username) or null when it passes.
 */
export function checkOperatorPassword(password: string, username: string): string | null {
  if (password.length < OPERATOR_PASSWORD_LENGTH.min) return 'password_too_short';
  if (password.length > OPERATOR_PASSWORD_LENGTH.max) return 'password_too_long';
  if (!/\p{L}/u.test(password) || !/[^\p{L}]/u.test(password)) return 'password_too_simple';
  const name = username.trim().toLowerCase();
  if (name !== '' && password.toLowerCase().includes(name)) return 'password_contains_username';
  return null;
}

/** Refusals of an operator login. */
export const OperatorLoginCode = {
  /** Unknown user name or wrong password (the same answer for both). */
  wrongCredentials: 101,
  /** The password was right but the operator is deactivated. */
  disabled: 102,
  /** The password was right; the operator's authenticator code (or a recovery code) is needed too. */
  secondFactorNeeded: 103,
  /** The authenticator or recovery code is wrong, or was used already. */
  wrongSecondFactor: 104,
} as const;

export const operatorLoginCall = defineCall({
  path: '/operator/login',
  access: 'public',
  summary:
    'Signs an operator in: a token for the authorization header of the other operator calls. An operator with an authenticator also gives its code (or a recovery code); second_factor says whether one was used, or that this session may only set one up (codes 101 wrong user name or password, 102 deactivated, 103 code needed, 104 wrong code; HTTP 429 after too many attempts)',
  request: () =>
    z.object({
      username: z.string().trim().min(1).max(64),
      password: z.string().min(1).max(OPERATOR_PASSWORD_LENGTH.max),
      /** Six digits; anything else is a wrong code (104). */
      totp: z.string().trim().min(6).max(6).optional(),
      recovery_code: z.string().trim().min(10).max(20).optional(),
    }),
  response: () =>
    z.object({
      token: z.string(),
      role: z.enum(OPERATOR_ROLES),
      username: z.string(),
      expires_at: z.string(),
      /** none: the operator has no authenticator; verified: its code was given; enrol: this session may only set one up. */
      second_factor: z.enum(['none', 'verified', 'enrol']),
    }),
});

export const operatorLogoutCall = defineCall({
  path: '/operator/logout',
  access: 'operator',
  summary: 'Ends the operator session of the token',
  request: () => z.object({}),
  response: () => z.null(),
});

const listRequest = z.lazy(() =>
  z.object({
    status: z.enum(ORDER_STATUSES).optional(),
    limit: z.coerce.number().int().min(1).max(500).default(100),
  }),
);

export const operatorDepositOrder = z.lazy(() =>
  z.object({
    order_number: z.string(),
    member_id: z.number().int(),
    member_account: z.string(),
    site_id: z.number().int(),
    currency: z.string(),
    amount: z.string(),
    status: z.string(),
    method: z.string(),
    /** gateway or bank_transfer. */
    method_kind: z.string(),
    payer_name: z.string(),
    payer_reference: z.string(),
    gateway_reference: z.string(),
    /** A gateway said paid after the order had failed: not credited, to be looked at. */
    needs_review: z.boolean(),
    confirmed_by: z.number().int().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
    /** When the member was credited (reports count a deposit on this day); null until paid. */
    paid_at: z.string().nullable(),
    remark: z.string(),
  }),
);
export type OperatorDepositOrder = z.infer<typeof operatorDepositOrder>;

export const operatorWithdrawalOrder = z.lazy(() =>
  z.object({
    order_number: z.string(),
    member_id: z.number().int(),
    member_account: z.string(),
    site_id: z.number().int(),
    currency: z.string(),
    amount: z.string(),
    status: z.string(),
    bank_account_id: z.number().int(),
    /** The account as it was when the member asked, number masked. */
    bank: z.object({ bank_name: z.string(), account_name: z.string(), account_number: z.string(), branch: z.string() }),
    decided_by: z.number().int().nullable(),
    decided_at: z.string().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
    remark: z.string(),
  }),
);
export type OperatorWithdrawalOrder = z.infer<typeof operatorWithdrawalOrder>;

const orderNumber = z.lazy(() => z.string().trim().min(1).max(64));
const orderDecision = z.lazy(() => z.object({ order_number: z.string(), status: z.string() }));

/** Refusals of confirm, approve and reject. Deciding an order again the same way answers as the first time. */
export const OperatorOrderCode = {
  /** No order with that number. */
  unknownOrder: 101,
  /** The order was decided the other way already (a failed deposit, a paid withdrawal being rejected, ...). */
  notPending: 102,
} as const;

export const operatorDepositsListCall = defineCall({
  path: '/operator/deposits/list',
  access: 'operator',
  summary: 'Deposit orders, newest first, optionally of one status (every role)',
  request: () => listRequest,
  response: () => z.object({ list: z.array(operatorDepositOrder) }),
});

export const operatorDepositConfirmCall = defineCall({
  path: '/operator/deposits/confirm',
  access: 'operator',
  summary:
    'Confirms a pending deposit (a bank transfer that arrived): the member is credited once; the remark is kept in the audit log (codes 101 unknown order, 102 not pending; admin, finance)',
  request: () => z.object({ order_number: orderNumber, remark: z.string().trim().max(200).optional() }),
  response: () => orderDecision,
});

export const operatorWithdrawalsListCall = defineCall({
  path: '/operator/withdrawals/list',
  access: 'operator',
  summary: 'Withdrawal orders, newest first, optionally of one status (every role)',
  request: () => listRequest,
  response: () => z.object({ list: z.array(operatorWithdrawalOrder) }),
});

export const operatorWithdrawalApproveCall = defineCall({
  path: '/operator/withdrawals/approve',
  access: 'operator',
  summary: 'Pays a pending withdrawal: the held money leaves the site (codes 101 unknown order, 102 not pending; admin, finance)',
  request: () => z.object({ order_number: orderNumber, remark: z.string().trim().max(200).optional() }),
  response: () => orderDecision,
});

export const operatorWithdrawalRejectCall = defineCall({
  path: '/operator/withdrawals/reject',
  access: 'operator',
  summary:
    'Rejects a pending withdrawal with a reason: the held money returns to the member (codes 101 unknown order, 102 not pending; admin, finance)',
  request: () => z.object({ order_number: orderNumber, remark: z.string().trim().min(1).max(200) }),
  response: () => orderDecision,
});

/** A signed decimal amount in major units ("-12.50"); never a float, never zero. */
export const signedDecimalAmount = z.lazy(() =>
  z
    .string()
    .trim()
    .regex(/^-?\d{1,15}(\.\d{1,4})?$/, 'amount_format')
    .refine((value) => /[1-9]/.test(value), 'amount_zero'),
);

/** Refusals of a balance adjustment. */
export const AdjustCode = {
  /** No member of that account name on that site. */
  memberNotFound: 101,
  /** A debit larger than the member's main balance: balances never go below zero. */
  insufficientFunds: 102,
  /** The amount is above what the operator's role may adjust at once (apps/server/src/operators/roles.ts). */
  overLimit: 103,
  /** The amount is above the site's two-person threshold for the currency: propose it for a second operator's approval. */
  needsApproval: 104,
} as const;

export const operatorMemberAdjustCall = defineCall({
  path: '/operator/members/adjust',
  access: 'operator',
  idempotent: true,
  summary:
    "Credits (positive amount) or debits (negative) a member's main wallet through the ledger, with a reason for the audit log (codes 101 no such member, 102 insufficient balance; admin, finance)",
  request: () =>
    z.object({
      member_account: z.string().trim().min(1).max(64),
      site_id: rowId,
      amount: signedDecimalAmount,
      reason: z.string().trim().min(3).max(200),
    }),
  response: () =>
    z.object({
      transaction_id: z.string(),
      member_id: z.number().int(),
      member_account: z.string(),
      site_id: z.number().int(),
      currency: z.string(),
      /** Signed, in the currency's precision. */
      amount: z.string(),
      /** The member's main balance after the adjustment. */
      main_cash: z.string(),
    }),
});

export const operatorAuditEntry = z.lazy(() =>
  z.object({
    id: z.number().int(),
    operator_id: z.number().int().nullable(),
    operator_username: z.string().nullable(),
    action: z.string(),
    target: z.string(),
    details: z.record(z.string(), z.unknown()),
    ip: z.string(),
    created_at: z.string(),
  }),
);
export type OperatorAuditEntry = z.infer<typeof operatorAuditEntry>;

export const operatorAuditListCall = defineCall({
  path: '/operator/audit/list',
  access: 'operator',
  summary:
    'The audit log of operator actions, newest first, optionally of one action, one operator (user name) and one target (exact); before_id pages back (admin)',
  request: () =>
    z.object({
      limit: z.coerce.number().int().min(1).max(500).default(50),
      before_id: rowId.optional(),
      /** Only rows of this action. */
      action: z.enum(OPERATOR_AUDIT_ACTIONS).optional(),
      /** Only rows of the operator of this user name. */
      operator: z.string().trim().min(1).max(60).optional(),
      /** Only rows about this target, as the log writes it (a member account, an order number, ...). */
      target: z.string().trim().min(1).max(200).optional(),
    }),
  response: () => z.object({ list: z.array(operatorAuditEntry) }),
});

/** An operator account as the admin sees it; never its password hash. */
export const operatorAccount = z.lazy(() =>
  z.object({
    id: z.number().int(),
    username: z.string(),
    role: z.enum(OPERATOR_ROLES),
    /** false: disabled, cannot sign in. */
    active: z.boolean(),
    /** The home site, the default of the operator's tools. */
    site_id: z.number().int(),
    created_at: z.string(),
    /** When the operator last signed in (the newest session), null if never. */
    last_login_at: z.string().nullable(),
  }),
);
export type OperatorAccount = z.infer<typeof operatorAccount>;

/** Refusals of the operator account calls. */
export const OperatorAccountCode = {
  /** No operator of that user name. */
  unknownOperator: 101,
  /** The user name is taken (whatever its case). */
  usernameTaken: 102,
  /** An admin cannot disable their own account or change their own role. */
  ownAccount: 103,
  /** Changing one's own password: the current password given is wrong. */
  wrongPassword: 104,
} as const;

/** Letters, digits and . _ - , starting with a letter or digit. */
const newUsername = z.lazy(() =>
  z
    .string()
    .trim()
    .min(3, 'username_length')
    .max(64, 'username_length')
    .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, 'username_format'),
);
const existingUsername = z.lazy(() => z.string().trim().min(1).max(64));
/** A new password; checkOperatorPassword judges the rest. The bound comes first, so no huge text is hashed. */
const newPassword = z.lazy(() => z.string().max(OPERATOR_PASSWORD_LENGTH.max, 'password_too_long'));

/** checkOperatorPassword's verdict on a request's new password, as an error of its password field. */
function passwordRules(value: { username: string; password: string }, context: z.RefinementCtx): void {
  const problem = checkOperatorPassword(value.password, value.username);
  // Too long is the field's own error (newPassword), given once.
  if (problem && problem !== 'password_too_long') context.addIssue({ code: 'custom', path: ['password'], message: problem });
}

export const operatorAccountsListCall = defineCall({
  path: '/operator/operators/list',
  access: 'operator',
  summary: 'The operator accounts by user name, with role, state and last sign-in (admin)',
  request: () => z.object({}),
  response: () => z.object({ list: z.array(operatorAccount) }),
});

export const operatorAccountCreateCall = defineCall({
  path: '/operator/operators/create',
  access: 'operator',
  summary: `Creates an operator account; the password needs ${OPERATOR_PASSWORD_RULES} (HTTP 400 otherwise; code 102 user name taken; admin)`,
  request: () =>
    z
      .object({
        username: newUsername,
        role: z.enum(OPERATOR_ROLES),
        password: newPassword,
        /** The home site; the creating admin's when left out. */
        site_id: rowId.optional(),
      })
      .superRefine(passwordRules),
  response: () => operatorAccount,
});

export const operatorAccountDisableCall = defineCall({
  path: '/operator/operators/disable',
  access: 'operator',
  summary:
    "Disables an operator: no more sign-ins, their open sessions end at once (codes 101 unknown operator, 103 one's own account; admin)",
  request: () => z.object({ username: existingUsername }),
  response: () => operatorAccount.unwrap().extend({ revoked_sessions: z.number().int() }),
});

export const operatorAccountEnableCall = defineCall({
  path: '/operator/operators/enable',
  access: 'operator',
  summary: 'Lets a disabled operator sign in again; their old sessions stay ended (code 101 unknown operator; admin)',
  request: () => z.object({ username: existingUsername }),
  response: () => operatorAccount,
});

export const operatorAccountPasswordCall = defineCall({
  path: '/operator/operators/password',
  access: 'operator',
  summary: `Sets a new password for an operator and ends their open sessions; it needs ${OPERATOR_PASSWORD_RULES} (HTTP 400 otherwise; code 101 unknown operator; admin)`,
  request: () => z.object({ username: existingUsername, password: newPassword }).superRefine(passwordRules),
  response: () => operatorAccount.unwrap().extend({ revoked_sessions: z.number().int() }),
});

export const operatorAccountRoleCall = defineCall({
  path: '/operator/operators/role',
  access: 'operator',
  summary:
    "Changes another operator's role and ends their open sessions, so that they sign in again under it (codes 101 unknown operator, 103 one's own account; admin)",
  request: () => z.object({ username: existingUsername, role: z.enum(OPERATOR_ROLES) }),
  response: () => operatorAccount.unwrap().extend({ revoked_sessions: z.number().int() }),
});

export const operatorPasswordChangeCall = defineCall({
  path: '/operator/password/change',
  access: 'operator',
  summary: `Changes the signed-in operator's own password, given the current one; the new one needs ${OPERATOR_PASSWORD_RULES} (HTTP 400 otherwise; code 104 wrong current password, which counts as a failed sign-in; HTTP 429 after too many). Their other sessions end, the one of the request stays open (every role)`,
  request: () =>
    z
      .object({
        current_password: z.string().min(1).max(OPERATOR_PASSWORD_LENGTH.max),
        new_password: newPassword,
      })
      // The user name is the session's: the server checks that part of the rules.
      .superRefine((value, context) => {
        const problem = checkOperatorPassword(value.new_password, '');
        if (problem && problem !== 'password_too_long')
          context.addIssue({ code: 'custom', path: ['new_password'], message: problem });
      }),
  response: () => operatorAccount.unwrap().extend({ revoked_sessions: z.number().int() }),
});

/**
 * What a member security event records (apps/server/src/accounts/security-events.ts). bank_account_shared: the member
 * bound a bank account number another member had bound; device_shared and address_shared: the member signed in for
 * the first time on a device or from an address other members had signed in with (each allowed, but a sign of
 * shared, bought or farmed accounts). The shared kinds name the other members (detail.shared_with_member_ids).
 */
export const MEMBER_SECURITY_EVENT_KINDS = [
  'withdraw_password_locked',
  'login_locked',
  'bank_account_shared',
  'device_shared',
  'address_shared',
] as const;
export type MemberSecurityEventKind = (typeof MEMBER_SECURITY_EVENT_KINDS)[number];

export const memberSecurityEvent = z.lazy(() =>
  z.object({
    id: z.number().int(),
    member_id: z.number().int(),
    member_account: z.string(),
    site_id: z.number().int(),
    kind: z.string(),
    /** For example the failures counted, until when, and the call or client address. */
    detail: z.record(z.string(), z.unknown()),
    created_at: z.string(),
  }),
);
export type MemberSecurityEvent = z.infer<typeof memberSecurityEvent>;

export const operatorSecurityEventsListCall = defineCall({
  path: '/operator/security_events/list',
  access: 'operator',
  summary:
    'Security events of members, newest first: withdraw passwords locked after wrong tries, logins locked for an address or device, bank account numbers bound by a second member, first sign-ins on a device or from an address other members used (the risk view); optionally of one kind or member account (a shared event is found under every member it names); before_id pages back (admin, finance, support)',
  request: () =>
    z.object({
      limit: z.coerce.number().int().min(1).max(500).default(50),
      before_id: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
      kind: z.enum(MEMBER_SECURITY_EVENT_KINDS).optional(),
      member_account: z.string().trim().min(1).max(64).optional(),
    }),
  response: () => z.object({ list: z.array(memberSecurityEvent) }),
});
