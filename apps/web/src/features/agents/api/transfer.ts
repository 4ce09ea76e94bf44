import { AgentCode, agentTransferCall } from '@casino/contract/calls/agent-calls.ts';
import { WithdrawCode } from '@casino/contract/calls/payment-calls.ts';
import type { CallRequest, CallResponse } from '@casino/contract/define-call.ts';
import { callApi } from '../../../lib/api-client.ts';

export type TransferRequest = CallRequest<typeof agentTransferCall>;
export type TransferResult = CallResponse<typeof agentTransferCall>;

/** Refusal codes of /member/agent/transfer; the withdraw password lock and open wagering are the withdrawal's. */
export const TRANSFER_REFUSAL = {
  ...AgentCode,
  withdrawPasswordLocked: WithdrawCode.withdrawPasswordLocked,
  wageringOpen: WithdrawCode.wageringOpen,
} as const;

/**
 * POST /member/agent/transfer: moves money from the agent's main wallet to a member directly under it. The
 * idempotency key names one intended transfer, so that a retry after a lost reply cannot pay twice.
 */
export function transferToMember(request: TransferRequest, idempotencyKey: string): Promise<TransferResult> {
  return callApi(agentTransferCall, request, { idempotencyKey });
}
