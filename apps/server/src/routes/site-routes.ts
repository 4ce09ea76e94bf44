import * as calls from '@casino/contract/calls/site-calls.ts';
import { getTemplateConfig } from '../content/get-template-config.ts';
import { listBanners } from '../content/list-banners.ts';
import { listContentModels } from '../content/list-content-models.ts';
import { listMarquee } from '../content/list-marquee.ts';
import { listSiteLinks } from '../content/list-site-links.ts';
import { listSiteLogos } from '../content/list-site-logos.ts';
import type { Db } from '../db/database.ts';
import type { CallRegistrar } from '../http/register-call.ts';
import { getSiteDetail } from '../sites/get-site-detail.ts';

const CONTENT_TTL_MS = 15_000;

/** Site and home-page content calls of SPEC section 7 ("Site and content"). */
export function registerSiteRoutes(registerCallFor: CallRegistrar, db: Db): void {
  const cached = { cacheTtlMs: CONTENT_TTL_MS };
  registerCallFor(calls.siteDetailCall, async ({ body }) => ({ detail: await getSiteDetail(db, body.site_id) }), cached);
  registerCallFor(
    calls.webLogoCall,
    async ({ body, lang }) => ({ web_logo_list: await listSiteLogos(db, body.site_id, lang) }),
    cached,
  );
  registerCallFor(calls.modelSettingCall, ({ body }) => listContentModels(db, body.site_id, 'setting', body.language), cached);
  registerCallFor(calls.modelSponsorCall, ({ body }) => listContentModels(db, body.site_id, 'sponsor', body.language), cached);
  registerCallFor(calls.modelLoginCall, ({ body }) => listContentModels(db, body.site_id, 'login', body.language), cached);
  registerCallFor(calls.templateConfigCall, ({ body }) => getTemplateConfig(db, body.mobileTemplateName), cached);
  registerCallFor(
    calls.mobileFooterCall,
    async ({ body, lang }) => ({ list: await listSiteLinks(db, body.site_id, 'mobile_footer', lang, body.template) }),
    cached,
  );
  registerCallFor(
    calls.footerCall,
    async ({ body, lang }) => ({ list: await listSiteLinks(db, body.site_id, 'footer', lang) }),
    cached,
  );
  registerCallFor(
    calls.floatCall,
    async ({ body, lang }) => ({ list: await listSiteLinks(db, body.site_id, 'float', lang) }),
    cached,
  );
  registerCallFor(calls.carouselPictureCall, async ({ body, lang }) => ({
    web_carousel_picture_list: await listBanners(db, body.site_id, body.use_type, lang),
  }));
  registerCallFor(calls.marqueeCall, async ({ body, lang }) => ({
    web_announcement_list: await listMarquee(db, body.site_id, lang, body.sort_field, body.sort_order),
  }));
}
