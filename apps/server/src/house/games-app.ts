/**
 * The games app (apps/games, decision 48): its built files under /house/app/, and the HTML shell of each of its page
 * kinds. The shell is all the server writes of a game page: the language, the site's font sheet, the entry's style
 * sheets and scripts as Vite's build manifest names them, and the page's start-up data as a JSON block, so that the
 * page runs under HOUSE_PAGE_POLICY without any inline code.
 */

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { blockJson, escapeHtml, fontLink } from './house-page-parts.ts';

/** Where the games' built files are served; the games build uses the same base (apps/games/vite.config.ts). */
export const GAMES_APP_PATH = '/house/app/';
/** The element ids the games app reads (apps/games/src/lib/startup-data.ts, apps/games/src/ui/game-root.tsx). */
export const GAMES_STARTUP_DATA_ID = 'games-startup';
export const GAMES_ROOT_ID = 'games-root';

/** The house pages' icon, inline, so that a browser does not ask the server for /favicon.ico. */
export const HOUSE_ICON_LINK = `<link rel="icon" href="data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 64 64'%3E%3Crect width='64' height='64' rx='14' fill='%23141a2b'/%3E%3Ccircle cx='32' cy='32' r='19' fill='none' stroke='%23e0b050' stroke-width='6'/%3E%3Ccircle cx='32' cy='32' r='7' fill='%23e0b050'/%3E%3C/svg%3E">`;

/** The page kinds of the games app, each an entry of its build (apps/games/vite.config.ts). */
export const GAMES_ENTRIES = {
  error: 'src/error.tsx',
  slot: 'src/slot.tsx',
  baccarat: 'src/baccarat.tsx',
  tables: 'src/tables.tsx',
  lottery: 'src/lottery.tsx',
  virtuals: 'src/virtuals.tsx',
  live: 'src/live.tsx',
  sports: 'src/sports.tsx',
  'sports-quickbet': 'src/sports-quickbet.tsx',
} as const;
export type GamesEntry = keyof typeof GAMES_ENTRIES;

/** One chunk of Vite's build manifest (dist/.vite/manifest.json); only the fields read here. */
type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[]; css?: string[] };
export type GamesManifest = Record<string, ManifestChunk>;

const manifests = new Map<string, GamesManifest | null>();

/** The games build's manifest, read once per folder; null without a build. */
export function readGamesManifest(distDir: string): GamesManifest | null {
  if (!manifests.has(distDir)) {
    let manifest: GamesManifest | null = null;
    try {
      manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as GamesManifest;
    } catch {
      // No games build: pages fall back to plain HTML.
    }
    manifests.set(distDir, manifest);
  }
  return manifests.get(distDir) ?? null;
}

/** The folder of the games build this server serves, set when its routes are registered. */
let servedDistDir: string | undefined;
export const gamesDistDir = () => servedDistDir;

/** The files an entry needs before it runs: its scripts' static imports and every style sheet along them. */
function entryFiles(manifest: GamesManifest, key: string) {
  const seen = new Set<string>();
  const preloads: string[] = [];
  const styles: string[] = [];
  const visit = (chunkKey: string) => {
    if (seen.has(chunkKey)) return;
    seen.add(chunkKey);
    const chunk = manifest[chunkKey];
    if (!chunk) return;
    for (const imported of chunk.imports ?? []) visit(imported);
    if (chunkKey !== key) preloads.push(chunk.file);
    for (const sheet of chunk.css ?? []) if (!styles.includes(sheet)) styles.push(sheet);
  };
  visit(key);
  return { preloads, styles };
}

export type GamesShell = {
  entry: GamesEntry;
  /** The page's language code (en_US), also written as the html lang attribute (en-US). */
  language: string;
  title: string;
  /** The site's font sheet of the language (siteFontSheet), or none. */
  fontSheet?: string | null;
  startupData: unknown;
  /** What a browser without scripts shows in place of the page. */
  noScriptText?: string;
};

/** The HTML shell of a games page from a build's manifest; null when the build or its entry is missing. */
export function gamesShell(manifest: GamesManifest | null, shell: GamesShell): string | null {
  const entry = manifest?.[GAMES_ENTRIES[shell.entry]];
  if (!manifest || !entry?.isEntry) return null;
  const url = (file: string) => escapeHtml(`${GAMES_APP_PATH}${file}`);
  const { preloads, styles } = entryFiles(manifest, GAMES_ENTRIES[shell.entry]);
  const head = [
    ...styles.map((file) => `<link rel="stylesheet" href="${url(file)}">`),
    ...preloads.map((file) => `<link rel="modulepreload" href="${url(file)}">`),
    `<script type="module" src="${url(entry.file)}"></script>`,
  ].join('');
  const noScript = shell.noScriptText ? `<noscript><p>${escapeHtml(shell.noScriptText)}</p></noscript>` : '';
  return `<!doctype html><html lang="${escapeHtml(shell.language.replace('_', '-'))}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(shell.title)}</title>${HOUSE_ICON_LINK}${fontLink(shell.fontSheet)}${head}
<script type="application/json" id="${GAMES_STARTUP_DATA_ID}">${blockJson(shell.startupData)}</script></head>
<body><main id="${GAMES_ROOT_ID}">${noScript}</main></body></html>`;
}

/**
 * Serves the games build under /house/app/: every file there has a content hash in its name, so it is cached for a
 * year; a brotli or gzip copy made at build time (scripts/precompress.mjs) is sent to a client that accepts it.
 */
export async function registerGamesApp(http: FastifyInstance, options: { distDir: string }) {
  servedDistDir = options.distDir;
  if (!readGamesManifest(options.distDir)) {
    http.log.warn({ distDir: options.distDir }, 'games build not found: game pages fall back to plain HTML');
    return;
  }
  await http.register(fastifyStatic, {
    root: options.distDir,
    prefix: GAMES_APP_PATH,
    decorateReply: false,
    wildcard: false,
    index: false,
    cacheControl: false,
    preCompressed: true,
    globIgnore: ['**/*.br', '**/*.gz', '**/.vite/**', '**/*.map'],
    setHeaders(res) {
      res.setHeader('cache-control', 'public, max-age=31536000, immutable');
      res.setHeader('vary', 'accept-encoding');
    },
  });
}
