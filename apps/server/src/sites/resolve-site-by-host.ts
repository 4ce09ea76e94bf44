import type { Db } from '../db/database.ts';

/** Strips the port and lower-cases a Host header. */
export function normaliseHost(host: string | undefined): string {
  return (host ?? '').trim().toLowerCase().replace(/:\d+$/, '');
}

/** The site served on a host name; unknown hosts get the site with the lowest id (the operator's main site). */
export async function resolveSiteIdByHost(db: Db, host: string | undefined): Promise<number | undefined> {
  const mapped = await db.selectFrom('site_hosts').select('site_id').where('host', '=', normaliseHost(host)).executeTakeFirst();
  if (mapped) return mapped.site_id;
  const first = await db.selectFrom('sites').select('id').orderBy('id').limit(1).executeTakeFirst();
  return first?.id;
}
