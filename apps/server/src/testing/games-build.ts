import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The games app's page entries a server test may open (apps/games/src/<entry>.tsx). */
const GAME_PAGE_ENTRIES = ['slot', 'baccarat', 'tables', 'live', 'virtuals', 'lottery', 'sports'] as const;

/**
 * A games build with an entry per page kind (the error page keeps its plain HTML): what the game pages are served
 * from, for server tests that open one without building apps/games (GAMES_DIST_DIR).
 */
export function fakeGamesBuild(entries: readonly string[] = GAME_PAGE_ENTRIES): string {
  const dist = mkdtempSync(join(tmpdir(), 'games-dist-'));
  mkdirSync(join(dist, '.vite'));
  mkdirSync(join(dist, 'assets'));
  const manifest: Record<string, { file: string; isEntry: true; css: string[] }> = {};
  for (const entry of entries) {
    manifest[`src/${entry}.tsx`] = { file: `assets/${entry}-abc.js`, isEntry: true, css: [`assets/${entry}-def.css`] };
    writeFileSync(join(dist, 'assets', `${entry}-abc.js`), `console.log(${JSON.stringify(entry)});`);
    writeFileSync(join(dist, 'assets', `${entry}-def.css`), `.${entry}{}`);
  }
  writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
  return dist;
}
