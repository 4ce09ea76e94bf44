import type { ContentEntry } from '@casino/contract/calls/site-calls.ts';
import type { Db } from '../db/database.ts';
import { findSite } from '../sites/find-site.ts';
import { mediaUrl } from './localised-text.ts';
import { safeLink } from './safe-link.ts';
import { sanitiseHtml } from './sanitise-html.ts';

export type ContentModel = 'setting' | 'sponsor' | 'login';

/**
 * The entries of one content model (ads, sponsors, login box) of a site in one language. The client sends the
 * version it holds; the reply always carries the current version so that it can tell whether to redraw. The HTML is
 * sanitised again as it is served, as every content call's is (a row may have been written around the desk).
 */
export async function listContentModels(
  db: Db,
  siteId: number,
  model: ContentModel,
  language: string,
  pictureHosts: readonly string[] = [],
) {
  await findSite(db, siteId);
  const rows = await db
    .selectFrom('site_content_models')
    .selectAll()
    .where('site_id', '=', siteId)
    .where('model', '=', model)
    .where('language_code', '=', language)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  const list: ContentEntry[] = rows.map((r) => ({
    id: r.id,
    title: r.title,
    content: sanitiseHtml(r.content, { hosts: pictureHosts }),
    url: safeLink(r.url),
    image: mediaUrl(r.image_media_id),
    sort: r.sort,
  }));
  const version = rows.reduce((max, r) => Math.max(max, r.version), 0);
  return { version, list };
}
