import { OperatorGameCode, type OperatorSiteGame } from '@casino/contract/calls/operator-game-calls.ts';
import { Refusal } from '../../http/reply.ts';
import { inTransaction } from '../../ledger/executor.ts';
import { writeAudit } from '../../operators/audit-log.ts';
import type { OperatorSession } from '../../operators/operator-sessions.ts';
import type { GameDeskContext } from './game-desk-context.ts';
import { listSiteGames } from './list-site-games.ts';

/**
 * Sets a site's own settings of a game (offered or not, hot/new tags, place in lists), audited with what changed;
 * the site's cached game lists are dropped, so the next visitor gets the new list.
 */
export async function saveSiteGame(
  ctx: GameDeskContext,
  operator: OperatorSession,
  body: { site_id: number; game_id: number; active: boolean; tags: string[]; sort: number },
  ip: string,
): Promise<OperatorSiteGame> {
  const tags = [...new Set(body.tags)];
  const saved = await inTransaction(ctx.db, async (tx) => {
    const found = { siteId: body.site_id, gameId: body.game_id, page: 1, limit: 1 };
    const before = (await listSiteGames(tx, found)).list[0];
    if (!before) throw new Refusal(OperatorGameCode.notFound, 'not_found');
    const values = { active: body.active, tags, sort: body.sort, updated_at: new Date() };
    await tx
      .insertInto('site_game_settings')
      .values({ site_id: body.site_id, game_id: body.game_id, ...values })
      .onConflict((conflict) => conflict.columns(['site_id', 'game_id']).doUpdateSet(values))
      .execute();
    await writeAudit(tx, {
      operatorId: operator.operatorId,
      action: 'game.save',
      target: `site:${body.site_id}:game:${body.game_id}`,
      details: {
        game_code: before.game_code,
        active: { from: before.active, to: body.active },
        tags: { from: before.tags, to: tags },
        sort: { from: before.sort, to: body.sort },
      },
      ip,
    });
    return { ...before, active: body.active, tags, sort: body.sort, customised: true };
  });
  ctx.cache.clear();
  return saved;
}
