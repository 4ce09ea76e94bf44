import { ContentCode, type promotionInput } from '@casino/contract/calls/content-calls.ts';
import type { z } from 'zod';
import { Refusal } from '../http/reply.ts';
import type { OperatorSession } from '../operators/operator-sessions.ts';
import type { ContentDeskContext } from './content-change.ts';
import { promotionRecordOf } from './content-records.ts';
import { checkMedia, checkWindow, dateOrNull, mediaOrNull, needText } from './desk-input.ts';
import { importOutsidePictures } from './import-outside-pictures.ts';
import { cleanLocalised } from './pick-language.ts';
import { sanitiseLocalisedHtml } from './sanitise-html.ts';
import { saveContentItem, writeItemRow } from './save-content-item.ts';

/** Creates or replaces a promotion of the /discount pages; its body is sanitised before it is stored. */
export async function savePromotion(
  ctx: ContentDeskContext,
  operator: OperatorSession,
  input: z.output<typeof promotionInput>,
  ip: string,
) {
  const title = cleanLocalised(input.title);
  needText('title', title);
  const startsAt = dateOrNull(input.starts_at);
  const endsAt = dateOrNull(input.ends_at);
  checkWindow(startsAt, endsAt);
  const pictures = await importOutsidePictures(ctx, operator, ip, Object.values(input.body));
  const values = {
    site_id: input.site_id,
    category_id: input.category_id > 0 ? input.category_id : null,
    title: JSON.stringify(title),
    summary: JSON.stringify(cleanLocalised(input.summary)),
    body: JSON.stringify(sanitiseLocalisedHtml(input.body, pictures)),
    cover_media_id: mediaOrNull(input.cover_media_id),
    currencies: [...new Set(input.currencies)],
    languages: [...new Set(input.languages)],
    starts_at: startsAt,
    ends_at: endsAt,
    sort: input.sort,
    active: input.active === 1,
    updated_at: new Date(),
  };
  return saveContentItem(ctx, operator, ip, 'promotion', input, async (tx) => {
    await checkMedia(tx, [input.cover_media_id]);
    if (values.category_id !== null) {
      const category = await tx
        .selectFrom('promotion_categories')
        .select('id')
        .where('id', '=', values.category_id)
        .where('site_id', '=', input.site_id)
        .executeTakeFirst();
      if (!category) throw new Refusal(ContentCode.badReference, 'content.unknown_category');
    }
    return promotionRecordOf(await writeItemRow(tx, 'promotions', input.id, values));
  });
}
