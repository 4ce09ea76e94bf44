import { ContentCode } from '@casino/contract/calls/content-calls.ts';
import type { Db } from '../db/database.ts';
import { Refusal } from '../http/reply.ts';
import { findSite } from '../sites/find-site.ts';
import { promotionSummaryOf, runningPromotions } from './list-promotions.ts';
import { pickLanguage, textIn } from './pick-language.ts';
import { sanitiseHtml } from './sanitise-html.ts';

/** One running promotion with its body; code 101 when it is not running for this currency and language. */
export async function getPromotion(
  db: Db,
  query: { siteId: number; id: number; currency?: string; lang: string; pictureHosts?: readonly string[] },
  now = new Date(),
) {
  const site = await findSite(db, query.siteId);
  const row = await runningPromotions(db, query, now).executeTakeFirst();
  if (!row) throw new Refusal(ContentCode.notFound, 'content.not_found');
  const language = pickLanguage(row.title, query.lang, site.default_language);
  return {
    detail: {
      ...promotionSummaryOf(row, query.lang, site.default_language),
      body: sanitiseHtml(textIn(row.body, language, site.default_language), { hosts: query.pictureHosts }),
    },
  };
}
