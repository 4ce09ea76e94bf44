import { DepositCode, depositCreateCall } from '@casino/contract/calls/payment-calls.ts';
import type { CallRequest, CallResponse } from '@casino/contract/define-call.ts';
import { callApi } from '../../../lib/api-client.ts';

export type CreateDepositRequest = CallRequest<typeof depositCreateCall>;
export type DepositOrder = CallResponse<typeof depositCreateCall>;

/** Refusal codes of /member/deposit/create (contract calls/payment-calls.ts). */
export const DEPOSIT_REFUSAL = DepositCode;

/**
 * POST /member/deposit/create: opens a deposit order. The idempotency key names one intended deposit: sending it
 * again with the same body (a retry) gets the same order back instead of a second one.
 */
export async function createDeposit(request: CreateDepositRequest, idempotencyKey: string): Promise<DepositOrder> {
  return callApi(depositCreateCall, request, { idempotencyKey });
}
