import type { Db } from '../db/database.ts';

export async function readMedia(db: Db, id: number) {
  return db.selectFrom('media').select(['content_type', 'body']).where('id', '=', id).executeTakeFirst();
}
