import { OperatorGameCode } from '@casino/contract/calls/operator-game-calls.ts';
import { Refusal } from '../../http/reply.ts';
import { type Executor, inTransaction } from '../../ledger/executor.ts';
import { writeAudit } from '../../operators/audit-log.ts';
import type { OperatorSession } from '../../operators/operator-sessions.ts';
import type { GameDeskContext } from './game-desk-context.ts';

/** Refuses with 101 unless the site has the provider in its catalogue (in any game type or currency). */
export async function requireSiteProvider(db: Executor, siteId: number, providerId: number): Promise<void> {
  const place = await db
    .selectFrom('site_game_providers')
    .select('id')
    .where('site_id', '=', siteId)
    .where('provider_id', '=', providerId)
    .executeTakeFirst();
  if (!place) throw new Refusal(OperatorGameCode.notFound, 'not_found');
}

/**
 * Sets a provider's maintenance window on a site, replacing the one before, audited. From its start the site's game
 * launches of the provider are refused with code 203 and the window (play/find-playable-game.ts).
 */
export async function setProviderMaintenance(
  ctx: GameDeskContext,
  operator: OperatorSession,
  body: { site_id: number; provider_id: number; starts_at: string; ends_at: string },
  ip: string,
) {
  const startsAt = new Date(body.starts_at);
  const endsAt = new Date(body.ends_at);
  if (endsAt <= startsAt || endsAt.getTime() <= Date.now()) throw new Refusal(OperatorGameCode.badWindow, 'bad_window');
  await inTransaction(ctx.db, async (tx) => {
    await requireSiteProvider(tx, body.site_id, body.provider_id);
    await tx
      .insertInto('site_provider_maintenance')
      .values({ site_id: body.site_id, provider_id: body.provider_id, starts_at: startsAt, ends_at: endsAt })
      .onConflict((conflict) =>
        conflict.columns(['site_id', 'provider_id']).doUpdateSet({ starts_at: startsAt, ends_at: endsAt }),
      )
      .execute();
    await writeAudit(tx, {
      operatorId: operator.operatorId,
      action: 'game.maintenance_set',
      target: `site:${body.site_id}:provider:${body.provider_id}`,
      details: { starts_at: startsAt.toISOString(), ends_at: endsAt.toISOString() },
      ip,
    });
  });
  ctx.cache.clear();
  return {
    site_id: body.site_id,
    provider_id: body.provider_id,
    maintenance: { starts_at: startsAt.toISOString(), ends_at: endsAt.toISOString() },
  };
}
