import type { registerBackgroundInput } from '@casino/contract/calls/content-calls.ts';
import type { z } from 'zod';
import type { OperatorSession } from '../operators/operator-sessions.ts';
import { applyContentChange, type ContentDeskContext } from './content-change.ts';
import { registerBackgroundRecordOf } from './content-records.ts';
import { checkMedia, notFound } from './desk-input.ts';

/** Creates or replaces the register page's background of a template ('' for every template). */
export async function saveRegisterBackground(
  ctx: ContentDeskContext,
  operator: OperatorSession,
  input: z.output<typeof registerBackgroundInput>,
  ip: string,
) {
  const values = {
    site_id: input.site_id,
    template: input.template,
    image_media_id: input.image_media_id,
    active: input.active === 1,
    updated_at: new Date(),
  };
  const change = {
    operator,
    ip,
    siteId: input.site_id,
    kind: 'register_background',
    action: 'content.save',
    id: input.id,
  } as const;
  return applyContentChange(ctx, change, async (tx) => {
    await checkMedia(tx, [input.image_media_id]);
    const row =
      input.id === undefined
        ? await tx.insertInto('register_backgrounds').values(values).returningAll().executeTakeFirstOrThrow()
        : await tx
            .updateTable('register_backgrounds')
            .set(values)
            .where('id', '=', input.id)
            .where('site_id', '=', input.site_id)
            .returningAll()
            .executeTakeFirst();
    if (!row) throw notFound();
    return registerBackgroundRecordOf(row);
  });
}
