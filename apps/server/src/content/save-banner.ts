import type { bannerInput } from '@casino/contract/calls/content-calls.ts';
import type { z } from 'zod';
import { FieldError } from '../http/reply.ts';
import type { OperatorSession } from '../operators/operator-sessions.ts';
import type { ContentDeskContext } from './content-change.ts';
import { bannerRecordOf } from './content-records.ts';
import { checkLink, checkMedia, checkWindow, dateOrNull } from './desk-input.ts';
import { saveContentItem, writeItemRow } from './save-content-item.ts';

/** Creates or replaces a banner and its set of language variants (title and picture per language). */
export async function saveBanner(
  ctx: ContentDeskContext,
  operator: OperatorSession,
  input: z.output<typeof bannerInput>,
  ip: string,
) {
  const startsAt = dateOrNull(input.starts_at);
  const endsAt = dateOrNull(input.ends_at);
  checkWindow(startsAt, endsAt);
  if (input.link_type === 2 && !input.game_link_parameter) throw new FieldError({ game_link_parameter: ['required'] });
  const game = input.link_type === 2 && input.game_link_parameter ? input.game_link_parameter : null;
  const values = {
    site_id: input.site_id,
    title: input.title.trim(),
    image_media_id: input.image_media_id,
    link_type: input.link_type,
    link_url: checkLink('link_url', input.link_url),
    link_method: input.link_method,
    game_link_parameter: game ? JSON.stringify({ ...game, customized: game.customized === 1 }) : null,
    use_type: input.use_type,
    starts_at: startsAt,
    ends_at: endsAt,
    sort: input.sort,
    active: input.active === 1,
  };
  const languages = input.variants.map((v) => v.language_code);
  if (new Set(languages).size !== languages.length) throw new FieldError({ variants: ['duplicate_language'] });
  return saveContentItem(ctx, operator, ip, 'banner', input, async (tx) => {
    await checkMedia(tx, [input.image_media_id, ...input.variants.map((v) => v.image_media_id)]);
    const row = await writeItemRow(tx, 'banners', input.id, values);
    await tx.deleteFrom('banner_variants').where('banner_id', '=', row.id).execute();
    const variants = input.variants.map((v) => ({
      banner_id: row.id,
      language_code: v.language_code,
      title: v.title.trim(),
      image_media_id: v.image_media_id,
    }));
    if (variants.length > 0) await tx.insertInto('banner_variants').values(variants).execute();
    return bannerRecordOf(
      row,
      variants.map(({ banner_id: _, ...v }) => v),
    );
  });
}
