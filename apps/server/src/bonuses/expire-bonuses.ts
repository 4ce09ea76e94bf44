import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { inTransaction } from '../ledger/executor.ts';
import { closeGrant } from './close-grant.ts';

/**
 * Closes grants past their expiry, a batch at a time: each node claims different rows (FOR UPDATE SKIP LOCKED), and
 * what is left of each bonus goes back to the promotions account. Returns how many it closed.
 */
export async function expireBonuses(db: Db, now = new Date(), batch = 100): Promise<number> {
  return inTransaction(db, async (trx) => {
    const { rows } = await sql<{ id: string }>`
      select id::text from bonus_grants where status = 'active' and expires_at <= ${now}
      order by expires_at limit ${batch} for update skip locked`.execute(trx);
    let closed = 0;
    for (const row of rows) {
      if ((await closeGrant(db, trx, BigInt(row.id), 'expired', { reason: 'expired' })).closed) closed += 1;
    }
    return closed;
  });
}
