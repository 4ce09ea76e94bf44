import { type GameEntry, HOT_GAMES_LIMIT } from '@casino/contract/calls/game-calls.ts';
import type { Db } from '../db/database.ts';
import { siteMaintenanceWindows } from './desk/provider-maintenance.ts';
import { favouriteGameIds, findOfferedGames, type GameFilter, inIdOrder, toGameEntry } from './offered-games.ts';

/**
 * A member's hot games (/arks/web/member-games/hot-games): the games they played most (then most recently), followed by
 * the site's hot-tagged games, without repeats, at most HOT_GAMES_LIMIT.
 */
export async function listHotGames(db: Db, memberId: number, scope: GameFilter, lang: string): Promise<GameEntry[]> {
  const played = await db
    .selectFrom('member_recent_games')
    .select('game_id')
    .where('member_id', '=', memberId)
    .orderBy('play_count', 'desc')
    .orderBy('played_order', 'desc')
    .execute();
  const playedIds = played.map((r) => r.game_id);
  const [mostPlayed, hot, favourites, maintenance] = await Promise.all([
    findOfferedGames(db, { ...scope, gameIds: playedIds }),
    findOfferedGames(db, { ...scope, tag: 'hot' }),
    favouriteGameIds(db, memberId),
    siteMaintenanceWindows(db, scope.siteId),
  ]);
  const seen = new Set<number>();
  const games = [...inIdOrder(mostPlayed, playedIds), ...hot].filter((g) => !seen.has(g.id) && seen.add(g.id));
  const context = { maintenance, favourites: new Set(favourites) };
  return games.slice(0, HOT_GAMES_LIMIT).map((g) => toGameEntry(g, lang, context));
}
