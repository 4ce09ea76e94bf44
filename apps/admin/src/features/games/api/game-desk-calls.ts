import {
  type OperatorProviderPlace,
  type OperatorSiteGame,
  operatorGameMaintenanceClearCall,
  operatorGameMaintenanceSetCall,
  operatorGameProviderSaveCall,
  operatorGameProvidersCall,
  operatorGameSaveCall,
  operatorGamesListCall,
} from '@casino/contract/calls/operator-game-calls.ts';
import type { AdminClient } from '../../../lib/admin-api.ts';

export type ProviderPlace = OperatorProviderPlace;
export type SiteGame = OperatorSiteGame;

/** Games shown per page of the game list. */
export const GAMES_PAGE = 50;

export const readProviderPlaces = async (call: AdminClient, siteId: number): Promise<ProviderPlace[]> =>
  (await call(operatorGameProvidersCall, { site_id: siteId })).list;

export const saveProviderPlace = (
  call: AdminClient,
  siteId: number,
  place: { place_id: number; active: boolean; sort: number },
) => call(operatorGameProviderSaveCall, { site_id: siteId, ...place, active: place.active ? 1 : 0 });

export const setMaintenance = (call: AdminClient, siteId: number, providerId: number, startsAt: string, endsAt: string) =>
  call(operatorGameMaintenanceSetCall, { site_id: siteId, provider_id: providerId, starts_at: startsAt, ends_at: endsAt });

export const clearMaintenance = (call: AdminClient, siteId: number, providerId: number) =>
  call(operatorGameMaintenanceClearCall, { site_id: siteId, provider_id: providerId });

export const readSiteGames = (call: AdminClient, filter: { siteId: number; providerId?: number; q?: string; page: number }) =>
  call(operatorGamesListCall, {
    site_id: filter.siteId,
    page: filter.page,
    limit: GAMES_PAGE,
    ...(filter.providerId ? { provider_id: filter.providerId } : {}),
    ...(filter.q ? { q: filter.q } : {}),
  });

export const saveSiteGame = (
  call: AdminClient,
  siteId: number,
  game: { game_id: number; active: boolean; tags: ('hot' | 'new')[]; sort: number },
) => call(operatorGameSaveCall, { site_id: siteId, ...game, active: game.active ? 1 : 0 });
