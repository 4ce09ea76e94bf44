import { codeAt, newAdmin } from './back-office-helpers.ts';
import { expect, test } from './fixtures.ts';
import { findLayoutFaults } from './layout-check.ts';
import { address, openSignedIn, registerMember } from './members.ts';

/**
 * The back office (/admin, docs/decisions/0071 and 0072): a new admin signs in, sets up an authenticator app from the
 * QR code's secret, keeps the recovery codes, signs out, signs in again with a code, and finds their own set-up in
 * the audit log; on a phone-sized window in Chinese the sign-in shows whole.
 */

test('an admin sets up an authenticator, signs in with its code, sees it in the audit log and credits a member whose site shows it', async ({
  page,
  request,
  browser,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one walk-through of the back office, desktop first');
  const admin = await newAdmin(request);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': address() });
  await page.goto('/admin');
  await page.getByLabel('User name').fill(admin.username);
  await page.getByLabel('Password').fill(admin.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();

  await page.getByRole('link', { name: 'Security', exact: true }).click();
  await expect(page.getByTestId('authenticator-state')).toHaveText('Off: only your password protects this account.');
  await page.getByRole('button', { name: 'Set up the authenticator' }).click();
  await expect(page.getByTestId('enrol-qr')).toBeVisible();
  const secret = (await page.getByTestId('enrol-secret').textContent()) ?? '';
  expect(await page.getByTestId('enrol-qr').getAttribute('data-value')).toContain(`secret=${secret}`);
  await page.getByLabel('Authenticator code').fill(await codeAt(secret, Date.now()));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByTestId('recovery-codes').locator('li')).toHaveCount(10);
  await page.screenshot({ path: testInfo.outputPath('back-office-recovery-1440.png'), fullPage: true });
  await page.getByRole('button', { name: 'I have kept them' }).click();
  await expect(page.getByTestId('authenticator-state')).toHaveText('On: every sign-in needs a code.');

  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await page.getByLabel('User name').fill(admin.username);
  await page.getByLabel('Password').fill(admin.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // The code of the next step: the one that confirmed the set-up cannot sign in again.
  await page.getByLabel('Authenticator code').fill(await codeAt(secret, Date.now() + 30_000));
  await page.getByRole('button', { name: 'Verify' }).click();
  // Signed in again on the page they left.
  await expect(page.getByRole('heading', { name: 'Security', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Audit log' }).click();
  await page.getByLabel('Action').selectOption('operator.second_factor_on');
  await expect(page.getByTestId('audit-table').getByRole('cell', { name: admin.username, exact: true }).first()).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('back-office-audit-1440.png'), fullPage: true });
  expect(await page.evaluate(findLayoutFaults)).toEqual([]);

  // A member has the site open; the admin finds them and credits 12.34, and the member's page shows it at once.
  const member = await registerMember(request);
  const site = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const memberPage = await site.newPage();
  await openSignedIn(memberPage, member);
  await expect(memberPage.getByTestId('header-balance')).toContainText('0.00');
  await page.getByRole('link', { name: 'Members' }).click();
  await page.getByLabel('Find').fill(member.account);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByTestId('member-balance')).toHaveText('Main balance: 0.00 INR');
  await page.getByLabel('Amount (negative to debit)').fill('12.34');
  await page.getByLabel('Reason (kept in the audit log)').fill('e2e goodwill credit');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByTestId('member-balance')).toHaveText('Main balance: 12.34 INR');
  await expect(memberPage.getByTestId('header-balance')).toContainText('12.34');
  await page.screenshot({ path: testInfo.outputPath('back-office-member-1440.png'), fullPage: true });
  await site.close();
});

test('the back office sign-in fits a 360 px window in Chinese, and refuses a wrong password in Chinese', async ({
  browser,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'mobile', 'the phone-sized window');
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, locale: 'zh-CN' });
  const page = await context.newPage();
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': address() });
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: '管理后台登录' })).toBeVisible();
  await page.getByLabel('用户名').fill('admin');
  await page.getByLabel('密码').fill('wrong-password-1');
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page.getByRole('alert')).toHaveText('用户名或密码错误。');
  expect(await page.evaluate(findLayoutFaults)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('back-office-sign-in-360-zh.png'), fullPage: true });
  await context.close();
});
