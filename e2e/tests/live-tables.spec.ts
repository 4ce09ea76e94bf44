import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { openHallDemo } from './hall-demo.ts';
import { creditMember, type Member, openSignedIn, post, registerMember } from './members.ts';

// The live tables run on the clock (6 s betting windows, 2 s results on the test server): bets are laid again in the
// next round when a loaded machine misses a window, and what is shown for a moment is read inside the page.

type GameTypes = { list: { gt_id: number; gp_list: { gp_id: number; gp_name: string }[] }[] };

const amount = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

/** The live baccarat table opened for real money the way the hall opens it (play1), in a browser context of its own. */
async function seat(browser: Browser, member: Member, gpId: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const launched = await post(
    page.request,
    '/member/game/play1',
    { gpId, game_type: 3, game_code: 'house-live-baccarat', lobby_url: '' },
    member.headers,
  );
  expect(launched.code, JSON.stringify(launched)).toBe(1000);
  await page.goto(launched.data.game_url);
  await expect(page.locator('body[data-ready="true"]')).toBeVisible();
  return page;
}

/** A demo session of a live table on play money, as the demo list starts it: the launch's answer. */
async function demoTable(page: Page, table: string) {
  const types = (
    await post(page.request, '/v3/game_list', { site_id: 1, currency: 'INR', support_device: 1, template: 'site02' })
  ).data as GameTypes;
  const house = types.list.find((t) => t.gt_id === 3)?.gp_list.find((p) => p.gp_name === 'House Games');
  return post(page.request, '/demo/play', { site_id: 1, currency: 'INR', gp_id: house?.gp_id, game_type: 3, game_code: table });
}

/**
 * The cards on the stage while the given round's result is shown. Read inside the page in one step, as often as the
 * page draws: the result stays up for 2 s on the test server, which a poll from the test can miss on a loaded machine.
 */
async function resultOf(page: Page, round: string) {
  const shown = await page.waitForFunction(
    (wanted) => {
      if (document.body.dataset.phase !== 'result') return false;
      const no = /\d+/.exec(document.querySelector('[data-testid="live-status"]')?.textContent ?? '')?.[0];
      const cards = Array.from(document.querySelectorAll('[data-testid="live-scene"] [data-testid="live-card"]')).map((e) =>
        e.getAttribute('data-card'),
      );
      return no === wanted && cards.length >= 4 ? { round: no, cards } : false;
    },
    round,
    { polling: 50, timeout: 30_000 },
  );
  return (await shown.jsonValue()) as { round: string; cards: string[] };
}

/**
 * Bets placed and confirmed in a betting window with time to spare: `place` lays them and waits for the note that
 * they are placed. A loaded machine can miss the 6 s window; then they are laid again in the next round. Answers the
 * round bet on.
 */
async function betInAWindow(page: Page, place: () => Promise<void>): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    try {
      await expect(page.locator('body[data-phase="betting"]')).toBeVisible({ timeout: 20_000 });
      await expect
        .poll(async () => amount(await page.getByTestId('live-timer').textContent()), { timeout: 20_000 })
        .toBeGreaterThanOrEqual(4);
      const round = /\d+/.exec((await page.getByTestId('live-status').textContent()) ?? '')?.[0] ?? '';
      await place();
      return round;
    } catch (missed) {
      if (attempt === 3) throw missed;
    }
  }
}

test('the live hall lists the tables; a member plays a round of live baccarat that another player sees card for card', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const member = await registerMember(page.request);
  const watcher = await registerMember(page.request);
  await creditMember(page.request, member, '100.00');

  // The live casino hall holds the three tables (no empty-hall message).
  await openSignedIn(page, member, '/gameHall/3');
  await expect(page.getByTestId('hall-games').getByTestId('game-tile')).toHaveCount(3);

  const types = (
    await post(page.request, '/v3/game_list', { site_id: 1, currency: 'INR', support_device: 1, template: 'site02' })
  ).data as GameTypes;
  const house = types.list.find((t) => t.gt_id === 3)?.gp_list.find((p) => p.gp_name === 'House Games');
  expect(house, 'the house provider is in the live hall').toBeTruthy();

  const player = await seat(browser, member, house!.gp_id);
  const other = await seat(browser, watcher, house!.gp_id);
  await expect.poll(async () => amount(await player.getByTestId('house-balance').textContent())).toBe(100);

  // 2.00 on the player from the 1.00 chip, by pointer and keyboard.
  const round = await betInAWindow(player, async () => {
    await player.getByTestId('live-chip-0').click({ timeout: 2_000 });
    await player.getByTestId('live-spot-player').click({ timeout: 2_000 });
    await player.getByTestId('live-spot-player').press('Space', { timeout: 2_000 });
    await expect(player.getByTestId('live-bet')).toContainText('2.00', { timeout: 2_000 });
    await player.getByTestId('live-confirm').click({ timeout: 2_000 });
    await expect(player.getByTestId('live-note')).toContainText('2.00', { timeout: 5_000 });
  });
  await expect.poll(async () => amount(await player.getByTestId('house-balance').textContent())).toBe(98);

  // Both players see the same round dealt, card for card.
  const [mine, theirs] = await Promise.all([resultOf(player, round), resultOf(other, round)]);
  expect(theirs).toEqual(mine);

  // Settled: the win (if any) is credited and the round is in the player's history.
  await expect(player.getByTestId('house-win')).not.toHaveText('–', { timeout: 15_000 });
  const win = amount(await player.getByTestId('house-win').textContent());
  // A tie returns the Player bet (the table's rules), which the win meter does not count as a win.
  const tie = /\bTie\b/.test((await player.getByTestId('live-result').textContent()) ?? '');
  await expect.poll(async () => amount(await player.getByTestId('house-balance').textContent())).toBe(tie ? 100 : 98 + win);
  await player.getByTestId('live-history').click();
  await expect(player.getByTestId('live-history-row').first()).toContainText(`${mine.round}`);
  // Verify deals the coup again from the stored shoe and settles the bet again.
  await player.getByTestId('live-history-row').first().getByTestId('live-verify').click();
  await expect(player.getByTestId('live-verified')).toBeVisible();
  await player.context().close();
  await other.context().close();
});

