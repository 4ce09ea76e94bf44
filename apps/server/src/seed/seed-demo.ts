import { CURRENCIES } from '@casino/contract/currencies.ts';
import { GAME_TYPES } from '@casino/contract/game-types.ts';
import { LANGUAGES } from '@casino/contract/languages.ts';
import { sql, type Transaction } from 'kysely';
import { seedDemoBonuses } from '../bonuses/seed-demo-bonuses.ts';
import type { Db } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import { seedHouseGames } from '../house/seed-house-games.ts';
import { seedLiveTables } from '../live/seed-live-tables.ts';
import { seedLotteryGames } from '../lottery/seed-lottery-games.ts';
import { seedDemoLoyalty } from '../loyalty/seed-demo-loyalty.ts';
import { seedDemoOperators } from '../operators/seed-demo-operators.ts';
import { seedPaymentsDemo } from '../payments/seed-payments-demo.ts';
import { seedSportsbook } from '../sports/provider/seed-sportsbook.ts';
import { seedDemoTournaments } from '../tournaments/seed-demo-tournament.ts';
import { seedVirtualGames } from '../virtuals/seed-virtual-games.ts';
import { bannerSvg, gameTypeIconSvg, logoSvg, PALETTES, providerIconSvg, tileSvg } from './artwork.ts';
import {
  DEMO_ANNOUNCEMENTS,
  DEMO_BANNERS,
  DEMO_CONTENT_MODELS,
  DEMO_FLOAT_LINKS,
  DEMO_FOOTER_LINKS,
  DEMO_MOBILE_FOOTER_LINKS,
} from './demo-content.ts';
import { DEMO_PROVIDERS, DEMO_SITES, EXTERNAL_DEMO_PROVIDERS, templateConfig } from './demo-data.ts';
import {
  BANNER_SIZES,
  bannerHeadline,
  bannerPalette,
  insertSvg,
  LOGO_TYPES,
  localiseDemoContent,
  logoPalette,
  siteName,
} from './localise-demo-content.ts';
import { localiseDemoGames } from './localise-demo-games.ts';
import { seedAccountDemo } from './seed-accounts.ts';
import { seedDemoContentDesk } from './seed-demo-content-desk.ts';
import { pointDemoSupportHome } from './seed-demo-support.ts';
import { seedDemoEngagement } from './seed-engagement.ts';
import { fundDemoJackpots } from './seed-jackpots.ts';

type Tx = Transaction<Database>;

/** Reference data every deployment needs: currencies, languages, game types. Safe to run again. */
export async function seedReferenceData(db: Db): Promise<void> {
  await db.transaction().execute(async (tx) => {
    await tx
      .insertInto('currencies')
      .values(Object.entries(CURRENCIES).map(([code, c]) => ({ code, symbol: c.symbol, exponent: c.exponent })))
      .onConflict((oc) => oc.column('code').doNothing())
      .execute();
    await tx
      .insertInto('languages')
      .values(LANGUAGES.map((l) => ({ code: l.code, id: l.id, native_name: l.nativeName })))
      .onConflict((oc) => oc.column('code').doNothing())
      .execute();
    for (const type of GAME_TYPES) {
      const exists = await tx.selectFrom('game_types').select('id').where('id', '=', type.id).executeTakeFirst();
      if (exists) continue;
      const icon = await insertSvg(tx, gameTypeIconSvg(type.key, false));
      const iconActive = await insertSvg(tx, gameTypeIconSvg(type.key, true));
      await tx
        .insertInto('game_types')
        .values({ ...type, sort: type.id, icon_media_id: icon, icon_active_media_id: iconActive })
        .execute();
    }
  });
}

export type SeedDemoOptions = {
  /**
   * The demo member, agent and operator, whose passwords the README publishes (default true). Production passes
   * false: its first operator is made with `npm run operator -- create-first-admin`.
   */
  accounts?: boolean;
  /**
   * Also the catalogue entries of the external providers of demo-data.ts (default true, for the test servers, which
   * connect fakes of them). The demo deployment passes false: it lists only the providers that play on it, and turns
   * off the places of those an earlier version seeded.
   */
  externalProviders?: boolean;
};

