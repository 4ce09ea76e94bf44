import { type MemberLayout, memberLayoutCall } from '@casino/contract/calls/member-calls.ts';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { MEMBER_QUERY_ROOT, useSession } from '../../../lib/session.ts';

export const memberLayoutKeys = {
  all: [MEMBER_QUERY_ROOT, 'layout'] as const,
  detail: (memberId: number) => [...memberLayoutKeys.all, memberId] as const,
};

export function fetchMemberLayout(signal?: AbortSignal): Promise<MemberLayout> {
  return callApi(memberLayoutCall, {}, { signal });
}

/** Layout data of the signed-in member (account, cash, flags); idle for visitors. */
export function useMemberLayout() {
  const session = useSession();
  return useQuery({
    queryKey: memberLayoutKeys.detail(session?.memberId ?? 0),
    queryFn: ({ signal }) => fetchMemberLayout(signal),
    enabled: session !== null,
    staleTime: 30_000,
  });
}
