import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { calendarDate, INT4_MAX, rowId } from '../input-bounds.ts';
import { flag } from './site-calls.ts';

/** A decimal amount in major units as it travels on the wire ("12.50"); never a float. */
export const decimalAmount = z.lazy(() => z.string().regex(/^\d{1,15}(\.\d{1,4})?$/, 'amount_format'));

/** One provider wallet beside the main wallet (SPEC section 3, Wallet). */
export const providerWallet = z.lazy(() =>
  z.object({
    gp_id: z.number().int(),
    gp_name: z.string(),
    is_light: flag,
    icon_dark: z.string().nullable(),
    cash: z.string(),
  }),
);
export type ProviderWallet = z.infer<typeof providerWallet>;

export const myCashCall = defineCall({
  path: '/member/profile/my_cash',
  access: 'member',
  summary: 'Main wallet, one row per provider wallet that ever held money, and the total of them all',
  request: () => z.object({}),
  response: () => z.object({ main_cash: z.string(), my_cash_list: z.array(providerWallet), total: z.string() }),
});

/**
 * Codes of a balance return (SPEC section 8, one_key_err_code_101 to 105); see docs/decisions/0009-wallet-and-ledger.md.
 */
export const BalanceBackCode = {
  /** Another balance return of this member is still running. */
  busy: 101,
  /** The provider did not answer or refused the transfer; nothing moved, safe to retry. */
  providerFailed: 102,
  /** The provider is under maintenance. */
  providerMaintenance: 103,
  /** No such provider wallet. */
  noWallet: 104,
  /** Some wallets came back and some did not: data lists both; safe to retry. */
  partial: 105,
} as const;

export const balanceBackResult = z.lazy(() =>
  z.object({
    main_cash: z.string(),
    returned: z.array(z.object({ gp_id: z.number().int(), amount: z.string() })),
    failed: z.array(z.object({ gp_id: z.number().int(), code: z.number().int() })),
  }),
);
export type BalanceBackResult = z.infer<typeof balanceBackResult>;

export const balanceAllBackCall = defineCall({
  path: '/member/profile/balance/all/back',
  access: 'member',
  summary: 'One-key return: moves every provider wallet back into the main wallet (codes 101 busy, 105 partial)',
  request: () => z.object({}),
  response: () => balanceBackResult,
});

export const balanceGetBackCall = defineCall({
  path: '/member/profile/balance_get_back',
  access: 'member',
  summary: 'Moves one provider wallet (or, without gp_id, all of them) back into the main wallet',
  request: () => z.object({ gp_id: rowId.optional() }),
  response: () => balanceBackResult,
});

export const cashSurplusCheckCall = defineCall({
  path: '/arks/web/cash_surplus/check',
  access: 'member',
  summary: 'Whether money is left in any provider wallet of the member (active 1), so the site can offer a return',
  request: () => z.object({ site_id: rowId, currency: z.string().max(16) }),
  response: () => z.object({ active: flag }),
});

/** Kinds of ledger movement a member sees in the transaction record. */
export const TRANSACTION_KINDS = [
  'deposit',
  'withdrawal',
  'withdrawal_release',
  'adjustment',
  'transfer_in',
  'transfer_out',
  'bet',
  'win',
  'rollback',
  'jackpot',
  'reversal',
  'red_envelope',
  'sign_in_reward',
  'points_exchange',
  'birthday_bonus',
  'tournament_prize',
  'tournament_buy_in',
  'tournament_refund',
] as const;
export type TransactionKind = (typeof TRANSACTION_KINDS)[number];

/** Date filter of the records: calendar days in the site's time zone (America/Caracas), both ends included. */
const dayString = z.lazy(() => calendarDate('date_format'));

export const recordPaging = {
  start_date: dayString,
  end_date: dayString,
  page: z.coerce.number().int().positive().max(INT4_MAX).default(1),
  page_size: z.coerce.number().int().positive().max(100).default(20),
};

export const transactionEntry = z.lazy(() =>
  z.object({
    id: z.string(),
    created_at: z.string(),
    kind: z.enum(TRANSACTION_KINDS),
    /** Signed: negative when money left the main wallet. */
    amount: z.string(),
    balance_after: z.string(),
    /**
     * What the member can look up, never an internal ledger key: the order number of a deposit or withdrawal (and of
     * its release or reversal), the round of a bet, win, jackpot or rollback as the game shows it, and the game
     * provider of a game movement or wallet transfer. Null when the movement has none (an adjustment, for instance).
     */
    order_number: z.string().nullable(),
    round_id: z.string().nullable(),
    gp_name: z.string().nullable(),
  }),
);
export type TransactionEntry = z.infer<typeof transactionEntry>;

export const transactionListCall = defineCall({
  path: '/member/transaction/list',
  access: 'member',
  summary: 'Movements of the main wallet, newest first, filtered by kind and day',
  request: () => z.object({ ...recordPaging, kind: z.enum(TRANSACTION_KINDS).optional() }),
  response: () => z.object({ list: z.array(transactionEntry), total_count: z.number().int() }),
});
