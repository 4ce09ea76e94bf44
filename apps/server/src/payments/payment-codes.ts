/**
 * Refusals of the operator's payment actions (confirmDeposit, approveWithdrawal, rejectWithdrawal), raised as
 * Refusal with HTTP 200 like every business code. Member calls use DepositCode and WithdrawCode of the contract.
 */
export const PaymentOrderCode = {
  /** No order with that number. */
  unknownOrder: 101,
  /** The order was decided the other way already: a failed deposit, a paid withdrawal being rejected, or the reverse. */
  notPending: 102,
} as const;

export const PaymentOrderMessage = {
  unknownOrder: 'payment.unknown_order',
  notPending: 'payment.order_not_pending',
} as const;

/** At most this many deposit orders of a member wait for payment at once (DepositCode.tooManyPending). */
export const MAX_PENDING_DEPOSITS = 5;
/** A gateway order not paid within this time expires; a bank transfer waits longer for the operator. */
export const GATEWAY_ORDER_TTL_MS = 30 * 60_000;
export const BANK_TRANSFER_ORDER_TTL_MS = 24 * 60 * 60_000;
/** Withdrawal limits of a site and currency without a row in withdrawal_limits, in major units. */
export const DEFAULT_WITHDRAWAL_LIMITS = { min: 100n, max: 1_000_000n, maxPending: 3 } as const;
/** The page of the site a gateway sends the member back to. */
export const RETURN_PATH = '/user/DWRecord';
