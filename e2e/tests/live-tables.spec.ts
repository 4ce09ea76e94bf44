import type { Browser, BrowserContext, Page } from '@playwright/test';
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

/** Tests that size their own pages run the same in both projects: once is enough. */
const ONCE = 'the test sizes its own pages: the desktop project runs it';

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
    await expect(player.getByTestId('live-unplaced')).toContainText('2.00', { timeout: 2_000 });
    await player.getByTestId('live-confirm').click({ timeout: 2_000 });
    await expect(player.getByTestId('live-note')).toContainText('2.00', { timeout: 5_000 });
    await expect(player.getByTestId('live-bet')).toContainText('2.00');
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

test('a dropped connection is said; when it comes back the page is on the current round at once and shows the round it missed, cards and result', async ({
  page,
}) => {
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
    await expect(page.getByTestId('live-unplaced')).toContainText('10.00', { timeout: 2_000 });
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
  const session = new URL(launched.data.game_url, 'http://x').searchParams.get('session');
  const serverRound = async () =>
    String((await (await page.request.post('/house/api/live/state', { data: { session } })).json()).round.no);
  const pageRound = async () => /\d+/.exec((await page.locator('#phase').textContent()) ?? '')?.[0];
  await page.context().setOffline(false);
  const back = Date.now();
  // On the round the server is on at once (not at the socket's next retry, seconds later).
  await expect.poll(async () => (await pageRound()) === (await serverRound()), { timeout: 1_500, intervals: [50] }).toBe(true);
  expect(Date.now() - back).toBeLessThan(1_500);
  await expect(page.getByTestId('live-offline')).toBeHidden({ timeout: 5_000 });
  await expect(page.getByTestId('live-note')).toContainText(`Round ${round}:`);
  await expect(page.getByTestId('live-note')).toContainText(/You win|No win/);
  // The round dealt while away, in full: both cards and the result.
  const missed = page.locator(`[data-testid="live-missed-round"][data-round="${round}"]`);
  await expect(missed).toBeVisible();
  await expect(missed).toContainText(`Round ${round}, dealt while you were away`);
  await expect(missed.getByTestId('live-card')).toHaveCount(2);
  await expect(missed.getByTestId('live-missed-result')).toHaveText(/^(Dragon wins|Tiger wins|Tie)$/);
  const history = await (await page.request.post('/house/api/live/state', { data: { session } })).json();
  const dealt = history.history.find((h: { no: number }) => String(h.no) === round).outcome;
  await expect(missed.getByTestId('live-card').first()).toHaveAttribute('data-card', dealt.dragon);
  await expect(missed.getByTestId('live-card').nth(1)).toHaveAttribute('data-card', dealt.tiger);
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
  // On a phone the name has a row of its own below the buttons and the badge, and is not cut.
  expect(await page.locator('#title').evaluate((title) => title.scrollWidth <= title.clientWidth)).toBe(true);
  const titleBox = await page.locator('#title').boundingBox();
  const lobbyBox = await page.getByTestId('house-lobby').boundingBox();
  expect(titleBox!.y).toBeGreaterThan(lobbyBox!.y + lobbyBox!.height - 1);
  // A touch screen without a keyboard shows no keyboard help.
  if (testInfo.project.name === 'mobile') await expect(page.locator('.live-main > .keys')).toBeHidden();
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
    await expect(page.getByTestId('live-unplaced')).toContainText('4.00', { timeout: 2_000 });
    await page.getByTestId('live-confirm').click({ timeout: 2_000 });
    await expect(page.getByTestId('live-note')).toContainText('4.00', { timeout: 5_000 });
  });
  await expect.poll(async () => amount(await page.getByTestId('house-balance').textContent())).toBe(1996);
  await expect(page.getByTestId('live-spot-line_16')).toHaveAttribute('aria-label', /^Six line 16–21, /);
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A page whose link to the server takes `ms` each way: its socket's messages and its calls to the table. */
async function slowLink(page: Page, ms: number) {
  await page.routeWebSocket(/\/socket\.io\//, (ws) => {
    const server = ws.connectToServer();
    ws.onMessage((message) => void sleep(ms).then(() => server.send(message)));
    server.onMessage((message) => void sleep(ms).then(() => ws.send(message)));
  });
  await page.route('**/house/api/live/**', async (route) => {
    await sleep(ms);
    const response = await route.fetch();
    await sleep(ms);
    await route.fulfill({ response });
  });
}

