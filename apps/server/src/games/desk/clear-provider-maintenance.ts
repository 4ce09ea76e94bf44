import { inTransaction } from '../../ledger/executor.ts';
import { writeAudit } from '../../operators/audit-log.ts';
import type { OperatorSession } from '../../operators/operator-sessions.ts';
import type { GameDeskContext } from './game-desk-context.ts';
import { requireSiteProvider } from './set-provider-maintenance.ts';

/** Removes a provider's maintenance window on a site (its games can be launched again at once), audited. */
export async function clearProviderMaintenance(
  ctx: GameDeskContext,
  operator: OperatorSession,
  body: { site_id: number; provider_id: number },
  ip: string,
) {
  const removed = await inTransaction(ctx.db, async (tx) => {
    await requireSiteProvider(tx, body.site_id, body.provider_id);
    const deleted = await tx
      .deleteFrom('site_provider_maintenance')
      .where('site_id', '=', body.site_id)
      .where('provider_id', '=', body.provider_id)
      .returning(['starts_at', 'ends_at'])
      .executeTakeFirst();
    await writeAudit(tx, {
      operatorId: operator.operatorId,
      action: 'game.maintenance_clear',
      target: `site:${body.site_id}:provider:${body.provider_id}`,
      details: deleted ? { starts_at: deleted.starts_at.toISOString(), ends_at: deleted.ends_at.toISOString() } : { none: true },
      ip,
    });
    return deleted !== undefined;
  });
  ctx.cache.clear();
  return { site_id: body.site_id, provider_id: body.provider_id, cleared: removed };
}
