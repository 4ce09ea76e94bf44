import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { openLuckySevens } from './house-slot.ts';
import { creditMember, openSignedIn, post, registerMember } from './members.ts';

const amountOf = async (game: Page) => ((await game.getByTestId('house-balance').textContent()) ?? '').replace(/[^\d.]/g, '');

test('a player who closed the browser with a game open plays again at once, with the balance right', async ({
  page,
  context,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const member = await registerMember(request);
  await creditMember(request, member, '100.00');
  await openSignedIn(page, member, '/gameHall/2');
  await expect(page.getByTestId('header-balance')).toContainText('100.00');

  const first = await openLuckySevens(page, testInfo);
  const spin = first.getByTestId('house-spin');
  await spin.click();
  await expect(spin).toBeDisabled();
  await expect(spin).toBeEnabled({ timeout: 15_000 });
  const oldGameUrl = first.url();
  const oldSession = new URL(oldGameUrl).searchParams.get('session') ?? '';

  // The browser goes away with the game open: no leave call is sent, the site's flag says a game was playing.
  await page.close();
  await first.close();

  // Back on the site, and straight to the game again.
  const again = await context.newPage();
  await again.goto('/gameHall/2');
  await expect(again.getByTestId('header-account')).toHaveText(member.account);
  const second = await openLuckySevens(again, testInfo);

  // The balance is the whole of it: what the rounds of the old game left, in the game and in the site's header.
  const cash = await post(request, '/member/profile/my_cash', {}, member.headers);
  const main = cash.data.main_cash as string;
  await expect.poll(() => amountOf(second), { timeout: 15_000 }).toBe(main);
  await expect(again.getByTestId('header-balance')).toContainText(main);
  // No refusal was shown on the way.
  await expect(again.getByText(/previous game is closing/i)).toHaveCount(0);

  // The old game was closed on the server: its page now says its session has ended.
  const stale = await request.post('/house/api/session', { data: { session: oldSession } });
  expect(stale.status()).toBe(401);
  expect(await stale.json()).toEqual({ error: 'session_ended' });
  const old = await context.newPage();
  await old.goto(oldGameUrl);
  const ended = old.getByTestId('house-session-ended');
  await expect(ended).toBeVisible();
  await expect(ended).toContainText('Your session has ended');
  await expect(ended.getByRole('button', { name: 'Lobby' })).toBeFocused();
  await old.screenshot({ path: testInfo.outputPath('session-ended.png') });
  await old.close();

  // The new one plays.
  const spinAgain = second.getByTestId('house-spin');
  await spinAgain.click();
  await expect(spinAgain).toBeDisabled();
  await expect(spinAgain).toBeEnabled({ timeout: 15_000 });
});
