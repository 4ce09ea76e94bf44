import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MEMBER_QUERY_ROOT } from '../../../lib/session.ts';
import { joinTournament } from '../api/join-tournament.ts';

/** Joins a tournament; every member query is read again afterwards (the entry, and the cash after a buy-in). */
export function useJoinTournament() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => joinTournament(id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [MEMBER_QUERY_ROOT] }),
  });
}
