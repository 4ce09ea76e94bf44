import type { Page } from '@playwright/test';
import { apiCall } from './api.ts';
import { expect, test } from './fixtures.ts';

type GameTypes = { list: { gt_id: number; gp_list: { gp_id: number; gp_name: string }[] }[] };

/** Opens a house slot on play money in the given language, as the demo list would. */
async function openDemoSlot(page: Page, gameCode: string, language = 'en_US') {
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
    { site_id: 1, currency: 'INR', gp_id: house?.gp_id, game_type: 2, game_code: gameCode },
    language,
  );
  const response = await page.goto(game_url);
  await expect(page.getByTestId('house-spin')).toBeEnabled({ timeout: 15_000 });
  return response;
}

/** No emoji or other font glyphs stand for symbols: every cell holds a drawing. */
async function expectDrawnSymbols(page: Page) {
  const cells = page.locator('.cell');
  await expect(cells).toHaveCount(15);
  expect(await page.locator('.cell svg').count()).toBe(15);
  const text = (await page.locator('#reels').textContent()) ?? '';
  expect(text.trim()).toBe('');
  expect(await page.locator('body').innerText()).not.toMatch(/\p{Extended_Pictographic}/u);
}

test('a slot spins its reels one by one, plays turbo, runs 5 autoplay spins that stop, keeps sound off and shows the paytable', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the phone layout has its own test');
  // Many spins and an autoplay of five: a busy machine draws them slowly.
  test.setTimeout(60_000);
  await openDemoSlot(page, 'house-dragon-gold');
  await expectDrawnSymbols(page);

  // Sound is off until the player turns it on; turbo and autoplay are toggles too.
  const sound = page.getByTestId('slot-sound');
  await expect(sound).toHaveAttribute('aria-pressed', 'false');
  await sound.click();
  await expect(sound).toHaveAttribute('aria-pressed', 'true');
  await sound.click();
  await expect(sound).toHaveAttribute('aria-pressed', 'false');

  // One spin: the first reel stops while the last still spins, then all stop and the result is announced.
  const spin = page.getByTestId('house-spin');
  await spin.click();
  await page.waitForFunction(
    () =>
      document.querySelector('[data-reel="0"]')?.getAttribute('data-state') === 'stopped' &&
      document.querySelector('[data-reel="4"]')?.getAttribute('data-state') === 'spinning',
    undefined,
    { timeout: 5_000, polling: 20 },
  );
  await expect(spin).toBeEnabled({ timeout: 15_000 });
  await expect(page.locator('[data-reel][data-state="stopped"]')).toHaveCount(5);
  await expect(page.getByTestId('slot-announce')).toContainText(/Win|No win/);
  await expectDrawnSymbols(page);

  // Turbo: pressed, and a spin is over sooner.
  const turbo = page.getByTestId('slot-turbo');
  await turbo.click();
  await expect(turbo).toHaveAttribute('aria-pressed', 'true');
  // Space spins when no button has the focus (on a focused button it presses that button).
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  const started = Date.now();
  await page.keyboard.press('Space');
  await expect(spin).toBeDisabled();
  await expect(spin).toBeEnabled({ timeout: 15_000 });
  const turboTook = Date.now() - started;
  expect(turboTook).toBeLessThan(8_000);
  await expect(turbo).toHaveAttribute('aria-pressed', 'true');

  // A few turbo spins until one wins a line: its cells are highlighted and the line is drawn over the reels.
  for (let i = 0; i < 10 && (await page.locator('#lines polyline').count()) === 0; i += 1) {
    await spin.click();
    await expect(spin).toBeEnabled({ timeout: 15_000 });
  }
  if ((await page.locator('#lines polyline').count()) > 0) {
    expect(await page.locator('.cell.win').count()).toBeGreaterThanOrEqual(2);
    await expect(page.getByTestId('slot-announce')).toContainText('Win');
    await page.screenshot({ path: testInfo.outputPath('slot-win-desktop.png') });
  }

  // Autoplay of 5 spins, no feature stop (free spins would only make it longer): it counts down and stops by itself.
  // Counted by the spins the server answered: five spins' wins may sum to exactly their stakes, leaving the balance.
  let spinsAnswered = 0;
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.endsWith('/spin') && response.ok()) spinsAnswered += 1;
  });
  await page.getByTestId('slot-autoplay').click();
  await expect(page.getByTestId('slot-auto-panel')).toBeVisible();
  await page.getByTestId('slot-auto-spins').selectOption('5');
  await page.getByTestId('slot-auto-feature').uncheck();
  await page.getByTestId('slot-auto-start').click();
  const autoplay = page.getByTestId('slot-autoplay');
  await expect(autoplay).toHaveAttribute('aria-pressed', 'true');
  await expect(spin).toBeDisabled();
  await expect(autoplay).toHaveAttribute('aria-pressed', 'false', { timeout: 25_000 });
  await expect(spin).toBeEnabled();
  await expect(page.getByTestId('slot-announce')).toContainText('Autoplay stopped');
  expect(spinsAnswered).toBe(5);

  // The paytable: drawn symbols, the RTP, the rules.
  await page.keyboard.press('i');
  const table = page.getByTestId('slot-paytable');
  await expect(table).toBeVisible();
  await expect(page.getByTestId('house-rtp')).toHaveText(/\d+\.\d+\s*%/);
  expect(await table.locator('svg').count()).toBeGreaterThan(10);
  await expect(table).toContainText('free spins');
  await page.screenshot({ path: testInfo.outputPath('slot-paytable-desktop.png') });
  await page.keyboard.press('Escape');
  await page.screenshot({ path: testInfo.outputPath('slot-desktop.png') });
});

