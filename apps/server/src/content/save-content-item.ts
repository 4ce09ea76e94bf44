import type { ContentKind } from '@casino/contract/calls/content-calls.ts';
import type { Insertable, Selectable, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { OperatorSession } from '../operators/operator-sessions.ts';
import { applyContentChange, type ContentChange, type ContentDeskContext } from './content-change.ts';
import { notFound } from './desk-input.ts';

/** Tables of the desk whose items are written whole by a save, one row an item, each with id and site_id. */
type ItemTable =
  | 'bulletins'
  | 'promotions'
  | 'promotion_categories'
  | 'register_backgrounds'
  | 'announcements'
  | 'site_links'
  | 'banners'
  | 'site_logos';

/**
 * One save of the content desk for an item of a kind: its site, its id when it replaces one (and a content model's
 * model, which picks the event). The write runs in one transaction with its content.save audit row (target kind:id),
 * announced after the commit (applyContentChange).
 */
export function saveContentItem<T>(
  ctx: ContentDeskContext,
  operator: OperatorSession,
  ip: string,
  kind: ContentKind,
  input: { site_id: number; id?: number | undefined; model?: string },
  write: (tx: Transaction<Database>) => Promise<T & { id?: number }>,
): Promise<T> {
  const change: ContentChange = { operator, ip, siteId: input.site_id, kind, action: 'content.save', id: input.id };
  if (input.model !== undefined) change.model = input.model;
  return applyContentChange(ctx, change, write);
}

/**
 * Inserts an item (no id) or replaces the site's item with that id, answering the stored row. Code 101 when the site
 * has no such item: the update is limited to the item's own site, so an id of another site is never touched.
 */
export async function writeItemRow<N extends ItemTable>(
  tx: Transaction<Database>,
  table: N,
  id: number | undefined,
  values: Insertable<Database[N]> & { site_id: number },
): Promise<Selectable<Database[N]>> {
  // Kysely cannot follow a table chosen by a type parameter; one table stands for all of them here.
  const same = table as 'bulletins';
  const row = values as Insertable<Database['bulletins']>;
  const written =
    id === undefined
      ? await tx.insertInto(same).values(row).returningAll().executeTakeFirstOrThrow()
      : await tx
          .updateTable(same)
          .set(row)
          .where('id', '=', id)
          .where('site_id', '=', values.site_id)
          .returningAll()
          .executeTakeFirst();
  if (!written) throw notFound();
  return written as unknown as Selectable<Database[N]>;
}
