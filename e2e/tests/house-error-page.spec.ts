import { expect, test } from './fixtures.ts';

// The house error page is the games app's first page (docs/decisions/0048-games-app.md): drawn by its script under
// the house pages' policy, in the language of the launch.
test('a game opened with a session that is not valid says so in the language of the launch', async ({ page }) => {
  const problems: string[] = [];
  // The page itself answers 401, which the console reports too: only the app's files and its own errors count here.
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().includes('401')) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('response', (response) => {
    if (response.url().includes('/house/app/') && !response.ok()) problems.push(`${response.status()} ${response.url()}`);
  });

  const reply = await page.goto('/house/play/house-lucky-sevens?session=nope&lang=th_TH');
  expect(reply?.status()).toBe(401);
  await expect(page.locator('html')).toHaveAttribute('lang', 'th-TH');
  const alert = page.getByRole('alert');
  await expect(alert).toHaveAttribute('data-testid', 'house-error');
  await expect(alert).toHaveText('เซสชันเกมไม่ถูกต้อง กรุณาเปิดเกมจากล็อบบี้');
  // Drawn by the games app, not the server's plain fallback.
  await expect(page.locator('script[type="module"][src^="/house/app/assets/"]')).toHaveCount(1);
  expect(problems).toEqual([]);
});
