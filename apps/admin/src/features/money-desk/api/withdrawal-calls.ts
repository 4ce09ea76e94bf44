import {
  operatorWithdrawalApproveCall,
  operatorWithdrawalRejectCall,
  operatorWithdrawalsListCall,
} from '@casino/contract/calls/operator-calls.ts';
import type { ORDER_STATUSES } from '@casino/contract/calls/payment-calls.ts';
import type { CallResponse } from '@casino/contract/define-call.ts';
import type { AdminClient } from '../../../lib/admin-api.ts';

export type WithdrawalOrder = CallResponse<typeof operatorWithdrawalsListCall>['list'][number];
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const readWithdrawals = async (call: AdminClient, status: OrderStatus | undefined): Promise<WithdrawalOrder[]> =>
  (await call(operatorWithdrawalsListCall, { limit: 100, ...(status ? { status } : {}) })).list;

export const approveWithdrawal = (call: AdminClient, orderNumber: string, remark?: string) =>
  call(operatorWithdrawalApproveCall, { order_number: orderNumber, ...(remark ? { remark } : {}) });

export const rejectWithdrawal = (call: AdminClient, orderNumber: string, remark: string) =>
  call(operatorWithdrawalRejectCall, { order_number: orderNumber, remark });
