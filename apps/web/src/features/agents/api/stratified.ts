import { agentStratifiedCall } from '@casino/contract/calls/agent-calls.ts';
import type { CallRequest, CallResponse } from '@casino/contract/define-call.ts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.ts';
import { agentKeys } from './agent-keys.ts';

export type StratifiedRequest = CallRequest<typeof agentStratifiedCall>;
export type StratifiedReport = CallResponse<typeof agentStratifiedCall>;

/** POST /member/agent/stratified: the operation figures per level of the agent's tree between two site days. */
export function useStratified(request: StratifiedRequest) {
  const session = useSession();
  return useQuery({
    queryKey: agentKeys.stratified(session?.memberId ?? 0, request),
    queryFn: ({ signal }) => callApi(agentStratifiedCall, request, { signal }),
    enabled: session !== null,
    placeholderData: keepPreviousData,
  });
}
