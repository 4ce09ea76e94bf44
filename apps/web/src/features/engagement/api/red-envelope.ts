import { type RedEnvelope, redEnvelopeClaimCall, redEnvelopePromotionCall } from '@casino/contract/calls/engagement-calls.ts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.ts';
import { engagementKeys } from './engagement-keys.ts';

/** The red envelope the member may open now, or null (the server's empty array). */
export function useRedEnvelope() {
  const session = useSession();
  return useQuery({
    queryKey: engagementKeys.redEnvelope(session?.memberId ?? 0),
    queryFn: async ({ signal }): Promise<RedEnvelope | null> => {
      const reply = await callApi(redEnvelopePromotionCall, {}, { signal });
      return Array.isArray(reply) ? null : reply;
    },
    enabled: session !== null,
    staleTime: 60_000,
  });
}

/** Opens the envelope: the cash won, or a refusal (101 not eligible, 102 gone). */
export function useClaimRedEnvelope() {
  return useMutation({ mutationFn: (id: number) => callApi(redEnvelopeClaimCall, { id }) });
}
