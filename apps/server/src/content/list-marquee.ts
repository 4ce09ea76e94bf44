import type { Announcement } from '@casino/contract/calls/site-calls.ts';
import type { Db } from '../db/database.ts';
import { findSite } from '../sites/find-site.ts';
import { pickText } from './localised-text.ts';

const SORT_COLUMNS = { sort: 'sort', id: 'id', created_at: 'created_at' } as const;

export async function listMarquee(
  db: Db,
  siteId: number,
  lang: string,
  sortField: keyof typeof SORT_COLUMNS,
  sortOrder: 'asc' | 'desc',
): Promise<Announcement[]> {
  await findSite(db, siteId);
  const rows = await db
    .selectFrom('announcements')
    .selectAll()
    .where('site_id', '=', siteId)
    .where('active', '=', true)
    .orderBy(SORT_COLUMNS[sortField], sortOrder)
    .orderBy('id', sortOrder)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    content: pickText(r.content, lang),
    display_before_login: r.display_before_login ? 1 : 0,
    display_after_login: r.display_after_login ? 1 : 0,
    sort: r.sort,
    created_at: r.created_at.toISOString(),
  }));
}

/** The reply of the marquee call to its parsed request: the call and the home page's written replies use it. */
export async function marqueeReply(
  db: Db,
  body: { site_id: number; sort_field: keyof typeof SORT_COLUMNS; sort_order: 'asc' | 'desc' },
  lang: string,
) {
  return { web_announcement_list: await listMarquee(db, body.site_id, lang, body.sort_field, body.sort_order) };
}
