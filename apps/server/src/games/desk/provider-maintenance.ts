import type { MaintenanceInterval } from '@casino/contract/calls/play-calls.ts';
import type { Executor } from '../../ledger/executor.ts';

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
  return row ? { start_at: row.starts_at.toISOString(), end_at: row.ends_at.toISOString() } : null;
}
