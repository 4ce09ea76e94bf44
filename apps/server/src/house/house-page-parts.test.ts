import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fakeGamesBuild } from '../testing/games-build.ts';
import { virtualPage } from '../virtuals/virtual-page.ts';
import { readGamesManifest } from './games-app.ts';
import { HOUSE_PAGE_POLICY, siteFontSheet } from './house-page-parts.ts';
import { errorPage } from './house-pages.ts';

describe('house pages and the site font of their language', () => {
  it("finds the web build's font sheet of a language, and none without a build or a sheet", () => {
    const dist = mkdtempSync(join(tmpdir(), 'house-fonts-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'assets', 'font-ta_IN-abc123.css'), '@font-face{}');
    writeFileSync(join(dist, 'assets', 'font-th_TH-def456.css'), '@font-face{}');
    expect(siteFontSheet(dist, 'ta_IN')).toBe('/assets/font-ta_IN-abc123.css');
    expect(siteFontSheet(dist, 'th_TH')).toBe('/assets/font-th_TH-def456.css');
    expect(siteFontSheet(dist, 'my_MM')).toBeNull();
    expect(siteFontSheet(undefined, 'ta_IN')).toBeNull();
    expect(siteFontSheet(join(dist, 'missing'), 'ta_IN')).toBeNull();
  });

  it('links the sheet on the virtual sports and error pages (the games pages: games-app.test.ts), under a policy that lets fonts come from the server', () => {
    const sheet = '/assets/font-ta_IN-abc123.css';
    const link = `<link rel="stylesheet" href="${sheet}">`;
    const common = { session: 's', language: 'ta_IN', lobbyUrl: '/', demo: true, fontSheet: sheet };
    const games = readGamesManifest(fakeGamesBuild());
    expect(virtualPage({ ...common, gameCode: 'house-cockfight', league: 'cockfight' }, games)).toContain(link);
    expect(errorPage('ta_IN', 'invalid_session', sheet)).toContain(link);
    expect(errorPage('ta_IN', 'invalid_session')).not.toContain('font-');
    expect(HOUSE_PAGE_POLICY).toContain("font-src 'self'");
    expect(HOUSE_PAGE_POLICY).not.toContain('unsafe-inline');
  });
});
