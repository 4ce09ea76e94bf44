import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FIRST_BANNER_ELEMENT_ID, HOME_BANNERS_ELEMENT_ID, type HomeBanners } from '@casino/contract/calls/site-calls.ts';
import { DESKTOP_BREAKPOINT_PX } from '@casino/contract/constants.ts';
import { chooseSiteLanguage, LANGUAGE_COOKIE } from '@casino/contract/languages.ts';
import { isPageRoute } from '@casino/contract/routes.ts';
import { RUNTIME_CONFIG_ELEMENT_ID, type RuntimeConfig } from '@casino/contract/runtime-config.ts';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sendCompressed } from './compression.ts';
import { cookieValue } from './cookie-value.ts';
import type { PageVisitor } from './initial-replies.ts';
import { readPageHints } from './page-hints.ts';
import { scriptJson } from './script-json.ts';

const PLACEHOLDER = '<!--runtime-config-->';
/** Where the body of the home page gets its first banner (index.html). */
const FIRST_BANNER_PLACEHOLDER = '<!--first-banner-->';

const NOT_BUILT_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Site not built</title>
${PLACEHOLDER}</head><body><h1>The site has not been built</h1><p>Run <code>npm run build</code>, then reload.</p></body></html>`;

/** An attribute value made safe inside double quotes. */
function attribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** A site path (not a protocol-relative //host) or a web address: what the page may fetch a picture from. */
const isPictureAddress = (url: string | undefined): url is string => !!url && /^(\/(?!\/)|https?:\/\/)/.test(url);

export type HomeBannerElements = {
  /** For the head: the banners as JSON, and the first picture of each layout preloaded for the width that draws it. */
  head: string;
  /** For the body: the phone's first banner, drawn before the script runs (first-banner.css). */
  body: string;
};

/**
 * The home page's banners written into its HTML (decision 37): the largest paint waits neither for the script nor for
 * a call. The body's picture is only a stand-in: it is hidden from assistive technology, and start-up removes it once
 * the carousel has drawn the same picture in the same box.
 */
export function homeBannerElements(banners: HomeBanners): HomeBannerElements {
  const desktop = banners.desktop[0]?.url;
  const mobile = banners.mobile[0]?.url;
  const preload = (url: string | undefined, media: string) =>
    isPictureAddress(url) ? `<link rel="preload" as="image" fetchpriority="high" href="${attribute(url)}" media="${media}">` : '';
  const desktopMedia = `(min-width: ${DESKTOP_BREAKPOINT_PX}px)`;
  const head =
    preload(desktop, desktopMedia) +
    preload(mobile, `(max-width: ${DESKTOP_BREAKPOINT_PX - 0.02}px)`) +
    `<script id="${HOME_BANNERS_ELEMENT_ID}" type="application/json">${scriptJson(banners)}</script>`;
  // Drawn on a phone only (first-banner.css). A picture element fetches only the source its width selects: a desktop
  // fetches its own first banner, which it preloads anyway, not the phone's.
  const body =
    isPictureAddress(desktop) && isPictureAddress(mobile)
      ? `<picture id="${FIRST_BANNER_ELEMENT_ID}" aria-hidden="true">` +
        `<source media="${desktopMedia}" srcset="${attribute(desktop)}">` +
        `<img src="${attribute(mobile)}" alt="" width="750" height="340" fetchpriority="high"></picture>`
      : '';
  return { head, body };
}

export type SiteTemplate = { built: boolean; template: string };

/** The built index page, or a page that says the site is not built. */
export function readSiteTemplate(distDir: string): SiteTemplate {
  const indexPath = join(distDir, 'index.html');
  const built = existsSync(indexPath);
  return { built, template: built ? readFileSync(indexPath, 'utf8') : NOT_BUILT_PAGE };
}

/**
 * Serves the built single-page site: hashed assets with long caching, and for page routes the index page with the
 * runtime configuration of the visitor's site written into it. Unknown paths get the same page with status 404,
 * where the client shows its "Page not found" screen. Files with a brotli or gzip copy made at build time
 * (scripts/precompress.mjs) are sent as that copy to a client that accepts it; others are compressed on the fly.
 */
export async function registerStaticSite(
  app: FastifyInstance,
  options: {
    distDir: string;
    site: SiteTemplate;
    runtimeConfigFor: (request: FastifyRequest) => Promise<RuntimeConfig | undefined>;
    /** The home page's banner elements (`homeBannerElements`) for this visitor's site and language, written at `/`. */
    homeBannerElementsFor?: (config: RuntimeConfig, language: string) => Promise<HomeBannerElements>;
    /** The replies of the calls every page starts with (`createInitialReplies`), written into each page. */
    initialRepliesFor?: (visitor: PageVisitor) => Promise<string>;
  },
): Promise<void> {
  const { built, template } = options.site;
  const hints = readPageHints(options.distDir);
  if (!built) app.log.warn({ distDir: options.distDir }, 'web build not found: run npm run build');

  if (built) {
    await app.register(fastifyStatic, {
      root: options.distDir,
      wildcard: false,
      index: false,
      cacheControl: false,
      preCompressed: true,
      // One route per built file; the compressed copies are found beside their file, not routed themselves.
      globIgnore: ['**/*.br', '**/*.gz'],
      setHeaders(res, path) {
        // Files under assets/ carry a content hash in their names: they never change. Others (the service worker, the
        // manifest, icons) keep their names across releases and are checked each time (a 304 when unchanged).
        const hashed = path.startsWith(join(options.distDir, 'assets'));
        res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
        res.setHeader('vary', 'accept-encoding');
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (!wantsPage || path.startsWith('/api/') || path.startsWith('/media/')) {
      return reply.code(404).send({ code: 404, message: 'not_found', data: null });
    }
    const config = await options.runtimeConfigFor(request);
    let firstBanner = '';
    let element = `<script id="${RUNTIME_CONFIG_ELEMENT_ID}" type="application/json">${scriptJson(config ?? null)}</script>`;
    if (config) {
      // The language the page will draw in, as the client chooses it (its cookie, else the site's default).
      const language = chooseSiteLanguage({
        cookie: cookieValue(request.headers.cookie, LANGUAGE_COOKIE),
        languages: config.LANGUAGES,
        defaultLanguage: config.DEFAULT_LANGUAGE,
      });
      element += hints.forPage(path, language);
      if (options.initialRepliesFor && isPageRoute(path)) {
        // Like the banners below: without them the page asks the calls itself.
        element += await options
          .initialRepliesFor({ config, language, cookieHeader: request.headers.cookie, path })
          .catch((error: unknown) => {
            request.log.warn({ err: error }, 'initial replies not written into the page');
            return '';
          });
      }
      if (path === '/' && options.homeBannerElementsFor) {
        // The page still draws without them (it asks the call), so a failure here only costs the head start.
        const banners = await options.homeBannerElementsFor(config, language).catch((error: unknown) => {
          request.log.warn({ err: error }, 'home banners not written into the page');
          return undefined;
        });
        element += banners?.head ?? '';
        firstBanner = banners?.body ?? '';
      }
    }
    reply
      .code(isPageRoute(path) ? 200 : 404)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8');
    // Replacer functions: a `$&` or `$'` in an operator's banner title is text, not a replacement pattern.
    const page = template.replace(PLACEHOLDER, () => element).replace(FIRST_BANNER_PLACEHOLDER, () => firstBanner);
    return sendCompressed(request, reply, page);
  });
}
