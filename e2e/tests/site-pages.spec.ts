import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { apiCall } from './api.ts';
import { expect, test } from './fixtures.ts';

const en = JSON.parse(readFileSync(join(import.meta.dirname, '../../apps/web/src/locales/en_US.json'), 'utf8'));

async function english(page: Page) {
  await page.context().addCookies([{ name: 'i18n_redirected', value: 'en_US', url: 'http://127.0.0.1' }]);
}

test('a game hall that is no game type is the not-found page, with status 404', async ({ page }) => {
  await english(page);
  const response = await page.goto('/gameHall/99');
  expect(response?.status()).toBe(404);
  await expect(page.getByTestId('error-page')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.error_page.not_found_title);
  await expect(page.getByTestId('game-hall-empty')).toHaveCount(0);
  expect((await page.request.get('/gameHall/3')).status()).toBe(200);
});

test('every icon a page names loads, and so does /favicon.ico', async ({ page, request }) => {
  await english(page);
  await page.goto('/');
  const icons = await page.locator('link[rel="icon"]').evaluateAll((links) => links.map((l) => (l as HTMLLinkElement).href));
  expect(icons.length).toBeGreaterThan(0);
  for (const href of [...icons, new URL('/favicon.ico', page.url()).href]) {
    const response = await request.get(href);
    expect(response.status(), href).toBe(200);
    expect(response.headers()['content-type'], href).toMatch(/^image\//);
  }
});

test("customer service opens the site's support page with its contact details", async ({ page }) => {
  await english(page);
  await page.goto('/');
  await page.getByRole('link', { name: en.footer.customer_service }).first().click();
  await expect(page).toHaveURL(/\/support$/);
  const support = page.getByTestId('support-page');
  await expect(support.getByRole('heading', { level: 1 })).toHaveText(en.pages.support);
  await expect(support.getByRole('link', { name: 'support@royal-ace.example' })).toHaveAttribute(
    'href',
    'mailto:support@royal-ace.example',
  );
  await expect(support.getByTestId('support-phone')).toContainText('+44 20 7946 0018');
});

test('a game frame asks for fullscreen once, without a console warning, and its page names an inline icon', async ({ page }) => {
  await english(page);
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
  });
  const catalogue = await apiCall<{ list: { gt_id: number; gp_list: { gp_id: number; house: string }[] }[] }>(
    page.request,
    '/v3/game_list',
    { site_id: 1, currency: 'INR', support_device: 1, template: 'site02' },
  );
  const house = catalogue.list.find((type) => type.gt_id === 2)?.gp_list.find((p) => p.house === 'house');
  expect(house).toBeTruthy();
  const demo = await apiCall<{ game_url: string }>(page.request, '/demo/play', {
    site_id: 1,
    currency: 'INR',
    gp_id: house?.gp_id,
    game_type: 2,
    game_code: 'house-dragon-gold',
  });
  await page.goto(`/play?url=${encodeURIComponent(demo.game_url)}`);
  const frame = page.getByTestId('play-page-frame');
  await expect(frame).toHaveAttribute('allow', /fullscreen/);
  expect(await frame.getAttribute('allowfullscreen')).toBeNull();
  const game = page.frameLocator('[data-testid="play-page-frame"]');
  await expect(game.getByTestId('house-spin')).toBeVisible({ timeout: 15_000 });
  await expect(game.locator('link[rel="icon"]')).toHaveAttribute('href', /^data:image\/svg\+xml,/);
  expect(warnings.filter((text) => /allowfullscreen|favicon/i.test(text))).toEqual([]);
});
