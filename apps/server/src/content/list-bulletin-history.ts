import type { BulletinHistoryItem } from '@casino/contract/calls/content-calls.ts';
import { BULLETIN_LOCATION } from '@casino/contract/calls/content-calls.ts';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { findSite } from '../sites/find-site.ts';
import { bulletinItemOf } from './list-bulletins.ts';
import { deviceGroup } from './running-now.ts';

/**
 * The member centre's announcements: every shown member notice (home or deposit page) of the screen that has
 * started, ended and hidden ones included, newest start first.
 */
export async function listBulletinHistory(
  db: Db,
  query: { siteId: number; device: number; lang: string; page: number; count: number; pictureHosts?: readonly string[] },
  now = new Date(),
) {
  const site = await findSite(db, query.siteId);
  const base = db
    .selectFrom('bulletins')
    .where('site_id', '=', query.siteId)
    .where('active', '=', true)
    .where((eb) => eb.or([eb('starts_at', 'is', null), eb('starts_at', '<=', now)]))
    .where(
      sql<boolean>`display_locations && ${sql.val([BULLETIN_LOCATION.memberHome, BULLETIN_LOCATION.memberDeposit])}::smallint[]`,
    )
    .where('display_device', 'in', [0, deviceGroup(query.device)]);
  const [rows, total] = await Promise.all([
    base
      .selectAll()
      .orderBy(sql`coalesce(starts_at, created_at)`, 'desc')
      .orderBy('id', 'desc')
      .limit(query.count)
      .offset((query.page - 1) * query.count)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const list: BulletinHistoryItem[] = rows.map((row) => ({
    ...bulletinItemOf(row, query.lang, site.default_language, query.pictureHosts),
    starts_at: (row.starts_at ?? row.created_at).toISOString(),
    ends_at: row.ends_at ? row.ends_at.toISOString() : null,
  }));
  return { list, total_count: Number(total.n) };
}
