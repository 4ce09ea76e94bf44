import type { PromotionCategory, PromotionSummary } from '@casino/contract/calls/content-calls.ts';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { findSite } from '../sites/find-site.ts';
import { mediaUrl } from './localised-text.ts';
import { pickLanguage, textIn } from './pick-language.ts';
import { runningNow } from './running-now.ts';

export type PromotionQuery = { siteId: number; currency?: string; lang: string; categoryId?: number; id?: number };

/** Running promotions of a site for a currency and language (or any, when the promotion names none). */
export function runningPromotions(db: Db, query: PromotionQuery, now: Date) {
  let select = db
    .selectFrom('promotions')
    .selectAll()
    .where('site_id', '=', query.siteId)
    .where(runningNow(now))
    .where(sql<boolean>`(cardinality(languages) = 0 or ${query.lang} = any(languages))`);
  if (query.currency) select = select.where(sql<boolean>`(cardinality(currencies) = 0 or ${query.currency} = any(currencies))`);
  if (query.categoryId !== undefined) select = select.where('category_id', '=', query.categoryId);
  if (query.id !== undefined) select = select.where('id', '=', query.id);
  return select.orderBy('sort').orderBy('id', 'desc');
}

type PromotionRow = Awaited<ReturnType<ReturnType<typeof runningPromotions>['execute']>>[number];

export function promotionSummaryOf(row: PromotionRow, lang: string, siteDefault: string): PromotionSummary {
  const language = pickLanguage(row.title, lang, siteDefault);
  return {
    id: row.id,
    category_id: row.category_id,
    title: textIn(row.title, language, siteDefault),
    summary: textIn(row.summary, language, siteDefault),
    cover: mediaUrl(row.cover_media_id),
    starts_at: (row.starts_at ?? row.created_at).toISOString(),
    ends_at: row.ends_at ? row.ends_at.toISOString() : null,
    sort: row.sort,
    language,
    updated_at: row.updated_at.toISOString(),
  };
}

/** The /discount list: running promotions in sort order and the shown categories that hold at least one. */
export async function listPromotions(db: Db, query: PromotionQuery, now = new Date()) {
  const site = await findSite(db, query.siteId);
  const all = await runningPromotions(db, { ...query, categoryId: undefined }, now).execute();
  const held = new Set(all.map((row) => row.category_id).filter((id): id is number => id !== null));
  const categoryRows =
    held.size === 0
      ? []
      : await db
          .selectFrom('promotion_categories')
          .selectAll()
          .where('site_id', '=', query.siteId)
          .where('active', '=', true)
          .where('id', 'in', [...held])
          .orderBy('sort')
          .orderBy('id')
          .execute();
  const categories: PromotionCategory[] = categoryRows.map((row) => {
    const language = pickLanguage(row.name, query.lang, site.default_language);
    return { id: row.id, name: textIn(row.name, language, site.default_language), sort: row.sort };
  });
  const rows = query.categoryId === undefined ? all : all.filter((row) => row.category_id === query.categoryId);
  return { categories, list: rows.map((row) => promotionSummaryOf(row, query.lang, site.default_language)) };
}
