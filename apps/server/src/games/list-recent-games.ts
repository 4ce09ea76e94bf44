import { RECENT_GAMES_LIMIT } from '@casino/contract/calls/game-calls.ts';
import type { Db } from '../db/database.ts';
import { findOfferedGames, type GameFilter, inIdOrder, type OfferedGame } from './offered-games.ts';

/** Ids of a member's recently played games, newest first (all kept rows). */
export async function recentGameIds(db: Db, memberId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('member_recent_games')
    .select('game_id')
    .where('member_id', '=', memberId)
    .orderBy('played_order', 'desc')
    .execute();
  return rows.map((r) => r.game_id);
}

/**
 * A member's last-played games that their site still offers in the scope (/arks/web/member-games/last-playing-game),
 * newest first, at most RECENT_GAMES_LIMIT.
 */
export async function listRecentGames(db: Db, memberId: number, scope: GameFilter): Promise<OfferedGame[]> {
  const ids = await recentGameIds(db, memberId);
  const games = await findOfferedGames(db, { ...scope, gameIds: ids });
  return inIdOrder(games, ids).slice(0, RECENT_GAMES_LIMIT);
}
