import { DEMO_LIST_PROVIDER_CODES, type GameEntry } from '@casino/contract/calls/game-calls.ts';
import type { Db } from '../db/database.ts';
import { findSite } from '../sites/find-site.ts';
import { siteMaintenanceWindows } from './desk/provider-maintenance.ts';
import type { ProviderPageQuery } from './list-provider-label-games.ts';
import { findOfferedGames, toGameEntry } from './offered-games.ts';

/**
 * Demo games of one provider and type (/demo/gp_games): only providers of SPEC section 5's demo list and the built-in
 * house provider; any other provider answers an empty list.
 */
export async function listDemoProviderGames(db: Db, query: ProviderPageQuery, lang: string): Promise<GameEntry[]> {
  await findSite(db, query.siteId);
  const [games, maintenance] = await Promise.all([
    findOfferedGames(db, { ...query, demoProviderCodes: DEMO_LIST_PROVIDER_CODES }),
    siteMaintenanceWindows(db, query.siteId),
  ]);
  return games.map((g) => toGameEntry(g, lang, { maintenance }));
}
