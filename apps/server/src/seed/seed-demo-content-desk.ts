import { BULLETIN_AUDIENCES } from '@casino/contract/calls/content-calls.ts';
import { isLanguageCode, type LanguageCode } from '@casino/contract/languages.ts';
import { sql, type Transaction } from 'kysely';
import { sanitiseLocalisedHtml } from '../content/sanitise-html.ts';
import type { Database } from '../db/schema.ts';
import { bannerSvg, logoSvg, PALETTES } from './artwork.ts';
import { DEMO_SITE_NAMES, type Localised } from './demo-content.ts';
import { DEMO_SITES } from './demo-data.ts';
import { DEMO_INFO_PAGES, type DemoPage } from './demo-info-pages.ts';
import {
  DEMO_BULLETINS,
  DEMO_NEWS_PAGES,
  DEMO_PROMOTION_CATEGORIES,
  DEMO_PROMOTIONS,
  DEMO_SECOND_SPONSOR,
} from './demo-news-and-promotions.ts';
import { insertSvg } from './localise-demo-content.ts';

type Tx = Transaction<Database>;
type SiteFacts = { id: number; languages: readonly string[]; fill: (text: string, language: LanguageCode) => string };

/** The texts of the site's languages, with {site}, {email} and {age} filled in. */
function textsFor(site: SiteFacts, text: Localised): Record<string, string> {
  const texts: Record<string, string> = {};
  for (const language of site.languages) {
    if (isLanguageCode(language)) texts[language] = site.fill(text[language], language);
  }
  return texts;
}

const json = (value: unknown) => JSON.stringify(value);
const ALL_AUDIENCES: string[] = [...BULLETIN_AUDIENCES];
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
const cover = (headline: string, palette: number) =>
  bannerSvg(headline, '', PALETTES[palette % PALETTES.length] ?? PALETTES[0]!, 960, 400);

/** Information and news pages the site lacks (an operator's own page of the same id stays as it is). */
async function seedPages(tx: Tx, site: SiteFacts): Promise<boolean> {
  const have = new Set(
    (await tx.selectFrom('site_pages').select('id').where('site_id', '=', site.id).execute()).map((r) => r.id),
  );
  const pages: [DemoPage, 'info' | 'news', number][] = [
    ...DEMO_INFO_PAGES.map((page, i): [DemoPage, 'info', number] => [page, 'info', i]),
    ...DEMO_NEWS_PAGES.map((page, i): [DemoPage, 'news', number] => [page, 'news', i]),
  ];
  await renameSiteInPages(
    tx,
    site,
    pages.map(([page]) => page),
  );
  const missing = pages.filter(([page]) => !have.has(page.id));
  for (const [page, kind, i] of missing) {
    await tx
      .insertInto('site_pages')
      .values({
        site_id: site.id,
        id: page.id,
        kind,
        title: json(textsFor(site, page.title)),
        summary: json(textsFor(site, page.summary)),
        body: json(sanitiseLocalisedHtml(textsFor(site, page.body))),
        sort: kind === 'info' ? i : 0,
        // News a few days apart, the newest last in the list above.
        published_at: kind === 'news' ? daysAgo((DEMO_NEWS_PAGES.length - i) * 3) : daysAgo(30),
      })
      .execute();
  }
  return missing.length > 0;
}

/**
 * The demo's pages that an earlier seed wrote with the site's English name in every language: each text still as
 * that seed wrote it is written again with the name of its language. Texts an operator changed stay.
 */
async function renameSiteInPages(tx: Tx, site: SiteFacts, demoPages: DemoPage[]): Promise<void> {
  const rows = await tx
    .selectFrom('site_pages')
    .select(['id', 'title', 'summary', 'body'])
    .where('site_id', '=', site.id)
    .execute();
  for (const row of rows) {
    const demo = demoPages.find((page) => page.id === row.id);
    if (!demo) continue;
    const englishName = (text: string) => site.fill(text, 'en_US');
    const redo = (stored: Record<string, string>, text: Localised, html: boolean) => {
      const next = { ...stored };
      for (const language of site.languages) {
        if (!isLanguageCode(language) || language === 'en_US') continue;
        const clean = (value: string) => (html ? (sanitiseLocalisedHtml({ [language]: value })[language] ?? value) : value);
        const english = englishName(text[language]);
        const named = site.fill(text[language], language);
        if (english === named) continue;
        const before = clean(english);
        if (stored[language] === before) next[language] = clean(named);
      }
      return next;
    };
    const title = redo(row.title, demo.title, false);
    const summary = redo(row.summary, demo.summary, false);
    const body = redo(row.body, demo.body, true);
    if ([title, summary, body].every((next, i) => json(next) === json([row.title, row.summary, row.body][i]))) continue;
    await tx
      .updateTable('site_pages')
      .set({ title: json(title), summary: json(summary), body: json(body) })
      .where('id', '=', row.id)
      .where('site_id', '=', site.id)
      .execute();
  }
}

/** Promotions, their categories and the pop-up notices, on a site that has none of them yet. */
async function seedPromotions(tx: Tx, site: SiteFacts): Promise<boolean> {
  const any = await tx.selectFrom('promotions').select('id').where('site_id', '=', site.id).limit(1).executeTakeFirst();
  if (any) return false;
  const categories = new Map<string, number>();
  for (const [i, category] of DEMO_PROMOTION_CATEGORIES.entries()) {
    const row = await tx
      .insertInto('promotion_categories')
      .values({ site_id: site.id, name: json(textsFor(site, category.name)), sort: i })
      .returning('id')
      .executeTakeFirstOrThrow();
    categories.set(category.key, row.id);
  }
  for (const [i, promotion] of DEMO_PROMOTIONS.entries()) {
    await tx
      .insertInto('promotions')
      .values({
        site_id: site.id,
        category_id: categories.get(promotion.category) ?? null,
        title: json(textsFor(site, promotion.title)),
        summary: json(textsFor(site, promotion.summary)),
        body: json(sanitiseLocalisedHtml(textsFor(site, promotion.body))),
        cover_media_id: await insertSvg(tx, cover(promotion.cover.headline, promotion.cover.palette + site.id)),
        starts_at: daysAgo(7),
        sort: i,
      })
      .execute();
  }
  return true;
}

