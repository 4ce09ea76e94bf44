import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { sendCompressed } from './compression.ts';

/** Where the back office lives: its own app and bundle (decision 72), never loaded by the player site. */
export const ADMIN_PATH = '/admin';

/**
 * The back office's own policy, stricter than the site's: its scripts, styles and calls only, pictures of its own or
 * drawn inline (QR codes), no frames in or out, no base or form elsewhere. Nothing of the player site's (game frames,
 * operator pictures) is needed here.
 */
export const ADMIN_CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "frame-src 'none'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const NOT_BUILT = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Back office not built</title></head>
<body><h1>The back office has not been built</h1><p>Run <code>npm run build</code>, then reload.</p></body></html>`;

/**
 * Serves the back office: its hashed assets under /admin/assets/ for a year, and its page for /admin and every path
 * under it (the app routes itself), never cached, under its own policy and kept out of search engines.
 */
export async function registerAdminApp(http: FastifyInstance, options: { distDir: string }): Promise<void> {
  const indexPath = join(options.distDir, 'index.html');
  const built = existsSync(indexPath);
  const page = built ? readFileSync(indexPath, 'utf8') : NOT_BUILT;
  if (built && existsSync(join(options.distDir, 'assets'))) {
    await http.register(fastifyStatic, {
      root: join(options.distDir, 'assets'),
      prefix: `${ADMIN_PATH}/assets/`,
      decorateReply: false,
      wildcard: false,
      index: false,
      cacheControl: false,
      preCompressed: true,
      globIgnore: ['**/*.br', '**/*.gz', '**/*.map'],
      setHeaders(res) {
        res.setHeader('cache-control', 'public, max-age=31536000, immutable');
        res.setHeader('vary', 'accept-encoding');
      },
    });
  }
  const sendPage = (request: Parameters<typeof sendCompressed>[0], reply: Parameters<typeof sendCompressed>[1]) => {
    reply
      .code(built ? 200 : 503)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', ADMIN_CONTENT_SECURITY_POLICY)
      .header('referrer-policy', 'no-referrer')
      .header('x-robots-tag', 'noindex, nofollow');
    return sendCompressed(request, reply, page);
  };
  http.get(ADMIN_PATH, (request, reply) => sendPage(request, reply));
  http.get(`${ADMIN_PATH}/*`, (request, reply) => {
    // A missing asset is a 404, not the page: a stale page asking for an old chunk should fail plainly.
    if (request.url.startsWith(`${ADMIN_PATH}/assets/`)) return reply.code(404).send();
    return sendPage(request, reply);
  });
}
