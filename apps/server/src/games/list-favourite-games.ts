import type { GameEntry } from '@casino/contract/calls/game-calls.ts';
import type { Db } from '../db/database.ts';
import { siteMaintenanceWindows } from './desk/provider-maintenance.ts';
import { favouriteGameIds, findOfferedGames, type GameFilter, inIdOrder, toGameEntry } from './offered-games.ts';

/** A member's favourite games that their site offers in the scope, newest favourite first (favorite/list). */
export async function listFavouriteGames(db: Db, memberId: number, scope: GameFilter, lang: string): Promise<GameEntry[]> {
  const [ids, maintenance] = await Promise.all([favouriteGameIds(db, memberId), siteMaintenanceWindows(db, scope.siteId)]);
  const games = await findOfferedGames(db, { ...scope, gameIds: ids });
  const favourites = new Set(ids);
  return inIdOrder(games, ids).map((g) => toGameEntry(g, lang, { maintenance, favourites }));
}
