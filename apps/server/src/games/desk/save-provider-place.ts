import { OperatorGameCode, type OperatorProviderPlace } from '@casino/contract/calls/operator-game-calls.ts';
import { Refusal } from '../../http/reply.ts';
import { inTransaction } from '../../ledger/executor.ts';
import { writeAudit } from '../../operators/audit-log.ts';
import type { OperatorSession } from '../../operators/operator-sessions.ts';
import type { GameDeskContext } from './game-desk-context.ts';
import { listProviderPlaces } from './list-provider-places.ts';

/** Turns a provider place of a site on or off and sets its order, audited; the site's cached game lists are dropped. */
export async function saveProviderPlace(
  ctx: GameDeskContext,
  operator: OperatorSession,
  body: { site_id: number; place_id: number; active: boolean; sort: number },
  ip: string,
): Promise<OperatorProviderPlace> {
  const saved = await inTransaction(ctx.db, async (tx) => {
    const before = (await listProviderPlaces(tx, body.site_id, body.place_id))[0];
    if (!before) throw new Refusal(OperatorGameCode.notFound, 'not_found');
    await tx
      .updateTable('site_game_providers')
      .set({ active: body.active, sort: body.sort })
      .where('id', '=', body.place_id)
      .where('site_id', '=', body.site_id)
      .execute();
    await writeAudit(tx, {
      operatorId: operator.operatorId,
      action: 'game.provider_save',
      target: `site:${body.site_id}:place:${body.place_id}`,
      details: {
        provider: before.provider_code,
        game_type: before.game_type,
        currency: before.currency,
        active: { from: before.active, to: body.active },
        sort: { from: before.sort, to: body.sort },
      },
      ip,
    });
    return { ...before, active: body.active, sort: body.sort };
  });
  ctx.cache.clear();
  return saved;
}
