import type { Db } from '../db/database.ts';
import { findSite } from '../sites/find-site.ts';
import { mediaUrl } from './localised-text.ts';

export async function listSiteLogos(db: Db, siteId: number) {
  await findSite(db, siteId);
  const rows = await db.selectFrom('site_logos').selectAll().where('site_id', '=', siteId).orderBy('id').execute();
  return rows.map((r) => ({ id: r.id, type: r.type, url: mediaUrl(r.media_id) }));
}