test('a slot fits a 360 px phone in Thai and plays with the keyboard', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'mobile', 'the desktop layout has its own test');
  test.setTimeout(30_000);
  await page.setViewportSize({ width: 360, height: 740 });
  await openDemoSlot(page, 'house-fruit-fiesta', 'th_TH');
  await expect(page.locator('html')).toHaveAttribute('lang', 'th-TH');
  await expect(page.getByTestId('house-spin')).toHaveText('หมุน');
  await expect(page.getByTestId('slot-autoplay')).toContainText('หมุนอัตโนมัติ');
  await expect(page.locator('#title')).toHaveText('เทศกาลผลไม้');
  await expectDrawnSymbols(page);
  // Nothing runs off the side of the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  for (const id of ['house-spin', 'slot-autoplay', 'slot-turbo', 'slot-sound', 'house-balance']) {
    const box = await page.getByTestId(id).boundingBox();
    expect(box, id).toBeTruthy();
    expect((box?.x ?? 0) + (box?.width ?? 0), id).toBeLessThanOrEqual(360);
  }
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('house-spin')).toBeDisabled();
  await expect(page.getByTestId('house-spin')).toBeEnabled({ timeout: 15_000 });
  await expect(page.getByTestId('slot-announce')).toContainText(/ชนะ|ไม่ชนะ/);
  await page.screenshot({ path: testInfo.outputPath('slot-360-thai.png'), fullPage: true });
});

test('with reduced motion a slot shows every result at once, the reels never spin', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one layout is enough');
  test.setTimeout(30_000);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openDemoSlot(page, 'house-lucky-sevens');
  // The page marks a spinning reel with data-state="spinning": watch for it through three rounds.
  await page.evaluate(() => {
    const reels = document.getElementById('reels') as HTMLElement;
    new MutationObserver(() => {
      if (reels.querySelector('[data-state="spinning"]')) reels.dataset.spun = 'yes';
    }).observe(reels, { attributes: true, subtree: true, attributeFilter: ['data-state'] });
  });
  for (let i = 0; i < 3; i += 1) {
    await page.getByTestId('house-spin').click();
    await expect(page.getByTestId('house-spin')).toBeEnabled({ timeout: 15_000 });
  }
  expect(await page.locator('#reels').getAttribute('data-spun')).toBeNull();
  await expect(page.getByTestId('slot-announce')).toContainText(/Win|No win/);
});

