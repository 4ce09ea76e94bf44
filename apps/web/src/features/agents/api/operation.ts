import { agentOperationCall } from '@casino/contract/calls/agent-calls.ts';
import type { CallRequest, CallResponse } from '@casino/contract/define-call.ts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.ts';
import { agentKeys } from './agent-keys.ts';

export type OperationRequest = CallRequest<typeof agentOperationCall>;
export type OperationReport = CallResponse<typeof agentOperationCall>;

/** The longest period the server reports on at once, in days. */
export const OPERATION_MAX_DAYS = 93;

/** POST /member/agent/operation: what the agent's own members did between two site days (both included). */
export function fetchOperation(request: OperationRequest, signal?: AbortSignal): Promise<OperationReport> {
  return callApi(agentOperationCall, request, { signal });
}

export function useOperation(request: OperationRequest) {
  const session = useSession();
  return useQuery({
    queryKey: agentKeys.operation(session?.memberId ?? 0, request),
    queryFn: ({ signal }) => fetchOperation(request, signal),
    enabled: session !== null,
    placeholderData: keepPreviousData,
  });
}
