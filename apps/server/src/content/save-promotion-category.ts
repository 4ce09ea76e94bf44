import type { promotionCategoryInput } from '@casino/contract/calls/content-calls.ts';
import type { z } from 'zod';
import type { OperatorSession } from '../operators/operator-sessions.ts';
import type { ContentDeskContext } from './content-change.ts';
import { promotionCategoryRecordOf } from './content-records.ts';
import { needText } from './desk-input.ts';
import { cleanLocalised } from './pick-language.ts';
import { saveContentItem, writeItemRow } from './save-content-item.ts';

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
  return saveContentItem(ctx, operator, ip, 'promotion_category', input, async (tx) =>
    promotionCategoryRecordOf(await writeItemRow(tx, 'promotion_categories', input.id, values)),
  );
}
