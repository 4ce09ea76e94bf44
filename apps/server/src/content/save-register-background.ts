import type { registerBackgroundInput } from '@casino/contract/calls/content-calls.ts';
import type { z } from 'zod';
import type { OperatorSession } from '../operators/operator-sessions.ts';
import type { ContentDeskContext } from './content-change.ts';
import { registerBackgroundRecordOf } from './content-records.ts';
import { checkMedia } from './desk-input.ts';
import { saveContentItem, writeItemRow } from './save-content-item.ts';

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
  return saveContentItem(ctx, operator, ip, 'register_background', input, async (tx) => {
    await checkMedia(tx, [input.image_media_id]);
    return registerBackgroundRecordOf(await writeItemRow(tx, 'register_backgrounds', input.id, values));
  });
}
