import type { promotionCategoryInput } from '@casino/contract/calls/content-calls.ts';
import type { z } from 'zod';
import type { OperatorSession } from '../operators/operator-sessions.ts';
import { applyContentChange, type ContentDeskContext } from './content-change.ts';
import { promotionCategoryRecordOf } from './content-records.ts';
import { needText, notFound } from './desk-input.ts';
import { cleanLocalised } from './pick-language.ts';

/** Creates or replaces a promotion category (a tab of the /discount page). */
export async function savePromotionCategory(
  ctx: ContentDeskContext,
  operator: OperatorSession,
  input: z.output<typeof promotionCategoryInput>,
  ip: string,
) {
  const name = cleanLocalised(input.name);
  needText('name', name);
  const values = { site_id: input.site_id, name: JSON.stringify(name), sort: input.sort, active: input.active === 1 };
  const change = {
    operator,
    ip,
    siteId: input.site_id,
    kind: 'promotion_category',
    action: 'content.save',
    id: input.id,
  } as const;
  return applyContentChange(ctx, change, async (tx) => {
    const row =
      input.id === undefined
        ? await tx.insertInto('promotion_categories').values(values).returningAll().executeTakeFirstOrThrow()
        : await tx
            .updateTable('promotion_categories')
            .set(values)
            .where('id', '=', input.id)
            .where('site_id', '=', input.site_id)
            .returningAll()
            .executeTakeFirst();
    if (!row) throw notFound();
    return promotionCategoryRecordOf(row);
  });
}
