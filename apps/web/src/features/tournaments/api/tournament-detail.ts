import { tournamentCall } from '@casino/contract/calls/tournament-calls.ts';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.ts';
import { tournamentKeys } from './tournament-keys.ts';

/** The member's own rank is read again this often; the top of the board comes live over the realtime channel. */
export const OWN_RANK_REFRESH_MS = 15_000;

/** POST /arks/web/activity/tournament: one tournament with its top 50 and the member's own rank. */
export function useTournament(id: number | null) {
  const session = useSession();
  return useQuery({
    queryKey: tournamentKeys.detail(session?.memberId ?? 0, id ?? 0),
    queryFn: ({ signal }) => callApi(tournamentCall, { id: id ?? 0 }, { signal }),
    enabled: session !== null && id !== null,
    refetchInterval: OWN_RANK_REFRESH_MS,
  });
}
