import { GAME_TAGS, type GameEntry, type GameLabelEntry } from '@casino/contract/calls/game-calls.ts';
import type { Db } from '../db/database.ts';
import { findSite } from '../sites/find-site.ts';
import { siteMaintenanceWindows } from './desk/provider-maintenance.ts';
import { findOfferedGames, toGameEntry } from './offered-games.ts';

/** One provider's page of one game type at a site, currency and device (support_device code). */
export type ProviderPageQuery = {
  siteId: number;
  currency: string;
  supportDevice: number;
  providerId: number;
  gameTypeId: number;
};

/** device code of SPEC section 9 (0 desktop, 1 mobile, 2 app) as the catalogue's support_device (1, 2, 3). */
export function supportDeviceOf(device: number): number {
  return device + 1;
}

/**
 * A provider's slot game page (/v2/game_label): main is every game of the provider and type, list the label tabs
 * (hot, new) that hold games. Public: member_favorite is 0.
 */
export async function listProviderLabelGames(
  db: Db,
  query: ProviderPageQuery,
  lang: string,
): Promise<{ list: GameLabelEntry[]; main: GameEntry[] }> {
  await findSite(db, query.siteId);
  const [games, maintenance] = await Promise.all([findOfferedGames(db, query), siteMaintenanceWindows(db, query.siteId)]);
  const main = games.map((g) => toGameEntry(g, lang, { maintenance }));
  const list = GAME_TAGS.map((tag, i) => ({ id: i + 1, tag, game_list: main.filter((g) => g.tags.includes(tag)) })).filter(
    (label) => label.game_list.length > 0,
  );
  return { list, main };
}
