import type { marqueeInput } from '@casino/contract/calls/content-calls.ts';
import type { z } from 'zod';
import type { OperatorSession } from '../operators/operator-sessions.ts';
import { applyContentChange, type ContentDeskContext } from './content-change.ts';
import { marqueeRecordOf } from './content-records.ts';
import { needText, notFound } from './desk-input.ts';
import { cleanLocalised } from './pick-language.ts';

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
  const change = { operator, ip, siteId: input.site_id, kind: 'marquee', action: 'content.save', id: input.id } as const;
  return applyContentChange(ctx, change, async (tx) => {
    const row =
      input.id === undefined
        ? await tx.insertInto('announcements').values(values).returningAll().executeTakeFirstOrThrow()
        : await tx
            .updateTable('announcements')
            .set(values)
            .where('id', '=', input.id)
            .where('site_id', '=', input.site_id)
            .returningAll()
            .executeTakeFirst();
    if (!row) throw notFound();
    return marqueeRecordOf(row);
  });
}
