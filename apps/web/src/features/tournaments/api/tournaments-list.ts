import { tournamentsListCall } from '@casino/contract/calls/tournament-calls.ts';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.ts';
import { tournamentKeys } from './tournament-keys.ts';

/** POST /arks/web/activity/tournaments: the running and coming tournaments of the member's site and currency. */
export function useTournaments() {
  const session = useSession();
  return useQuery({
    queryKey: tournamentKeys.list(session?.memberId ?? 0),
    queryFn: ({ signal }) => callApi(tournamentsListCall, {}, { signal }),
    enabled: session !== null,
    staleTime: 30_000,
  });
}
