import { promotionListCall } from '@casino/contract/calls/content-calls.ts';
import {
  type GameTag,
  gameLabelCall,
  gameListCall,
  type ProviderEntry,
  tagGameListCall,
} from '@casino/contract/calls/game-calls.ts';
import {
  floatCall,
  footerCall,
  marqueeCall,
  mobileFooterCall,
  siteDetailCall,
  templateConfigCall,
  webLogoCall,
} from '@casino/contract/calls/site-calls.ts';
import { CURRENCY_COOKIE, type CurrencyCode, chooseSiteCurrency } from '@casino/contract/currencies.ts';
import type { CallDefinition, CallRequest } from '@casino/contract/define-call.ts';
import { DEVICE, SUPPORT_DEVICE } from '@casino/contract/devices.ts';
import { listsGames, SLOT_GAME_TYPE } from '@casino/contract/game-types.ts';
import { INITIAL_REPLIES_ELEMENT_ID, replyKey } from '@casino/contract/initial-replies.ts';
import { isGameHallId } from '@casino/contract/routes.ts';
import type { RuntimeConfig } from '@casino/contract/runtime-config.ts';
import type { z } from 'zod';
import { CONTENT_TTL_MS } from '../content/content-ttl.ts';
import { marqueeReply } from '../content/list-marquee.ts';
import { listPromotions } from '../content/list-promotions.ts';
import { siteFrameReplies } from '../content/site-frame-replies.ts';
import type { Db } from '../db/database.ts';
import { gameLabelReply } from '../games/game-label-reply.ts';
import { CATALOGUE_TTL_MS, gameListReply } from '../games/game-list-reply.ts';
import { tagGameListReply } from '../games/list-tag-games.ts';
import { cookieValue } from './cookie-value.ts';
import { ok } from './reply.ts';
import type { ResponseCache } from './response-cache.ts';
import { scriptSafe } from './script-json.ts';

export type PageVisitor = { config: RuntimeConfig; language: string; cookieHeader: string | undefined; path: string };

/** A call's reply as written into a page: what the page would send (path, language, body) and the envelope. */
type Written = { path: string; body: string; envelope: string };

/** A game hall's page; which halls list games as tiles is `listsGames` (the slot hall lists providers instead). */
const GAME_HALL_PATH = /^\/gameHall\/(\d+)$/;

/** A picture address a page may preload: a site path of the media store. */
const MEDIA_PATH = /^\/media\/\d{1,12}$/;

/**
 * The replies a page's first render asks for, written into the page (decision 37, contract initial-replies.ts), and
 * the picture its largest paint shows, preloaded:
 * - every page: the game catalogue of both layouts (the header's menu, the home page's game types, a hall's
 *   providers), in the currency the page will choose, and what the site's frame asks (logo, site detail, footer,
 *   floating links, the mobile footer and template settings);
 * - the home page: the marquee, and the hot and new slots of both layouts;
 * - a game hall: its providers' games (game_label) of both layouts, and the first tile's picture;
 * - the promotions page: the promotion list, and the first cover it draws.
 * Without them a hall asks for its games only once it has the catalogue and finds its first picture only once those
 * are drawn: two round trips and a render before the largest paint's download starts. The replies are the calls' own,
 * read from and kept in their caches under their keys, so a change drops both.
 */
