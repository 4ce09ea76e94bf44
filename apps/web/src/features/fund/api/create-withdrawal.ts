import { WithdrawCode, withdrawCreateCall } from '@casino/contract/calls/payment-calls.ts';
import type { CallRequest, CallResponse } from '@casino/contract/define-call.ts';
import { callApi, tokenOption } from '../../../lib/api-client.ts';

export type CreateWithdrawalRequest = CallRequest<typeof withdrawCreateCall>;
export type WithdrawalOrder = CallResponse<typeof withdrawCreateCall>;

/** Refusal codes of /member/withdraw/create (contract calls/payment-calls.ts). */
export const WITHDRAW_REFUSAL = WithdrawCode;

/**
 * POST /member/withdraw/create: requests a withdrawal; the amount is held until an operator decides. The idempotency
 * key names one intended withdrawal, so that a retry of the same request cannot hold the money twice.
 */
export async function createWithdrawal(
  request: CreateWithdrawalRequest,
  idempotencyKey: string,
  token?: string,
): Promise<WithdrawalOrder> {
  return callApi(withdrawCreateCall, request, { idempotencyKey, ...tokenOption(token) });
}
