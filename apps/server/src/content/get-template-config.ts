import type { Db } from '../db/database.ts';
import { FieldError } from '../http/reply.ts';

export async function getTemplateConfig(db: Db, name: string) {
  const row = await db.selectFrom('template_configs').selectAll().where('name', '=', name).executeTakeFirst();
  if (!row) throw new FieldError({ mobileTemplateName: ['unknown_template'] });
  return { template: row.name, config: row.config };
}
