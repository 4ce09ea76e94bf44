import type { Page } from '@playwright/test';
import { apiCall } from './api.ts';
import { expect, test } from './fixtures.ts';

type GameTypes = { list: { gt_id: number; gp_list: { gp_id: number; gp_name: string }[] }[] };

/** Opens the house baccarat page on play money, as the demo list would. */
async function openDemoBaccarat(page: Page, language = 'en_US') {
  const types = await apiCall<GameTypes>(page.request, '/v3/game_list', {
    site_id: 1,
    currency: 'INR',
    support_device: 1,
    template: 'site02',
  });
  const house = types.list.flatMap((type) => type.gp_list).find((provider) => provider.gp_name === 'House Games');
  expect(house, 'the house provider is in the catalogue').toBeTruthy();
  const { game_url } = await apiCall<{ game_url: string }>(
    page.request,
    '/demo/play',
    {
      site_id: 1,
      currency: 'INR',
      gp_id: house?.gp_id,
      game_type: 6,
      game_code: 'house-baccarat',
    },
    language,
  );
  const response = await page.goto(game_url);
  await expect(page.getByTestId('house-demo')).toBeVisible();
  // The chips come with the session.
  await expect(page.locator('.chip').first()).toBeVisible();
  return response;
}

/** Deals and waits until the hand is settled (the result is written and the deal is over). */
async function dealAndSettle(page: Page) {
  const before = await page.getByTestId('house-balance').textContent();
  await page.getByTestId('house-deal').click();
  await expect(page.locator('#result')).toHaveText(/wins|Tie/, { timeout: 15_000 });
  await expect(page.getByTestId('house-rebet')).toBeEnabled();
  return before;
}

test('baccarat clears the board after each hand and puts the last stakes back only on Rebet', async ({ page }) => {
  await openDemoBaccarat(page);
  const rebet = page.getByTestId('house-rebet');
  await expect(rebet).toBeDisabled();
  await expect(rebet).toHaveAccessibleName(/^Rebet/);

  // 1 + 1 on Player and 1 on Tie (the first chip is 1.00).
  await page.getByTestId('house-spot-player').click();
  await page.getByTestId('house-spot-player').click();
  await page.getByTestId('house-spot-tie').click();
  await expect(page.getByTestId('house-bet')).toHaveText('3.00');
  await dealAndSettle(page);

  // Settled: nothing rides on the next hand, the cards stay to be read, Rebet offers the last hand's total.
  await expect(page.getByTestId('house-bet')).toHaveText('0.00');
  await expect(page.locator('#stake-player')).toHaveText('');
  await expect(page.locator('#stake-tie')).toHaveText('');
  await expect(page.getByTestId('house-deal')).toBeDisabled();
  await expect(page.locator('#player-cards .card').first()).toBeVisible();
  await expect(rebet).toHaveAccessibleName('Rebet 3.00');

  // Enter on an empty board deals nothing.
  const balance = await page.getByTestId('house-balance').textContent();
  await page.locator('body').press('Enter');
  await expect(page.getByTestId('house-balance')).toHaveText(balance ?? '');
  await expect(page.locator('#player-cards .card').first()).toBeVisible();

  // Rebet puts the same stakes back on the same spots and starts a fresh board.
  await rebet.click();
  await expect(page.locator('#stake-player')).toHaveText('2.00');
  await expect(page.locator('#stake-tie')).toHaveText('1.00');
  await expect(page.getByTestId('house-bet')).toHaveText('3.00');
  await expect(page.locator('#player-cards .card')).toHaveCount(0);
  await expect(page.locator('#result')).toHaveText('Place your bets');
  await dealAndSettle(page);
  await expect(page.getByTestId('house-bet')).toHaveText('0.00');

  // From the keyboard: Tab reaches the button and Enter presses it; R is its shortcut.
  await rebet.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('house-bet')).toHaveText('3.00');
  await page.getByTestId('house-clear').click();
  await expect(page.getByTestId('house-bet')).toHaveText('0.00');
  await page.locator('body').press('r');
  await expect(page.getByTestId('house-bet')).toHaveText('3.00');

  // A new stake after a hand also starts from an empty board, not from the last hand's stakes.
  await page.getByTestId('house-spot-banker').click();
  await expect(page.getByTestId('house-bet')).toHaveText('4.00');
  await dealAndSettle(page);
  await page.getByTestId('house-spot-banker').click();
  await expect(page.getByTestId('house-bet')).toHaveText('1.00');
  await expect(page.locator('#stake-player')).toHaveText('');
  await expect(rebet).toHaveAccessibleName('Rebet 4.00');
});

test('the Rebet button is translated', async ({ page }) => {
  await openDemoBaccarat(page, 'zh_CN');
  await expect(page.getByTestId('house-rebet')).toHaveAccessibleName(/^重复下注/);
});

test('baccarat plays in Tamil on a 360 px phone, under a policy without inline code', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'mobile', 'the desktop layout has the other tests');
  await page.setViewportSize({ width: 360, height: 740 });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { violations: string[] }).violations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.effectiveDirective} ${event.blockedURI}`);
    });
  });
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('.woff2')) fonts.push(request.url());
  });
  const response = await openDemoBaccarat(page, 'ta_IN');
  expect(response?.headers()['content-security-policy']).not.toMatch(/unsafe-inline|nonce-/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ta-IN');
  // Tamil is drawn in the site's own Tamil font, whatever fonts the phone has.
  await expect.poll(() => fonts.some((url) => /tamil/.test(url))).toBe(true);
  await expect(page.getByTestId('house-deal')).toHaveText('பகிர்');
  await expect(page.locator('#result')).toHaveText('உங்கள் பந்தயங்களை வையுங்கள்');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  await page.getByTestId('house-spot-banker').click();
  await page.getByTestId('house-deal').click();
  await expect(page.locator('#result')).toHaveText(/வென்றது|சமநிலை/, { timeout: 15_000 });
  // The cards are drawn, not letters of a font: each is a picture with its name for a screen reader.
  const cards = page.locator('#banker-cards svg.card');
  expect(await cards.count()).toBeGreaterThanOrEqual(2);
  await expect(cards.first()).toHaveAttribute('aria-label', /(ஸ்பேட்|ஹார்ட்|டைமண்ட்|கிளப்)$/);
  await page.getByTestId('house-info').click();
  await expect(page.getByTestId('house-rtp')).toContainText('98.94%');
  await page.screenshot({ path: testInfo.outputPath('baccarat-360-tamil.png'), fullPage: true });
  expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([]);
});
