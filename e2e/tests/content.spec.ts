import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { findLayoutFaults, settled } from './layout-check.ts';
import { post } from './members.ts';

/*
 * Content from the operator to the player (SPEC sections 2, 4 and 7): what an operator publishes over the operator
 * API reaches a visitor's open page over the realtime channel, without a reload. Items are made on the second site
 * (Lotus Win) with titles of their own, each project on its own screen kind, and deleted afterwards, so that no other
 * test meets them.
 */

const locale = (code: string) =>
  JSON.parse(readFileSync(join(import.meta.dirname, `../../apps/web/src/locales/${code}.json`), 'utf8'));
const en = locale('en_US');
const th = locale('th_TH');
const LOTUS = 2;

const clientAddress = () =>
  `10.${20 + Math.floor(Math.random() * 200)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;

async function operator(request: APIRequestContext) {
  const login = await post(
    request,
    '/operator/login',
    { username: 'admin', password: 'admin1234' },
    { 'x-forwarded-for': clientAddress() },
  );
  expect(login.code, JSON.stringify(login)).toBe(1000);
  const headers = { authorization: `Bearer ${login.data.token}` };
  return async (path: string, body: unknown) => {
    const reply = await post(request, path, body, headers);
    expect(reply.code, `${path} ${JSON.stringify(reply)}`).toBe(1000);
    return reply.data;
  };
}

function lotusUrl(baseURL: string | undefined, path: string) {
  return `http://lotus.localhost:${new URL(baseURL ?? '').port}${path}`;
}

async function inLanguage(page: Page, language: string, host = '127.0.0.1') {
  await page.context().addCookies([{ name: 'i18n_redirected', value: language, url: `http://${host}` }]);
}

/** Resolves once the page has joined its public realtime channels (the socket sent its subscriptions). */
function realtimeJoined(page: Page) {
  return page
    .waitForEvent('websocket', (socket) => socket.url().includes('/socket.io/'))
    .then((socket) =>
      socket.waitForEvent('framesent', { predicate: (frame) => String(frame.payload).includes('"subscribe"'), timeout: 20_000 }),
    );
}

const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