/** A demo baccarat table opened in a new page of the context; answers the page and its session. */
async function demoPage(context: BrowserContext, table: string, prepare?: (page: Page) => Promise<void>) {
  const page = await context.newPage();
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await prepare?.(page);
  const launched = await demoTable(page, table);
  await page.goto(launched.data.game_url);
  await expect(page.locator('body[data-ready="true"]')).toBeVisible();
  return { page, session: new URL(launched.data.game_url, 'http://x').searchParams.get('session') ?? '' };
}

type Sample = { t: number; timer: string; phase: string; round: string };

test("every page counts down to the server's close: the same second on slow and fast links, only down, closed at the close", async ({
  browser,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', ONCE);
  test.setTimeout(90_000);
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  // One page on a fast link and two on links of 0.6 s and 1.2 s each way.
  const pages: { page: Page; session: string }[] = [];
  for (const delay of [0, 600, 1_200]) {
    pages.push(await demoPage(context, 'house-live-baccarat', (page) => (delay ? slowLink(page, delay) : Promise.resolve())));
  }
  // What each page shows, read inside the page every 20 ms with the machine's clock (the server's too).
  for (const { page } of pages) {
    await page.evaluate(() => {
      const w = window as unknown as { samples: Sample[] };
      w.samples = [];
      setInterval(() => {
        w.samples.push({
          t: Date.now(),
          timer: document.getElementById('timer')?.textContent ?? '',
          phase: document.body.dataset.phase ?? '',
          round: /\d+/.exec(document.getElementById('phase')?.textContent ?? '')?.[0] ?? '',
        });
      }, 20);
    });
  }
  const state = async () =>
    (await (await pages[0]!.page.request.post('/house/api/live/state', { data: { session: pages[0]!.session } })).json())
      .round as { no: number; phase: string; opens_at: string; closes_at: string };
  // The next round to open, watched from its start to a second after its close.
  const first = await state();
  await expect.poll(async () => (await state()).no, { timeout: 30_000, intervals: [100] }).toBeGreaterThan(first.no);
  const round = await state();
  const closes = Date.parse(round.closes_at);
  await sleep(closes + 1_500 - Date.now());

  // Slack for a page's timer that fires late on a busy machine, and for the sampling.
  const slack = 300;
  for (const [i, { page }] of pages.entries()) {
    const samples = (await page.evaluate(() => (window as unknown as { samples: Sample[] }).samples)).filter(
      (s) => s.round === String(round.no) && s.t <= closes + 1_000,
    );
    // A page whose whole thread stood still for a moment (a loaded machine) shows what it drew before until it runs
    // again: samples just after such a gap are left out.
    const counting = samples.filter(
      (s, k) => s.phase === 'betting' && k >= 2 && s.t - samples[k - 1]!.t < 60 && samples[k - 1]!.t - samples[k - 2]!.t < 60,
    );
    // Enough samples to mean something (a busy machine leaves out many), over at least two shown seconds.
    expect(counting.length, `page ${i} counted down`).toBeGreaterThan(20);
    expect(new Set(counting.map((s) => s.timer)).size, `page ${i} showed the seconds go by`).toBeGreaterThanOrEqual(2);
    let before = Number.POSITIVE_INFINITY;
    for (const s of counting) {
      const shown = Number(/\d+/.exec(s.timer)?.[0]);
      const left = closes - s.t;
      // Never more time than the server has left, nor less: the second the server is in.
      expect(shown, `page ${i} at ${left} ms before the close`).toBeLessThanOrEqual(Math.ceil((left + slack) / 1000));
      expect(shown, `page ${i} at ${left} ms before the close`).toBeGreaterThanOrEqual(Math.ceil((left - slack) / 1000));
      // Only down.
      expect(shown, `page ${i} went back up`).toBeLessThanOrEqual(before);
      before = shown;
    }
    // Closed from the server's close on: never time left after it.
    for (const s of samples.filter((s) => s.t >= closes + slack))
      expect(s.phase, `page ${i} after the close`).not.toBe('betting');
  }
  await context.close();
});

test('chips laid but not placed are marked so, are no bet, and go back when betting closes', async ({ browser }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', ONCE);
  test.setTimeout(60_000);
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const { page } = await demoPage(context, 'house-live-baccarat');
  await betInAWindow(page, async () => {
    await page.getByTestId('live-chip-1').click({ timeout: 2_000 });
    await page.getByTestId('live-spot-player').click({ timeout: 2_000 });
    await expect(page.getByTestId('live-unplaced')).toHaveText('Not placed yet: ₹5.00. Press Place bets to bet it.', {
      timeout: 2_000,
    });
    await expect(page.getByTestId('live-unplaced-player')).toHaveText('+5');
    await expect(page.getByTestId('live-spot-player')).toHaveAttribute('aria-label', /^Player, ₹5\.00 not placed/);
  });
  // Nothing was staked: the Bet meter does not count the chips, nor does the balance move.
  expect(amount(await page.getByTestId('live-bet').textContent())).toBe(0);
  expect(amount(await page.getByTestId('house-balance').textContent())).toBe(2000);
  // Betting closes: the chips go back, and the deal and result show no bet.
  await expect(page.locator('body:not([data-phase="betting"])')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('live-unplaced')).toBeHidden();
  await expect(page.getByTestId('live-unplaced-player')).toHaveText('');
  await expect(page.getByTestId('live-note')).toContainText('chips that were not placed were taken back');
  await expect(page.locator('body[data-phase="result"]')).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('.spot.pending, .spot.staked')).toHaveCount(0);
  expect(amount(await page.getByTestId('live-bet').textContent())).toBe(0);
  await context.close();
});

