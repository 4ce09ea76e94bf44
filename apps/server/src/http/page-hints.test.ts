import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readPageHints } from './page-hints.ts';

function distWith(manifest: unknown): string {
  const dist = mkdtempSync(join(tmpdir(), 'page-hints-'));
  mkdirSync(join(dist, '.vite'));
  writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
  return dist;
}

const manifest = {
  'index.html': { file: 'assets/index-1.js', imports: ['_react-1.js'] },
  '_react-1.js': { file: 'assets/react-1.js' },
  '_game-label-1.js': { file: 'assets/game-label-1.js', imports: ['_react-1.js'], css: ['assets/label-1.css'] },
  'src/app/pages/game-hall-page.tsx': {
    file: 'assets/game-hall-page-1.js',
    imports: ['_react-1.js', 'index.html', '_game-label-1.js'],
    css: ['assets/game-hall-page-1.css'],
  },
  'src/locales/th_TH.json?part=first': { file: 'assets/th_TH-1.js' },
  'src/locales/en_US.json?part=first': { file: 'assets/en_US-1.js' },
  'src/locales/th_TH.json?part=rest': { file: 'assets/th_TH.rest-1.js' },
  'src/locales/en_US.json?part=rest': { file: 'assets/en_US.rest-1.js' },
};

describe('page hints', () => {
  it("name the language's messages and the page's module with what it imports beyond the entry", () => {
    const hints = readPageHints(distWith(manifest));
    expect(hints.forPage('/gameHall/3', 'th_TH')).toBe(
      '<link rel="modulepreload" href="/assets/th_TH-1.js">' +
        '<link rel="modulepreload" href="/assets/th_TH.rest-1.js">' +
        '<link rel="modulepreload" href="/assets/game-hall-page-1.js">' +
        '<link rel="modulepreload" href="/assets/game-label-1.js">' +
        '<link rel="preload" as="style" href="/assets/game-hall-page-1.css">' +
        '<link rel="preload" as="style" href="/assets/label-1.css">',
    );
  });

  it('name only the first messages on the home page, which draws without the rest, and nothing unknown to the build', () => {
    const hints = readPageHints(distWith(manifest));
    expect(hints.forPage('/', 'en_US')).toBe('<link rel="modulepreload" href="/assets/en_US-1.js">');
    expect(hints.forPage('/', 'xx_XX')).toBe('');
    // A landing page whose module this build does not have: its messages still.
    expect(hints.forPage('/discount', 'en_US')).toBe(
      '<link rel="modulepreload" href="/assets/en_US-1.js"><link rel="modulepreload" href="/assets/en_US.rest-1.js">',
    );
  });

  it('are none without a build manifest', () => {
    const hints = readPageHints(mkdtempSync(join(tmpdir(), 'page-hints-')));
    expect(hints.forPage('/gameHall/3', 'en_US')).toBe('');
  });
});
