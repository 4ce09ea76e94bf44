import type { Db } from '../db/database.ts';
import { findSite } from '../sites/find-site.ts';
import { mediaUrl } from './localised-text.ts';

/** A site's logos in a language: of each type, the logo drawn for that language, else the one for every language. */
export async function listSiteLogos(db: Db, siteId: number, lang: string) {
  await findSite(db, siteId);
  const rows = await db
    .selectFrom('site_logos')
    .selectAll()
    .where('site_id', '=', siteId)
    .where((eb) => eb.or([eb('language_code', 'is', null), eb('language_code', '=', lang)]))
    .orderBy('id')
    .execute();
  const ownLanguage = new Set(rows.filter((r) => r.language_code !== null).map((r) => r.type));
  return rows
    .filter((r) => r.language_code !== null || !ownLanguage.has(r.type))
    .map((r) => ({ id: r.id, type: r.type, url: mediaUrl(r.media_id) }));
}