test('a dropped connection is said, and the round it missed is shown with its result when it comes back', async ({ page }) => {
  test.setTimeout(60_000);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const launched = await demoTable(page, 'house-live-dragon-tiger');
  await page.goto(launched.data.game_url);
  await expect(page.locator('body[data-ready="true"]')).toBeVisible();
  await expect(page.getByTestId('house-demo')).toBeVisible();
  // 5.00 on Dragon and on Tiger by keyboard: the second chip, the spots reached with the arrows.
  const round = await betInAWindow(page, async () => {
    await page.keyboard.press('2');
    await page.getByTestId('live-spot-dragon').focus({ timeout: 2_000 });
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Space');
    await expect(page.getByTestId('live-bet')).toContainText('10.00', { timeout: 2_000 });
    await page.getByTestId('live-confirm').click({ timeout: 2_000 });
    await expect(page.getByTestId('live-note')).toContainText('10.00', { timeout: 5_000 });
  });

  await page.context().setOffline(true);
  await expect(page.getByTestId('live-offline')).toBeVisible({ timeout: 15_000 });
  // The round is dealt and settled while the page is away.
  const settled = async () => {
    const state = await page.request.post('/house/api/live/state', {
      data: { session: new URL(launched.data.game_url, 'http://x').searchParams.get('session') },
    });
    const body = await state.json();
    return body.my_bets.some((b: { round_no: number }) => String(b.round_no) === round);
  };
  await expect.poll(settled, { timeout: 30_000 }).toBe(true);
  await page.context().setOffline(false);
  await expect(page.getByTestId('live-offline')).toBeHidden({ timeout: 15_000 });
  await expect(page.getByTestId('live-note')).toContainText(`Round ${round}:`);
  await expect(page.getByTestId('live-note')).toContainText(/You win|No win/);
});

test('the live hall starts its first table in demo; the roulette layout takes splits, streets, corners and six lines by pointer and keyboard on a 360 px phone', async ({
  page,
}, testInfo) => {
  test.setTimeout(60_000);
  const hall = await openHallDemo(page, 3, testInfo);
  await expect.poll(async () => amount(await hall.getByTestId('house-balance').textContent())).toBe(2000);

  await page.setViewportSize({ width: 360, height: 740 });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const launched = await demoTable(page, 'house-live-roulette');
  await page.goto(launched.data.game_url);
  await expect(page.locator('body[data-ready="true"]')).toBeVisible();
  // The table's name is whole in its title however the header cuts it.
  await expect(page.locator('#title')).toHaveAttribute('title', 'Live European Roulette');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  // Every inside spot lies on the phone's screen, on the line between the numbers it covers.
  const layout = await page.locator('#layout').boundingBox();
  for (const spot of ['split_17_20', 'street_1', 'corner_17', 'line_16', 'trio_0_1_2', 'split_0_3', 'street_34']) {
    const box = await page.getByTestId(`live-spot-${spot}`).boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 360 && layout && box.y >= layout.y - box.height, spot).toBe(true);
  }
  const split = await page.getByTestId('live-spot-split_17_20').boundingBox();
  const n17 = await page.getByTestId('live-spot-n17').boundingBox();
  const n20 = await page.getByTestId('live-spot-n20').boundingBox();
  expect(split!.y + split!.height / 2).toBeCloseTo((n17!.y + n17!.height / 2 + n20!.y + n20!.height / 2) / 2, 0);
  await expect(page.getByTestId('live-spot-corner_17')).toHaveAttribute('aria-label', 'Corner 17/18/20/21');

  // 1.00 on a split and a street by pointer; a corner and a six line by keyboard.
  await page.getByTestId('live-chip-0').click();
  await betInAWindow(page, async () => {
    await page.getByTestId('live-spot-split_17_20').click({ timeout: 2_000 });
    await page.getByTestId('live-spot-street_1').click({ timeout: 2_000 });
    await page.getByTestId('live-spot-corner_17').focus({ timeout: 2_000 });
    await page.keyboard.press('Space');
    await page.getByTestId('live-spot-line_16').focus({ timeout: 2_000 });
    await page.keyboard.press('Space');
    await expect(page.getByTestId('live-bet')).toContainText('4.00', { timeout: 2_000 });
    await page.getByTestId('live-confirm').click({ timeout: 2_000 });
    await expect(page.getByTestId('live-note')).toContainText('4.00', { timeout: 5_000 });
  });
  await expect.poll(async () => amount(await page.getByTestId('house-balance').textContent())).toBe(1996);
  await expect(page.getByTestId('live-spot-line_16')).toHaveAttribute('aria-label', /^Six line 16–21, /);
});
