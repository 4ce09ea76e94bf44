import { type APIRequestContext, expect, type Locator } from '@playwright/test';
import { test } from './fixtures.ts';
import { findLayoutFaults } from './layout-check.ts';
import { creditMember, openSignedIn, registerMember, testHook } from './members.ts';

/**
 * A member on a break withdraws their balance (decision 0079, "Withdrawing the balance while excluded"): the login
 * refused with 108 offers "Withdraw my balance", whose page works with the withdraw-only token while the site stays
 * signed out. Desktop at 1440 px in English; the phone at 360 px in Thai.
 */

async function captchaAnswer(scope: Locator, request: APIRequestContext): Promise<string> {
  const image = scope.getByTestId('captcha-image');
  await expect(image).toHaveAttribute('data-captcha-token', /.+/);
  const token = (await image.getAttribute('data-captcha-token')) ?? '';
  const { answer } = await testHook(request, `captcha/${encodeURIComponent(token)}`);
  return answer as string;
}

test('a member on a break withdraws their balance from the login dialog, and the site stays signed out', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const phone = testInfo.project.name === 'mobile';
  await page.setViewportSize(phone ? { width: 360, height: 780 } : { width: 1440, height: 900 });
  const language = phone ? 'th_TH' : 'en_US';
  const member = await registerMember(request);
  await creditMember(request, member, '2500.00');
  await openSignedIn(page, member, '/user/ResponsibleGaming', language);

  // A 24-hour break, confirmed with the login password: logged out here at once.
  await page.getByTestId('exclusion-break_24h').check();
  await page.getByTestId('exclusion-continue').click();
  await page.getByTestId('exclusion-password').fill('e2mPass12');
  await page.getByTestId('exclusion-submit').click();
  await expect(page.getByTestId('header-account')).toHaveCount(0);

  // Logging in again from this browser is refused with 108, and offers the withdrawal.
  await page.goto('/');
  await page.getByTestId('header-login').click();
  const modal = page.getByTestId('login-modal');
  await modal.getByTestId('login-account').fill(member.account);
  await modal.getByTestId('login-password').fill('e2mPass12');
  await modal.getByTestId('login-captcha').fill(await captchaAnswer(modal, request));
  await modal.getByTestId('login-submit').click();
  const offer = modal.getByTestId('login-withdraw-offer');
  await expect(offer).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath(`withdraw-offer-${testInfo.project.name}.png`) });
  await offer.getByTestId('login-withdraw-balance').click();

  const withdrawOnly = page.getByTestId('withdraw-only-page');
  await expect(page).toHaveURL(/\/user\/WithdrawOnly$/);
  await expect(withdrawOnly.getByTestId('withdraw-only-main')).toContainText('2,500');
  await expect(page.getByTestId('header-account')).toHaveCount(0);
  expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();

  // The member registered with a bank account; bind one if there is none.
  if ((await withdrawOnly.getByTestId('withdraw-only-bind').count()) > 0) {
    await page.getByTestId('bank-bank_name').fill('State Bank');
    await page.getByTestId('bank-account_name').fill('Member Tester');
    await page.getByTestId('bank-account_number').fill('500012345678');
    await page.getByTestId('bank-withdraw_password').fill('1357');
    await page.getByTestId('bank-bind-submit').click();
  }
  await page.getByTestId('withdrawal-amount').fill('1000');
  await page.getByTestId('withdrawal-password').fill('1357');
  await page.getByTestId('withdrawal-submit').click();
  await expect(page.getByTestId('withdrawal-result')).toBeVisible();
  await expect(withdrawOnly.getByTestId('withdraw-only-main')).toContainText('1,500');
  const record = withdrawOnly.getByTestId('withdraw-only-record').first();
  await expect(record).toContainText('1,000');
  await expect(record.locator('[data-status="pending"]')).toBeVisible();
  await expect(page.getByTestId('header-login')).toBeVisible();
  await expect(page.getByTestId('header-account')).toHaveCount(0);
  expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
  await page.screenshot({ path: testInfo.outputPath(`withdraw-only-${testInfo.project.name}.png`), fullPage: true });
  expect(await page.evaluate(findLayoutFaults)).toEqual([]);

  // The server holds the withdrawal; the token reaches nothing else.
  const token = await page.evaluate(() => window.sessionStorage.getItem('withdraw_only_token'));
  expect(token).toBeTruthy();
  const refused = await request.post('/api/member/protection/limits', {
    data: {},
    headers: { authorization: `Bearer ${token}`, lang: 'en_US' },
  });
  expect(refused.status()).toBe(403);

  // "Done" ends the withdraw-only session and goes home, signed out.
  await withdrawOnly.getByTestId('withdraw-only-done').click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('header-login')).toBeVisible();
  await expect
    .poll(async () => {
      const reply = await request.post('/api/member/withdraw/settings', {
        data: {},
        headers: { authorization: `Bearer ${token}`, lang: 'en_US' },
      });
      return reply.status();
    })
    .toBe(401);
});
