import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { GAMES_STARTUP_DATA_ID, type GamesManifest, gamesShell, readGamesManifest, registerGamesApp } from './games-app.ts';
import { errorPage } from './house-pages.ts';

/** A games build's manifest as Vite writes it: the error entry over the shared runtime chunk. */
const MANIFEST: GamesManifest = {
  '_runtime-abc.js': { file: 'assets/runtime-abc.js' },
  'src/error.tsx': {
    file: 'assets/error-def.js',
    isEntry: true,
    imports: ['_runtime-abc.js'],
    css: ['assets/error-123.css'],
  },
};

function fakeBuild(): string {
  const dist = mkdtempSync(join(tmpdir(), 'games-dist-'));
  mkdirSync(join(dist, '.vite'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  writeFileSync(join(dist, 'assets', 'error-def.js'), 'console.log("error page");');
  writeFileSync(join(dist, 'assets', 'error-def.js.gz'), 'gzip bytes');
  return dist;
}

const shellOf = (fontSheet: string | null = null) =>
  gamesShell(MANIFEST, {
    entry: 'error',
    language: 'th_TH',
    title: 'House Games',
    fontSheet,
    startupData: { code: 'session_expired', language: 'th_TH', note: '</script><script>alert(1)</script>' },
    noScriptText: 'Session <expired>',
  });

describe('the games app shell', () => {
  it("links the entry's style sheet, preloads its imports and runs it as a module", () => {
    const html = shellOf() ?? '';
    expect(html).toContain('<html lang="th-TH">');
    expect(html).toContain('<link rel="stylesheet" href="/house/app/assets/error-123.css">');
    expect(html).toContain('<link rel="modulepreload" href="/house/app/assets/runtime-abc.js">');
    expect(html).toContain('<script type="module" src="/house/app/assets/error-def.js"></script>');
    expect(html).not.toContain('modulepreload" href="/house/app/assets/error-def.js"');
  });

  it('hands the start-up data over as a JSON block that cannot close itself, and no inline code', () => {
    const html = shellOf() ?? '';
    const block = new RegExp(`<script type="application/json" id="${GAMES_STARTUP_DATA_ID}">(.*?)</script>`).exec(html);
    expect(JSON.parse(block?.[1] ?? 'null')).toMatchObject({ code: 'session_expired', language: 'th_TH' });
    expect(html.match(/<script/g)).toHaveLength(2);
    expect(html).not.toMatch(/<script>|\sstyle=|\son\w+=/);
    expect(html).toContain('<noscript><p>Session &lt;expired&gt;</p></noscript>');
  });

  it("links the site's font sheet of the language when there is one", () => {
    expect(shellOf('/assets/font-th_TH-abc.css')).toContain('<link rel="stylesheet" href="/assets/font-th_TH-abc.css">');
    expect(shellOf()).not.toContain('font-');
  });

  it('is null without a build or without the entry', () => {
    expect(gamesShell(null, { entry: 'error', language: 'en_US', title: 't', startupData: {} })).toBeNull();
    expect(gamesShell({}, { entry: 'error', language: 'en_US', title: 't', startupData: {} })).toBeNull();
    expect(readGamesManifest(join(tmpdir(), 'no-games-build-here'))).toBeNull();
  });
});

describe('the games app served', () => {
  const http = Fastify();
  afterAll(() => http.close());

  it('serves the built files for a year, precompressed when there is a copy, and the error page as its shell', async () => {
    await registerGamesApp(http, { distDir: fakeBuild() });
    const plain = await http.inject({ url: '/house/app/assets/error-def.js' });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(plain.body).toBe('console.log("error page");');
    const gzipped = await http.inject({ url: '/house/app/assets/error-def.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect((await http.inject({ url: '/house/app/.vite/manifest.json' })).statusCode).toBe(404);

    const page = errorPage('ko_KR', 'session_ended');
    expect(page).toContain('<script type="module" src="/house/app/assets/error-def.js"></script>');
    expect(page).toContain('{"code":"session_ended","language":"ko_KR"}');
    expect(errorPage('ko_KR', 'no_such_code' as 'session_ended')).toContain('{"code":"invalid_session","language":"ko_KR"}');
  });
});
