import { AgentApplyCode, agentApplyCall } from '@casino/contract/calls/agent-calls.ts';
import type { CallResponse } from '@casino/contract/define-call.ts';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.ts';
import { agentKeys } from './agent-keys.ts';

export type AgentStatus = CallResponse<typeof agentApplyCall>;

/** Refusal codes of an application (contract calls/agent-calls.ts). */
export const APPLY_REFUSAL = AgentApplyCode;

/** Whether the member may use the agent centre itself (SPEC section 2: an active agent), else the Register page. */
export function isActiveAgent(status: AgentStatus): boolean {
  return status.is_agent === 1 && status.agent_active === 1;
}

/** POST /member/apply_for_agent/check with flag 0: the member's agent status and last application. */
export function fetchAgentStatus(signal?: AbortSignal): Promise<AgentStatus> {
  return callApi(agentApplyCall, { apply_agent_flag: 0 }, { signal });
}

/** POST /member/apply_for_agent/check with flag 1: applies to become an agent; the answer is the new status. */
export function applyForAgent(): Promise<AgentStatus> {
  return callApi(agentApplyCall, { apply_agent_flag: 1 });
}

/** The signed-in member's agent status, which decides where /proxy goes. */
export function useAgentStatus() {
  const session = useSession();
  return useQuery({
    queryKey: agentKeys.status(session?.memberId ?? 0),
    queryFn: ({ signal }) => fetchAgentStatus(signal),
    enabled: session !== null,
    staleTime: 30_000,
  });
}
