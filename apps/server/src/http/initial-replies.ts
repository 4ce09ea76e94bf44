import { gameListCall } from '@casino/contract/calls/game-calls.ts';
import { CURRENCY_COOKIE, chooseSiteCurrency } from '@casino/contract/currencies.ts';
import { SUPPORT_DEVICE } from '@casino/contract/devices.ts';
import { INITIAL_REPLIES_ELEMENT_ID, replyKey } from '@casino/contract/initial-replies.ts';
import type { RuntimeConfig } from '@casino/contract/runtime-config.ts';
import type { Db } from '../db/database.ts';
import { CATALOGUE_TTL_MS, gameListReply } from '../games/game-list-reply.ts';
import { cookieValue } from './cookie-value.ts';
import { ok } from './reply.ts';
import type { ResponseCache } from './response-cache.ts';
import { scriptSafe } from './script-json.ts';

export type PageVisitor = { config: RuntimeConfig; language: string; cookieHeader: string | undefined };

/**
 * The replies every page's first render asks for, written into the page (decision 37, contract initial-replies.ts):
 * the game catalogue of both layouts (the header's menu, the home page's game types, a game hall's providers), in the
 * currency the page will choose. A game hall asks for its providers' games only once it has the catalogue, so this
 * takes a round trip out of the way to its first tiles. The replies are the call's own: read from and kept in its
 * cache under its key, so a catalogue change drops both.
 */
export function createInitialReplies(db: Db, cache: ResponseCache) {
  const envelopeOf = (body: Parameters<typeof gameListReply>[1], language: string): Promise<string> =>
    cache.remember(replyKey(gameListCall.path, language, JSON.stringify(body)), CATALOGUE_TTL_MS, async () =>
      JSON.stringify(ok(await gameListReply(db, body))),
    );

  return async function initialRepliesFor({ config, language, cookieHeader }: PageVisitor): Promise<string> {
    const currency = chooseSiteCurrency({
      cookie: cookieValue(cookieHeader, CURRENCY_COOKIE),
      configured: config.CURRENCIES,
      visitorCountry: config.VISITOR_COUNTRY,
    });
    const layouts = [
      { support_device: SUPPORT_DEVICE.desktop, template: config.TEMPLATE_NAME },
      { support_device: SUPPORT_DEVICE.mobile, template: config.MOBILE_TEMPLATE_NAME },
    ];
    const entries = await Promise.all(
      layouts.map(async (layout) => {
        // Parsed as the call parses it, so that the body's JSON is the one the page sends.
        const body = gameListCall.request.parse({ site_id: config.SITE_ID, currency, ...layout });
        const envelope = await envelopeOf(body, language);
        const head = { path: gameListCall.path, lang: language, body: JSON.stringify(body) };
        return `${JSON.stringify(head).slice(0, -1)},"reply":${envelope}}`;
      }),
    );
    return `<script id="${INITIAL_REPLIES_ELEMENT_ID}" type="application/json">${scriptSafe(`[${entries.join(',')}]`)}</script>`;
  };
}
