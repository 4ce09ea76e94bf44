import { checkAgentDomainCall } from '@casino/contract/calls/register-calls.ts';
import type { CallResponse } from '@casino/contract/define-call.ts';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { useRuntimeConfig } from '../../../lib/runtime-config.ts';

export type AgentDomain = CallResponse<typeof checkAgentDomainCall>;

export const agentDomainKeys = {
  all: ['agent-domain'] as const,
  host: (siteId: number, host: string) => [...agentDomainKeys.all, siteId, host] as const,
};

export function fetchAgentDomain(siteId: number, host: string, signal?: AbortSignal): Promise<AgentDomain> {
  return callApi(checkAgentDomainCall, { site_id: siteId, host }, { signal });
}

/** Whether the page's host is an agent domain, and if so its currency and agent. */
export function useAgentDomain(host: string = window.location.host) {
  const { SITE_ID } = useRuntimeConfig();
  return useQuery({
    queryKey: agentDomainKeys.host(SITE_ID, host),
    queryFn: ({ signal }) => fetchAgentDomain(SITE_ID, host, signal),
    staleTime: 30 * 60_000,
    retry: false,
  });
}
