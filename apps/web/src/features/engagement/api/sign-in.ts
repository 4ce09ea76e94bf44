import { signInClaimCall, signInStatusCall } from '@casino/contract/calls/engagement-calls.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.ts';
import { engagementKeys } from './engagement-keys.ts';

/** The member's sign-in calendar and today's state. */
export function useSignInStatus(enabled = true) {
  const session = useSession();
  return useQuery({
    queryKey: engagementKeys.signIn(session?.memberId ?? 0),
    queryFn: ({ signal }) => callApi(signInStatusCall, {}, { signal }),
    enabled: enabled && session !== null,
    staleTime: 30_000,
  });
}

/** Today's check-in; the calendar is fetched again whatever the answer. */
export function useClaimSignIn() {
  const queryClient = useQueryClient();
  const session = useSession();
  return useMutation({
    mutationFn: () => callApi(signInClaimCall, {}),
    onSettled: () => queryClient.invalidateQueries({ queryKey: engagementKeys.signIn(session?.memberId ?? 0) }),
  });
}
