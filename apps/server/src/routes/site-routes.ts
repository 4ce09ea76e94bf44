import * as calls from '@casino/contract/calls/site-calls.ts';
import { CONTENT_TTL_MS } from '../content/content-ttl.ts';
import { listBanners } from '../content/list-banners.ts';
import { type ContentModel, listContentModels } from '../content/list-content-models.ts';
import { marqueeReply } from '../content/list-marquee.ts';
import { siteFrameReplies } from '../content/site-frame-replies.ts';
import type { Db } from '../db/database.ts';
import type { CallRegistrar } from '../http/register-call.ts';

/** Site and home-page content calls of SPEC section 7 ("Site and content"). */
export function registerSiteRoutes(
  registerCallFor: CallRegistrar,
  db: Db,
  /** Hosts whose pictures operator HTML may show (decision 42). */
  pictureHosts: readonly string[] = [],
): void {
  const cached = { cacheTtlMs: CONTENT_TTL_MS };
  const models = (siteId: number, model: ContentModel, language: string) =>
    listContentModels(db, siteId, model, language, pictureHosts);
  registerCallFor(calls.siteDetailCall, ({ body }) => siteFrameReplies.siteDetail(db, body), cached);
  registerCallFor(calls.webLogoCall, ({ body, lang }) => siteFrameReplies.webLogo(db, body, lang), cached);
  registerCallFor(calls.modelSettingCall, ({ body }) => models(body.site_id, 'setting', body.language), cached);
  registerCallFor(calls.modelSponsorCall, ({ body }) => models(body.site_id, 'sponsor', body.language), cached);
  registerCallFor(calls.modelLoginCall, ({ body }) => models(body.site_id, 'login', body.language), cached);
  registerCallFor(calls.templateConfigCall, ({ body }) => siteFrameReplies.templateConfig(db, body), cached);
  registerCallFor(calls.mobileFooterCall, ({ body, lang }) => siteFrameReplies.mobileFooter(db, body, lang), cached);
  registerCallFor(calls.footerCall, ({ body, lang }) => siteFrameReplies.footer(db, body, lang), cached);
  registerCallFor(calls.floatCall, ({ body, lang }) => siteFrameReplies.float(db, body, lang), cached);
  registerCallFor(calls.carouselPictureCall, async ({ body, lang }) => ({
    web_carousel_picture_list: await listBanners(db, body.site_id, body.use_type, lang),
  }));
  registerCallFor(calls.marqueeCall, ({ body, lang }) => marqueeReply(db, body, lang), cached);
}
