import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { creditMember, openSignedIn, post, registerMember } from './members.ts';

/** Spins once and waits until the round is over (the spin button comes back). */
async function spin(game: Page) {
  const button = game.getByTestId('house-spin');
  await expect(button).toBeEnabled({ timeout: 15_000 });
  await button.click();
  await expect(button).toBeDisabled();
  await expect(button).toBeEnabled({ timeout: 15_000 });
}

test('a member opens a slot from the game hall, spins, returns to the lobby and sees the balance of the rounds', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const member = await registerMember(request);
  await creditMember(request, member, '100.00');
  await openSignedIn(page, member, '/gameHall/2');
  await expect(page.getByTestId('header-balance')).toContainText('100.00');

  await page.getByTestId('hall-provider').filter({ hasText: 'House Games' }).click();
  // The house provider has the room flag: a game room on desktop, the slot list on mobile.
  await expect(page).toHaveURL(testInfo.project.name === 'desktop' ? /\/gameRoom\?/ : /\/slotgame\?/);
  const tile = page.locator('[data-testid="game-tile"][data-game-code="house-lucky-sevens"]');
  const opened = page.waitForEvent('popup');
  await tile.getByTestId('game-play').click();
  const game = await opened;
  await game.waitForURL(/\/house\/play\/house-lucky-sevens/);
  await expect(game.getByTestId('house-rtp')).toHaveText(/\d+\.\d+\s*%/);

  for (let round = 0; round < 3; round += 1) await spin(game);
  const shown = (await game.getByTestId('house-balance').textContent()) ?? '';
  // The game names its last round ("Round HR..."); the records name it the same way.
  const lastRound = /\b(HR[0-9A-Z]+)\b/.exec((await game.locator('#note').textContent()) ?? '')?.[1];
  expect(lastRound).toBeTruthy();

  // Back to the lobby: the game window closes and the site leaves the game.
  const closed = game.waitForEvent('close', { timeout: 15_000 });
  await game.getByTestId('house-lobby').click();
  await closed;

  const cash = await post(request, '/member/profile/my_cash', {}, member.headers);
  const mainCash = cash.data.main_cash as string;
  expect(shown.replace(/[^\d.]/g, '')).toBe(mainCash);
  await expect(page.getByTestId('header-balance')).toContainText(mainCash);

  const today = new Date().toLocaleDateString('en-CA', { timeZone: 'America/Caracas' });
  const bets = await post(
    request,
    '/member/transaction/list',
    { start_date: today, end_date: today, kind: 'bet', page_size: 50 },
    member.headers,
  );
  expect(bets.data.total_count).toBe(3);

  // The transaction record shows the provider and the round, never the ledger's internal reference (gp:1:round:...).
  await page.goto('/user/TransactionRecord/Transaction');
  const record = page.getByTestId('tx-table');
  await expect(record).toContainText(`Round ${lastRound}`);
  await expect(record).toContainText('House Games');
  await expect(page.locator('body')).not.toContainText(/gp:\d|:round:/);
});

test('a visitor plays a demo slot without an account', async ({ page }, testInfo) => {
  await page.context().addCookies([{ name: 'i18n_redirected', value: 'en_US', url: 'http://127.0.0.1' }]);
  await page.goto('/');
  await expect(page.getByTestId('header-login')).toBeVisible();
  // House Games holds slots and a card game: the slots' demo list.
  await page
    .getByTestId('home-demo-games')
    .getByRole('button', { name: /House Games \(Slots\)/ })
    .click();
  const list = page.getByTestId('demo-game-list-modal');
  const entry = list.locator('[data-testid="demo-game"][data-game-code="house-dragon-gold"]');

  let game: Page | import('@playwright/test').FrameLocator;
  if (testInfo.project.name === 'mobile') {
    const opened = page.waitForEvent('popup');
    await entry.getByTestId('game-demo').click();
    const popup = await opened;
    await popup.waitForURL(/\/house\/play\/house-dragon-gold/);
    game = popup;
  } else {
    await entry.getByTestId('game-demo').click();
    await expect(page.getByTestId('demo-game-modal')).toBeVisible();
    game = page.frameLocator('[data-testid="demo-game-modal-frame"]');
  }
  await expect(game.getByTestId('house-demo')).toBeVisible();
  const amount = async (testId: string) => Number(((await game.getByTestId(testId).textContent()) ?? '').replace(/[^\d.]/g, ''));
  await expect.poll(() => amount('house-balance')).toBe(2000);
  const button = game.getByTestId('house-spin');
  await expect(button).toBeEnabled({ timeout: 15_000 });
  await button.click();
  // The round is settled on play money: the bet left the balance and any win came back.
  await expect
    .poll(async () => (await amount('house-balance')) !== 2000 || (await amount('house-win')) > 0, { timeout: 15_000 })
    .toBe(true);
});
