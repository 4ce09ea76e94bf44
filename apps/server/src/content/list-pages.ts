import type { PageKind, PageSummary } from '@casino/contract/calls/content-calls.ts';
import type { Db } from '../db/database.ts';
import { findSite } from '../sites/find-site.ts';
import { mediaUrl } from './localised-text.ts';
import { pickLanguage, textIn } from './pick-language.ts';

/** Published pages of a site (shown, publication time reached). */
export function publishedPages(db: Db, siteId: number, now: Date) {
  return db
    .selectFrom('site_pages')
    .selectAll()
    .where('site_id', '=', siteId)
    .where('active', '=', true)
    .where('published_at', '<=', now);
}

type PageRow = Awaited<ReturnType<ReturnType<typeof publishedPages>['execute']>>[number];

export function pageSummaryOf(row: PageRow, lang: string, siteDefault: string): PageSummary {
  const language = pickLanguage(row.title, lang, siteDefault);
  return {
    id: row.id,
    kind: row.kind,
    title: textIn(row.title, language, siteDefault),
    summary: textIn(row.summary, language, siteDefault),
    cover: mediaUrl(row.cover_media_id),
    published_at: row.published_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    language,
  };
}

/** Information pages in sort order, or news pages newest first. */
export async function listPages(
  db: Db,
  query: { siteId: number; kind: PageKind; count: number; lang: string },
  now = new Date(),
) {
  const site = await findSite(db, query.siteId);
  let select = publishedPages(db, query.siteId, now).where('kind', '=', query.kind);
  select =
    query.kind === 'info'
      ? select.orderBy('sort').orderBy('id')
      : select.orderBy('published_at', 'desc').orderBy('id', 'desc').limit(query.count);
  const rows = await select.execute();
  return { list: rows.map((row) => pageSummaryOf(row, query.lang, site.default_language)) };
}
