import type { MaintenanceInterval } from '@casino/contract/calls/play-calls.ts';
import type { Executor } from '../../ledger/executor.ts';

/** How far ahead a planned window is told in the game lists, so that players see it coming. */
export const MAINTENANCE_NOTICE_MS = 24 * 60 * 60 * 1000;

/** A provider's window as the 203 refusal and the game lists answer it. */
function intervalOf(row: { starts_at: Date; ends_at: Date }): MaintenanceInterval {
  return { start_at: row.starts_at.toISOString(), end_at: row.ends_at.toISOString() };
}

/**
 * The maintenance window a provider is in on a site right now (its games are refused with code 203 and this
 * window), or null when there is none or it has not begun or has ended.
 */
export async function providerMaintenanceNow(
  db: Executor,
  siteId: number,
  providerId: number,
): Promise<MaintenanceInterval | null> {
  const row = await db
    .selectFrom('site_provider_maintenance')
    .select(['starts_at', 'ends_at'])
    .where('site_id', '=', siteId)
    .where('provider_id', '=', providerId)
    .where('starts_at', '<=', new Date())
    .where('ends_at', '>', new Date())
    .executeTakeFirst();
  return row ? intervalOf(row) : null;
}

/** Maintenance windows of a site's providers, by provider id. */
export type SiteMaintenance = ReadonlyMap<number, MaintenanceInterval>;

/**
 * Every window of a site that is in force now or starts within MAINTENANCE_NOTICE_MS, in one query for a whole game
 * list. A list keeps a window it read while cached: the player's page tells "now" from "planned" by the times.
 */
export async function siteMaintenanceWindows(db: Executor, siteId: number, now = new Date()): Promise<SiteMaintenance> {
  const rows = await db
    .selectFrom('site_provider_maintenance')
    .select(['provider_id', 'starts_at', 'ends_at'])
    .where('site_id', '=', siteId)
    .where('starts_at', '<=', new Date(now.getTime() + MAINTENANCE_NOTICE_MS))
    .where('ends_at', '>', now)
    .execute();
  return new Map(rows.map((row) => [row.provider_id, intervalOf(row)]));
}
