import {
  operatorGameMaintenanceClearCall,
  operatorGameMaintenanceSetCall,
  operatorGameProviderSaveCall,
  operatorGameProvidersCall,
  operatorGameSaveCall,
  operatorGamesListCall,
} from '@casino/contract/calls/operator-game-calls.ts';
import { clearProviderMaintenance } from '../games/desk/clear-provider-maintenance.ts';
import type { GameDeskContext } from '../games/desk/game-desk-context.ts';
import { listProviderPlaces } from '../games/desk/list-provider-places.ts';
import { listSiteGames } from '../games/desk/list-site-games.ts';
import { saveProviderPlace } from '../games/desk/save-provider-place.ts';
import { saveSiteGame } from '../games/desk/save-site-game.ts';
import { setProviderMaintenance } from '../games/desk/set-provider-maintenance.ts';
import type { CallRegistrar } from '../http/register-call.ts';
import { requirePermission } from '../operators/roles.ts';

/** The game desk of the back office (/api/operator/games/..., decision 77): admins only; changes are audited. */
export function registerOperatorGameRoutes(registerCallFor: CallRegistrar, ctx: GameDeskContext): void {
  registerCallFor(operatorGameProvidersCall, async ({ operator, body }) => {
    requirePermission(operator, 'games.manage');
    return { list: await listProviderPlaces(ctx.db, body.site_id) };
  });

  registerCallFor(operatorGameProviderSaveCall, async ({ operator, body, request }) => {
    requirePermission(operator, 'games.manage');
    return saveProviderPlace(ctx, operator, { ...body, active: body.active === 1 }, request.ip);
  });

  registerCallFor(operatorGameMaintenanceSetCall, async ({ operator, body, request }) => {
    requirePermission(operator, 'games.manage');
    return setProviderMaintenance(ctx, operator, body, request.ip);
  });

  registerCallFor(operatorGameMaintenanceClearCall, async ({ operator, body, request }) => {
    requirePermission(operator, 'games.manage');
    return clearProviderMaintenance(ctx, operator, body, request.ip);
  });

  registerCallFor(operatorGamesListCall, async ({ operator, body }) => {
    requirePermission(operator, 'games.manage');
    return listSiteGames(ctx.db, {
      siteId: body.site_id,
      providerId: body.provider_id,
      q: body.q,
      page: body.page,
      limit: body.limit,
    });
  });

  registerCallFor(operatorGameSaveCall, async ({ operator, body, request }) => {
    requirePermission(operator, 'games.manage');
    return saveSiteGame(ctx, operator, { ...body, active: body.active === 1 }, request.ip);
  });
}
