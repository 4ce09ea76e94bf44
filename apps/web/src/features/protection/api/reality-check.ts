import {
  REALITY_CHECK_INTERVALS,
  type RealityCheckInterval,
  realityCheckCall,
  realityCheckSetCall,
} from '@casino/contract/calls/reality-check-calls.ts';
import type { CallResponse } from '@casino/contract/define-call.ts';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { MEMBER_QUERY_ROOT, useSession } from '../../../lib/session.ts';

export type RealityCheck = CallResponse<typeof realityCheckCall>;
export { REALITY_CHECK_INTERVALS, type RealityCheckInterval };

export const realityCheckKeys = {
  one: (memberId: number) => [MEMBER_QUERY_ROOT, 'protection', 'reality-check', memberId] as const,
};

/** POST /member/protection/reality-check: the current sign-in's figures and the member's reminder interval. */
export async function fetchRealityCheck(signal?: AbortSignal): Promise<RealityCheck> {
  return callApi(realityCheckCall, {}, { signal });
}

/** The signed-in member's reality check. */
export function useRealityCheck() {
  const session = useSession();
  return useQuery({
    queryKey: realityCheckKeys.one(session?.memberId ?? 0),
    queryFn: ({ signal }) => fetchRealityCheck(signal),
    enabled: session !== null,
  });
}

/** POST /member/protection/reality-check/set: how often the game pages remind the member of their play. */
export async function setRealityCheckInterval(minutes: RealityCheckInterval): Promise<RealityCheck> {
  return callApi(realityCheckSetCall, { interval_minutes: minutes });
}
