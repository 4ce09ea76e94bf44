import type { Page } from '@playwright/test';
import { apiCall } from './api.ts';
import { expect, test } from './fixtures.ts';
import { creditMember, openSignedIn, post, registerMember } from './members.ts';

/** The demo tournament of site 1 in rupees: every stake on Lucky Sevens counts, ranked by total stake. */
const GAME = 'house-lucky-sevens';

async function spin(game: Page) {
  const button = game.getByTestId('house-spin');
  await expect(button).toBeEnabled({ timeout: 15_000 });
  await button.click();
  await expect(button).toBeDisabled();
  await expect(button).toBeEnabled({ timeout: 15_000 });
}

test('a member spins the tournament slot and climbs a leaderboard another member watches live, in Thai', async ({
  page,
  request,
  browser,
}, testInfo) => {
  // The tournament is shared by everyone on the server; one run is enough and the page is sized here.
  test.skip(testInfo.project.name !== 'desktop', 'one tournament, one run');
  test.setTimeout(120_000);
  const player = await registerMember(request);
  await creditMember(request, player, '500.00');
  const watcher = await registerMember(request);

  // The watcher's page, at 360 px in Thai, is open before the player spins and is never reloaded.
  const watching = await browser.newContext({ viewport: { width: 360, height: 800 }, isMobile: true, hasTouch: true });
  const watcherPage = await watching.newPage();
  await openSignedIn(watcherPage, watcher, '/user/Tournaments', 'th_TH');
  const board = watcherPage.getByTestId('tournament-leaderboard');
  await expect(board).toBeVisible();
  const list = await post(request, '/arks/web/activity/tournaments', {}, watcher.headers);
  const tournament = (list.data.list as { id: number; status: string }[]).find((t) => t.status === 'running');
  expect(tournament, JSON.stringify(list.data)).toBeDefined();

  // The player plays Lucky Sevens at its largest stake, three spins.
  await openSignedIn(page, player, '/');
  const catalogue = await apiCall(request, '/v3/game_list', {
    site_id: 1,
    currency: 'INR',
    support_device: 1,
    template: 'site02',
  });
  const house = (catalogue.list as { gp_list: { gp_id: number; gp_name: string }[] }[])
    .flatMap((t) => t.gp_list)
    .find((p) => p.gp_name === 'House Games');
  const launched = await post(
    request,
    '/member/game/play1',
    { gpId: house?.gp_id, game_type: 2, game_code: GAME, lobby_url: `${new URL(page.url()).origin}/close` },
    player.headers,
  );
  expect(launched.code, JSON.stringify(launched)).toBe(1000);
  const game = await page.context().newPage();
  await game.goto(launched.data.game_url);
  const up = game.locator('#bet-up');
  await expect(up).toBeEnabled({ timeout: 15_000 });
  while (await up.isEnabled()) await up.click();
  for (let round = 0; round < 3; round += 1) await spin(game);

  // The server ranks the player by what the wallet booked: three stakes.
  const ranked = async () =>
    (await post(request, '/arks/web/activity/tournament', { id: tournament?.id }, player.headers)).data as {
      mine: { rank: number; score: string; rounds: number } | null;
      leaderboard: { rank: number; account: string; score: string }[];
    };
  await expect.poll(async () => (await ranked()).mine?.rounds ?? 0, { timeout: 30_000 }).toBe(3);
  const { mine, leaderboard } = await ranked();
  const row = leaderboard.find((r) => r.rank === mine?.rank);
  expect(row?.score).toBe(mine?.score);

  // The watcher's page shows the player's row, pushed over the tournament's channel: no reload happened.
  const shown = board.locator('tr', { hasText: row?.account ?? '?' });
  await expect(shown).toBeVisible({ timeout: 20_000 });
  await expect(shown).toContainText(Number(mine?.score).toLocaleString('en-US', { minimumFractionDigits: 2 }));
  await watcherPage.screenshot({ path: testInfo.outputPath('tournament-live-360-th.png'), fullPage: true });

  // The player's own page in English at 1440 px names their rank.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.bringToFront();
  await page.goto('/user/Tournaments');
  await expect(page.getByTestId('tournament-mine')).toContainText(String(mine?.rank));
  await page.screenshot({ path: testInfo.outputPath('tournament-1440-en.png'), fullPage: true });
  await watching.close();
});
