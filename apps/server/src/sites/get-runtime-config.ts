import type { RuntimeConfig } from '@casino/contract/runtime-config.ts';
import type { Db } from '../db/database.ts';
import { getSiteDetail } from './get-site-detail.ts';
import { resolveSiteIdByHost } from './resolve-site-by-host.ts';

export type VisitorFacts = { host: string | undefined; country: string | null };

/** The public runtime configuration of the site a visitor reached (SPEC section 3, "Site settings"). */
export async function getRuntimeConfig(
  db: Db,
  visitor: VisitorFacts,
  deployment: { production: boolean; demoMode: boolean },
): Promise<RuntimeConfig | undefined> {
  const siteId = await resolveSiteIdByHost(db, visitor.host);
  if (siteId === undefined) return undefined;
  const site = await getSiteDetail(db, siteId);
  return {
    SITE_ID: site.site_id,
    SITE_TITLE: site.site_title,
    SITE_TITLE_EN: site.site_title_en,
    BRANCH_NAME: site.branch_name,
    SITE_NAME: site.site_name,
    TEMPLATE_NAME: site.template_name,
    MOBILE_TEMPLATE_NAME: site.mobile_template_name,
    CURRENCIES: site.currencies.map((c) => c.code),
    LANGUAGES: site.languages,
    DEFAULT_LANGUAGE: site.default_language,
    VISITOR_COUNTRY: visitor.country,
    PRODUCTION: deployment.production,
    DEMO_MODE: deployment.demoMode,
  };
}
