import type { siteLinkInput } from '@casino/contract/calls/content-calls.ts';
import type { z } from 'zod';
import { FieldError } from '../http/reply.ts';
import type { OperatorSession } from '../operators/operator-sessions.ts';
import { applyContentChange, type ContentDeskContext } from './content-change.ts';
import { siteLinkRecordOf } from './content-records.ts';
import { checkLink, checkMedia, mediaOrNull, needText, notFound } from './desk-input.ts';
import { cleanLocalised } from './pick-language.ts';

/** Creates or replaces a footer, mobile-footer or float link. */
export async function saveSiteLink(
  ctx: ContentDeskContext,
  operator: OperatorSession,
  input: z.output<typeof siteLinkInput>,
  ip: string,
) {
  const title = cleanLocalised(input.title);
  needText('title', title);
  const url = checkLink('url', input.url);
  if (url === '') throw new FieldError({ url: ['required'] });
  const values = {
    site_id: input.site_id,
    placement: input.placement,
    template: input.template === '' ? null : input.template,
    title: JSON.stringify(title),
    url,
    icon_media_id: mediaOrNull(input.icon_media_id),
    sort: input.sort,
    active: input.active === 1,
  };
  const change = { operator, ip, siteId: input.site_id, kind: 'site_link', action: 'content.save', id: input.id } as const;
  return applyContentChange(ctx, change, async (tx) => {
    await checkMedia(tx, [input.icon_media_id]);
    const row =
      input.id === undefined
        ? await tx.insertInto('site_links').values(values).returningAll().executeTakeFirstOrThrow()
        : await tx
            .updateTable('site_links')
            .set(values)
            .where('id', '=', input.id)
            .where('site_id', '=', input.site_id)
            .returningAll()
            .executeTakeFirst();
    if (!row) throw notFound();
    return siteLinkRecordOf(row);
  });
}