export function createInitialReplies(db: Db, cache: ResponseCache) {
  const remember = (path: string, language: string, body: string, ttlMs: number, compute: () => Promise<unknown>) =>
    cache.remember(replyKey(path, language, body), ttlMs, async () => JSON.stringify(ok(await compute())));

  /** One call's reply as the page writes it: the body parsed as the call parses it, so its JSON is the one the page sends. */
  async function reply<C extends CallDefinition>(
    call: C,
    language: string,
    request: CallRequest<C>,
    ttlMs: number,
    compute: (body: z.output<C['request']>) => Promise<unknown>,
  ): Promise<Written> {
    const body = call.request.parse(request) as z.output<C['request']>;
    const json = JSON.stringify(body);
    return { path: call.path, body: json, envelope: await remember(call.path, language, json, ttlMs, () => compute(body)) };
  }

  const layoutsOf = (config: RuntimeConfig) => [
    { support_device: SUPPORT_DEVICE.desktop, device: DEVICE.desktop, template: config.TEMPLATE_NAME },
    { support_device: SUPPORT_DEVICE.mobile, device: DEVICE.mobile, template: config.MOBILE_TEMPLATE_NAME },
  ];

  function catalogue(config: RuntimeConfig, language: string, currency: CurrencyCode, layout: ReturnType<typeof layoutsOf>[0]) {
    const request = { site_id: config.SITE_ID, currency, support_device: layout.support_device, template: layout.template };
    return reply(gameListCall, language, request, CATALOGUE_TTL_MS, (body) => gameListReply(db, body));
  }

  /** What the site's frame asks on every page, for both layouts (float on a desktop, the mobile template's on a phone). */
  function frame(config: RuntimeConfig, language: string): Promise<Written[]> {
    const site = { site_id: config.SITE_ID };
    const mobileTemplate = config.MOBILE_TEMPLATE_NAME;
    return Promise.all([
      reply(webLogoCall, language, site, CONTENT_TTL_MS, (body) => siteFrameReplies.webLogo(db, body, language)),
      reply(siteDetailCall, language, site, CONTENT_TTL_MS, (body) => siteFrameReplies.siteDetail(db, body)),
      reply(footerCall, language, site, CONTENT_TTL_MS, (body) => siteFrameReplies.footer(db, body, language)),
      reply(floatCall, language, site, CONTENT_TTL_MS, (body) => siteFrameReplies.float(db, body, language)),
      reply(mobileFooterCall, language, { ...site, template: mobileTemplate }, CONTENT_TTL_MS, (body) =>
        siteFrameReplies.mobileFooter(db, body, language),
      ),
      reply(templateConfigCall, language, { mobileTemplateName: mobileTemplate }, CONTENT_TTL_MS, (body) =>
        siteFrameReplies.templateConfig(db, body),
      ),
    ]);
  }

  /** The home page's marquee, and its hot and new slots for both layouts. */
  function homeReplies(config: RuntimeConfig, language: string, currency: CurrencyCode): Promise<Written[]> {
    const tags: GameTag[] = ['hot', 'new'];
    const marqueeRequest = { site_id: config.SITE_ID, sort_field: 'sort', sort_order: 'asc' } as const;
    return Promise.all([
      reply(marqueeCall, language, marqueeRequest, CONTENT_TTL_MS, (body) => marqueeReply(db, body, language)),
      ...layoutsOf(config).flatMap((layout) =>
        tags.map((tag) => {
          const request = {
            site_id: config.SITE_ID,
            currency,
            support_device: layout.support_device,
            tag,
            gt_id: SLOT_GAME_TYPE,
          };
          return reply(tagGameListCall, language, request, CATALOGUE_TTL_MS, (body) => tagGameListReply(db, body, language));
        }),
      ),
    ]);
  }

  /** A hall's providers that list their games, and those games, on one layout. */
  async function hallGames(
    config: RuntimeConfig,
    language: string,
    currency: CurrencyCode,
    gtId: number,
    device: number,
    providers: ProviderEntry[],
  ): Promise<{ written: Written[]; firstImage: string }> {
    const written: Written[] = [];
    let firstImage = '';
    for (const provider of providers.filter((p) => listsGames(p, gtId))) {
      const request = {
        site_id: config.SITE_ID,
        currency,
        device,
        gp_id: provider.gp_id,
        game_type_id: gtId,
        house: provider.house,
      };
      const games = await reply(gameLabelCall, language, request, CATALOGUE_TTL_MS, (body) => gameLabelReply(db, body, language));
      written.push(games);
      if (!firstImage)
        firstImage = (JSON.parse(games.envelope) as { data: { main: { image: string }[] } }).data.main[0]?.image ?? '';
    }
    return { written, firstImage };
  }

  async function promotions(config: RuntimeConfig, language: string, currency: CurrencyCode) {
    const list = await reply(promotionListCall, language, { site_id: config.SITE_ID, currency }, CONTENT_TTL_MS, (body) =>
      listPromotions(db, { siteId: body.site_id, currency: body.currency, categoryId: body.category_id, lang: language }),
    );
    // The first cover drawn (the page draws none for a promotion without one).
    const cover =
      (JSON.parse(list.envelope) as { data: { list: { cover: string }[] } }).data.list.find((p) => p.cover)?.cover ?? '';
    return { written: list, cover };
  }

  return async function initialRepliesFor({ config, language, cookieHeader, path }: PageVisitor): Promise<string> {
    const currency = chooseSiteCurrency({
      cookie: cookieValue(cookieHeader, CURRENCY_COOKIE),
      configured: config.CURRENCIES,
      visitorCountry: config.VISITOR_COUNTRY,
    });
    const layouts = layoutsOf(config);
    const [catalogues, frameReplies] = await Promise.all([
      Promise.all(layouts.map((layout) => catalogue(config, language, currency, layout))),
      frame(config, language),
    ]);
    const written: Written[] = [...catalogues, ...frameReplies];
    const pictures = new Set<string>();

    const hall = GAME_HALL_PATH.exec(path);
    if (hall?.[1] && isGameHallId(hall[1])) {
      const gtId = Number(hall[1]);
      const halls = await Promise.all(
        layouts.map((layout, at) => {
          const types = (
            JSON.parse(catalogues[at]!.envelope) as { data: { list: { gt_id: number; gp_list: ProviderEntry[] }[] } }
          ).data.list;
          const providers = types.find((type) => type.gt_id === gtId)?.gp_list ?? [];
          return hallGames(config, language, currency, gtId, layout.device, providers);
        }),
      );
      for (const layout of halls) {
        written.push(...layout.written);
        pictures.add(layout.firstImage);
      }
    } else if (path === '/') {
      written.push(...(await homeReplies(config, language, currency)));
    } else if (path === '/discount') {
      const list = await promotions(config, language, currency);
      written.push(list.written);
      pictures.add(list.cover);
    }

    const preloads = [...pictures]
      .filter((href) => MEDIA_PATH.test(href))
      .map((href) => `<link rel="preload" as="image" href="${href}" fetchpriority="high">`)
      .join('');
    const entries = written.map(
      ({ path: callPath, body, envelope }) =>
        `${JSON.stringify({ path: callPath, lang: language, body }).slice(0, -1)},"reply":${envelope}}`,
    );
    return `${preloads}<script id="${INITIAL_REPLIES_ELEMENT_ID}" type="application/json">${scriptSafe(`[${entries.join(',')}]`)}</script>`;
  };
}
