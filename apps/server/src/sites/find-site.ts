import type { Db } from '../db/database.ts';
import { FieldError } from '../http/reply.ts';

/** The site with this id, or a validation failure naming site_id. */
export async function findSite(db: Db, siteId: number) {
  const site = await db.selectFrom('sites').selectAll().where('id', '=', siteId).executeTakeFirst();
  if (!site) throw new FieldError({ site_id: ['unknown_site'] });
  return site;
}
