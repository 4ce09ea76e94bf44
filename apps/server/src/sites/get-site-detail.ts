import type { SiteDetail } from '@casino/contract/calls/site-calls.ts';
import { safeLink } from '../content/safe-link.ts';
import type { Db } from '../db/database.ts';
import { findSite } from './find-site.ts';

export async function getSiteDetail(db: Db, siteId: number): Promise<SiteDetail> {
  const site = await findSite(db, siteId);
  const [languages, currencies] = await Promise.all([
    db
      .selectFrom('site_languages')
      .select('language_code')
      .where('site_id', '=', siteId)
      .orderBy('sort')
      .orderBy('language_code')
      .execute(),
    db
      .selectFrom('site_currencies as sc')
      .innerJoin('currencies as c', 'c.code', 'sc.currency_code')
      .select(['c.code', 'c.symbol', 'c.exponent'])
      .where('sc.site_id', '=', siteId)
      .orderBy('sc.sort')
      .orderBy('c.code')
      .execute(),
  ]);
  return {
    site_id: site.id,
    site_name: site.name,
    site_title: site.title,
    site_title_en: site.title_en,
    branch_name: site.branch_name,
    template_name: site.template_name,
    mobile_template_name: site.mobile_template_name,
    default_language: site.default_language as SiteDetail['default_language'],
    languages: languages.map((l) => l.language_code) as SiteDetail['languages'],
    currencies: currencies as SiteDetail['currencies'],
    customer_service_link: safeLink(site.customer_service_link),
    support_email: site.support_email,
    support_phone: site.support_phone,
  };
}
