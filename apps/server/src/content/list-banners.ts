import type { Banner } from '@casino/contract/calls/site-calls.ts';
import type { Db } from '../db/database.ts';
import { findSite } from '../sites/find-site.ts';
import { mediaUrl } from './localised-text.ts';
import { safeLink } from './safe-link.ts';

/**
 * Active banners of a site for one screen size, within their display window, in a language: a banner's variant of that
 * language (title and picture) when it has one, else its own.
 */
export async function listBanners(db: Db, siteId: number, useType: number, lang: string, now = new Date()): Promise<Banner[]> {
  await findSite(db, siteId);
  const rows = await db
    .selectFrom('banners')
    .leftJoin('banner_variants as v', (join) => join.onRef('v.banner_id', '=', 'banners.id').on('v.language_code', '=', lang))
    .selectAll('banners')
    .select(['v.title as variant_title', 'v.image_media_id as variant_media_id'])
    .where('site_id', '=', siteId)
    .where('use_type', '=', useType)
    .where('active', '=', true)
    .where((eb) => eb.or([eb('starts_at', 'is', null), eb('starts_at', '<=', now)]))
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now)]))
    .orderBy('banners.sort')
    .orderBy('banners.id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    title: r.variant_title || r.title,
    url: mediaUrl(r.variant_media_id ?? r.image_media_id),
    link_type: r.link_type as Banner['link_type'],
    link_url: safeLink(r.link_url),
    link_method: r.link_method as Banner['link_method'],
    game_link_parameter: r.game_link_parameter as Banner['game_link_parameter'],
    use_type: r.use_type as Banner['use_type'],
  }));
}
