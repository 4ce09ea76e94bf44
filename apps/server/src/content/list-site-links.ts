import type { ContentEntry } from '@casino/contract/calls/site-calls.ts';
import type { Db } from '../db/database.ts';
import { findSite } from '../sites/find-site.ts';
import { mediaUrl, pickText } from './localised-text.ts';
import { safeLink } from './safe-link.ts';

/** Footer, mobile-footer (per template) and float links of a site. */
export async function listSiteLinks(
  db: Db,
  siteId: number,
  placement: 'footer' | 'mobile_footer' | 'float',
  lang: string,
  template?: string,
): Promise<ContentEntry[]> {
  await findSite(db, siteId);
  let query = db
    .selectFrom('site_links')
    .selectAll()
    .where('site_id', '=', siteId)
    .where('placement', '=', placement)
    .where('active', '=', true);
  if (template !== undefined) query = query.where((eb) => eb.or([eb('template', '=', template), eb('template', 'is', null)]));
  const rows = await query.orderBy('sort').orderBy('id').execute();
  return rows.map((r) => ({
    id: r.id,
    title: pickText(r.title, lang),
    content: '',
    url: safeLink(r.url),
    image: mediaUrl(r.icon_media_id),
    sort: r.sort,
  }));
}
