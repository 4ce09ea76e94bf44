import { agentDownlineCall, type DOWNLINE_KINDS, type DownlineMember } from '@casino/contract/calls/agent-calls.ts';
import type { CallResponse } from '@casino/contract/define-call.ts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.ts';
import { agentKeys } from './agent-keys.ts';

export type { DownlineMember };
export type DownlineKind = (typeof DOWNLINE_KINDS)[number];
export type DownlinePage = CallResponse<typeof agentDownlineCall>;

/** One page of a downline: the caller's own, or a sub-agent's (parent_id) of the caller's tree. */
export type DownlineFilter = {
  parent_id?: number;
  keyword: string;
  kind: DownlineKind;
  /** 0 every status, else 1 active, 2 disabled, 3 frozen. */
  status: number;
  page: number;
  count: number;
};

export const DOWNLINE_PAGE_SIZE = 20;

/** POST /member/agent/downline: members and sub-agents directly under the caller or one of its sub-agents. */
export function fetchDownline(filter: DownlineFilter, signal?: AbortSignal): Promise<DownlinePage> {
  return callApi(agentDownlineCall, filter, { signal });
}

/** A page of a downline; the previous page stays on screen while the next loads. */
export function useDownline(filter: DownlineFilter) {
  const session = useSession();
  return useQuery({
    queryKey: agentKeys.downline(session?.memberId ?? 0, filter),
    queryFn: ({ signal }) => fetchDownline(filter, signal),
    enabled: session !== null,
    placeholderData: keepPreviousData,
  });
}
