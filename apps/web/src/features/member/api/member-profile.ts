import { type MemberProfile, memberProfileCall } from '@casino/contract/calls/member-calls.ts';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { MEMBER_QUERY_ROOT, useSession } from '../../../lib/session.ts';

export const memberProfileKeys = {
  all: [MEMBER_QUERY_ROOT, 'profile'] as const,
  detail: (memberId: number) => [...memberProfileKeys.all, memberId] as const,
};

export async function fetchMemberProfile(signal?: AbortSignal): Promise<MemberProfile> {
  const reply = await callApi(memberProfileCall, {}, { signal });
  return reply.member_profile;
}

/** The signed-in member's profile (phone, email and contacts come partly masked). */
export function useMemberProfile() {
  const session = useSession();
  return useQuery({
    queryKey: memberProfileKeys.detail(session?.memberId ?? 0),
    queryFn: ({ signal }) => fetchMemberProfile(signal),
    enabled: session !== null,
  });
}
