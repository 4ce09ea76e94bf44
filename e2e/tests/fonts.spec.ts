import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

const locale = (code: string) =>
  JSON.parse(readFileSync(join(import.meta.dirname, '../../apps/web/src/locales', `${code}.json`), 'utf8'));

/** Font files the page itself asks for, by file name: the games' frames on the page load their own fonts. */
function recordFontRequests(page: Page): string[] {
  const requested: string[] = [];
  page.on('request', (request) => {
    const name = new URL(request.url()).pathname.split('/').pop() ?? '';
    if (/\.(woff2?|ttf|otf)$/.test(name) && request.frame() === page.mainFrame()) requested.push(name);
  });
  return requested;
}

async function openIn(page: Page, language: string) {
  await page.context().addCookies([{ name: 'i18n_redirected', value: language, url: 'http://127.0.0.1' }]);
  await page.goto('/');
  await expect(page.locator('body')).toHaveClass(new RegExp(`lang-${language}`));
}

test('in Thai the text is drawn at once and then in the shipped Thai font, and only its files are fetched', async ({ page }) => {
  const requested = recordFontRequests(page);
  // Slow font files: the page must draw its text before they arrive (font-display: swap, nothing preloaded).
  await page.route('**/*.woff2', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  await openIn(page, 'th_TH');
  const th = locale('th_TH');
  await expect(page.getByTestId('game-type-nav')).toContainText(th.game_type.slot);

  await expect
    .poll(() =>
      page.evaluate(async () => {
        await document.fonts.ready;
        let loaded = false;
        document.fonts.forEach((face) => {
          if (face.family.replace(/"/g, '') === 'Site Sans' && face.status === 'loaded') loaded = true;
        });
        return loaded;
      }),
    )
    .toBe(true);

  const fonts = await page.evaluate((sample) => {
    const body = getComputedStyle(document.body).fontFamily;
    const faces: FontFace[] = [];
    document.fonts.forEach((face) => {
      if (face.family.replace(/"/g, '') === 'Site Sans') faces.push(face);
    });
    const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
    const fontEntries = performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.endsWith('.woff2')) as PerformanceResourceTiming[];
    return {
      body,
      checked: document.fonts.check('16px "Site Sans"', sample),
      weights: [...new Set(faces.map((face) => face.weight))].sort(),
      displays: [...new Set(faces.map((face) => face.display))],
      paint,
      firstFontArrived: Math.min(...fontEntries.map((entry) => entry.responseEnd)),
      preloads: document.querySelectorAll('link[rel="preload"][as="font"]').length,
    };
  }, th.game_type.slot);

  expect(fonts.body.startsWith('"Site Sans"')).toBe(true);
  expect(fonts.checked).toBe(true);
  expect(fonts.weights).toEqual(['400', '700']);
  expect(fonts.displays).toEqual(['swap']);
  expect(fonts.preloads).toBe(0);
  // First paint came before any font file had arrived.
  expect(fonts.paint).not.toBeNull();
  expect(fonts.paint ?? Number.POSITIVE_INFINITY).toBeLessThan(fonts.firstFontArrived);

  expect(requested.length).toBeGreaterThan(0);
  expect(requested.filter((name) => !name.startsWith('noto-sans-thai-'))).toEqual([]);
  expect(requested.some((name) => name.startsWith('noto-sans-thai-thai-'))).toBe(true);
});

test('each language fetches only its own font, CJK only the slices the page shows', async ({ context }) => {
  // Three languages, each a whole page load and its fonts: more than one page's time on a busy 2-core machine.
  test.setTimeout(90_000);
  const families: Record<string, string> = { en_US: 'inter-', zh_CN: 'noto-sans-sc-', my_MM: 'noto-sans-myanmar-' };
  for (const [language, prefix] of Object.entries(families)) {
    // A page of its own per language: a late request of the page before is not counted against this one.
    const page = await context.newPage();
    const requested = recordFontRequests(page);
    await openIn(page, language);
    await expect(page.getByTestId('game-type-nav')).toContainText(locale(language).game_type.slot);
    // The sections drawn after the first paint (footer, providers) ask for their own glyphs: they are counted with
    // this language, not with the next one.
    await expect(page.getByTestId('after-first-paint')).toHaveCount(0);
    await page.evaluate(() => document.fonts.ready);
    await expect.poll(() => requested.length).toBeGreaterThan(0);
    expect(
      requested.filter((name) => !name.startsWith(prefix)),
      language,
    ).toEqual([]);
    // Of some 240 slices of the Chinese font, the home page needs a few dozen at most.
    expect(requested.length, language).toBeLessThan(60);
    await page.close();
  }
});
