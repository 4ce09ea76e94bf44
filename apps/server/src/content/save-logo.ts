import type { logoInput } from '@casino/contract/calls/content-calls.ts';
import type { z } from 'zod';
import type { OperatorSession } from '../operators/operator-sessions.ts';
import type { ContentDeskContext } from './content-change.ts';
import { logoRecordOf } from './content-records.ts';
import { checkMedia } from './desk-input.ts';
import { saveContentItem, writeItemRow } from './save-content-item.ts';

/**
 * Sets a logo of a type, for one language or for every language without its own. Without an id, the logo of that
 * type and language is replaced when there is one.
 */
export async function saveLogo(
  ctx: ContentDeskContext,
  operator: OperatorSession,
  input: z.output<typeof logoInput>,
  ip: string,
) {
  const language = input.language_code ?? null;
  const values = { site_id: input.site_id, type: input.type, language_code: language, media_id: input.media_id };
  return saveContentItem(ctx, operator, ip, 'logo', input, async (tx) => {
    await checkMedia(tx, [input.media_id]);
    let id = input.id;
    if (id === undefined) {
      const same = await tx
        .selectFrom('site_logos')
        .select('id')
        .where('site_id', '=', input.site_id)
        .where('type', '=', input.type)
        .where((eb) => (language === null ? eb('language_code', 'is', null) : eb('language_code', '=', language)))
        .orderBy('id')
        .executeTakeFirst();
      id = same?.id;
    }
    // One logo per type and language: the one this replaces goes.
    if (id !== undefined && language !== null) {
      await tx
        .deleteFrom('site_logos')
        .where('site_id', '=', input.site_id)
        .where('type', '=', input.type)
        .where('language_code', '=', language)
        .where('id', '!=', id)
        .execute();
    }
    return logoRecordOf(await writeItemRow(tx, 'site_logos', id, values));
  });
}
