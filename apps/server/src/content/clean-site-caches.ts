import { realtimeEvents } from '@casino/contract/realtime.ts';
import type { ResponseCache } from '../http/response-cache.ts';
import { inTransaction } from '../ledger/executor.ts';
import { writeAudit } from '../operators/audit-log.ts';
import type { OperatorSession } from '../operators/operator-sessions.ts';
import type { ContentDeskContext } from './content-change.ts';
import { siteChannels } from './content-change.ts';

/**
 * Empties the server's reply cache and tells every open page of the site to drop its cached content and app shell and
 * reload (app_clean_cache): for a change the per-call events do not cover.
 */
export async function cleanSiteCaches(
  ctx: Omit<ContentDeskContext, 'cache'> & { cache: Pick<ResponseCache, 'clear'> },
  operator: OperatorSession,
  siteId: number,
  ip: string,
) {
  const channels = await siteChannels(ctx.db, siteId);
  await inTransaction(ctx.db, (tx) =>
    writeAudit(tx, {
      operatorId: operator.operatorId,
      action: 'content.clean_cache',
      target: `site:${siteId}`,
      details: { site_id: siteId },
      ip,
    }),
  );
  ctx.cache.clear();
  for (const channel of channels) ctx.realtime.broadcast(channel, realtimeEvents.appCleanCache, {});
  return { site_id: siteId };
}
