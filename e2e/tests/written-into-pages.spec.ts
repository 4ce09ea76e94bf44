import { apiCall } from './api.ts';
import { expect, test } from './fixtures.ts';

type Box = { x: number; y: number; width: number; height: number };

test.beforeEach(async ({ context }) => {
  await context.addCookies([{ name: 'i18n_redirected', value: 'en_US', url: 'http://127.0.0.1' }]);
});

test('on a phone, the home page draws its first banner before the script runs, in the box the carousel then draws it in', async ({
  page,
  request,
}, testInfo) => {
  const mobile = testInfo.project.name === 'mobile';
  const [first] = (await apiCall(request, '/arks/web/carousel_picture', { site_id: 1, use_type: mobile ? 2 : 0 }))
    .web_carousel_picture_list;

  // Without the site's script: only what the HTML draws.
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/');
  const standIn = page.locator('#first-banner img');
  // Each layout fetches only its own first banner; a desktop does not draw the stand-in.
  await expect(standIn).toHaveJSProperty('complete', true);
  expect(await standIn.evaluate((img: HTMLImageElement) => [new URL(img.currentSrc).pathname, img.naturalWidth > 0])).toEqual([
    first.url,
    true,
  ]);
  const standInBox = await standIn.boundingBox();
  if (!mobile) expect(standInBox).toBeNull();
  await page.unroute('**/assets/*.js');

  // With it: the carousel draws the same picture in the same box, and the stand-in is gone. Reduced motion keeps the
  // carousel on its first banner (it moves on every 5 s otherwise).
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  const picture = page.getByTestId('banner-slide').first().locator('img');
  await expect(picture).toHaveJSProperty('complete', true);
  await expect(page.locator('#first-banner')).toHaveCount(0);
  if (!mobile) return;
  const box = (await picture.boundingBox()) as Box;
  for (const side of ['x', 'y', 'width', 'height'] as const) {
    expect(Math.abs(box[side] - (standInBox as Box)[side]), side).toBeLessThan(1);
  }
  expect(box.width).toBeGreaterThan(200);
});

test('another page carries no stand-in banner', async ({ page }) => {
  await page.goto('/discount');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.locator('#first-banner').count()).toBe(0);
  const html = await (await page.request.get('/discount')).text();
  expect(html).not.toContain('first-banner');
});

test('a game hall draws its games from the replies written into the page, without asking for them, and its first picture is preloaded', async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/(v3\/game_list|v2\/game_label)/.test(request.url())) asked.push(request.url());
  });
  await page.goto('/gameHall/3');
  await expect(page.getByTestId('game-tile').first()).toBeVisible();
  expect(asked).toEqual([]);
  const first = await page.getByTestId('game-tile').first().locator('img').getAttribute('src');
  await expect(page.locator(`link[rel="preload"][as="image"][href="${first}"]`)).toHaveCount(1);
});

test('the promotions page draws its list from the reply written into the page, its first cover at once', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/arks/web/promotion/list')) asked.push(request.url());
  });
  await page.goto('/discount');
  // The first cover drawn (other tests add promotions without one).
  const covers = page.getByTestId('promotion-list').locator('img');
  const cover = covers.first();
  await expect(cover).toHaveAttribute('loading', 'eager');
  await expect(cover).toHaveAttribute('fetchpriority', 'high');
  expect(asked).toEqual([]);
  await expect(page.locator(`link[rel="preload"][as="image"][href="${await cover.getAttribute('src')}"]`)).toHaveCount(1);
  await expect(covers.nth(1)).toHaveAttribute('loading', 'lazy');
});

test("the site's frame and the home page's marquee and slots draw from the replies written into the page, without asking for them", async ({
  page,
}) => {
  const frame =
    /\/api\/(web\/logo|arks\/web\/site\/detail|arks\/web\/footer|arks\/web\/float|arks\/web\/web-mobile-footer|template_config|v2\/get_tag_game_list|arks\/web\/announcement\/marquee)$/;
  const asked: string[] = [];
  page.on('request', (request) => {
    if (frame.test(request.url())) asked.push(request.url());
  });
  await page.goto('/');
  await expect(page.getByTestId('site-logo').locator('img')).toBeVisible();
  await expect(page.getByTestId('home-hot-games').getByTestId('game-tile').first()).toBeVisible();
  await expect(page.getByTestId('home-new-games').getByTestId('game-tile').first()).toBeVisible();
  await expect(page.getByTestId('marquee')).not.toBeEmpty();
  await expect(page.getByTestId('site-footer')).toBeVisible();
  expect(asked).toEqual([]);

  // Another page carries the frame as well.
  await page.goto('/support');
  await expect(page.getByTestId('site-logo').locator('img')).toBeVisible();
  await expect(page.getByTestId('site-footer')).toBeVisible();
  expect(asked).toEqual([]);
});
