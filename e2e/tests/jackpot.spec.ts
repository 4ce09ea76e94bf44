import type { Page } from '@playwright/test';
import { apiCall } from './api.ts';
import { expect, test } from './fixtures.ts';
import { creditMember, openSignedIn, post, registerMember } from './members.ts';

/** An amount the house page shows ("1,000.45") as the API writes it ("1000.45"). */
const plain = (shown: string | null) => (shown ?? '').replace(/[^\d.]/g, '');

async function spin(game: Page) {
  const button = game.getByTestId('house-spin');
  await expect(button).toBeEnabled({ timeout: 15_000 });
  await button.click();
  await expect(button).toBeDisabled();
  await expect(button).toBeEnabled({ timeout: 15_000 });
}

test('the home counter and a slot page show one jackpot, before and after spins feed it', async ({ page, request }, testInfo) => {
  // USD, which no other test plays, and one project: the pool is shared by everyone on the server
  test.skip(testInfo.project.name !== 'desktop', 'one pool, one run');
  test.setTimeout(90_000);
  const member = await registerMember(request, 'USD');
  await creditMember(request, member, '200.00');

  await openSignedIn(page, member, '/');
  const counter = page.getByTestId('jackpot-amount');
  const before = (await apiCall(request, '/v2/get_jackpot', { currency: 'USD' })).jackpot_amount_total as string;
  await expect(counter).toHaveAttribute('data-amount', before);
  const [whole, fraction] = before.split('.');
  await expect(counter).toHaveText(`$${(whole ?? '').padStart(10, '0')}.${fraction}`);

  const catalogue = await apiCall(request, '/v3/game_list', {
    site_id: 1,
    currency: 'USD',
    support_device: 1,
    template: 'site02',
  });
  const house = (catalogue.list as { gp_list: { gp_id: number; gp_name: string }[] }[])
    .flatMap((t) => t.gp_list)
    .find((p) => p.gp_name === 'House Games');
  const launched = await post(
    request,
    '/member/game/play1',
    { gpId: house?.gp_id, game_type: 2, game_code: 'house-fruit-fiesta', lobby_url: `${new URL(page.url()).origin}/close` },
    member.headers,
  );
  expect(launched.code, JSON.stringify(launched)).toBe(1000);
  const game = await page.context().newPage();
  await game.goto(launched.data.game_url);
  const shown = game.getByTestId('house-jackpot');
  await expect.poll(async () => plain(await shown.textContent())).toBe(before);

  // the largest stake, so that each spin feeds the pool
  const up = game.locator('#bet-up');
  while (await up.isEnabled()) await up.click();
  for (let round = 0; round < 3; round += 1) await spin(game);
  await expect.poll(async () => plain(await shown.textContent())).not.toBe(before);
  // The page shows each spin's feed as it comes: it ends on the server's total (read too soon, it was one spin behind).
  const total = async () => (await apiCall(request, '/v2/get_jackpot', { currency: 'USD' })).jackpot_amount_total as string;
  await expect.poll(async () => plain(await shown.textContent()) === (await total())).toBe(true);
  const after = plain(await shown.textContent());
  expect(await total()).toBe(after);

  // back on the home page, the counter moves to the same amount and ends on it
  await page.bringToFront();
  await expect(counter).toHaveAttribute('data-amount', after, { timeout: 25_000 });
  const [afterWhole, afterFraction] = after.split('.');
  await expect(counter).toHaveText(`$${(afterWhole ?? '').padStart(10, '0')}.${afterFraction}`);
});
