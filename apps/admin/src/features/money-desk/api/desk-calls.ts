import { operatorDepositConfirmCall } from '@casino/contract/calls/operator-calls.ts';
import {
  operatorDepositQueueCall,
  operatorDepositRejectCall,
  operatorOrderRiskHintsCall,
} from '@casino/contract/calls/operator-member-calls.ts';
import type { CallRequest, CallResponse } from '@casino/contract/define-call.ts';
import type { AdminClient } from '../../../lib/admin-api.ts';

export type DepositQueue = CallResponse<typeof operatorDepositQueueCall>;
export type QueuedDeposit = DepositQueue['list'][number];
export type DepositFilter = CallRequest<typeof operatorDepositQueueCall>;
export type RiskHints = CallResponse<typeof operatorOrderRiskHintsCall>['list'][number];

export const readDepositQueue = (call: AdminClient, filter: DepositFilter) => call(operatorDepositQueueCall, filter);

export const confirmDeposit = (call: AdminClient, orderNumber: string, remark: string) =>
  call(operatorDepositConfirmCall, { order_number: orderNumber, remark });

export const rejectDeposit = (call: AdminClient, orderNumber: string, remark: string) =>
  call(operatorDepositRejectCall, { order_number: orderNumber, remark });

/** The hints of one page of orders, in one call, keyed by order number. */
export async function readRiskHints(
  call: AdminClient,
  kind: 'deposit' | 'withdrawal',
  orderNumbers: string[],
): Promise<Map<string, RiskHints>> {
  if (orderNumbers.length === 0) return new Map();
  const { list } = await call(operatorOrderRiskHintsCall, { kind, order_numbers: orderNumbers.slice(0, 100) });
  return new Map(list.map((hints) => [hints.order_number, hints]));
}