test('an operator publishes a promotion and a pop-up notice, and a visitor sees both on the open page without a reload', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const mobile = testInfo.project.name === 'mobile';
  const call = await operator(request);
  const id = stamp();
  const promotionTitle = `Lotus reload ${id}`;
  const noticeTitle = `Lotus notice ${id}`;
  const made: Array<{ kind: string; id: number }> = [];

  try {
    await inLanguage(page, 'en_US', 'lotus.localhost');
    const joined = realtimeJoined(page);
    await page.goto(lotusUrl(baseURL, '/discount'));
    await expect(page.getByTestId('promotions-page')).toBeVisible();
    await joined;
    // A marker that a reload would wipe.
    await page.evaluate(() => {
      (window as unknown as { notReloaded: boolean }).notReloaded = true;
    });

    const promotion = await call('/operator/content/promotion/save', {
      site_id: LOTUS,
      title: { en_US: promotionTitle },
      summary: { en_US: 'Get 50% more on your next deposit.' },
      body: { en_US: '<p>Deposit at least 100,000 VND.</p><script>window.hacked = 1</script>' },
    });
    made.push({ kind: 'promotion', id: promotion.id });
    const card = page.getByTestId('promotion-card').filter({ hasText: promotionTitle });
    await expect(card).toBeVisible({ timeout: 15_000 });

    // The card opens the discount modal; the operator's script never reached the page.
    await card.getByRole('link', { name: new RegExp(en.content.promotion_details) }).click();
    const modal = page.getByTestId('discount-modal');
    await expect(modal.getByTestId('discount-modal-body')).toHaveText('Deposit at least 100,000 VND.');
    expect(await page.evaluate(() => (window as unknown as { hacked?: number }).hacked)).toBeUndefined();
    await modal.getByRole('button', { name: en.common.close }).first().click();
    await expect(modal).toHaveCount(0);

    // Home, reached inside the app; then the operator publishes a pop-up notice for this kind of screen.
    await page.evaluate(() => {
      window.history.pushState({}, '', '/');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByTestId('banner-carousel')).toBeVisible({ timeout: 20_000 });
    const notice = await call('/operator/content/bulletin/save', {
      site_id: LOTUS,
      title: { en_US: noticeTitle },
      content: { en_US: '<p>Double points all weekend.</p>' },
      display_device: mobile ? 2 : 1,
      display_locations: [1],
      sort: 0,
    });
    made.push({ kind: 'bulletin', id: notice.id });
    const popUp = page.getByTestId('pop-up-discount');
    await expect(popUp).toBeVisible({ timeout: 15_000 });
    // Other notices of the site may come first: page through them to this one.
    const ours = popUp.locator(`[data-testid="pop-up-discount-item"][data-id="${notice.id}"]`);
    await expect(async () => {
      if (!(await ours.isVisible())) await popUp.getByRole('button', { name: en.content.next_notice }).click();
      await expect(ours).toBeVisible({ timeout: 500 });
    }).toPass({ timeout: 15_000 });
    await expect(popUp.getByRole('heading', { name: noticeTitle })).toBeVisible();
    await expect(ours).toHaveText('Double points all weekend.');
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);

    // Closed, it stays closed for this browser session, also after a reload.
    await popUp.getByTestId('pop-up-discount-close').click();
    await expect(popUp).toHaveCount(0);
    expect(await page.evaluate(() => window.sessionStorage.getItem('popUpDiscountModalCloseTime'))).toMatch(/^\d+$/);
    await page.reload();
    await expect(page.getByTestId('banner-carousel')).toBeVisible({ timeout: 20_000 });
    await page.waitForTimeout(1000);
    await expect(popUp).toHaveCount(0);
  } finally {
    for (const item of made) await call('/operator/content/delete', { site_id: LOTUS, kind: item.kind, id: item.id });
  }
});

test('information pages read in English and in Thai, and fit a phone', async ({ page, request }) => {
  test.setTimeout(60_000);
  for (const [language, messages] of [
    ['en_US', en],
    ['th_TH', th],
  ] as const) {
    const detail = (await post(request, '/arks/web/page/detail', { site_id: 1, id: 3 }, { lang: language })).data.detail as {
      title: string;
      language: string;
    };
    expect(detail.language).toBe(language);
    await inLanguage(page, language);
    await page.goto('/faq/3');
    const article = page.getByTestId('faq-article');
    await expect(article.getByRole('heading', { level: 2 })).toHaveText(detail.title);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.pages.faq);
    await expect(page.getByRole('navigation', { name: messages.content.help_pages_label }).getByRole('link')).not.toHaveCount(0);
    await expect(page).toHaveTitle(new RegExp(detail.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    await settled(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth + 1)).toBe(
      true,
    );

    // /faq is the FAQ page (id 8).
    await page.goto('/faq');
    await expect(page.getByTestId('faq-article')).toHaveAttribute('data-id', '8');
  }
});

test('content pages keep their layout on a 360 px phone in Thai, Burmese, Tamil and Bengali', async ({
  page,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'mobile', 'the narrowest phone is a phone project check');
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 360, height: 740 });
  const promotion = (await post(request, '/arks/web/promotion/list', { site_id: 1, currency: 'INR' })).data.list[0];
  const news = (await post(request, '/arks/web/page/list', { site_id: 1, kind: 'news' })).data.list[0];
  const pages = [
    ['/discount', 'promotion-card'],
    [`/discount/${promotion.id}`, 'promotion-article'],
    ['/faq/1', 'faq-article'],
    ['/faq/17', 'faq-article'],
    [`/main/${news.id}`, 'news-article'],
    ['/sponsor', 'sponsor-card'],
    ['/app', 'app-page'],
  ] as const;
  for (const language of ['th_TH', 'my_MM', 'ta_IN', 'bn_BD']) {
    await inLanguage(page, language);
    for (const [path, testId] of pages) {
      await page.goto(path);
      await expect(page.getByTestId(testId).first()).toBeVisible();
      await settled(page);
      // A link inside the operator's running text wraps with the text around it; every other label stays whole.
      await page.evaluate(() => {
        for (const link of Array.from(document.querySelectorAll('.server-html a'))) link.removeAttribute('href');
      });
      expect(await page.evaluate(findLayoutFaults), `${language} ${path}`).toEqual([]);
    }
  }
});

