import { createHash } from 'node:crypto';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Features no page of the site uses, refused to the site and to every frame in it. Fullscreen and autoplay are left
 * to the browser's defaults: the game frames ask for them with their allow attribute.
 */
export const PERMISSIONS_POLICY =
  'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()';

/** 'sha256-…' sources of the executable inline scripts and the inline style elements of an HTML page. */
export function inlineHashes(html: string): { scripts: string[]; styles: string[] } {
  const hash = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
  const scripts: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? '';
    // Scripts with a source are covered by 'self'; JSON data blocks are never run.
    if (/\ssrc\s*=/i.test(attributes) || /\stype\s*=\s*["']?application\/(ld\+)?json/i.test(attributes)) continue;
    scripts.push(hash(match[2] ?? ''));
  }
  const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((match) => hash(match[1] ?? ''));
  return { scripts, styles };
}

export type SecurityHeaderOptions = {
  production: boolean;
  /** The built index page, whose inline scripts and styles (if any) are allowed by their hashes. */
  siteTemplate: string;
  /** Hosts whose https pictures operator HTML may show (CONTENT_IMAGE_HOSTS, decision 42). */
  pictureHosts?: readonly string[];
};

/**
 * The Content-Security-Policy of the player site and the back office (one single-page app): scripts and styles only
 * from the site itself, images from the site, data: URIs (captcha, inline icons) and the picture hosts the deployment
 * lists for operator HTML (every other picture is the site's own media), the site's own socket.io
 * connection, game frames from the site (house games) or from a provider over https, no plugins, no framing by
 * other sites. Pages that need another policy (house game pages, the sandbox gateway) set their own header.
 */
export function siteContentSecurityPolicy(options: SecurityHeaderOptions) {
  const inline = inlineHashes(options.siteTemplate);
  return {
    useDefaults: false,
    directives: {
      'default-src': ["'self'"],
      'script-src': ["'self'", ...inline.scripts],
      'style-src': ["'self'", ...inline.styles],
      // Operator HTML shows pictures of the site's media and of the listed hosts only (content/sanitise-html.ts), the
      // same list: a picture that got past the sanitiser (a letter stored before, a row written around the desk)
      // still cannot make the browser call another host.
      'img-src': ["'self'", 'data:', 'blob:', ...(options.pictureHosts ?? []).map((host) => `https://${host}`)],
      'font-src': ["'self'", 'data:'],
      // 'self' covers the same-origin ws: and wss: of socket.io in CSP level 3 browsers.
      'connect-src': ["'self'"],
      'frame-src': ["'self'", 'https:'],
      'media-src': ["'self'"],
      'worker-src': ["'self'"],
      'manifest-src': ["'self'"],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'self'"],
      ...(options.production ? { 'upgrade-insecure-requests': [] } : {}),
    },
  };
}

/**
 * Security headers of every reply (docs/security.md, "Response headers"): the site's CSP, nosniff, a referrer policy
 * that keeps paths and queries (session tokens of game launches) on the site, HSTS in production only (a development
 * server on http must stay reachable), and the permissions policy.
 */
export async function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: siteContentSecurityPolicy(options),
    // Game and deposit pop-ups of other origins stay reachable from the page that opened them.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: options.production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    xFrameOptions: { action: 'sameorigin' },
  });
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
  });
}
