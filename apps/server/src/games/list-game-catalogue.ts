import { DEMO_LIST_PROVIDER_CODES, type GameTypeEntry } from '@casino/contract/calls/game-calls.ts';
import { sql } from 'kysely';
import { mediaUrl } from '../content/localised-text.ts';
import type { Db } from '../db/database.ts';
import { findSite } from '../sites/find-site.ts';
import { siteMaintenanceWindows } from './desk/provider-maintenance.ts';

export type CatalogueQuery = { siteId: number; currency: string; supportDevice: number; demoOnly: boolean };

/**
 * Game types with their providers, as a site offers them in one currency on one kind of device
 * (/v3/game_list; /demo/gt_games when demoOnly: the demo providers of SPEC section 5 and the house provider).
 */
export async function listGameCatalogue(db: Db, query: CatalogueQuery): Promise<GameTypeEntry[]> {
  await findSite(db, query.siteId);
  let rows = db
    .selectFrom('site_game_providers as sgp')
    .innerJoin('game_providers as gp', 'gp.id', 'sgp.provider_id')
    .innerJoin('game_types as gt', 'gt.id', 'sgp.game_type_id')
    .select([
      'sgp.id',
      'sgp.display_name',
      'sgp.customized',
      'sgp.room',
      'sgp.game_code',
      'gp.id as gp_id',
      'gp.code as gp_code',
      'gp.name as gp_name',
      'gp.house',
      'gp.icon_light_media_id',
      'gp.icon_dark_media_id',
      'gp.logo_media_id',
      'gt.id as gt_id',
      'gt.name as gt_name',
      'gt.key as gt_key',
      'gt.icon_media_id',
      'gt.icon_active_media_id',
    ])
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom('games as g')
            .select('g.id')
            .whereRef('g.provider_id', '=', 'gp.id')
            .whereRef('g.game_type_id', '=', 'gt.id')
            .where('g.demo', '=', true)
            .where('g.active', '=', true)
            // Not a game the site turned off (site_game_settings, decision 77).
            .where(({ not, exists: has, selectFrom }) =>
              not(
                has(
                  selectFrom('site_game_settings as sgs')
                    .select('sgs.game_id')
                    .whereRef('sgs.game_id', '=', 'g.id')
                    .where('sgs.site_id', '=', query.siteId)
                    .where('sgs.active', '=', false),
                ),
              ),
            ),
        )
        .as('has_demo'),
    )
    .where('sgp.site_id', '=', query.siteId)
    .where('sgp.currency_code', '=', query.currency)
    .where('sgp.active', '=', true)
    .where('gp.active', '=', true)
    .where(sql<boolean>`${query.supportDevice}::smallint = any(sgp.support_devices)`);
  if (query.demoOnly) rows = rows.where('gp.code', 'in', [...DEMO_LIST_PROVIDER_CODES]);

  const [result, maintenance] = await Promise.all([
    rows.orderBy('gt.sort').orderBy('gt.id').orderBy('sgp.sort').orderBy('sgp.id').execute(),
    siteMaintenanceWindows(db, query.siteId),
  ]);

  const types = new Map<number, GameTypeEntry>();
  for (const r of result) {
    if (query.demoOnly && !r.has_demo) continue;
    let type = types.get(r.gt_id);
    if (!type) {
      type = {
        gt_id: r.gt_id,
        gt_name: r.gt_name,
        gt_key: r.gt_key,
        gt_icon: mediaUrl(r.icon_media_id),
        gt_icon_active: mediaUrl(r.icon_active_media_id),
        gp_list: [],
      };
      types.set(r.gt_id, type);
    }
    type.gp_list.push({
      id: r.id,
      gp_id: r.gp_id,
      gp_name: r.gp_name,
      gp_gt_name: r.display_name,
      game_type: r.gt_id,
      customized: r.customized,
      room: r.room,
      game_code: r.game_code,
      house: r.house,
      icon_light: mediaUrl(r.icon_light_media_id),
      icon_dark: mediaUrl(r.icon_dark_media_id),
      logo: mediaUrl(r.logo_media_id),
      demo: Boolean(r.has_demo),
      maintenance: maintenance.get(r.gp_id) ?? null,
    });
  }
  return [...types.values()];
}
