import type { Db } from '../db/database.ts';
import { getSiteDetail } from '../sites/get-site-detail.ts';
import { getTemplateConfig } from './get-template-config.ts';
import { listSiteLinks } from './list-site-links.ts';
import { listSiteLogos } from './list-site-logos.ts';

/**
 * The replies of the calls the site's frame makes on every page (header logo, site detail, footers, floating links,
 * the mobile template's settings): the calls answer with them, and pages carry them (http/initial-replies.ts).
 */
export const siteFrameReplies = {
  siteDetail: async (db: Db, body: { site_id: number }) => ({ detail: await getSiteDetail(db, body.site_id) }),
  webLogo: async (db: Db, body: { site_id: number }, lang: string) => ({
    web_logo_list: await listSiteLogos(db, body.site_id, lang),
  }),
  footer: async (db: Db, body: { site_id: number }, lang: string) => ({
    list: await listSiteLinks(db, body.site_id, 'footer', lang),
  }),
  float: async (db: Db, body: { site_id: number }, lang: string) => ({
    list: await listSiteLinks(db, body.site_id, 'float', lang),
  }),
  mobileFooter: async (db: Db, body: { site_id: number; template: string }, lang: string) => ({
    list: await listSiteLinks(db, body.site_id, 'mobile_footer', lang, body.template),
  }),
  templateConfig: (db: Db, body: { mobileTemplateName: string }) => getTemplateConfig(db, body.mobileTemplateName),
};
