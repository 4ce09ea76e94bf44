import type { GameEntry, GameTag, tagGameListCall } from '@casino/contract/calls/game-calls.ts';
import type { z } from 'zod';
import type { Db } from '../db/database.ts';
import { findSite } from '../sites/find-site.ts';
import { siteMaintenanceWindows } from './desk/provider-maintenance.ts';
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
  const [games, maintenance] = await Promise.all([findOfferedGames(db, query), siteMaintenanceWindows(db, query.siteId)]);
  return games.map((g) => toGameEntry(g, lang, { maintenance }));
}

/** The reply of /v2/get_tag_game_list to its parsed request: the route and the home page's written replies use it. */
export async function tagGameListReply(db: Db, body: z.output<(typeof tagGameListCall)['request']>, lang: string) {
  const query: TagGamesQuery = {
    siteId: body.site_id,
    currency: body.currency,
    supportDevice: body.support_device,
    tag: body.tag,
    ...(body.gt_id ? { gameTypeId: body.gt_id } : {}),
  };
  return { info: await listTagGames(db, query, lang) };
}
