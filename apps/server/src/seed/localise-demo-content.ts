import { FALLBACK_LANGUAGE, isLanguageCode, type LanguageCode } from '@casino/contract/languages.ts';
import type { Transaction } from 'kysely';
import type { Database, LocalisedText } from '../db/schema.ts';
import { bannerSvg, logoSvg, PALETTES } from './artwork.ts';
import {
  DEMO_ANNOUNCEMENTS,
  DEMO_BANNERS,
  DEMO_CONTENT_MODELS,
  DEMO_FLOAT_LINKS,
  DEMO_FOOTER_LINKS,
  DEMO_MOBILE_FOOTER_LINKS,
  DEMO_SITE_NAMES,
  type DemoBanner,
  type Localised,
} from './demo-content.ts';
import { DEMO_PROVIDERS, DEMO_SITES } from './demo-data.ts';
import { DEMO_AGREEMENT } from './seed-accounts.ts';

type Tx = Transaction<Database>;
type DemoSite = (typeof DEMO_SITES)[number];

/** Banner sizes per use type (0 desktop, 1 small, 2 mobile). */
export const BANNER_SIZES = [
  [0, 1600, 420],
  [1, 800, 260],
  [2, 750, 360],
] as const;
export const LOGO_TYPES = ['header', 'mobile_header', 'footer'] as const;

export const siteName = (site: DemoSite, language: LanguageCode): string =>
  DEMO_SITE_NAMES[site.name]?.[language] ?? site.titleEn;

/** A demo banner's headline in a language: the site's name, the game's name as the catalogue has it, or its text. */
export function bannerHeadline(banner: DemoBanner, site: DemoSite, language: LanguageCode): string {
  if ('site' in banner.title) return siteName(site, language);
  if ('game' in banner.title) {
    const code = banner.title.game;
    const game = DEMO_PROVIDERS.flatMap((p) => p.games).find((g) => g.code === code);
    return game?.names[language] ?? game?.names[FALLBACK_LANGUAGE] ?? code;
  }
  return banner.title.text[language];
}

export const bannerPalette = (sort: number, site: DemoSite) => PALETTES[(sort + site.id) % PALETTES.length] ?? PALETTES[0]!;
export const logoPalette = (site: DemoSite) => PALETTES[site.id % PALETTES.length] ?? PALETTES[0]!;