test('a slot page runs under a policy without inline script or style, and plays with no violation of it', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one layout is enough');
  test.setTimeout(30_000);
  // What the browser refuses under the page's policy, collected before any of the page's code runs.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { violations: string[] }).violations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.effectiveDirective} ${event.blockedURI}`);
    });
  });
  const response = await openDemoSlot(page, 'house-lucky-sevens');
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy).toMatch(/(^|;\s*)script-src 'self'(;|$)/);
  expect(policy).toMatch(/(^|;\s*)style-src 'self'(;|$)/);
  expect(policy).not.toMatch(/unsafe-inline|unsafe-eval|nonce-|sha256-/);
  // Its scripts are files of this server and one JSON data block; no element carries inline style in the markup.
  const inline = await page.evaluate(() => ({
    scripts: Array.from(document.scripts).filter((s) => !s.src && s.type !== 'application/json').length,
    styles: document.querySelectorAll('style').length,
  }));
  expect(inline).toEqual({ scripts: 0, styles: 0 });

  // It plays: a spin, the paytable, a bet change, and nothing refused by the policy on the way.
  await expectDrawnSymbols(page);
  await page.getByTestId('house-spin').click();
  await expect(page.getByTestId('house-spin')).toBeEnabled({ timeout: 15_000 });
  await expect(page.getByTestId('slot-announce')).toContainText(/Win|No win/);
  await page.locator('#bet-up').click();
  await page.getByTestId('house-info').click();
  await expect(page.getByTestId('house-rtp')).toHaveText(/\d+\.\d+\s*%/);
  await expect(page.getByTestId('slot-paytable').locator('svg').first()).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([]);
});

test('a spin is in the history with its win and balance, stays there after a reload, and its round checks out against the stored stops', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one layout is enough');
  test.setTimeout(30_000);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openDemoSlot(page, 'house-lucky-sevens');
  const spin = page.getByTestId('house-spin');
  await spin.click();
  await expect(spin).toBeEnabled({ timeout: 15_000 });
  const balance = (await page.getByTestId('house-balance').textContent()) ?? '';
  const win = (await page.getByTestId('house-win').textContent()) ?? '';
  const roundId = ((await page.locator('#note').textContent()) ?? '').trim().split(' ').pop() ?? '';

  await page.getByTestId('slot-history-open').click();
  const dialog = page.getByTestId('slot-history');
  await expect(dialog.getByRole('heading', { name: 'History' })).toBeFocused();
  const rows = dialog.getByTestId('slot-history-round');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toHaveAttribute('data-round', roundId);
  await expect(rows.first().getByTestId('slot-history-balance')).toHaveText(balance);
  await expect(rows.first().getByTestId('slot-history-win')).toHaveText(win);

  // The row opens with the keyboard, and the round is checked.
  await rows.first().getByRole('button', { expanded: false }).press('Enter');
  await expect(rows.first().getByRole('button', { expanded: true })).toBeVisible();
  await dialog.getByTestId('slot-verify').click();
  await expect(dialog.getByTestId('slot-verdict')).toHaveText(/^Verified/);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // A reload keeps the history: the round is read back from the server, with its win, and still checks out.
  await page.reload();
  await expect(page.getByTestId('house-spin')).toBeEnabled();
  await page.getByTestId('slot-history-open').click();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toHaveAttribute('data-round', roundId);
  await expect(rows.first().getByTestId('slot-history-win')).toHaveText(win);
  await rows.first().getByRole('button', { expanded: false }).click();
  await dialog.getByTestId('slot-verify').click();
  await expect(dialog.getByTestId('slot-verdict')).toHaveText(/^Verified/);
});