async function seedBulletins(tx: Tx, site: SiteFacts): Promise<boolean> {
  const any = await tx.selectFrom('bulletins').select('id').where('site_id', '=', site.id).limit(1).executeTakeFirst();
  if (any) return aimDemoBulletins(tx, site);
  for (const [i, bulletin] of DEMO_BULLETINS.entries()) {
    await tx
      .insertInto('bulletins')
      .values({
        site_id: site.id,
        title: json(textsFor(site, bulletin.title)),
        content: json(sanitiseLocalisedHtml(textsFor(site, bulletin.content))),
        display_content: bulletin.picture ? 2 : 1,
        image_media_id: bulletin.picture
          ? await insertSvg(tx, cover(bulletin.picture.headline, bulletin.picture.palette + site.id))
          : null,
        link_url: bulletin.link,
        display_locations: bulletin.locations,
        ...(bulletin.audiences ? { audiences: bulletin.audiences } : {}),
        sort: i,
      })
      .execute();
  }
  return true;
}

/**
 * Databases seeded before notices had audiences (migration 0032) showed the welcome offer to everyone: a demo notice
 * still as seeded (its English title, aimed at everyone) gets the audience it is seeded with now. An operator's own
 * notices, and demo ones an operator changed, stay as they are.
 */
async function aimDemoBulletins(tx: Tx, site: SiteFacts): Promise<boolean> {
  let changed = false;
  for (const bulletin of DEMO_BULLETINS) {
    if (!bulletin.audiences) continue;
    const updated = await tx
      .updateTable('bulletins')
      .set({ audiences: bulletin.audiences })
      .where('site_id', '=', site.id)
      .where(sql<boolean>`title ->> 'en_US' = ${bulletin.title.en_US}`)
      .where(sql<boolean>`audiences = ${sql.val(ALL_AUDIENCES)}::text[]`)
      .where(sql<boolean>`display_locations = ${sql.val(bulletin.locations)}::smallint[]`)
      .where(sql<boolean>`updated_at = created_at`)
      .executeTakeFirst();
    changed = changed || Number(updated.numUpdatedRows) > 0;
  }
  return changed;
}

/** The second sponsor in each of the site's languages, unless the site has it. */
async function seedSponsor(tx: Tx, site: SiteFacts): Promise<boolean> {
  const english = DEMO_SECOND_SPONSOR.content.en_US;
  const have = await tx
    .selectFrom('site_content_models')
    .select('language_code')
    .where('site_id', '=', site.id)
    .where('model', '=', 'sponsor')
    .where('content', 'in', Object.values(DEMO_SECOND_SPONSOR.content))
    .execute();
  const done = new Set(have.map((r) => r.language_code));
  const languages = site.languages.filter((l) => isLanguageCode(l) && !done.has(l));
  if (languages.length === 0) return false;
  const logo = await insertSvg(tx, logoSvg(DEMO_SECOND_SPONSOR.logo, PALETTES[(site.id + 3) % PALETTES.length] ?? PALETTES[0]!));
  for (const language of languages) {
    if (!isLanguageCode(language)) continue;
    await tx
      .insertInto('site_content_models')
      .values({
        site_id: site.id,
        model: 'sponsor',
        language_code: language,
        title: DEMO_SECOND_SPONSOR.title[language],
        content: language === 'en_US' ? english : DEMO_SECOND_SPONSOR.content[language],
        url: DEMO_SECOND_SPONSOR.url,
        image_media_id: logo,
        sort: 1,
      })
      .execute();
  }
  return true;
}

/**
 * The content of docs/decisions/0027 for the demo sites: information and news pages, promotions with covers, pop-up
 * notices and a second sponsor, in every language of each site. Adds only what a site lacks, so it runs on every
 * seeding and an operator's own content stays. Returns whether it added anything.
 */
export async function seedDemoContentDesk(tx: Tx): Promise<boolean> {
  let changed = false;
  for (const demo of DEMO_SITES) {
    const row = await tx
      .selectFrom('sites')
      .select(['id', 'title_en', 'support_email', 'minimum_age'])
      .where('id', '=', demo.id)
      .executeTakeFirst();
    if (!row) continue;
    // The site's name as it is written in each language (as the logos and the first banner write it), while the site
    // keeps the demo's English name; a site an operator renamed is called by its new name in every language.
    const nameIn = (language: LanguageCode) =>
      row.title_en === demo.titleEn ? (DEMO_SITE_NAMES[demo.name]?.[language] ?? row.title_en) : row.title_en;
    const fill = (text: string, language: LanguageCode) =>
      text
        .replaceAll('{site}', nameIn(language))
        .replaceAll('{email}', row.support_email || demo.supportEmail)
        .replaceAll('{age}', String(row.minimum_age));
    const site: SiteFacts = { id: row.id, languages: demo.languages, fill };
    const pages = await seedPages(tx, site);
    const promotions = await seedPromotions(tx, site);
    const bulletins = await seedBulletins(tx, site);
    const sponsor = await seedSponsor(tx, site);
    changed = changed || pages || promotions || bulletins || sponsor;
  }
  return changed;
}
