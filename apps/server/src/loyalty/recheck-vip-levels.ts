import type { Db } from '../db/database.ts';
import { siteDay } from '../engagement/site-day.ts';
import { inTransaction } from '../ledger/executor.ts';
import { type LevelChange, recomputeVipLevels } from './recompute-vip-levels.ts';

const RECHECK_BATCH = 500;

/**
 * Once a site day, the members above level 0 not checked today have their level set again, as points leave the
 * window; after an operator saved new levels, every member of that site and currency. Rows are taken with SKIP LOCKED, so nodes share the work.
 * Answers the changes of one batch (none: nothing was left to check).
 */
export async function recheckVipLevels(db: Db, now: Date = new Date()): Promise<LevelChange[] | null> {
  const today = siteDay(now);
  return inTransaction(db, async (trx) => {
    const due = await trx
      .selectFrom('member_loyalty')
      .select('member_id')
      .where((eb) =>
        eb.or([eb('level_checked_on', 'is', null), eb.and([eb('vip_level', '>', 0), eb('level_checked_on', '<', today)])]),
      )
      .orderBy('member_id')
      .limit(RECHECK_BATCH)
      .forUpdate()
      .skipLocked()
      .execute();
    if (due.length === 0) return null;
    return recomputeVipLevels(
      trx,
      due.map((d) => d.member_id),
      today,
    );
  });
}
