import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A games build with the slot's entry only (the error page keeps its plain HTML): what the slot page is served from,
 * for server tests that open a slot page without building apps/games (GAMES_DIST_DIR).
 */
export function fakeGamesBuild(): string {
  const dist = mkdtempSync(join(tmpdir(), 'games-dist-'));
  mkdirSync(join(dist, '.vite'));
  mkdirSync(join(dist, 'assets'));
  const manifest = { 'src/slot.tsx': { file: 'assets/slot-abc.js', isEntry: true, css: ['assets/slot-def.css'] } };
  writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
  writeFileSync(join(dist, 'assets', 'slot-abc.js'), 'console.log("slot");');
  writeFileSync(join(dist, 'assets', 'slot-def.css'), '.slot{}');
  return dist;
}
