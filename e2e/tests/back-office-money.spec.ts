import { newAdminWithAuthenticator, signInWithAuthenticator } from './back-office-helpers.ts';
import { expect, test } from './fixtures.ts';
import { findLayoutFaults } from './layout-check.ts';
import { creditMember, openSignedIn, registerMember } from './members.ts';

/**
 * The back office's members and money desk (docs/decisions/0076): an admin signs in with an authenticator code,
 * finds a member, opens the member page, and pays the withdrawal the member asked for on the site, which then
 * shows it paid.
 */
test('an admin with an authenticator finds a member, opens their page and pays their withdrawal, which the site shows paid', async ({
  page,
  request,
  browser,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one walk-through of the back office, desktop first');
  test.setTimeout(120_000);
  const admin = await newAdminWithAuthenticator(request);
  const member = await registerMember(request);
  await creditMember(request, member, '500');

  // The member asks for 200 on the site.
  const site = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const memberPage = await site.newPage();
  await openSignedIn(memberPage, member, '/user/Fund/Withdrawal');
  const withdrawal = memberPage.getByTestId('withdrawal-page');
  await withdrawal.getByTestId('withdrawal-amount').fill('200');
  await withdrawal.getByTestId('withdrawal-password').fill('1357');
  await withdrawal.getByTestId('withdrawal-submit').click();
  const orderNumber = (await withdrawal.getByTestId('withdrawal-order-number').textContent())?.trim() ?? '';
  expect(orderNumber).toMatch(/^W/);
  await expect(memberPage.getByTestId('header-balance')).toContainText('300.00');

  await page.setViewportSize({ width: 1440, height: 900 });
  await signInWithAuthenticator(page, admin);
  await page.getByRole('link', { name: 'Members' }).click();
  await page.getByLabel('Find').fill(member.account);
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByTestId('members-table').getByTestId('open-member').click();
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(member.account) })).toBeVisible();
  await expect(page.getByTestId('member-wallets')).toContainText('300.00');
  await expect(page.getByTestId('member-sign-ins')).toBeVisible();
  await page.getByRole('tab', { name: 'Withdrawals' }).click();
  await expect(page.getByTestId('member-orders')).toContainText(orderNumber);
  await expect(page.getByTestId('member-orders')).toContainText('Pending');
  await page.screenshot({ path: testInfo.outputPath('member-page-1440.png'), fullPage: true });
  expect(await page.evaluate(findLayoutFaults)).toEqual([]);

  // The money desk lists the pending withdrawal; the admin pays it.
  await page.getByRole('link', { name: 'Withdrawals' }).click();
  const row = page.getByTestId(`withdrawal-${orderNumber}`);
  await expect(row.getByTestId('risk-hints')).toContainText('First withdrawal');
  await page.screenshot({ path: testInfo.outputPath('withdrawals-1440.png'), fullPage: true });
  await row.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByRole('status')).toContainText(`Withdrawal ${orderNumber} paid.`);

  // The member's site shows it paid, and the balance unchanged (the money was held at the request).
  await memberPage.goto('/user/TransactionRecord/DWRecord');
  await expect(memberPage.locator(`[data-testid="dw-row"][data-order="${orderNumber}"]`).first()).toHaveAttribute(
    'data-status',
    'paid',
  );
  await expect(memberPage.getByTestId('header-balance')).toContainText('300.00');

  // The deposits queue opens with its filters (the member's credit was an adjustment, not a deposit).
  await page.getByRole('link', { name: 'Deposits' }).click();
  await expect(page.getByRole('heading', { name: 'Deposits', level: 1 })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('deposits-1440.png'), fullPage: true });
  await page.goBack();

  // Its member page shows the withdrawal paid too.
  await page.goBack();
  await page.getByRole('tab', { name: 'Withdrawals' }).click();
  await expect(page.getByTestId('member-orders')).toContainText('Paid');
  const memberUrl = page.url();

  // The same page in Chinese on a tablet-wide window (the same operator session, carried into a zh-CN browser).
  const session = await page.evaluate(() => sessionStorage.getItem('casino-admin-session'));
  const chinese = await browser.newContext({ viewport: { width: 820, height: 1180 }, locale: 'zh-CN' });
  await chinese.addInitScript((saved) => sessionStorage.setItem('casino-admin-session', saved ?? ''), session);
  const tablet = await chinese.newPage();
  await tablet.goto(memberUrl);
  await expect(tablet.getByRole('heading', { name: '各厂商投注' })).toBeVisible();
  await expect(tablet.getByTestId('member-wallets')).toContainText('300.00');
  await tablet.screenshot({ path: testInfo.outputPath('member-page-820-zh.png'), fullPage: true });
  expect(await tablet.evaluate(findLayoutFaults)).toEqual([]);
  await chinese.close();
  await site.close();
});
