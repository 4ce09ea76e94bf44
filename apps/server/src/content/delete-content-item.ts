import type { ContentKind } from '@casino/contract/calls/content-calls.ts';
import type { OperatorSession } from '../operators/operator-sessions.ts';
import { bumpModelVersion } from './bump-model-version.ts';
import { applyContentChange, type ContentDeskContext } from './content-change.ts';
import { CONTENT_TABLES } from './content-tables.ts';
import { notFound } from './desk-input.ts';

/** Deletes an item of a kind on a site (code 101 when the site has no such item). */
export async function deleteContentItem(
  ctx: ContentDeskContext,
  operator: OperatorSession,
  input: { site_id: number; kind: ContentKind; id: number },
  ip: string,
) {
  const table = CONTENT_TABLES[input.kind];
  // A content model's event names the model, so it is read first.
  const model =
    input.kind === 'content_model'
      ? (
          await ctx.db
            .selectFrom('site_content_models')
            .select('model')
            .where('id', '=', input.id)
            .where('site_id', '=', input.site_id)
            .executeTakeFirst()
        )?.model
      : undefined;
  const change = {
    operator,
    ip,
    siteId: input.site_id,
    kind: input.kind,
    model,
    action: 'content.delete',
    id: input.id,
  } as const;
  return applyContentChange(ctx, change, async (tx) => {
    const deleted = await tx.deleteFrom(table).where('id', '=', input.id).where('site_id', '=', input.site_id).executeTakeFirst();
    if (deleted.numDeletedRows === 0n) throw notFound();
    if (model) await bumpModelVersion(tx, input.site_id, model);
    return { kind: input.kind, id: input.id };
  });
}
