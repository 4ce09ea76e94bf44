import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOUSE_CODE } from '../house/house-config.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { jsonShapeProblem, MAX_JSON_DEPTH } from './body-limits.ts';
import { inlineHashes, PERMISSIONS_POLICY } from './security-headers.ts';

/*
 * Delivery (docs/decisions/0030): compression of every compressible reply, the security headers of every kind of
 * reply, and the limits on request bodies. Requests go over raw HTTP so that the wire encoding is what is checked.
 */

type Wire = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

let server: TestServer;
let gpId: number;
const BIG_SCRIPT = `export const words = ${JSON.stringify(Array.from({ length: 2_000 }, (_, i) => `word-${i}`))};\n`;
const INLINE_SCRIPT = 'window.bootedAt=Date.now()';

beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(
    join(dist, 'index.html'),
    `<!doctype html><html><head><!--runtime-config--><script>${INLINE_SCRIPT}</script>${'<link rel="modulepreload" href="/assets/chunk.js">'.repeat(40)}</head><body>site</body></html>`,
  );
  // A built asset with the copies the build's precompression leaves beside it, marked so the test sees which is sent.
  writeFileSync(join(dist, 'assets', 'app-1234.js'), BIG_SCRIPT);
  writeFileSync(join(dist, 'assets', 'app-1234.js.br'), brotliCompressSync(`${BIG_SCRIPT}//br`));
  writeFileSync(join(dist, 'assets', 'app-1234.js.gz'), gzipSync(`${BIG_SCRIPT}//gz`));
  // One without copies, compressed on the fly; and a small one, sent as it is.
  writeFileSync(join(dist, 'assets', 'plain-1234.css'), `.a{color:red}\n`.repeat(200));
  writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch",()=>{})');
  // A games build with the slot's entry, which the house slot page is the shell of.
  const games = mkdtempSync(join(tmpdir(), 'games-dist-'));
  mkdirSync(join(games, '.vite'));
  writeFileSync(
    join(games, '.vite', 'manifest.json'),
    JSON.stringify({ 'src/slot.tsx': { file: 'assets/slot-0123456789ab.js', isEntry: true, css: ['assets/slot-ab.css'] } }),
  );
  server = await startTestServer({ env: { WEB_DIST_DIR: dist, GAMES_DIST_DIR: games } });
  const row = await server.db.selectFrom('game_providers').select('id').where('code', '=', HOUSE_CODE).executeTakeFirstOrThrow();
  gpId = row.id;
}, 180_000);
afterAll(() => server?.close());

