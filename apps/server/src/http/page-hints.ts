import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** One chunk of the web build's manifest (apps/web/dist/.vite/manifest.json); only the fields read here. */
type ManifestChunk = { file: string; imports?: string[]; css?: string[] };
type Manifest = Record<string, ManifestChunk>;

/**
 * The page modules of the pages players land on, as the web build names them (the routes of
 * apps/web/src/app/router.tsx); the browser tests check each against the real build. A page missing here only
 * loses its head start.
 */
const LANDING_PAGES: readonly [RegExp, string][] = [
  [/^\/gameHall\/\d+$/, 'src/app/pages/game-hall-page.tsx'],
  [/^\/discount$/, 'src/features/content/components/promotions-page.tsx'],
  [/^\/discount\/\d+$/, 'src/features/content/components/promotion-page.tsx'],
  [/^\/(slotgame|gameRoom)$/, 'src/app/pages/game-room-page.tsx'],
  [/^\/user(\/.*)?$/, 'src/app/pages/user-page.tsx'],
];

export type PageHints = {
  /**
   * Links for the page's head: its language's first messages, and for a landing page its module and the rest of the
   * messages (which it waits for), fetched beside the entry.
   */
  forPage(path: string, language: string): string;
};

const NO_HINTS: PageHints = { forPage: () => '' };

/**
 * Start-up awaits the first part of the language's messages, and a page other than the home page awaits its own
 * module and the rest of the messages, all asked for only once the entry has run (decision 37). Their files are named by the build manifest;
 * the page's head names them so that the browser fetches them with the entry.
 */
export function readPageHints(distDir: string): PageHints {
  const path = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(path)) return NO_HINTS;
  const manifest = JSON.parse(readFileSync(path, 'utf8')) as Manifest;

  const closure = (key: string, into = new Set<string>()) => {
    if (into.has(key) || !manifest[key]) return into;
    into.add(key);
    for (const imported of manifest[key].imports ?? []) closure(imported, into);
    return into;
  };
  // What the page's own script tags already fetch.
  const entry = closure('index.html');
  const linksOf = (key: string) => {
    const keys = [...closure(key)].filter((k) => !entry.has(k));
    const scripts = keys.map((k) => `<link rel="modulepreload" href="/${manifest[k]?.file}">`);
    const styles = keys.flatMap((k) => manifest[k]?.css ?? []).map((file) => `<link rel="preload" as="style" href="/${file}">`);
    return [...scripts, ...styles].join('');
  };
  const cache = new Map<string, string>();
  const cached = (key: string) => {
    let links = cache.get(key);
    if (links === undefined) {
      links = manifest[key] ? linksOf(key) : '';
      cache.set(key, links);
    }
    return links;
  };

  return {
    forPage(pagePath, language) {
      const page = LANDING_PAGES.find(([pattern]) => pattern.test(pagePath))?.[1];
      const first = cached(`src/locales/${language}.json?part=first`);
      // A page loaded on demand draws once the rest of the messages are in too; only the home page draws without them.
      return page ? first + cached(`src/locales/${language}.json?part=rest`) + cached(page) : first;
    },
  };
}
