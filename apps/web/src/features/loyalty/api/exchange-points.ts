import { LoyaltyCode, loyaltyExchangeCall } from '@casino/contract/calls/loyalty-calls.ts';
import type { CallResponse } from '@casino/contract/define-call.ts';
import { callApi } from '../../../lib/api-client.ts';

export const EXCHANGE_REFUSAL = LoyaltyCode;
export type ExchangeAnswer = CallResponse<typeof loyaltyExchangeCall>;

/**
 * POST /member/loyalty/exchange: points to cash at the site's rate. The idempotency key names one intended exchange,
 * so that a retry of the same request cannot spend the points twice.
 */
export function exchangePoints(points: number, idempotencyKey: string): Promise<ExchangeAnswer> {
  return callApi(loyaltyExchangeCall, { points }, { idempotencyKey });
}
