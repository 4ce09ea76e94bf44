import type { Db } from '../db/database.ts';
import { findSite } from '../sites/find-site.ts';
import { mediaUrl } from './localised-text.ts';

/** The register page's background of a template, else the site's one for every template, else none (''). */
export async function getRegisterBackground(db: Db, siteId: number, template: string) {
  await findSite(db, siteId);
  const row = await db
    .selectFrom('register_backgrounds')
    .select(['image_media_id', 'template'])
    .where('site_id', '=', siteId)
    .where('active', '=', true)
    .where('template', 'in', template === '' ? [''] : [template, ''])
    // The template's own first, then the newest.
    .orderBy((eb) => eb.case().when('template', '=', '').then(1).else(0).end())
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return { detail: { photo: mediaUrl(row?.image_media_id) } };
}
