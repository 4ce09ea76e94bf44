import type { Page } from '@playwright/test';
import { apiCall } from './api.ts';
import { expect, test } from './fixtures.ts';
import { openHallDemo } from './hall-demo.ts';

type GameTypes = { list: { gt_id: number; gp_list: { gp_id: number; gp_name: string }[] }[] };

const amount = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

/** A demo session of a house card game on play money (as the demo list starts it): its page address. */
async function demoGameUrl(page: Page, gameCode: string, language = 'en_US') {
  const types = await apiCall<GameTypes>(page.request, '/v3/game_list', {
    site_id: 1,
    currency: 'INR',
    support_device: 1,
    template: 'site02',
  });
  const house = types.list.find((type) => type.gt_id === 6)?.gp_list.find((provider) => provider.gp_name === 'House Games');
  expect(house, 'the house provider is in the card hall').toBeTruthy();
  const { game_url } = await apiCall<{ game_url: string }>(
    page.request,
    '/demo/play',
    { site_id: 1, currency: 'INR', gp_id: house?.gp_id, game_type: 6, game_code: gameCode },
    language,
  );
  return game_url;
}

test('the card hall lists the house tables and its first game starts in demo', async ({ page }, testInfo) => {
  const game = await openHallDemo(page, 6, testInfo);
  const tiles = page.getByTestId('hall-games').getByTestId('game-tile');
  await expect(tiles).toHaveCount(4);
  // No provider card whose Enter would start a game without a code.
  await expect(page.getByTestId('hall-provider')).toHaveCount(0);
  await expect.poll(async () => amount(await game.getByTestId('house-balance').textContent())).toBe(2000);
});

test('a blackjack hand with a split, a double after it, and the win paid on play money', async ({ page }) => {
  test.setTimeout(60_000);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const url = await demoGameUrl(page, 'house-blackjack');
  const session = new URL(url, 'http://x').searchParams.get('session');
  // Test hooks only (TEST_HOOKS=1): the next cards of this session, so that the hand is a pair of eights.
  const scripted = await page.request.post('/house/api/__test/blackjack-cards', {
    data: { session, cards: ['8S', '6H', '8D', '10C', '3H', 'KD', '10S', '9C'] },
  });
  expect(scripted.ok()).toBe(true);
  await page.goto(url);
  await expect(page.locator('body[data-ready="true"]')).toBeVisible();
  await expect.poll(async () => amount(await page.getByTestId('house-balance').textContent())).toBe(2000);

  // A 10.00 bet from the 5.00 chip, by pointer and keyboard.
  await page.getByTestId('table-chip-1').click();
  await page.getByTestId('table-spot-main').click();
  await page.keyboard.press('b');
  await expect(page.getByTestId('table-bet')).toContainText('10.00');
  await page.getByTestId('table-play').click();

  await expect(page.getByTestId('bj-split')).toBeVisible();
  await expect(page.getByTestId('bj-hand')).toHaveCount(1);
  await page.getByTestId('bj-split').click();
  await expect(page.getByTestId('bj-hand')).toHaveCount(2);
  await expect(page.getByTestId('bj-hand').first()).toContainText('11');
  await page.getByTestId('bj-double').click();
  await expect(page.getByTestId('bj-hand').first()).toContainText('21');
  await page.keyboard.press('s');

  await expect(page.locator('#result')).toContainText('You win');
  await expect(page.getByTestId('bj-hand').nth(0)).toContainText('Win');
  await expect(page.getByTestId('bj-hand').nth(1)).toContainText('Win');
  // 30.00 staked (bet, split, double), 60.00 back.
  await expect.poll(async () => amount(await page.getByTestId('house-balance').textContent())).toBe(2030);
  await expect(page.getByTestId('house-win')).toContainText('60.00');

  // The rules give the RTP; the history lists the hand and verifies it.
  await page.getByTestId('house-info').click();
  await expect(page.getByTestId('house-rtp')).toContainText('99.43%');
  await page.keyboard.press('Escape');
  await page.getByTestId('table-history').click();
  const verify = page.locator('#history-list .verify').first();
  await verify.click();
  await expect(verify).toHaveText('Verified ✓');
});

test('a blackjack hand that reaches 21 on a hit stands by itself: the dealer plays and the win is paid', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const url = await demoGameUrl(page, 'house-blackjack');
  const session = new URL(url, 'http://x').searchParams.get('session');
  // Test hooks only: 5 and 6 against a dealer 9 with an 8 under it (17, stands); the hit brings a king: 21.
  const scripted = await page.request.post('/house/api/__test/blackjack-cards', {
    data: { session, cards: ['5S', '9H', '6D', '8C', 'KD'] },
  });
  expect(scripted.ok()).toBe(true);
  await page.goto(url);
  await expect(page.locator('body[data-ready="true"]')).toBeVisible();
  await page.getByTestId('table-chip-1').click();
  await page.getByTestId('table-spot-main').click();
  await page.getByTestId('table-play').click();
  await expect(page.getByTestId('bj-hand')).toContainText('11');
  await page.keyboard.press('h');
  // No stand pressed: the hand is over at 21.
  await expect(page.locator('#result')).toContainText('You win');
  await expect(page.getByTestId('bj-hand')).toContainText('21');
  await expect(page.getByTestId('bj-stand')).toBeHidden();
  await expect.poll(async () => amount(await page.getByTestId('house-balance').textContent())).toBe(2005);
});
