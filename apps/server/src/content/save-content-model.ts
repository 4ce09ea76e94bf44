import type { contentModelInput } from '@casino/contract/calls/content-calls.ts';
import type { z } from 'zod';
import type { OperatorSession } from '../operators/operator-sessions.ts';
import { bumpModelVersion } from './bump-model-version.ts';
import type { ContentDeskContext } from './content-change.ts';
import { contentModelRecordOf } from './content-records.ts';
import { checkLink, checkMedia, mediaOrNull, notFound } from './desk-input.ts';
import { importOutsidePictures } from './import-outside-pictures.ts';
import { sanitiseHtml } from './sanitise-html.ts';
import { saveContentItem } from './save-content-item.ts';

/** Creates or replaces an entry of the ad (setting), sponsor or login-box model of one language. */
export async function saveContentModel(
  ctx: ContentDeskContext,
  operator: OperatorSession,
  input: z.output<typeof contentModelInput>,
  ip: string,
) {
  const url = checkLink('url', input.url);
  const pictures = await importOutsidePictures(ctx, operator, ip, [input.content]);
  const values = {
    site_id: input.site_id,
    model: input.model,
    language_code: input.language_code,
    title: input.title.trim(),
    content: sanitiseHtml(input.content, pictures),
    url,
    image_media_id: mediaOrNull(input.image_media_id),
    sort: input.sort,
  };
  return saveContentItem(ctx, operator, ip, 'content_model', input, async (tx) => {
    await checkMedia(tx, [input.image_media_id]);
    let id = input.id;
    if (id === undefined) {
      id = (await tx.insertInto('site_content_models').values(values).returning('id').executeTakeFirstOrThrow()).id;
    } else {
      // An entry moved to another model leaves the old one changed too.
      const before = await tx
        .selectFrom('site_content_models')
        .select('model')
        .where('id', '=', id)
        .where('site_id', '=', input.site_id)
        .executeTakeFirst();
      if (!before) throw notFound();
      await tx.updateTable('site_content_models').set(values).where('id', '=', id).execute();
      if (before.model !== input.model) await bumpModelVersion(tx, input.site_id, before.model);
    }
    await bumpModelVersion(tx, input.site_id, input.model);
    const row = await tx.selectFrom('site_content_models').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    return contentModelRecordOf(row);
  });
}
