import type { HIDEABLE_CONTENT_KINDS } from '@casino/contract/calls/content-calls.ts';
import type { OperatorSession } from '../operators/operator-sessions.ts';
import { applyContentChange, type ContentDeskContext } from './content-change.ts';
import { CONTENT_TABLES, TABLES_WITH_UPDATED_AT } from './content-tables.ts';
import { notFound } from './desk-input.ts';

/** Shows or hides an item (code 101 when the site has no such item). */
export async function setContentVisibility(
  ctx: ContentDeskContext,
  operator: OperatorSession,
  input: { site_id: number; kind: (typeof HIDEABLE_CONTENT_KINDS)[number]; id: number; active: 0 | 1 },
  ip: string,
) {
  const table = CONTENT_TABLES[input.kind];
  const change = {
    operator,
    ip,
    siteId: input.site_id,
    kind: input.kind,
    action: 'content.visibility',
    id: input.id,
    details: { active: input.active },
  } as const;
  return applyContentChange(ctx, change, async (tx) => {
    const set = TABLES_WITH_UPDATED_AT.has(table)
      ? { active: input.active === 1, updated_at: new Date() }
      : { active: input.active === 1 };
    const updated = await tx
      .updateTable(table as 'bulletins')
      .set(set)
      .where('id', '=', input.id)
      .where('site_id', '=', input.site_id)
      .executeTakeFirst();
    if (updated.numUpdatedRows === 0n) throw notFound();
    return { kind: input.kind, id: input.id, active: input.active };
  });
}
