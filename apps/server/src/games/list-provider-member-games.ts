import { type GameEntry, RECENT_GAMES_LIMIT } from '@casino/contract/calls/game-calls.ts';
import type { Db } from '../db/database.ts';
import { siteMaintenanceWindows } from './desk/provider-maintenance.ts';
import type { ProviderPageQuery } from './list-provider-label-games.ts';
import { recentGameIds } from './list-recent-games.ts';
import { favouriteGameIds, findOfferedGames, inIdOrder, toGameEntry } from './offered-games.ts';

/**
 * A provider's slot page for a member (/arks/web/member-games/provider-games): the tabs all_game, my_favorite and
 * last_play of the SPEC as entire_games, my_favorites (newest favourite first) and last_play_games (newest first).
 */
export async function listProviderMemberGames(
  db: Db,
  memberId: number,
  query: ProviderPageQuery,
  lang: string,
): Promise<{ entire_games: GameEntry[]; my_favorites: GameEntry[]; last_play_games: GameEntry[] }> {
  const [games, favourites, recent, maintenance] = await Promise.all([
    findOfferedGames(db, query),
    favouriteGameIds(db, memberId),
    recentGameIds(db, memberId),
    siteMaintenanceWindows(db, query.siteId),
  ]);
  const context = { maintenance, favourites: new Set(favourites) };
  const entry = (g: (typeof games)[number]) => toGameEntry(g, lang, context);
  return {
    entire_games: games.map(entry),
    my_favorites: inIdOrder(games, favourites).map(entry),
    last_play_games: inIdOrder(games, recent).slice(0, RECENT_GAMES_LIMIT).map(entry),
  };
}