function wire(
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: string | Buffer } = {},
): Promise<Wire> {
  return new Promise((resolve, reject) => {
    const url = new URL(path, server.url);
    const req = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method: options.method ?? 'GET',
        headers: options.headers,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

const decoded = (reply: Wire) => {
  const encoding = reply.headers['content-encoding'];
  const raw = encoding === 'br' ? brotliDecompressSync(reply.body) : encoding === 'gzip' ? gunzipSync(reply.body) : reply.body;
  return raw.toString('utf8');
};

/** A call with a cached reply well above the compression threshold: the game catalogue of the site. */
const CATALOGUE = {
  path: '/api/v3/game_list',
  body: JSON.stringify({ site_id: 1, currency: 'INR', support_device: 1, template: 'site02' }),
};
const postJson = (path: string, body: string, headers: Record<string, string> = {}) =>
  wire(path, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });

describe('compression', () => {
  it('sends the precompressed copy of a built asset by the encoding the client accepts, with vary', async () => {
    const br = await wire('/assets/app-1234.js', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(decoded(br)).toBe(`${BIG_SCRIPT}//br`);
    const gzip = await wire('/assets/app-1234.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(decoded(gzip)).toBe(`${BIG_SCRIPT}//gz`);
    const identity = await wire('/assets/app-1234.js', { headers: { 'accept-encoding': 'identity' } });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body.toString()).toBe(BIG_SCRIPT);
    for (const reply of [br, gzip, identity]) {
      expect(reply.headers['content-type']).toMatch(/javascript/);
      expect(reply.headers.vary).toMatch(/accept-encoding/i);
      expect(reply.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('compresses a built file without copies on the fly, and answers HEAD without a body', async () => {
    const css = await wire('/assets/plain-1234.css', { headers: { 'accept-encoding': 'br' } });
    expect(css.headers['content-encoding']).toBe('br');
    expect(decoded(css)).toBe(`.a{color:red}\n`.repeat(200));
    const head = await wire('/assets/app-1234.js', { method: 'HEAD', headers: { 'accept-encoding': 'br' } });
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.headers.vary).toMatch(/accept-encoding/i);
    expect(head.body.length).toBe(0);
  });

  it('checks unhashed files each time and never caches the index page', async () => {
    expect((await wire('/sw.js')).headers['cache-control']).toBe('no-cache');
    const page = await wire('/', { headers: { 'accept-encoding': 'gzip' } });
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it('compresses API replies above the threshold, once per cache entry, and leaves small ones alone', async () => {
    const identity = await postJson(CATALOGUE.path, CATALOGUE.body);
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body.length).toBeGreaterThan(1_024);
    const catalogue = JSON.parse(identity.body.toString());
    expect(catalogue.code).toBe(1000);
    for (const encoding of ['br', 'gzip']) {
      const first = await postJson(CATALOGUE.path, CATALOGUE.body, { 'accept-encoding': encoding });
      const second = await postJson(CATALOGUE.path, CATALOGUE.body, { 'accept-encoding': encoding });
      expect(first.headers['content-encoding']).toBe(encoding);
      expect(first.headers.vary).toMatch(/accept-encoding/i);
      expect(first.body.length).toBeLessThan(identity.body.length / 2);
      expect(JSON.parse(decoded(first))).toEqual(catalogue);
      // The same bytes: the cached copy, not a second compression.
      expect(second.body.equals(first.body)).toBe(true);
    }
    const small = await wire('/health', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString())).toEqual({ status: 'ok' });
  });

  it('compresses an uncached API reply and the index page on the fly', async () => {
    const openApi = await wire('/api/openapi.json', { headers: { 'accept-encoding': 'gzip' } });
    expect(openApi.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(decoded(openApi)).openapi).toBeDefined();
    const page = await wire('/gameHall/3', { headers: { 'accept-encoding': 'br' } });
    expect(page.headers['content-encoding']).toBe('br');
    expect(decoded(page)).toContain('runtime-config');
  });
});

describe('security headers', () => {
  const siteCsp = (reply: Wire) => String(reply.headers['content-security-policy']);
  const common = (reply: Wire, what: string) => {
    expect(reply.headers['x-content-type-options'], what).toBe('nosniff');
    expect(reply.headers['referrer-policy'], what).toMatch(/strict-origin-when-cross-origin|no-referrer/);
    expect(reply.headers['permissions-policy'], what).toBe(PERMISSIONS_POLICY);
    // HSTS only in production: this server runs in test.
    expect(reply.headers['strict-transport-security'], what).toBeUndefined();
    expect(reply.headers['content-security-policy'], what).toBeDefined();
  };

  it('gives the site, its assets, API replies, errors and health the site policy', async () => {
    const kinds: [string, Wire][] = [
      ['page', await wire('/')],
      ['not found page', await wire('/no-such-page')],
      ['asset', await wire('/assets/app-1234.js')],
      ['API reply', await postJson(CATALOGUE.path, CATALOGUE.body)],
      ['API 404', await postJson('/api/no/such/call', '{}')],
      ['API 400', await postJson(CATALOGUE.path, '{"site_id":"x"')],
      ['health', await wire('/health')],
    ];
    for (const [what, reply] of kinds) {
      common(reply, what);
      expect(reply.headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
      expect(reply.headers['x-frame-options'], what).toBe('SAMEORIGIN');
      const csp = siteCsp(reply);
      expect(csp, what).toContain("default-src 'self'");
      expect(csp, what).toContain("frame-ancestors 'self'");
      expect(csp, what).toContain("object-src 'none'");
      expect(csp, what).toContain("worker-src 'self'");
      expect(csp, what).toContain("manifest-src 'self'");
      expect(csp, what).not.toContain('unsafe-inline');
      expect(csp, what).not.toContain('unsafe-eval');
      // The page's one inline script is allowed by its hash, and only it.
      expect(csp, what).toContain(`script-src 'self' ${inlineHashes(`<script>${INLINE_SCRIPT}</script>`).scripts[0]};`);
    }
    expect(kinds.map(([, reply]) => reply.status)).toEqual([200, 404, 200, 200, 404, 400, 200]);
  });

  it('gives a house game page its own policy: no inline code, framed by the site only', async () => {
    const launched = await server.call('/demo/play', {
      site_id: 1,
      currency: 'INR',
      gp_id: gpId,
      game_type: 2,
      game_code: 'house-lucky-sevens',
    });
    expect(launched.body.code).toBe(1000);
    const page = await wire(
      new URL(launched.body.data.game_url, server.url).pathname + new URL(launched.body.data.game_url, server.url).search,
    );
    expect(page.status).toBe(200);
    common(page, 'house page');
    const csp = siteCsp(page);
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("style-src 'self';");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('nonce-');
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("default-src 'none'");
    // Its only scripts are the games app's file and a JSON data block; its style is a file too.
    const html = page.body.toString();
    const scripts = [...html.matchAll(/<script([^>]*)>/g)].map((m) => m[1] ?? '');
    expect(scripts).toHaveLength(2);
    expect(scripts.filter((attributes) => /\ssrc="\/house\/app\/assets\/slot-[0-9a-f]{12}\.js"/.test(attributes))).toHaveLength(
      1,
    );
    expect(scripts.filter((attributes) => attributes.includes('type="application/json"'))).toHaveLength(1);
    expect(html).not.toMatch(/<style|\sstyle=/);
    // One policy only: the site's is replaced, not added to.
    expect(Array.isArray(page.headers['content-security-policy'])).toBe(false);
  });

  it('gives the sandbox gateway page a policy that no site may frame', async () => {
    const page = await wire('/sandbox-gateway/pay/not-a-payment');
    expect(page.headers['content-type']).toMatch(/text\/html/);
    common(page, 'gateway page');
    expect(siteCsp(page)).toContain("frame-ancestors 'none'");
    expect(siteCsp(page)).toContain("default-src 'none'");
  });

  it('hashes inline scripts and styles but not script files or JSON data blocks', () => {
    const hashes = inlineHashes(
      '<script src="/a.js"></script><script type="application/json">{"a":1}</script><script type="module">go()</script><style>a{}</style>',
    );
    expect(hashes.scripts).toEqual(["'sha256-5KYv+PUboo5h+0+YAtGRPbwv5d/QxzHslP4YGnUaxRw='"]);
    expect(hashes.styles).toHaveLength(1);
  });
});

describe('request limits', () => {
  it('refuses a 10 MB body with 413 on its length, before reading it', async () => {
    const started = Date.now();
    const reply = await postJson(CATALOGUE.path, `{"site_id":1,"pad":"${'a'.repeat(10 * 1_048_576)}"}`);
    expect(reply.status).toBe(413);
    expect(JSON.parse(reply.body.toString())).toEqual({ code: 413, message: 'payload_too_large', data: null });
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('refuses a body of 100,000 keys and a deeply nested body with 413 or 400, never a 500', async () => {
    const manyKeys = JSON.stringify(Object.fromEntries(Array.from({ length: 100_000 }, (_, i) => [`k${i}`, i])));
    const keys = await postJson(CATALOGUE.path, manyKeys);
    expect(keys.status).toBe(413);
    const deep = await postJson(CATALOGUE.path, `${'['.repeat(20_000)}${']'.repeat(20_000)}`);
    expect(deep.status).toBe(400);
    expect(JSON.parse(deep.body.toString())).toEqual({
      code: 400,
      message: 'validation_failed',
      data: { fields: { _body: ['too_deep'] } },
    });
    // Within the size limit, many small members are refused by count as well.
    const compact = `[${'0,'.repeat(12_000)}0]`;
    expect(compact.length).toBeLessThan(64 * 1_024);
    const members = await postJson(CATALOGUE.path, compact);
    expect(members.status).toBe(400);
    expect(JSON.parse(members.body.toString()).data).toEqual({ fields: { _body: ['too_many_members'] } });
  });

  it('counts depth and members outside strings only', () => {
    expect(jsonShapeProblem(`{"a":"${'['.repeat(100)},,,"}`)).toBeUndefined();
    expect(jsonShapeProblem(`{"a":"\\"[[[["}`)).toBeUndefined();
    expect(jsonShapeProblem(`${'['.repeat(MAX_JSON_DEPTH)}${']'.repeat(MAX_JSON_DEPTH)}`)).toBeUndefined();
    expect(jsonShapeProblem(`${'['.repeat(MAX_JSON_DEPTH + 1)}${']'.repeat(MAX_JSON_DEPTH + 1)}`)).toBe('too_deep');
  });

  it('refuses a body the server does not read with 415 and a message key', async () => {
    const reply = await wire(CATALOGUE.path, { method: 'POST', headers: { 'content-type': 'application/xml' }, body: '<a/>' });
    expect(reply.status).toBe(415);
    expect(JSON.parse(reply.body.toString())).toEqual({ code: 415, message: 'unsupported_media_type', data: null });
  });
});
