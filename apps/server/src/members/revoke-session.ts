import type { Db } from '../db/database.ts';

/** Ends one session: its token stops working at once, here and on every other node. */
export async function revokeSession(db: Db, sessionId: number): Promise<void> {
  await db
    .updateTable('member_sessions')
    .set({ revoked_at: new Date() })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}
