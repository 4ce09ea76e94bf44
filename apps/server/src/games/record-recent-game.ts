import { sql } from 'kysely';
import type { Executor } from '../ledger/executor.ts';

/** Rows kept per member in member_recent_games: the last-played list answers fewer, hot-games counts plays among them. */
export const RECENT_GAMES_KEPT = 100;

/**
 * Notes that a member started a game: its last-played time becomes now, it becomes the member's most recent game
 * (played_order) and its play count grows by one
 * (/arks/web/member-games/last-playing-game and hot-games read them). Runs in the caller's transaction when given one.
 */
export async function recordRecentGame(executor: Executor, memberId: number, gameId: number): Promise<void> {
  await executor
    .insertInto('member_recent_games')
    .values({ member_id: memberId, game_id: gameId, last_played_at: sql`clock_timestamp()` as unknown as Date })
    .onConflict((oc) =>
      oc.columns(['member_id', 'game_id']).doUpdateSet({
        play_count: sql`member_recent_games.play_count + 1`,
        last_played_at: sql`greatest(member_recent_games.last_played_at, excluded.last_played_at)`,
        played_order: sql`excluded.played_order`,
      }),
    )
    .execute();
  await executor
    .deleteFrom('member_recent_games')
    .where('member_id', '=', memberId)
    .where(
      'game_id',
      'not in',
      executor
        .selectFrom('member_recent_games')
        .select('game_id')
        .where('member_id', '=', memberId)
        .orderBy('played_order', 'desc')
        .limit(RECENT_GAMES_KEPT),
    )
    .execute();
}
