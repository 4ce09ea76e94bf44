import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

/** How long one start of a game may hold the member before another start may go ahead anyway. */
const START_LEASE_SECONDS = 30;

/**
 * Takes the member's game-start lease (play1 code 105 when another start holds it). A row per member with an
 * expiry, shared by all nodes, that frees itself if a node dies mid-way.
 */
export async function takeGameStartLease(db: Db, memberId: number): Promise<boolean> {
  const until = sql<Date>`now() + make_interval(secs => ${START_LEASE_SECONDS})`;
  const taken = await db
    .insertInto('game_start_leases')
    .values({ member_id: memberId, until })
    .onConflict((oc) => oc.column('member_id').doUpdateSet({ until }).where('game_start_leases.until', '<', sql<Date>`now()`))
    .returning('member_id')
    .executeTakeFirst();
  return taken !== undefined;
}

export async function releaseGameStartLease(db: Db, memberId: number): Promise<void> {
  await db.deleteFrom('game_start_leases').where('member_id', '=', memberId).execute();
}
