import { TournamentCode, tournamentJoinCall } from '@casino/contract/calls/tournament-calls.ts';
import type { CallResponse } from '@casino/contract/define-call.ts';
import { callApi } from '../../../lib/api-client.ts';

export const JOIN_REFUSAL = TournamentCode;
export type JoinAnswer = CallResponse<typeof tournamentJoinCall>;

/** POST /arks/web/activity/tournament/join: joins an opt-in tournament, or pays a buy-in once. */
export function joinTournament(id: number): Promise<JoinAnswer> {
  return callApi(tournamentJoinCall, { id });
}
