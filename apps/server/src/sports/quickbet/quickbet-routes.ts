import { checkIframeCall, sportQuickbetUrlCall } from '@casino/contract/calls/sports-quickbet-calls.ts';
import { sportsFeaturedCall } from '@casino/contract/house/sports-quickbet-calls.ts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';
import { registerHouseCall } from '../../house/house-api.ts';
import { HOUSE_PAGE_POLICY, siteFontSheet } from '../../house/house-page-parts.ts';
import { housePageLanguage } from '../../house/house-page-text.ts';
import { errorPage } from '../../house/house-pages.ts';
import type { CallRegistrar } from '../../http/register-call.ts';
import { Refusal } from '../../http/reply.ts';
import { createOriginCheck } from '../../realtime/allowed-origins.ts';
import { cachedFeaturedEvents } from './featured-events.ts';
import { mayFrame, ownOrigin, QUICKBET_PAGE_PATH } from './frame-check.ts';
import { quickbetCurrency, quickbetPage } from './quickbet-page.ts';

/** The quick-bet call's refusals (HTTP 200 with these codes). */
export const QuickbetCode = {
  /** The domain named is not one of the site's own origins. */
  domainNotAllowed: 101,
  /** No sportsbook on this deployment. */
  unavailable: 102,
} as const;

export type QuickbetOptions = {
  db: Db;
  /** The sportsbook's provider, or null when it is not seeded: then the quick-bet call refuses. */
  gpId: number | null;
  /** PUBLIC_URL, and whether loopback counts as the site's own (outside production), as for the realtime origins. */
  publicUrl?: string | undefined;
  production: boolean;
  webDistDir?: string | undefined;
  now: () => number;
};

/**
 * The home page's sports quick-bet iframe (docs/decisions/0067): the call that gives its address, the check that an
 * address may be framed, the page itself (under the sportsbook's path, with the house pages' policy) and its call.
 */
export function registerSportsQuickbet(http: FastifyInstance, registerCallFor: CallRegistrar, options: QuickbetOptions): void {
  const isOwnOrigin = createOriginCheck({
    db: options.db,
    ...(options.publicUrl ? { publicUrl: options.publicUrl } : {}),
    allowLoopback: !options.production,
  });
  const ownHost = (origin: string) => isOwnOrigin(origin);

  registerCallFor(sportQuickbetUrlCall, async ({ body, lang }) => {
    if (options.gpId === null) throw new Refusal(QuickbetCode.unavailable, 'quickbet.unavailable');
    const origin = await ownOrigin(body.domain, ownHost, options.production);
    if (!origin) throw new Refusal(QuickbetCode.domainNotAllowed, 'quickbet.domain_not_allowed');
    const query = new URLSearchParams({ lang, currency: body.currency, device: String(body.support_device) });
    return { detail: { url: `${origin}${QUICKBET_PAGE_PATH}?${query}`, gp_id: options.gpId } };
  });

  registerCallFor(checkIframeCall, async ({ body, request }) => ({
    is_valid: await mayFrame(body.url, request.host, ownHost),
  }));

  const featured = cachedFeaturedEvents(options.db, options.now);
  registerHouseCall(
    http,
    sportsFeaturedCall,
    (reply, error) => {
      http.log.warn({ err: error }, 'sports quick-bet: reading the featured events failed');
      return reply.code(503).send({ error: 'unavailable' });
    },
    (body) => featured(body),
  );

  http.get<{ Querystring: { lang?: string; currency?: string } }>(QUICKBET_PAGE_PATH, async (request, reply) => {
    const language = housePageLanguage(typeof request.query.lang === 'string' ? request.query.lang : 'en_US');
    const fontSheet = siteFontSheet(options.webDistDir, language);
    const origin = `${request.protocol}://${request.host}`;
    // The page posts to its own origin only, the one origin its policy lets frame it, and only when that is the site's.
    const parentOrigin = (await isOwnOrigin(origin)) ? origin : '';
    const html =
      options.gpId === null
        ? null
        : quickbetPage({ language, currency: quickbetCurrency(request.query.currency), parentOrigin }, fontSheet);
    return reply
      .code(html ? 200 : 503)
      .header('cache-control', 'no-store')
      .header('content-security-policy', HOUSE_PAGE_POLICY)
      .header('referrer-policy', 'no-referrer')
      .type('text/html; charset=utf-8')
      .send(html ?? errorPage(language, 'unknown_game', fontSheet));
  });
}