export async function insertSvg(tx: Tx, svg: string): Promise<number> {
  const row = await tx
    .insertInto('media')
    .values({ content_type: 'image/svg+xml', body: Buffer.from(svg, 'utf8') })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The site's languages other than English, which the English rows do not serve. */
const otherLanguages = (site: DemoSite): LanguageCode[] =>
  site.languages.filter((l): l is LanguageCode => isLanguageCode(l) && l !== FALLBACK_LANGUAGE);

/** The texts of `demo` for the languages `current` lacks; undefined when it lacks none. */
function missingTexts(current: LocalisedText, demo: Localised): LocalisedText | undefined {
  const merged: LocalisedText = { ...demo, ...current };
  return Object.keys(merged).length > Object.keys(current).length ? merged : undefined;
}

/**
 * Gives the demo sites' content every language of the product: the marquee, footer, bottom-bar and float links and
 * the service agreement get the texts they lack, the banners a title and picture per language of the site, the logos a picture per language,
 * and the sponsor and login boxes a row per language. Only items that are the demo's (same English text) are touched,
 * and only what is missing is added, so an operator's own texts stay. Safe to run again: it runs on every seeding,
 * so that databases seeded before the translations get them too. Returns whether it added anything.
 */
export async function localiseDemoContent(tx: Tx): Promise<boolean> {
  let changed = false;
  for (const site of DEMO_SITES) {
    const row = await tx.selectFrom('sites').select('name').where('id', '=', site.id).executeTakeFirst();
    if (row?.name !== site.name) continue;
    changed = (await localiseTexts(tx, site)) || changed;
    changed = (await localiseBanners(tx, site)) || changed;
    changed = (await localiseLogos(tx, site)) || changed;
    changed = (await localiseContentModels(tx, site)) || changed;
  }
  return changed;
}

async function localiseTexts(tx: Tx, site: DemoSite): Promise<boolean> {
  let changed = false;
  const announcements = await tx.selectFrom('announcements').select(['id', 'content']).where('site_id', '=', site.id).execute();
  for (const announcement of announcements) {
    const demo = DEMO_ANNOUNCEMENTS.find((a) => a.content.en_US === announcement.content[FALLBACK_LANGUAGE]);
    const content = demo && missingTexts(announcement.content, demo.content);
    if (!content) continue;
    await tx
      .updateTable('announcements')
      .set({ content: JSON.stringify(content) })
      .where('id', '=', announcement.id)
      .execute();
    changed = true;
  }
  const sections = await tx
    .selectFrom('service_agreements')
    .select(['id', 'title', 'content'])
    .where('site_id', '=', site.id)
    .execute();
  for (const section of sections) {
    const demo = DEMO_AGREEMENT.find((a) => a.title.en_US === section.title[FALLBACK_LANGUAGE]);
    if (!demo) continue;
    const title = missingTexts(section.title, demo.title);
    const content = missingTexts(section.content, demo.content);
    if (!title && !content) continue;
    await tx
      .updateTable('service_agreements')
      .set({ title: JSON.stringify(title ?? section.title), content: JSON.stringify(content ?? section.content) })
      .where('id', '=', section.id)
      .execute();
    changed = true;
  }
  const demoLinks = { footer: DEMO_FOOTER_LINKS, mobile_footer: DEMO_MOBILE_FOOTER_LINKS, float: DEMO_FLOAT_LINKS };
  const links = await tx.selectFrom('site_links').select(['id', 'placement', 'title']).where('site_id', '=', site.id).execute();
  for (const link of links) {
    const demo = demoLinks[link.placement].find((l) => l.title.en_US === link.title[FALLBACK_LANGUAGE]);
    const title = demo && missingTexts(link.title, demo.title);
    if (!title) continue;
    await tx
      .updateTable('site_links')
      .set({ title: JSON.stringify(title) })
      .where('id', '=', link.id)
      .execute();
    changed = true;
  }
  return changed;
}

async function localiseBanners(tx: Tx, site: DemoSite): Promise<boolean> {
  let changed = false;
  const banners = await tx
    .selectFrom('banners')
    .select(['id', 'title', 'link_url', 'use_type'])
    .where('site_id', '=', site.id)
    .execute();
  for (const banner of banners) {
    const sort = DEMO_BANNERS.findIndex(
      (b) => bannerHeadline(b, site, FALLBACK_LANGUAGE) === banner.title && b.url === banner.link_url,
    );
    const demo = DEMO_BANNERS[sort];
    const size = BANNER_SIZES.find(([useType]) => useType === banner.use_type);
    if (!demo || !size) continue;
    const variants = await tx
      .selectFrom('banner_variants')
      .select(['language_code', 'title'])
      .where('banner_id', '=', banner.id)
      .execute();
    for (const language of otherLanguages(site)) {
      const title = bannerHeadline(demo, site, language);
      const variant = variants.find((v) => v.language_code === language);
      // A variant an earlier seed drew with the English headline (a game's name before it had one in this language)
      // is drawn again; any other stays as it is.
      if (variant && (variant.title === title || variant.title !== banner.title)) continue;
      const svg = bannerSvg(title, demo.subtitle[language], bannerPalette(sort, site), size[1], size[2], language);
      const image_media_id = await insertSvg(tx, svg);
      if (variant)
        await tx
          .updateTable('banner_variants')
          .set({ title, image_media_id })
          .where('banner_id', '=', banner.id)
          .where('language_code', '=', language)
          .execute();
      else
        await tx
          .insertInto('banner_variants')
          .values({ banner_id: banner.id, language_code: language, title, image_media_id })
          .execute();
      changed = true;
    }
  }
  return changed;
}

async function localiseLogos(tx: Tx, site: DemoSite): Promise<boolean> {
  let changed = false;
  const logos = await tx.selectFrom('site_logos').select(['type', 'language_code']).where('site_id', '=', site.id).execute();
  for (const type of LOGO_TYPES) {
    // only where the site has the demo's logo of that type for every language
    if (!logos.some((l) => l.type === type && l.language_code === null)) continue;
    for (const language of otherLanguages(site)) {
      if (logos.some((l) => l.type === type && l.language_code === language)) continue;
      const svg = logoSvg(siteName(site, language), logoPalette(site), 320, 64, language);
      await tx
        .insertInto('site_logos')
        .values({ site_id: site.id, type, language_code: language, media_id: await insertSvg(tx, svg) })
        .execute();
      changed = true;
    }
  }
  return changed;
}

async function localiseContentModels(tx: Tx, site: DemoSite): Promise<boolean> {
  let changed = false;
  const rows = await tx
    .selectFrom('site_content_models')
    .select(['model', 'language_code', 'title'])
    .where('site_id', '=', site.id)
    .execute();
  for (const demo of DEMO_CONTENT_MODELS) {
    const ofModel = rows.filter((r) => r.model === demo.model);
    // only the demo's box: its English row is the demo's
    if (!ofModel.some((r) => r.language_code === FALLBACK_LANGUAGE && r.title === demo.title.en_US)) continue;
    for (const language of otherLanguages(site)) {
      if (ofModel.some((r) => r.language_code === language)) continue;
      await tx
        .insertInto('site_content_models')
        .values({
          site_id: site.id,
          model: demo.model,
          language_code: language,
          title: demo.title[language],
          content: demo.content[language],
          url: demo.url,
        })
        .execute();
      changed = true;
    }
  }
  return changed;
}