test("players at a table see how many are there and what the round's bets add up to on each spot, live", async ({
  browser,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', ONCE);
  test.setTimeout(60_000);
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const one = await demoPage(context, 'house-live-baccarat');
  const two = await demoPage(context, 'house-live-baccarat');
  for (const { page } of [one, two]) {
    await expect.poll(async () => amount(await page.getByTestId('live-players').textContent())).toBeGreaterThanOrEqual(2);
    await expect(page.getByTestId('live-players')).toContainText('at the table');
  }
  // The first places 5.00 on Tie; the second lays chips on Player pair and never places them.
  await betInAWindow(one.page, async () => {
    await one.page.getByTestId('live-chip-1').click({ timeout: 2_000 });
    await one.page.getByTestId('live-spot-tie').click({ timeout: 2_000 });
    await two.page.getByTestId('live-chip-0').click({ timeout: 2_000 });
    await two.page.getByTestId('live-spot-player_pair').click({ timeout: 2_000 });
    await one.page.getByTestId('live-confirm').click({ timeout: 2_000 });
    await expect(one.page.getByTestId('live-note')).toContainText('5.00', { timeout: 5_000 });
  });
  // Both see the table's total on Tie within a moment, and the bettors of their kind of money; chips never placed
  // are on nobody's total.
  for (const { page } of [two, one]) {
    await expect
      .poll(async () => amount(await page.getByTestId('live-total-tie').textContent()), { timeout: 2_000, intervals: [100] })
      .toBeGreaterThanOrEqual(5);
    expect(amount(await page.getByTestId('live-bettors').textContent())).toBeGreaterThanOrEqual(1);
    await expect(page.getByTestId('live-spot-tie')).toHaveAttribute('aria-label', /table total ₹\d/);
    await expect(page.getByTestId('live-total-player_pair')).toHaveText('');
  }
  await context.close();
});