/** The demo operator of demo-data.ts. Runs only on a database without sites. Returns whether it seeded. */
export async function seedDemo(db: Db, options: SeedDemoOptions = {}): Promise<boolean> {
  const accounts = options.accounts ?? true;
  const external = options.externalProviders ?? true;
  const providers = external ? [...DEMO_PROVIDERS, ...EXTERNAL_DEMO_PROVIDERS] : DEMO_PROVIDERS;
  await seedReferenceData(db);
  return db.transaction().execute(async (tx) => {
    // Serialise concurrent starters on PostgreSQL; the check below then sees the winner's sites.
    await sql`select pg_advisory_xact_lock(727275)`.execute(tx);
    const any = await tx.selectFrom('sites').select('id').limit(1).executeTakeFirst();
    // Sites seeded by an earlier version still get the data of later migrations.
    if (any) {
      const accountData = await seedAccountDemo(tx, { members: accounts });
      const payments = await seedPaymentsDemo(tx);
      const houseGames = await seedHouseGames(tx);
      const virtualGames = await seedVirtualGames(tx);
      const liveTables = await seedLiveTables(tx);
      const lotteryGames = await seedLotteryGames(tx);
      const sportsbook = await seedSportsbook(tx);
      const operators = accounts && (await seedDemoOperators(tx));
      const jackpots = await fundDemoJackpots(db, tx);
      const languages = await localiseDemoContent(tx);
      const games = await localiseDemoGames(tx);
      const contentDesk = await seedDemoContentDesk(tx);
      const engagement = await seedDemoEngagement(tx);
      const bonuses = await seedDemoBonuses(tx);
      const loyalty = await seedDemoLoyalty(tx);
      const tournaments = await seedDemoTournaments(tx);
      const support = await pointDemoSupportHome(tx);
      const retired = !external && (await retireExternalDemoProviders(tx));
      return (
        operators ||
        accountData ||
        payments ||
        houseGames ||
        virtualGames ||
        liveTables ||
        lotteryGames ||
        sportsbook ||
        jackpots ||
        languages ||
        games ||
        support ||
        retired ||
        contentDesk ||
        engagement ||
        bonuses ||
        loyalty ||
        tournaments
      );
    }

    for (const [i, name] of ['H5_1', 'H5_2', 'H5_3', 'H5_4', 'H5_5', 'H5_6', 'H5_7', 'H5_8'].entries()) {
      await tx
        .insertInto('template_configs')
        .values({ name, config: JSON.stringify(templateConfig(i + 1)) })
        .execute();
    }

    const providerIds = new Map<string, number>();
    for (const [i, p] of providers.entries()) {
      const palette = PALETTES[i % PALETTES.length] ?? PALETTES[0]!;
      const provider = await tx
        .insertInto('game_providers')
        .values({
          code: p.code,
          name: p.name,
          house: p.house,
          icon_light_media_id: await insertSvg(tx, providerIconSvg(p.name, false)),
          icon_dark_media_id: await insertSvg(tx, providerIconSvg(p.name, true)),
          logo_media_id: await insertSvg(tx, logoSvg(p.name, palette, 240, 64)),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      providerIds.set(p.code, provider.id);
      for (const [j, game] of p.games.entries()) {
        const tile = PALETTES[(i + j) % PALETTES.length] ?? palette;
        await tx
          .insertInto('games')
          .values({
            provider_id: provider.id,
            game_type_id: p.gameType,
            game_code: game.code,
            names: JSON.stringify(game.names),
            image_media_id: await insertSvg(tx, tileSvg(tile, j)),
            tags: game.tags ?? [],
            demo: game.demo ?? false,
            sort: j,
          })
          .execute();
      }
    }

    for (const site of DEMO_SITES) {
      await seedSite(tx, site, providerIds, providers);
    }

    // Identity columns were given explicit ids: move their sequences past them.
    await sql`select setval(pg_get_serial_sequence('sites', 'id'), (select max(id) from sites))`.execute(tx);
    await seedAccountDemo(tx, { members: accounts });
    await seedPaymentsDemo(tx);
    if (accounts) await seedDemoOperators(tx);
    await seedHouseGames(tx);
    await seedVirtualGames(tx);
    await seedLiveTables(tx);
    await seedLotteryGames(tx);
    await seedSportsbook(tx);
    await fundDemoJackpots(db, tx);
    await localiseDemoContent(tx);
    await seedDemoContentDesk(tx);
    await seedDemoEngagement(tx);
    await seedDemoBonuses(tx);
    await seedDemoLoyalty(tx);
    await seedDemoTournaments(tx);
    return true;
  });
}

/**
 * Turns off the site places of the external demo providers in a database an earlier version seeded: they play nowhere
 * on the demo deployment, so a hall would lead to a maintenance dialog. Answers whether it changed anything.
 */
async function retireExternalDemoProviders(tx: Tx): Promise<boolean> {
  const codes = EXTERNAL_DEMO_PROVIDERS.map((p) => p.code);
  const changed = await tx
    .updateTable('site_game_providers')
    .set({ active: false })
    .where('active', '=', true)
    .where('provider_id', 'in', (eb) => eb.selectFrom('game_providers').select('id').where('code', 'in', codes))
    .executeTakeFirst();
  return Number(changed.numUpdatedRows) > 0;
}

async function seedSite(
  tx: Tx,
  site: (typeof DEMO_SITES)[number],
  providerIds: Map<string, number>,
  providers: typeof DEMO_PROVIDERS,
) {
  await tx
    .insertInto('sites')
    .values({
      id: site.id,
      name: site.name,
      title: site.title,
      title_en: site.titleEn,
      branch_name: site.branch,
      template_name: site.template,
      mobile_template_name: site.mobileTemplate,
      default_language: site.defaultLanguage,
      customer_service_link: site.customerService,
      support_email: site.supportEmail,
      support_phone: site.supportPhone,
    })
    .execute();
  await tx
    .insertInto('site_hosts')
    .values(site.hosts.map((host) => ({ host, site_id: site.id })))
    .execute();
  await tx
    .insertInto('site_languages')
    .values(site.languages.map((language_code, sort) => ({ site_id: site.id, language_code, sort })))
    .execute();
  await tx
    .insertInto('site_currencies')
    .values(site.currencies.map((currency_code, sort) => ({ site_id: site.id, currency_code, sort })))
    .execute();

  // The logos for every language are in English; localiseDemoContent adds those of the site's other languages.
  for (const type of LOGO_TYPES) {
    const logo = logoSvg(siteName(site, 'en_US'), logoPalette(site), 320, 64);
    await tx
      .insertInto('site_logos')
      .values({ site_id: site.id, type, media_id: await insertSvg(tx, logo) })
      .execute();
  }

  for (const [sort, p] of providers.entries()) {
    const providerId = providerIds.get(p.code);
    if (providerId === undefined) continue;
    for (const currency of site.currencies) {
      await tx
        .insertInto('site_game_providers')
        .values({
          site_id: site.id,
          provider_id: providerId,
          game_type_id: p.gameType,
          currency_code: currency,
          display_name: p.name,
          customized: p.customized,
          room: p.room ?? false,
          game_code: p.gameCode ?? '',
          sort,
        })
        .execute();
    }
  }

  // English banners; localiseDemoContent adds their title and picture in the site's other languages.
  const houseProvider = providerIds.get('GPHS');
  for (const [useType, width, height] of BANNER_SIZES) {
    for (const [sort, b] of DEMO_BANNERS.entries()) {
      const title = bannerHeadline(b, site, 'en_US');
      await tx
        .insertInto('banners')
        .values({
          site_id: site.id,
          title,
          image_media_id: await insertSvg(tx, bannerSvg(title, b.subtitle.en_US, bannerPalette(sort, site), width, height)),
          link_type: b.linkType,
          link_url: b.url,
          link_method: b.method,
          game_link_parameter:
            b.linkType === 2
              ? JSON.stringify({
                  currency: site.currencies[0],
                  gt_id: 2,
                  gp_id: houseProvider,
                  gp_gt_name: 'House Games',
                  customized: false,
                })
              : null,
          use_type: useType,
          sort,
        })
        .execute();
    }
  }

  for (const [sort, a] of DEMO_ANNOUNCEMENTS.entries()) {
    await tx
      .insertInto('announcements')
      .values({
        site_id: site.id,
        content: JSON.stringify(a.content),
        display_before_login: a.beforeLogin,
        display_after_login: a.afterLogin,
        sort,
      })
      .execute();
  }

  const links = [
    ...DEMO_FOOTER_LINKS.map((l) => ({ ...l, placement: 'footer' as const, template: null })),
    ...DEMO_MOBILE_FOOTER_LINKS.map((l) => ({ ...l, placement: 'mobile_footer' as const, template: site.mobileTemplate })),
    ...DEMO_FLOAT_LINKS.map((l) => ({ ...l, placement: 'float' as const, template: null })),
  ];
  for (const [sort, l] of links.entries()) {
    await tx
      .insertInto('site_links')
      .values({
        site_id: site.id,
        placement: l.placement,
        template: l.template,
        title: JSON.stringify(l.title),
        url: l.url,
        sort,
      })
      .execute();
  }

  // The English sponsor and login boxes; localiseDemoContent adds the site's other languages.
  for (const box of DEMO_CONTENT_MODELS) {
    await tx
      .insertInto('site_content_models')
      .values({
        site_id: site.id,
        model: box.model,
        language_code: 'en_US',
        title: box.title.en_US,
        content: box.content.en_US,
        url: box.url,
      })
      .execute();
  }
}
