import {
  type ExclusionChoice,
  LimitCode,
  type LimitKind,
  type LimitPeriod,
  memberExclusionSetCall,
  memberLimitSetCall,
  memberLimitsCall,
} from '@casino/contract/calls/protection-calls.ts';
import type { CallResponse } from '@casino/contract/define-call.ts';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { MEMBER_QUERY_ROOT, useSession } from '../../../lib/session.ts';

export type MemberLimits = CallResponse<typeof memberLimitsCall>;
export type MemberExclusionReply = CallResponse<typeof memberExclusionSetCall>;

export { ExclusionCode } from '@casino/contract/calls/protection-calls.ts';
export { LimitCode };

export const protectionKeys = {
  all: [MEMBER_QUERY_ROOT, 'protection'] as const,
  limits: (memberId: number) => [...protectionKeys.all, 'limits', memberId] as const,
};

/** POST /member/protection/limits: the member's own limits in force, what each window used, what waits. */
export async function fetchMemberLimits(signal?: AbortSignal): Promise<MemberLimits> {
  return callApi(memberLimitsCall, {}, { signal });
}

/** The signed-in member's own limits. */
export function useMemberLimits() {
  const session = useSession();
  return useQuery({
    queryKey: protectionKeys.limits(session?.memberId ?? 0),
    queryFn: ({ signal }) => fetchMemberLimits(signal),
    enabled: session !== null,
  });
}

/**
 * POST /member/protection/limits/set: sets, lowers, raises or (amount null) removes one of the member's limits: money
 * in the currency for deposit, wager and loss; whole minutes per day for the session-time limit.
 */
export async function setMemberLimit(kind: LimitKind, period: LimitPeriod, amount: string | null): Promise<MemberLimits> {
  return callApi(memberLimitSetCall, { kind, period, amount });
}

/** POST /member/protection/exclusion/set: a break or a self-exclusion, confirmed with the login password. */
export async function setExclusion(choice: ExclusionChoice, password: string): Promise<MemberExclusionReply> {
  return callApi(memberExclusionSetCall, { choice, password });
}
