import type { GameEntry, GameTag } from '@casino/contract/calls/game-calls.ts';
import type { Db } from '../db/database.ts';
import { findSite } from '../sites/find-site.ts';
import { findOfferedGames, toGameEntry } from './offered-games.ts';

export type TagGamesQuery = {
  siteId: number;
  currency: string;
  supportDevice: number;
  tag: GameTag;
  /** 0 or absent: every game type. */
  gameTypeId?: number;
};

/** Games with one tag (hot, new) that a site offers (/v2/get_tag_game_list); public, so member_favorite is 0. */
export async function listTagGames(db: Db, query: TagGamesQuery, lang: string): Promise<GameEntry[]> {
  await findSite(db, query.siteId);
  const games = await findOfferedGames(db, query);
  return games.map((g) => toGameEntry(g, lang));
}
