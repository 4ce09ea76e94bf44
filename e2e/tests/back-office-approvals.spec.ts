import { newAdminWithAuthenticator, signInWithAuthenticator } from './back-office-helpers.ts';
import { expect, test } from './fixtures.ts';
import { findLayoutFaults } from './layout-check.ts';
import { address, post, registerMember } from './members.ts';

/**
 * Two-person balance adjustments in the back office (docs/decisions/0076): the seeded admin proposes two adjustments
 * for a member, a second admin approves one and rejects the other on the Approvals page, finds them under their
 * tabs, and sets a threshold; the page is looked at in English and Chinese, wide and narrow.
 */
test('a second operator approves and rejects proposed adjustments on the approvals page and sets a threshold', async ({
  page,
  request,
  browser,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one walk-through of the back office, desktop first');
  test.setTimeout(120_000);
  const admin = await newAdminWithAuthenticator(request);
  const member = await registerMember(request);
  const login = await post(
    request,
    '/operator/login',
    { username: 'admin', password: 'admin1234' },
    { 'x-forwarded-for': address() },
  );
  const propose = async (amount: string, reason: string) => {
    const proposed = await post(
      request,
      '/operator/members/adjust/propose',
      { member_id: member.id, amount, reason },
      { authorization: `Bearer ${login.data.token}`, 'idempotency-key': `e2e-propose-${member.account}-${amount}` },
    );
    expect(proposed.code, JSON.stringify(proposed)).toBe(1000);
  };
  await propose('2500', 'tournament prize');
  await propose('75', 'duplicate goodwill');

  await page.setViewportSize({ width: 1440, height: 900 });
  await signInWithAuthenticator(page, admin);
  await page.getByRole('link', { name: 'Approvals' }).click();
  await expect(page.getByRole('heading', { name: 'Approvals', level: 1 })).toBeVisible();
  const queue = page.getByTestId('approvals-queue');
  const rowOf = (reason: string) => queue.getByRole('row').filter({ hasText: member.account }).filter({ hasText: reason });
  await expect(rowOf('tournament prize')).toContainText('2500.00 INR');
  await page.screenshot({ path: testInfo.outputPath('approvals-1440.png'), fullPage: true });
  expect(await page.evaluate(findLayoutFaults)).toEqual([]);

  const reason = page.getByLabel('Reason for your decision');
  await reason.fill('prize confirmed');
  await rowOf('tournament prize').getByRole('button', { name: 'Approve' }).click();
  await expect(rowOf('tournament prize')).toHaveCount(0);
  await reason.fill('already paid');
  await rowOf('duplicate goodwill').getByRole('button', { name: 'Reject' }).click();
  await expect(rowOf('duplicate goodwill')).toHaveCount(0);

  await page.getByRole('tab', { name: 'Approved' }).click();
  await expect(rowOf('tournament prize')).toContainText('prize confirmed');
  await expect(rowOf('tournament prize')).toContainText(admin.username);
  await page.getByRole('tab', { name: 'Rejected' }).click();
  await expect(rowOf('duplicate goodwill')).toContainText('already paid');

  // A threshold for a currency no other test adjusts in, so that nothing else needs a second operator.
  await page.getByLabel('Site', { exact: true }).fill('1');
  await page.getByLabel('Currency').selectOption('MMK');
  await page.getByLabel('Threshold amount').fill('1000000');
  await page.getByRole('button', { name: 'Save threshold' }).click();
  await expect(page.getByRole('status')).toContainText('Site 1: the MMK threshold is now 1000000.00.');
  await expect(page.getByTestId('adjustment-thresholds')).toContainText('1000000.00');
  await page.getByRole('tab', { name: 'Approved' }).click();
  await expect(rowOf('tournament prize')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('approvals-approved-1440.png'), fullPage: true });

  // The member link opens the member's page, whose balance shows the approved credit.
  await rowOf('tournament prize').getByRole('link', { name: member.account }).click();
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(member.account) })).toBeVisible();
  await expect(page.getByTestId('member-wallets')).toContainText('2500.00');

  // The same page in Chinese (the same operator session, carried into a zh-CN browser), wide and phone-narrow.
  const session = await page.evaluate(() => sessionStorage.getItem('casino-admin-session'));
  const chinese = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
  await chinese.addInitScript((saved) => sessionStorage.setItem('casino-admin-session', saved ?? ''), session);
  const zh = await chinese.newPage();
  await zh.goto('/admin/approvals');
  await expect(zh.getByRole('heading', { name: '审批', level: 1 })).toBeVisible();
  await zh.getByRole('tab', { name: '已批准' }).click();
  await expect(zh.getByTestId('approvals-queue')).toContainText(member.account);
  await zh.screenshot({ path: testInfo.outputPath('approvals-1440-zh.png'), fullPage: true });
  expect(await zh.evaluate(findLayoutFaults)).toEqual([]);
  await zh.setViewportSize({ width: 360, height: 780 });
  await expect(zh.getByTestId('approvals-queue')).toContainText(member.account);
  await zh.screenshot({ path: testInfo.outputPath('approvals-360-zh.png'), fullPage: true });
  expect(await zh.evaluate(findLayoutFaults)).toEqual([]);
  await chinese.close();
});
