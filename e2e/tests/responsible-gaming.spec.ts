import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { openLuckySevens } from './house-slot.ts';
import { findLayoutFaults } from './layout-check.ts';
import { creditMember, type Member, openSignedIn, post, registerMember, testHook } from './members.ts';

/**
 * The member centre's Responsible gaming page (issue 37, decisions 0078-0080): a member lowers a deposit limit, which
 * holds at once, chooses how often the reality check shows, then takes a 24-hour break, which logs them out, and a
 * login is refused until the break ends, with its end date.
 */

/** A login over the API with a fresh captcha: the reply's code and data. */
async function apiLogin(request: APIRequestContext, member: Member) {
  const from = { 'x-forwarded-for': member.headers['x-forwarded-for'] as string };
  const captcha = (await post(request, '/captcha', { type: 1, site_id: 1 }, from)).data;
  const { answer } = await testHook(request, `captcha/${encodeURIComponent(captcha.captcha_token)}`);
  return post(
    request,
    '/login',
    { account: member.account, password: 'e2mPass12', answer, captcha_token: captcha.captcha_token, site_id: 1 },
    from,
  );
}

test('a member sets a deposit limit and the reality check, takes a break, is logged out and cannot log in until it ends', async ({
  page,
  request,
}, testInfo) => {
  const member = await registerMember(request);
  const phone = testInfo.project.name === 'mobile';
  await openSignedIn(page, member, '/user/ResponsibleGaming', phone ? 'th_TH' : 'en_US');
  const rg = page.getByTestId('responsible-gaming');
  await expect(page.getByTestId('limit-day')).toBeVisible();

  // A first limit holds at once.
  await page.getByTestId('limit-day-input').fill('500');
  await page.getByTestId('limit-day-save').click();
  await expect(page.getByTestId('limit-day-amount')).toContainText('500');
  const limits = await post(request, '/member/protection/limits', {}, member.headers);
  expect(limits.data.list).toEqual([
    expect.objectContaining({ kind: 'deposit', period: 'day', amount: '500.00', pending: null }),
  ]);

  // The reality check every 30 minutes.
  await page.getByTestId('reality-check-interval').selectOption('30');
  await expect
    .poll(async () => (await post(request, '/member/protection/reality-check', {}, member.headers)).data.interval_minutes)
    .toBe(30);

  await page.screenshot({ path: testInfo.outputPath(`responsible-gaming-${testInfo.project.name}.png`), fullPage: true });
  expect(await page.evaluate(findLayoutFaults)).toEqual([]);

  // A 24-hour break, confirmed with the login password: logged out here at once.
  await page.getByTestId('exclusion-break_24h').check();
  await page.getByTestId('exclusion-continue').click();
  await expect(page.getByTestId('exclusion-confirm')).toBeVisible();
  await page.getByTestId('exclusion-password').fill('e2mPass12');
  const asked = Date.now();
  await page.getByTestId('exclusion-submit').click();
  await expect(page.getByTestId('header-account')).toHaveCount(0);
  await expect(rg).toHaveCount(0);

  // The old token is ended, and a login is refused with the break's end, a day from now.
  const stale = await request.post('/api/member/protection/limits', { data: {}, headers: member.headers });
  expect(stale.status()).toBe(401);
  const refused = await apiLogin(request, member);
  expect(refused.code, JSON.stringify(refused)).toBe(108);
  expect(refused.data.ends_at).toBeGreaterThanOrEqual(asked + 24 * 3_600_000 - 60_000);
  expect(refused.data.ends_at).toBeLessThanOrEqual(Date.now() + 24 * 3_600_000 + 60_000);
});

test('a member playing for real money is reminded on the game page when the interval has passed, and plays on', async ({
  page,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the dialog on a phone is the same page; the unit tests cover its words');
  test.setTimeout(90_000);
  const member = await registerMember(request);
  await creditMember(request, member, '50.00');
  const set = await post(request, '/member/protection/reality-check/set', { interval_minutes: 15 }, member.headers);
  expect(set.code, JSON.stringify(set)).toBe(1000);
  // The pages' clocks run on from now, and can be moved on: the reminder is scheduled by the page's clock.
  await page.context().clock.install();
  await openSignedIn(page, member, '/gameHall/2');
  const game = await openLuckySevens(page, testInfo);
  const blocked: string[] = [];
  game.on('console', (message) => {
    if (message.type() === 'error') blocked.push(message.text());
  });
  const dialog = game.getByRole('dialog', { name: 'Reality check' });
  await expect(dialog).toHaveCount(0);

  // Sixteen minutes on: the reminder, fetched as a chunk of its own under the page's policy, asks.
  await page.context().clock.fastForward('16:00');
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await expect(game.getByTestId('reality-check-played')).toBeVisible();
  await expect(game.getByTestId('reality-check-net')).toContainText('0.00');
  await game.screenshot({ path: testInfo.outputPath(`reality-check-${testInfo.project.name}.png`) });
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog).toBeHidden();

  // And the game plays on.
  const spin = game.getByTestId('house-spin');
  await spin.click();
  await expect(spin).toBeEnabled({ timeout: 15_000 });
  expect(blocked).toEqual([]);
});
