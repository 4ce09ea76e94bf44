import type { Db } from '../db/database.ts';
import type { Realtime } from '../realtime/echo-server.ts';
import { ACCRUAL_BATCH, accrueCompPoints } from './accrue-comp-points.ts';
import { announceLevelUps } from './announce-level-up.ts';
import { payBirthdayBonuses } from './pay-birthday-bonuses.ts';
import { recheckVipLevels } from './recheck-vip-levels.ts';

export type LoyaltyRun = { read: number; levelChanges: number; birthdays: number };

/**
 * One round of the loyalty job: comp points for every settled stake not yet counted (batch after batch, so a node
 * back from downtime catches up), the daily re-check of levels, then the birthday bonuses due. Any node may run it
 * at any time: each step counts or pays once (accrueCompPoints, recheckVipLevels, payBirthdayBonuses).
 */
export async function runLoyalty(
  db: Db,
  options: { now?: Date; realtime?: Pick<Realtime, 'broadcast'>; stopped?: () => boolean } = {},
): Promise<LoyaltyRun> {
  const stopped = options.stopped ?? (() => false);
  const run: LoyaltyRun = { read: 0, levelChanges: 0, birthdays: 0 };
  while (!stopped()) {
    const batch = await accrueCompPoints(db, options.now);
    run.read += batch.read;
    run.levelChanges += batch.changes.length;
    announceLevelUps(options.realtime, batch.changes);
    if (batch.read < ACCRUAL_BATCH) break;
  }
  while (!stopped()) {
    const changes = await recheckVipLevels(db, options.now);
    if (!changes) break;
    run.levelChanges += changes.length;
    announceLevelUps(options.realtime, changes);
  }
  while (!stopped()) {
    const paid = await payBirthdayBonuses(db, { now: options.now, realtime: options.realtime });
    run.birthdays += paid;
    if (paid === 0) break;
  }
  return run;
}
