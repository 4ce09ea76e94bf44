import type { marqueeInput } from '@casino/contract/calls/content-calls.ts';
import type { z } from 'zod';
import type { OperatorSession } from '../operators/operator-sessions.ts';
import type { ContentDeskContext } from './content-change.ts';
import { marqueeRecordOf } from './content-records.ts';
import { needText } from './desk-input.ts';
import { cleanLocalised } from './pick-language.ts';
import { saveContentItem, writeItemRow } from './save-content-item.ts';

/** Creates or replaces a marquee announcement (plain text per language; the site shows it as text). */
export async function saveMarquee(
  ctx: ContentDeskContext,
  operator: OperatorSession,
  input: z.output<typeof marqueeInput>,
  ip: string,
) {
  const content = cleanLocalised(input.content);
  needText('content', content);
  const values = {
    site_id: input.site_id,
    content: JSON.stringify(content),
    display_before_login: input.display_before_login === 1,
    display_after_login: input.display_after_login === 1,
    sort: input.sort,
    active: input.active === 1,
  };
  return saveContentItem(ctx, operator, ip, 'marquee', input, async (tx) =>
    marqueeRecordOf(await writeItemRow(tx, 'announcements', input.id, values)),
  );
}
