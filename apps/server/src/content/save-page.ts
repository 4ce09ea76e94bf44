import { FIRST_NEWS_PAGE_ID, INFO_PAGE_IDS, type pageInput } from '@casino/contract/calls/content-calls.ts';
import { sql } from 'kysely';
import type { z } from 'zod';
import { FieldError } from '../http/reply.ts';
import type { OperatorSession } from '../operators/operator-sessions.ts';
import type { ContentDeskContext } from './content-change.ts';
import { pageRecordOf } from './content-records.ts';
import { checkMedia, dateOrNull, mediaOrNull, needText } from './desk-input.ts';
import { importOutsidePictures } from './import-outside-pictures.ts';
import { cleanLocalised } from './pick-language.ts';
import { sanitiseLocalisedHtml } from './sanitise-html.ts';
import { saveContentItem } from './save-content-item.ts';

/**
 * Writes an information page (a fixed id of /faq/{id}) or a news page (/main/{id}: a new one gets the next id from
 * 100 up); its body is sanitised before it is stored. Saving an id again replaces that page.
 */
export async function savePage(
  ctx: ContentDeskContext,
  operator: OperatorSession,
  input: z.output<typeof pageInput>,
  ip: string,
) {
  if (input.kind === 'info' && (input.id === undefined || !INFO_PAGE_IDS.includes(input.id)))
    throw new FieldError({ id: ['info_page_id'] });
  if (input.kind === 'news' && input.id !== undefined && input.id < FIRST_NEWS_PAGE_ID)
    throw new FieldError({ id: ['news_page_id'] });
  const title = cleanLocalised(input.title);
  needText('title', title);
  const pictures = await importOutsidePictures(ctx, operator, ip, Object.values(input.body));
  const values = {
    kind: input.kind,
    title: JSON.stringify(title),
    summary: JSON.stringify(cleanLocalised(input.summary)),
    body: JSON.stringify(sanitiseLocalisedHtml(input.body, pictures)),
    cover_media_id: mediaOrNull(input.cover_media_id),
    published_at: dateOrNull(input.published_at) ?? new Date(),
    sort: input.sort,
    active: input.active === 1,
    updated_at: new Date(),
  };
  return saveContentItem(ctx, operator, ip, 'page', input, async (tx) => {
    await checkMedia(tx, [input.cover_media_id]);
    let id = input.id;
    if (id === undefined) {
      // News ids of a site are taken one at a time, so that two new pages never get the same.
      await sql`select pg_advisory_xact_lock(hashtext('site_pages'), ${input.site_id})`.execute(tx);
      const last = await tx
        .selectFrom('site_pages')
        .select((eb) => eb.fn.max('id').as('id'))
        .where('site_id', '=', input.site_id)
        .where('kind', '=', 'news')
        .executeTakeFirst();
      id = Math.max(FIRST_NEWS_PAGE_ID, (last?.id ?? 0) + 1);
    }
    const existing = await tx
      .selectFrom('site_pages')
      .select('kind')
      .where('site_id', '=', input.site_id)
      .where('id', '=', id)
      .executeTakeFirst();
    if (existing && existing.kind !== input.kind) throw new FieldError({ kind: ['page_kind_differs'] });
    const row = await tx
      .insertInto('site_pages')
      .values({ site_id: input.site_id, id, ...values })
      .onConflict((oc) => oc.columns(['site_id', 'id']).doUpdateSet(values))
      .returningAll()
      .executeTakeFirstOrThrow();
    return pageRecordOf(row);
  });
}
