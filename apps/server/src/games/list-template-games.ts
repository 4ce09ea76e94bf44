import { TEMPLATE_GAMES_PER_TYPE, type TemplateGameTypeEntry } from '@casino/contract/calls/game-calls.ts';
import type { Db } from '../db/database.ts';
import { findSite } from '../sites/find-site.ts';
import { siteMaintenanceWindows } from './desk/provider-maintenance.ts';
import { findOfferedGames, toGameEntry } from './offered-games.ts';

/**
 * Games per game type for the home page's sections (/v2/get_template_game_list): each type that has games, in the
 * types' order, its hot games first and then the catalogue's order, at most TEMPLATE_GAMES_PER_TYPE.
 */
export async function listTemplateGames(
  db: Db,
  query: { siteId: number; currency: string; supportDevice: number },
  lang: string,
): Promise<TemplateGameTypeEntry[]> {
  await findSite(db, query.siteId);
  const [games, types, maintenance] = await Promise.all([
    findOfferedGames(db, query),
    db.selectFrom('game_types').select(['id', 'name', 'key']).execute(),
    siteMaintenanceWindows(db, query.siteId),
  ]);
  const typeById = new Map(types.map((t) => [t.id, t]));
  const sections = new Map<number, TemplateGameTypeEntry>();
  for (const game of games) {
    let section = sections.get(game.game_type);
    if (!section) {
      const type = typeById.get(game.game_type);
      section = { gt_id: game.game_type, gt_name: type?.name ?? '', gt_key: type?.key ?? '', game_list: [] };
      sections.set(game.game_type, section);
    }
    section.game_list.push(toGameEntry(game, lang, { maintenance }));
  }
  return [...sections.values()].map((section) => {
    const hot = section.game_list.filter((g) => g.tags.includes('hot'));
    const rest = section.game_list.filter((g) => !g.tags.includes('hot'));
    return { ...section, game_list: [...hot, ...rest].slice(0, TEMPLATE_GAMES_PER_TYPE) };
  });
}
