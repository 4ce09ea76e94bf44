import type { Page } from '@playwright/test';
import { newAdmin, signInToBackOffice } from './back-office-helpers.ts';
import { expect, test } from './fixtures.ts';
import { findLayoutFaults } from './layout-check.ts';

/**
 * The back office's content pages (docs/decisions/0075): an admin makes a banner from an uploaded picture with an
 * English and a Chinese title, hidden at first, then shows it; a visitor's home page then shows it in each language,
 * without waiting for any cache. The pages are looked at on a desktop and on a tablet-sized window in Chinese.
 */

/** A PNG banner picture drawn by the browser's canvas: a coloured band with a caption. */
async function drawPicture(page: Page, caption: string): Promise<Buffer> {
  const dataUrl = await page.evaluate((text) => {
    const canvas = document.createElement('canvas');
    canvas.width = 1200;
    canvas.height = 400;
    const g = canvas.getContext('2d') as CanvasRenderingContext2D;
    g.fillStyle = '#6b2fd6';
    g.fillRect(0, 0, 1200, 400);
    g.fillStyle = '#ffd34d';
    g.font = 'bold 64px sans-serif';
    g.fillText(text, 60, 220);
    return canvas.toDataURL('image/png');
  }, caption);
  return Buffer.from(dataUrl.split(',')[1] as string, 'base64');
}

/** The home page of a new visitor in a language, as the site chooses it from its cookie. */
async function visitorHome(page: Page, language: 'en_US' | 'zh_CN') {
  const context = await page
    .context()
    .browser()
    ?.newContext({ viewport: { width: 1280, height: 800 } });
  if (!context) throw new Error('no browser');
  await context.addCookies([{ name: 'i18n_redirected', value: language, url: new URL(page.url()).origin }]);
  const visitor = await context.newPage();
  await visitor.goto('/', { waitUntil: 'domcontentloaded' });
  await expect(visitor.locator('body')).toHaveClass(new RegExp(`lang-${language}`));
  await expect(visitor.getByTestId('banner-carousel')).toBeVisible({ timeout: 20_000 });
  return { visitor, close: () => context.close() };
}

test('an admin publishes a banner with an uploaded picture in English and Chinese, and a visitor’s home page shows it', async ({
  page,
  request,
  browser,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one walk-through of the content pages, desktop first');
  // Three visitors' home pages and two back-office windows on two shared cores.
  test.setTimeout(180_000);
  const admin = await newAdmin(request);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInToBackOffice(page, admin);
  await page.getByRole('link', { name: 'Content' }).click();
  await expect(page.getByRole('heading', { name: 'Content', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Banners' })).toHaveClass(/active/);

  const stamp = Date.now().toString(36);
  const englishTitle = `Monsoon cashback ${stamp}`;
  const chineseTitle = `季风返现 ${stamp}`;
  await page.getByRole('button', { name: 'Add' }).click();
  const form = page.getByRole('form', { name: 'Banner' });
  await form.getByLabel('Title').fill(englishTitle);
  await form.getByLabel(/Upload a picture/).setInputFiles({
    name: 'monsoon.png',
    mimeType: 'image/png',
    buffer: await drawPicture(page, `Monsoon ${stamp}`),
  });
  const preview = form.getByTestId('picture-preview');
  await expect(preview).toBeVisible();
  const pictureUrl = (await preview.getAttribute('src')) ?? '';
  expect(pictureUrl).toMatch(/^\/media\/\d+$/);
  // The stored picture is a real one: the browser decodes it.
  await expect.poll(() => preview.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(1200);

  const chinese = form.getByRole('tab', { name: /Simplified Chinese/ });
  await expect(chinese).toHaveAttribute('data-missing', 'true');
  await chinese.click();
  await form.getByLabel('Title').fill(chineseTitle);
  await expect(chinese).toHaveAttribute('data-missing', 'false');
  await expect(form.getByRole('tab', { name: /English/ })).toHaveAttribute('data-missing', 'false');
  // Kept hidden until it is checked on the list.
  await form.getByLabel('Shown on the site').uncheck();
  await page.screenshot({ path: testInfo.outputPath('content-banner-form-1440.png'), fullPage: true });
  expect(await page.evaluate(findLayoutFaults)).toEqual([]);
  await form.getByRole('button', { name: 'Save' }).click();

  const row = page.getByTestId('content-row').filter({ hasText: englishTitle });
  await expect(row).toHaveCount(1);
  const bannerId = ((await row.locator('td').first().textContent()) ?? '').trim();
  const shown = page.getByLabel(`Shown on the site: item ${bannerId}`);
  await expect(shown).not.toBeChecked();

  // Hidden: a visitor does not see it.
  const before = await visitorHome(page, 'en_US');
  await expect(before.visitor.locator(`[data-testid="banner-slide"] img[alt="${englishTitle}"]`)).toHaveCount(0);
  await before.close();

  await shown.check();
  await expect(shown).toBeChecked();
  await page.screenshot({ path: testInfo.outputPath('content-banners-1440.png'), fullPage: true });

  // Shown: the next visitor's home page has it at once, with the language's own title.
  const english = await visitorHome(page, 'en_US');
  const englishSlide = english.visitor.locator(`[data-testid="banner-slide"] img[alt="${englishTitle}"]`);
  await expect(englishSlide).toHaveCount(1);
  expect(new URL((await englishSlide.getAttribute('src')) ?? '', page.url()).pathname).toBe(pictureUrl);
  await english.close();
  const zh = await visitorHome(page, 'zh_CN');
  await expect(zh.visitor.locator(`[data-testid="banner-slide"] img[alt="${chineseTitle}"]`)).toHaveCount(1);
  await zh.close();

  // The same pages on a tablet-sized window in Chinese.
  const tablet = await browser.newContext({ viewport: { width: 820, height: 1180 }, locale: 'zh-CN' });
  const tabletPage = await tablet.newPage();
  await tabletPage.goto('/admin');
  await tabletPage.getByLabel('用户名').fill(admin.username);
  await tabletPage.getByLabel('密码').fill(admin.password);
  await tabletPage.getByRole('button', { name: '登录' }).click();
  await tabletPage.getByRole('link', { name: '内容' }).click();
  await expect(tabletPage.getByTestId('content-row').filter({ hasText: englishTitle })).toHaveCount(1);
  await tabletPage.screenshot({ path: testInfo.outputPath('content-banners-820-zh.png'), fullPage: true });
  expect(await tabletPage.evaluate(findLayoutFaults)).toEqual([]);
  await tabletPage.getByTestId('content-row').filter({ hasText: englishTitle }).getByRole('button', { name: '编辑' }).click();
  await expect(tabletPage.getByRole('form', { name: '轮播图' }).getByTestId('picture-preview')).toBeVisible();
  await tabletPage.screenshot({ path: testInfo.outputPath('content-banner-form-820-zh.png'), fullPage: true });
  expect(await tabletPage.evaluate(findLayoutFaults)).toEqual([]);
  await tabletPage.getByRole('button', { name: '取消' }).click();
  // The pages' rich-text editor, loaded when a page form opens.
  await tabletPage.getByRole('link', { name: '常见问题与新闻' }).click();
  await tabletPage.getByRole('button', { name: '新增' }).click();
  await expect(tabletPage.getByRole('textbox', { name: '正文' })).toBeVisible();
  await tabletPage.screenshot({ path: testInfo.outputPath('content-page-form-820-zh.png'), fullPage: true });
  expect(await tabletPage.evaluate(findLayoutFaults)).toEqual([]);
  await tablet.close();
});
