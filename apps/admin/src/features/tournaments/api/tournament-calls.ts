import {
  type OperatorTournament,
  operatorTournamentCancelCall,
  operatorTournamentCreateCall,
  operatorTournamentsListCall,
} from '@casino/contract/calls/tournament-calls.ts';
import type { CallRequest } from '@casino/contract/define-call.ts';
import type { AdminClient } from '../../../lib/admin-api.ts';

export type { OperatorTournament };
export type TournamentInput = CallRequest<typeof operatorTournamentCreateCall>;

export const readTournaments = async (call: AdminClient, siteId: number) =>
  (await call(operatorTournamentsListCall, { site_id: siteId, limit: 200 })).list;

export const createTournament = (call: AdminClient, input: TournamentInput) => call(operatorTournamentCreateCall, input);

export const cancelTournament = (call: AdminClient, id: number, reason: string) =>
  call(operatorTournamentCancelCall, { id, reason });
