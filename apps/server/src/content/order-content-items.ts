import type { ORDERED_CONTENT_KINDS } from '@casino/contract/calls/content-calls.ts';
import { sql } from 'kysely';
import { FieldError } from '../http/reply.ts';
import type { OperatorSession } from '../operators/operator-sessions.ts';
import { bumpModelVersion } from './bump-model-version.ts';
import { applyContentChange, type ContentDeskContext } from './content-change.ts';
import { CONTENT_TABLES } from './content-tables.ts';
import { notFound } from './desk-input.ts';

/** Gives the listed items of a kind the sort 0, 1, 2 ... in the order given (code 101 when one is not the site's). */
export async function orderContentItems(
  ctx: ContentDeskContext,
  operator: OperatorSession,
  input: { site_id: number; kind: (typeof ORDERED_CONTENT_KINDS)[number]; ids: number[] },
  ip: string,
) {
  if (new Set(input.ids).size !== input.ids.length) throw new FieldError({ ids: ['duplicate_id'] });
  const table = CONTENT_TABLES[input.kind];
  const models =
    input.kind === 'content_model'
      ? await ctx.db
          .selectFrom('site_content_models')
          .select('model')
          .distinct()
          .where('site_id', '=', input.site_id)
          .where('id', 'in', input.ids)
          .execute()
      : [];
  const change = {
    operator,
    ip,
    siteId: input.site_id,
    kind: input.kind,
    model: models[0]?.model,
    action: 'content.order',
    details: { ids: input.ids },
  } as const;
  return applyContentChange(ctx, change, async (tx) => {
    // One statement sets every sort: the position of the id in the list given.
    const updated = await tx
      .updateTable(table as 'bulletins')
      .set({ sort: sql<number>`array_position(${sql.val(input.ids)}::integer[], id) - 1` })
      .where('site_id', '=', input.site_id)
      .where('id', 'in', input.ids)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== input.ids.length) throw notFound();
    for (const { model } of models) await bumpModelVersion(tx, input.site_id, model);
    return { kind: input.kind, ids: input.ids };
  });
}
