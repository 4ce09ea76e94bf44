import { ContentCode } from '@casino/contract/calls/content-calls.ts';
import type { Db } from '../db/database.ts';
import { Refusal } from '../http/reply.ts';
import { findSite } from '../sites/find-site.ts';
import { pageSummaryOf, publishedPages } from './list-pages.ts';
import { pickLanguage, textIn } from './pick-language.ts';
import { sanitiseHtml } from './sanitise-html.ts';

/** One published page (/faq/{id} or /main/{id}) with its body; code 101 when there is none. */
export async function getPage(
  db: Db,
  query: { siteId: number; id: number; lang: string; pictureHosts?: readonly string[] },
  now = new Date(),
) {
  const site = await findSite(db, query.siteId);
  const row = await publishedPages(db, query.siteId, now).where('id', '=', query.id).executeTakeFirst();
  if (!row) throw new Refusal(ContentCode.notFound, 'content.not_found');
  const language = pickLanguage(row.title, query.lang, site.default_language);
  return {
    detail: {
      ...pageSummaryOf(row, query.lang, site.default_language),
      body: sanitiseHtml(textIn(row.body, language, site.default_language), { hosts: query.pictureHosts }),
    },
  };
}
