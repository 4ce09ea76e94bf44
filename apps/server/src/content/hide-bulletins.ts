import type { Db } from '../db/database.ts';
import { listBulletins } from './list-bulletins.ts';

/**
 * A member closed the notices of a location whose display_frequency is 0: those now shown to them are hidden until
 * an operator changes one (a later updated_at shows it again).
 */
export async function hideBulletins(db: Db, input: { siteId: number; device: number; location: number; memberId: number }) {
  const { list } = await listBulletins(db, { ...input, lang: 'en_US' });
  if (list.length === 0) return { hidden: 0 };
  await db
    .insertInto('bulletin_hides')
    .values(list.map((item) => ({ bulletin_id: item.id, member_id: input.memberId, hidden_at: new Date() })))
    .onConflict((oc) => oc.columns(['member_id', 'bulletin_id']).doUpdateSet({ hidden_at: new Date() }))
    .execute();
  return { hidden: list.length };
}
