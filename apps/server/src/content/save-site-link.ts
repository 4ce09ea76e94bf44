import type { siteLinkInput } from '@casino/contract/calls/content-calls.ts';
import type { z } from 'zod';
import { FieldError } from '../http/reply.ts';
import type { OperatorSession } from '../operators/operator-sessions.ts';
import type { ContentDeskContext } from './content-change.ts';
import { siteLinkRecordOf } from './content-records.ts';
import { checkLink, checkMedia, mediaOrNull, needText } from './desk-input.ts';
import { cleanLocalised } from './pick-language.ts';
import { saveContentItem, writeItemRow } from './save-content-item.ts';

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
  return saveContentItem(ctx, operator, ip, 'site_link', input, async (tx) => {
    await checkMedia(tx, [input.icon_media_id]);
    return siteLinkRecordOf(await writeItemRow(tx, 'site_links', input.id, values));
  });
}
