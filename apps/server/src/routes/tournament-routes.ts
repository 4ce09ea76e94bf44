import {
  operatorTournamentCancelCall,
  operatorTournamentCreateCall,
  operatorTournamentsListCall,
  tournamentCall,
  tournamentJoinCall,
  tournamentsListCall,
} from '@casino/contract/calls/tournament-calls.ts';
import type { CallRegistrar } from '../http/register-call.ts';
import { requirePermission } from '../operators/roles.ts';
import { cancelTournament } from '../tournaments/cancel-tournament.ts';
import { createTournament } from '../tournaments/create-tournament.ts';
import { findTournament } from '../tournaments/find-tournament.ts';
import { joinTournament } from '../tournaments/join-tournament.ts';
import { listTournaments } from '../tournaments/list-tournaments.ts';
import { findOperatorTournaments } from '../tournaments/operator-tournaments.ts';
import type { TournamentContext } from '../tournaments/tournament-context.ts';

/** Tournaments: the members' list, leaderboard and join, and the operators' calls (docs/decisions/0085). */
export function registerTournamentRoutes(registerCallFor: CallRegistrar, ctx: TournamentContext): void {
  const { db } = ctx;
  registerCallFor(tournamentsListCall, ({ member, lang }) => listTournaments(db, member, lang));
  registerCallFor(tournamentCall, ({ member, body, lang }) => findTournament(db, member, body.id, lang));
  registerCallFor(tournamentJoinCall, ({ member, body }) => joinTournament(ctx, member, body.id));

  registerCallFor(operatorTournamentCreateCall, async ({ operator, body, request }) => {
    requirePermission(operator, 'promotions.manage');
    return createTournament(ctx, operator, body, request.ip);
  });
  registerCallFor(operatorTournamentsListCall, async ({ operator, body }) => {
    requirePermission(operator, 'promotions.manage');
    return { list: await findOperatorTournaments(db, { siteId: body.site_id, limit: body.limit }) };
  });
  registerCallFor(operatorTournamentCancelCall, async ({ operator, body, request }) => {
    requirePermission(operator, 'promotions.manage');
    return cancelTournament(ctx, operator, body.id, request.ip, body.reason);
  });
}
