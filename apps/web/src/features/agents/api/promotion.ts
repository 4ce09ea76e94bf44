import { agentPromotionCall } from '@casino/contract/calls/agent-calls.ts';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.ts';
import { agentKeys } from './agent-keys.ts';

/** POST /member/agent/promotion: the agent's link id, its domains and the sign-ups each brought. */
export function usePromotion() {
  const session = useSession();
  return useQuery({
    queryKey: agentKeys.promotion(session?.memberId ?? 0),
    queryFn: ({ signal }) => callApi(agentPromotionCall, {}, { signal }),
    enabled: session !== null,
  });
}
