import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';

/**
 * A content model of a site changed: every entry of it gets a version above all before, so that a client holding an
 * older model_version redraws (list-content-models.ts serves the highest).
 */
export async function bumpModelVersion(tx: Transaction<Database>, siteId: number, model: string): Promise<void> {
  const top = await tx
    .selectFrom('site_content_models')
    .select((eb) => eb.fn.max('version').as('version'))
    .where('site_id', '=', siteId)
    .where('model', '=', model as 'setting')
    .executeTakeFirst();
  await tx
    .updateTable('site_content_models')
    .set({ version: (top?.version ?? 0) + 1 })
    .where('site_id', '=', siteId)
    .where('model', '=', model as 'setting')
    .execute();
}
