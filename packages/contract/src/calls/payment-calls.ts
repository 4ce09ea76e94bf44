import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { rowId } from '../input-bounds.ts';
import { flag } from './site-calls.ts';
import { decimalAmount, recordPaging } from './wallet-calls.ts';

/**
 * Deposits and withdrawals. The SPEC names the pages (Fund: Deposit, Withdrawal; DWRecord) and the
 * member_deposit.success event but not the calls; see docs/decisions/0010-deposits-and-withdrawals.md.
 */

/** gateway: paid on the gateway's hosted page; bank_transfer: the member transfers, an operator confirms. */
export const DEPOSIT_METHOD_KINDS = ['gateway', 'bank_transfer'] as const;

export const depositMethod = z.lazy(() =>
  z.object({
    id: z.number().int(),
    name: z.string(),
    kind: z.enum(DEPOSIT_METHOD_KINDS),
    min_amount: z.string(),
    max_amount: z.string(),
    /** The account to pay into, for bank transfers. */
    bank: z
      .object({ bank_name: z.string(), account_name: z.string(), account_number: z.string(), branch: z.string() })
      .nullable(),
  }),
);
export type DepositMethod = z.infer<typeof depositMethod>;

export const depositMethodsCall = defineCall({
  path: '/member/deposit/methods',
  access: 'member',
  summary: 'Deposit methods open to the member in their currency, with limits',
  request: () => z.object({}),
  response: () =>
    z.object({
      currency: z.string(),
      list: z.array(depositMethod),
      /** 1: the member must bind a bank account before depositing (need_bank_account_deposit_verified). */
      need_bank_account: flag,
    }),
});

/** Refusals of a deposit request. */
export const DepositCode = {
  noMethod: 101,
  belowMinimum: 102,
  aboveMaximum: 103,
  bankAccountRequired: 104,
  tooManyPending: 105,
  /** The promotion chosen for its bonus has no deposit match for this member (none running, claimed, or another bonus active). */
  bonusUnavailable: 106,
  /** The deposit would pass one of the member's own deposit limits (docs/decisions/0078). */
  overLimit: 107,
} as const;

export const depositCreateCall = defineCall({
  path: '/member/deposit/create',
  access: 'member',
  idempotent: true,
  summary:
    'Opens a deposit order: pay_url is the gateway page to pay on, null for bank transfers (codes 101 no method, 102 below minimum, 103 above maximum, 104 bank account required, 105 too many pending, 106 the bonus chosen is not available, 107 over one of the member’s own deposit limits)',
  request: () =>
    z.object({
      method_id: rowId,
      amount: decimalAmount,
      /** Bank transfers: the name the transfer comes from and its reference, to help the operator match it. */
      payer_name: z.string().trim().max(80).default(''),
      payer_reference: z.string().trim().max(80).default(''),
      /** A promotion whose deposit-match bonus the member takes with this deposit (granted when it is credited). */
      bonus_promotion_id: rowId.optional(),
    }),
  response: () => z.object({ order_number: z.string(), status: z.string(), amount: z.string(), pay_url: z.string().nullable() }),
});

export const withdrawSettingsCall = defineCall({
  path: '/member/withdraw/settings',
  access: 'member',
  summary: 'Limits of a withdrawal in the member currency, the withdrawable main balance and whether a withdraw password is set',
  request: () => z.object({}),
  response: () =>
    z.object({
      currency: z.string(),
      min_amount: z.string(),
      max_amount: z.string(),
      main_cash: z.string(),
      is_withdraw_password: flag,
    }),
});

/** Refusals of a withdrawal request. */
export const WithdrawCode = {
  wrongWithdrawPassword: 101,
  noWithdrawPassword: 102,
  noBankAccount: 103,
  belowMinimum: 104,
  aboveMaximum: 105,
  insufficientBalance: 106,
  tooManyPending: 107,
  withdrawPasswordLocked: 108,
  /** A bonus's wagering requirement is open: data {bonus_id, remaining, currency} says how much is left to wager. */
  wageringOpen: 109,
  /** Above the daily withdrawal limit of the member's VIP level: data {limit, used} (docs/decisions/0083). */
  vipDailyLimit: 110,
} as const;

/**
 * The answer of every call that checks the withdraw password (bank account bind, withdrawal, withdraw password
 * change, recovery, the double-validation question) while it is locked after too many wrong tries: the right
 * password is refused too until the site's lock period ends.
 */
export const WITHDRAW_PASSWORD_LOCKED = WithdrawCode.withdrawPasswordLocked;

export const withdrawCreateCall = defineCall({
  path: '/member/withdraw/create',
  access: 'member',
  idempotent: true,
  summary:
    'Requests a withdrawal to a bound bank account; the amount is held until an operator pays or rejects it (codes 101 wrong withdraw password, 102 none set, 103 no such bank account, 104 below minimum, 105 above maximum, 106 insufficient balance, 107 too many pending, 108 withdraw password locked after too many wrong tries, 109 a bonus wagering requirement is still open, 110 above the daily withdrawal limit of the VIP level)',
  request: () =>
    z.object({
      amount: decimalAmount,
      bank_account_id: rowId,
      withdraw_password: z.string().regex(/^\d{4}$/),
    }),
  response: () => z.object({ order_number: z.string(), status: z.string(), amount: z.string(), main_cash: z.string() }),
});

/** Status of a deposit or withdrawal order. */
export const ORDER_STATUSES = ['pending', 'paid', 'rejected', 'failed', 'expired'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const dwRecord = z.lazy(() =>
  z.object({
    order_number: z.string(),
    type: z.enum(['deposit', 'withdrawal']),
    method: z.string(),
    amount: z.string(),
    status: z.enum(ORDER_STATUSES),
    remark: z.string(),
    created_at: z.string(),
    updated_at: z.string(),
  }),
);
export type DwRecord = z.infer<typeof dwRecord>;

export const dwRecordCall = defineCall({
  path: '/member/dw_record/list',
  access: 'member',
  summary: 'Deposit and withdrawal orders of the member, newest first, filtered by type, status and day',
  request: () =>
    z.object({
      ...recordPaging,
      type: z.enum(['all', 'deposit', 'withdrawal']).default('all'),
      status: z.enum(ORDER_STATUSES).optional(),
    }),
  response: () => z.object({ list: z.array(dwRecord), total_count: z.number().int() }),
});
