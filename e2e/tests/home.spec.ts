import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { apiCall } from './api.ts';
import { expect, test } from './fixtures.ts';

const locale = (code: string) =>
  JSON.parse(readFileSync(join(import.meta.dirname, '../../apps/web/src/locales', `${code}.json`), 'utf8'));

const isMobile = (name: string) => name === 'mobile';

test.beforeEach(async ({ context }) => {
  // Start each visit in English with the site's first currency.
  await context.addCookies([{ name: 'i18n_redirected', value: 'en_US', url: 'http://127.0.0.1' }]);
});

test('the home page shows banners, marquee, game types and jackpot from the API', async ({ page, request }, testInfo) => {
  const useType = isMobile(testInfo.project.name) ? 2 : 0;
  const banners = await apiCall(request, '/arks/web/carousel_picture', { site_id: 1, use_type: useType });
  const marquee = await apiCall(request, '/arks/web/announcement/marquee', { site_id: 1, sort_field: 'sort', sort_order: 'asc' });
  const games = await apiCall(request, '/v3/game_list', {
    site_id: 1,
    currency: 'INR',
    support_device: isMobile(testInfo.project.name) ? 2 : 1,
    template: isMobile(testInfo.project.name) ? 'H5_1' : 'site02',
  });

  await page.goto('/');

  const slides = page.getByTestId('banner-slide');
  await expect(slides).toHaveCount(banners.web_carousel_picture_list.length);
  const sources = await slides
    .locator('img')
    .evaluateAll((imgs) => imgs.map((i) => new URL((i as HTMLImageElement).src).pathname));
  expect(sources).toEqual(banners.web_carousel_picture_list.map((b: { url: string }) => b.url));

  const visitorItems = marquee.web_announcement_list.filter(
    (a: { display_before_login: number }) => a.display_before_login === 1,
  );
  await expect(page.getByTestId('marquee')).toContainText(visitorItems[0].content);
  const hidden = marquee.web_announcement_list.find((a: { display_before_login: number }) => a.display_before_login === 0);
  await expect(page.getByTestId('marquee')).not.toContainText(hidden.content);

  await expect(page.getByTestId('game-type-item')).toHaveCount(games.list.length);
  const en = locale('en_US');
  await expect(page.getByTestId('game-type-nav')).toContainText(en.game_type.slot);

  const jackpot = await apiCall(request, '/v2/get_jackpot', { currency: 'INR' });
  const [whole, fraction] = jackpot.jackpot_amount_total.split('.');
  await expect(page.getByTestId('jackpot-amount')).toContainText(whole.padStart(10, '0').slice(0, 4));
  await expect(page.getByTestId('jackpot-amount')).toContainText(fraction);
});

test('switching language changes the page text', async ({ page }) => {
  await page.goto('/');
  const en = locale('en_US');
  const zh = locale('zh_CN');
  await expect(page.getByTestId('game-type-nav')).toContainText(en.game_type.slot);
  await expect(page.locator('body')).toHaveClass(/lang-en_US/);

  // The select lists every language once the player reaches for it.
  await page.getByTestId('language-switcher').focus();
  await page.getByTestId('language-switcher').selectOption('zh_CN');
  await expect(page.locator('body')).toHaveClass(/lang-zh_CN/);
  await expect(page.getByTestId('game-type-nav')).toContainText(zh.game_type.slot);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page.getByTestId('marquee')).toContainText('欢迎光临');

  // The choice survives a reload through the i18n_redirected cookie.
  await page.reload();
  await expect(page.locator('body')).toHaveClass(/lang-zh_CN/);
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'i18n_redirected')?.value).toBe('zh_CN');
});

test('an unknown path shows the 404 page', async ({ page }) => {
  const response = await page.goto('/nope');
  expect(response?.status()).toBe(404);
  const errorPage = page.getByTestId('error-page');
  await expect(errorPage).toContainText('Page Not Found');
  await expect(errorPage).toContainText('Page not found: /nope');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await errorPage
    .getByRole('link', { name: 'Go back home' })
    .or(errorPage.getByRole('button', { name: 'Go back home' }))
    .click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('game-type-nav')).toBeVisible();
});

test('the layout follows the 992 px breakpoint', async ({ page }, testInfo) => {
  await page.goto('/');
  if (isMobile(testInfo.project.name)) {
    await expect(page.getByTestId('layout-mobile')).toBeVisible();
    await expect(page.getByTestId('layout-desktop')).toHaveCount(0);
    await expect(page.getByTestId('mobile-bottom-nav')).toBeVisible();
    await expect(page.locator('body')).toHaveClass(/template-mobile/);
    return;
  }
  await expect(page.getByTestId('layout-desktop')).toBeVisible();
  await expect(page.locator('body')).toHaveClass(/template-desktop/);
  await page.setViewportSize({ width: 991, height: 800 });
  // The resize handler is debounced by one second.
  await expect(page.getByTestId('layout-mobile')).toBeVisible({ timeout: 5_000 });
  await page.setViewportSize({ width: 992, height: 800 });
  await expect(page.getByTestId('layout-desktop')).toBeVisible({ timeout: 5_000 });
});

test('redirects of the specification', async ({ page }) => {
  for (const path of ['/main', '/gameHall', '/slotgame']) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  }
  await page.goto('/fastDeposit');
  await expect(page).toHaveURL(/\/$/);
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'isFastDeposit')?.value).toBe('true');
});

test('app page parts render alone', async ({ page }) => {
  await page.goto('/?appPage=header');
  await expect(page.getByTestId('site-header')).toBeVisible();
  await expect(page.getByTestId('banner-carousel')).toHaveCount(0);
  await expect(page.getByTestId('site-footer')).toHaveCount(0);

  await page.goto('/?appPage=footer');
  await expect(page.getByTestId('site-footer')).toBeVisible();
  await expect(page.getByTestId('site-header')).toHaveCount(0);
});

test('a second site is served on its own host name', async ({ page, baseURL }) => {
  await page.context().addCookies([{ name: 'i18n_redirected', value: 'en_US', url: 'http://lotus.localhost' }]);
  const port = new URL(baseURL ?? '').port;
  await page.goto(`http://lotus.localhost:${port}/`);
  await expect(page).toHaveTitle(/Lotus Win/);
  await expect(page.getByTestId('jackpot')).toContainText('₫');
});
