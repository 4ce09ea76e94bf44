import * as calls from '@casino/contract/calls/content-calls.ts';
import type { FastifyInstance } from 'fastify';
import { CONTENT_TTL_MS } from '../content/content-ttl.ts';
import { getPage } from '../content/get-page.ts';
import { getPromotion } from '../content/get-promotion.ts';
import { getRegisterBackground } from '../content/get-register-background.ts';
import { hideBulletins } from '../content/hide-bulletins.ts';
import type { ContentPictures } from '../content/import-outside-pictures.ts';
import { listBulletinHistory } from '../content/list-bulletin-history.ts';
import { listBulletins } from '../content/list-bulletins.ts';
import { listPages } from '../content/list-pages.ts';
import { listPromotions } from '../content/list-promotions.ts';
import type { Db } from '../db/database.ts';
import type { CallRegistrar } from '../http/register-call.ts';
import type { ResponseCache } from '../http/response-cache.ts';
import type { Realtime } from '../realtime/echo-server.ts';
import { registerMediaUploadRoute } from './media-upload-route.ts';
import { registerOperatorContentRoutes } from './operator-content-routes.ts';

/**
 * The content calls of docs/decisions/0027-content-desk.md: bulletins, register background, promotions, pages; and
 * the operator content desk that writes them and the home-page content.
 */
export async function registerContentRoutes(
  registerCallFor: CallRegistrar,
  http: FastifyInstance,
  ctx: {
    db: Db;
    realtime: Pick<Realtime, 'broadcast'>;
    cache: Pick<ResponseCache, 'dropPaths' | 'clear'>;
    pictures: ContentPictures;
  },
): Promise<void> {
  const { db } = ctx;
  const pictureHosts = ctx.pictures.hosts;
  registerOperatorContentRoutes(registerCallFor, ctx);
  await registerMediaUploadRoute(http, db);
  const cached = { cacheTtlMs: CONTENT_TTL_MS };
  registerCallFor(
    calls.bulletinCall,
    ({ body, lang }) =>
      listBulletins(db, {
        siteId: body.site_id,
        device: body.display_device,
        location: body.display_location,
        lang,
        pictureHosts,
      }),
    cached,
  );
  // A member's calls answer for the member's own site, whatever site_id says.
  registerCallFor(calls.memberBulletinCall, ({ body, lang, member }) =>
    listBulletins(db, {
      siteId: member.siteId,
      device: body.display_device,
      location: body.display_location,
      lang,
      memberId: member.memberId,
      pictureHosts,
    }),
  );
  registerCallFor(calls.bulletinHistoryCall, ({ body, lang, member }) =>
    listBulletinHistory(db, {
      siteId: member.siteId,
      device: body.display_device,
      lang,
      page: body.page,
      count: body.count,
      pictureHosts,
    }),
  );
  registerCallFor(calls.bulletinHideCall, ({ body, member }) =>
    hideBulletins(db, {
      siteId: member.siteId,
      device: body.display_device,
      location: body.display_location,
      memberId: member.memberId,
    }),
  );
  registerCallFor(calls.registerBackgroundCall, ({ body }) => getRegisterBackground(db, body.site_id, body.template), cached);
  registerCallFor(
    calls.promotionListCall,
    ({ body, lang }) => listPromotions(db, { siteId: body.site_id, currency: body.currency, categoryId: body.category_id, lang }),
    cached,
  );
  registerCallFor(
    calls.promotionDetailCall,
    ({ body, lang }) => getPromotion(db, { siteId: body.site_id, id: body.id, currency: body.currency, lang, pictureHosts }),
    cached,
  );
  registerCallFor(
    calls.pageListCall,
    ({ body, lang }) => listPages(db, { siteId: body.site_id, kind: body.kind, count: body.count, lang }),
    cached,
  );
  registerCallFor(
    calls.pageDetailCall,
    ({ body, lang }) => getPage(db, { siteId: body.site_id, id: body.id, lang, pictureHosts }),
    cached,
  );
}
