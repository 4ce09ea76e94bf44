import { loyaltyStatusCall } from '@casino/contract/calls/loyalty-calls.ts';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.ts';
import { loyaltyKeys } from './loyalty-keys.ts';

/** POST /member/loyalty/status: the member's comp points, VIP level, progress, perks and the site's levels. */
export function useLoyaltyStatus() {
  const session = useSession();
  return useQuery({
    queryKey: loyaltyKeys.status(session?.memberId ?? 0),
    queryFn: ({ signal }) => callApi(loyaltyStatusCall, {}, { signal }),
    enabled: session !== null,
    staleTime: 30_000,
  });
}
