import type { Page } from '@playwright/test';
import { apiCall } from './api.ts';
import { expect, test } from './fixtures.ts';
import { openHallDemo } from './hall-demo.ts';

/**
 * Virtual football (hall 7) and the cockfight (hall 8), on a server whose leagues run twenty times faster
 * (VIRTUALS_SPEED=20 in playwright.config.ts: a match every 9 s shown for 3 s, a fight every 6 s).
 */

type GameTypes = { list: { gt_id: number; gp_list: { gp_id: number; gp_name: string }[] }[] };
const amount = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

async function demoUrl(page: Page, gameType: number, gameCode: string) {
  const types = await apiCall<GameTypes>(page.request, '/v3/game_list', {
    site_id: 1,
    currency: 'INR',
    support_device: 1,
    template: 'site02',
  });
  const house = types.list.find((t) => t.gt_id === gameType)?.gp_list.find((p) => p.gp_name === 'House Games');
  expect(house, `the house provider is in hall ${gameType}`).toBeTruthy();
  const { game_url } = await apiCall<{ game_url: string }>(page.request, '/demo/play', {
    site_id: 1,
    currency: 'INR',
    gp_id: house?.gp_id,
    game_type: gameType,
    game_code: gameCode,
  });
  return game_url;
}

test('a virtual football bet is placed, the match is shown, and the bet settles on play money', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'a whole match is waited for: the 360 px test covers the phone');
  test.setTimeout(60_000);
  await page.goto(await demoUrl(page, 7, 'house-virtual-football'));
  await expect(page.getByTestId('house-demo')).toBeVisible();
  await expect.poll(async () => amount(await page.getByTestId('house-balance').textContent())).toBe(2000);
  await expect(page.getByTestId('virtual-live')).not.toBeEmpty();

  // Stake 5.00 and the bet by keyboard, "under 2.5".
  await page.keyboard.press('2');
  await expect(page.getByTestId('virtual-stake-1')).toHaveAttribute('aria-checked', 'true');
  const note = page.getByTestId('virtual-note');
  // The next match unless it kicks off within 6 s, else the one after (a match every 9 s).
  const countdown = (await page.getByRole('tab').first().textContent()) ?? '';
  const [, minutes = '0', secs = '0'] = countdown.match(/(\d+):(\d\d)/) ?? [];
  if (Number(minutes) * 60 + Number(secs) < 6) await page.getByRole('tab').nth(1).click();
  await page.getByTestId('price-ou25-under').click();
  await expect(page.getByTestId('virtual-slip')).toContainText('@');
  // The slip's price is the one the bet keeps and pays: its returns are 5.00 x that price, to the cent.
  const odds = Number(await page.getByTestId('price-ou25-under').locator('strong').textContent());
  await expect(page.getByTestId('virtual-slip')).toContainText(`@ ${odds.toFixed(2)}`);
  expect(amount(await page.locator('#returns').textContent())).toBe(Math.round(5 * odds * 100) / 100);
  // Enter on the chosen price places the bet.
  await page.keyboard.press('Enter');
  await expect(note).toContainText('Bet placed');
  await expect.poll(async () => amount(await page.getByTestId('house-balance').textContent())).toBe(1995);
  const bet = page.getByTestId('virtual-bets').getByTestId('virtual-bet').first();
  await expect(bet).toHaveAttribute('data-status', 'open');
  await expect(bet.getByTestId('virtual-bet-status')).toHaveText('Waiting');

  // Kick-off within 15 s, the match shown for 3 s, then settled by the server's job.
  await expect(bet).toHaveAttribute('data-status', 'settled', { timeout: 30_000 });
  const status = (await bet.getByTestId('virtual-bet-status').textContent()) ?? '';
  expect(status).toMatch(/^(Won|Lost)/);
  if (status.startsWith('Won')) expect(amount(status)).toBe(Math.round(5 * odds * 100) / 100);
  const expected = status.startsWith('Won') ? 1995 + amount(status) : 1995;
  await expect.poll(async () => amount(await page.getByTestId('house-balance').textContent())).toBe(expected);
  // The final score is on the bet and in the history.
  await expect(bet).toContainText(/\d–\d/);
  await page.keyboard.press('h');
  await expect(page.getByTestId('virtual-history-list').getByTestId('virtual-bet')).toHaveCount(1);
  await expect(page.getByTestId('virtual-history-list')).toContainText(status);
  // The bet checks out against its match's stored draw.
  await page.getByTestId('virtual-verify').click();
  await expect(page.getByTestId('virtual-verified')).toContainText('Outcome and payout check out');
});

test('the virtual sports hall starts its first game in demo', async ({ page }, testInfo) => {
  const game = await openHallDemo(page, 7, testInfo);
  await expect.poll(async () => amount(await game.getByTestId('house-balance').textContent())).toBe(2000);
  await expect(game.locator('body[data-league="football"]')).toBeVisible();
});

test('the cockfight hall lists its game and its first game starts in demo; the esports hall opens the house sportsbook', async ({
  page,
}, testInfo) => {
  // Going offline and back waits up to 10 s each way.
  test.setTimeout(60_000);
  // The hall lists its game instead of its empty message, and its first game starts in demo.
  const game = await openHallDemo(page, 8, testInfo);
  await expect(page.getByTestId('game-hall-empty')).toHaveCount(0);
  await expect.poll(async () => amount(await game.getByTestId('house-balance').textContent())).toBe(2000);
  await expect(game.locator('body[data-league="cockfight"] #arena svg')).toBeVisible();
  await expect(game.getByTestId('price-mwd-meron')).toBeVisible();
  // The rules give the margin and return of the market.
  await game.getByTestId('house-info').click();
  await expect(game.getByTestId('house-rtp')).toContainText('margin 6 %, return to player 94.34 %');
  await game.locator('[data-close="rules-panel"]').click();
  // A dropped connection says so, and the page recovers by itself when it comes back.
  await page.context().setOffline(true);
  await expect(game.getByTestId('virtual-offline')).toBeVisible({ timeout: 10_000 });
  await page.context().setOffline(false);
  await expect(game.getByTestId('virtual-offline')).toBeHidden({ timeout: 10_000 });

  // The esports hall holds the house sportsbook's esports lobby (decision 62) instead of an empty message.
  await page.goto('/gameHall/9');
  await expect(page.getByTestId('hall-provider').filter({ hasText: 'House Sports' })).toBeVisible();
  await expect(page.getByTestId('game-hall-empty')).toHaveCount(0);
});

test('the virtual pages fit a 360 px phone and stand still under reduced motion', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'mobile', 'it sets its own 360 px viewport: one run is enough');
  await page.setViewportSize({ width: 360, height: 740 });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  for (const [type, code] of [
    [7, 'house-virtual-football'],
    [8, 'house-cockfight'],
  ] as const) {
    await page.goto(await demoUrl(page, type, code));
    await expect.poll(async () => amount(await page.getByTestId('house-balance').textContent())).toBe(2000);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.getByTestId('virtual-place').scrollIntoViewIfNeeded();
    const box = await page.getByTestId('virtual-place').boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 360).toBe(true);
  }
  // The ball stays on the centre spot while the match runs.
  await page.goto(await demoUrl(page, 7, 'house-virtual-football'));
  const ball = page.locator('#ball');
  await expect(ball).toHaveAttribute('transform', 'translate(200.0 120.0)');
  await page.waitForTimeout(1_200);
  await expect(ball).toHaveAttribute('transform', 'translate(200.0 120.0)');
});