test('a promotion page reads in English and in Chinese', async ({ page, request, baseURL }) => {
  test.setTimeout(60_000);
  const call = await operator(request);
  const id = stamp();
  const made = await call('/operator/content/promotion/save', {
    site_id: LOTUS,
    title: { en_US: `Spring cashback ${id}`, zh_CN: `春季返水 ${id}` },
    summary: { en_US: '10% back on slots.', zh_CN: '老虎机返水 10%。' },
    body: { en_US: '<p>Cashback is paid every Monday.</p>', zh_CN: '<p>返水每周一发放。</p>' },
  });
  try {
    for (const [language, title, body] of [
      ['en_US', `Spring cashback ${id}`, 'Cashback is paid every Monday.'],
      ['zh_CN', `春季返水 ${id}`, '返水每周一发放。'],
    ] as const) {
      await inLanguage(page, language, 'lotus.localhost');
      await page.goto(lotusUrl(baseURL, `/discount/${made.id}`));
      await expect(page.getByTestId('promotion-article').getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.getByTestId('promotion-body')).toHaveText(body);
      await page.goto(lotusUrl(baseURL, '/discount'));
      await expect(page.getByTestId('promotion-card').filter({ hasText: title })).toBeVisible();
    }
  } finally {
    await call('/operator/content/delete', { site_id: LOTUS, kind: 'promotion', id: made.id });
  }
  // Deleted, its page says it is gone.
  await page.goto(lotusUrl(baseURL, `/discount/${made.id}`));
  await expect(page.getByTestId('promotion-gone')).toBeVisible();
});

test('the app page installs a service worker, which shows the offline page when the network is gone', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await inLanguage(page, 'th_TH');
  await page.goto('/app');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(th.pages.app);
  await expect(page.getByTestId('app-worker-status')).toHaveAttribute('data-status', 'ready', { timeout: 20_000 });
  const script = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration('/'))?.active?.scriptURL ?? '');
  expect(script).toMatch(/\/sw\.js$/);

  const manifest = await (await request.get('/manifest.webmanifest')).json();
  expect(manifest.start_url).toBe('/?pwa=1');
  for (const icon of manifest.icons as Array<{ src: string; type: string }>) {
    const response = await request.get(icon.src);
    expect(response.status(), icon.src).toBe(200);
    expect(response.headers()['content-type'], icon.src).toContain(icon.type);
  }
  expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe('/manifest.webmanifest');

  // The worker keeps no API reply: its caches hold only the site's own files.
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) for (const entry of await (await caches.open(name)).keys()) urls.push(entry.url);
    return urls;
  });
  expect(cached.some((url) => url.endsWith('/offline.html'))).toBe(true);
  expect(cached.filter((url) => url.includes('/api/'))).toEqual([]);

  // The worker got the offline page in the visitor's language.
  await expect
    .poll(() => page.evaluate(async () => (await (await caches.match('/offline.html'))?.text()) ?? ''), { timeout: 10_000 })
    .toContain(th.app_install.offline_title);

  // Offline, a page of the site is the offline page, in the visitor's language.
  await page.context().setOffline(true);
  try {
    await page.goto('/discount');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(th.app_install.offline_title);
    await expect(page.getByRole('link', { name: th.common.retry })).toBeVisible();
  } finally {
    await page.context().setOffline(false);
  }
  await page.goto('/faq');
  await expect(page.getByTestId('faq-page')).toBeVisible();
  expect(await page.evaluate(findLayoutFaults)).toEqual([]);
});
