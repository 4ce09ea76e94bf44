import { newAdminWithAuthenticator, signInWithAuthenticator } from './back-office-helpers.ts';
import { expect, test } from './fixtures.ts';
import { findLayoutFaults } from './layout-check.ts';
import { post, registerMember } from './members.ts';

/**
 * The operator side of player protection (docs/decisions/0084): an admin sets a site's weekly deposit maximum on the
 * Limit policies page; a member is held to it and refused more; the member page's Protection section shows the
 * maximum in force and the member's change; the admin removes the maximum. US dollars on site 1, far above what any
 * other browser test's members deposit, and only for the test's own minute.
 */
test('an admin sets a site maximum that holds a member, sees it and the member’s changes on the member page, and removes it', async ({
  page,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one walk-through of the back office, desktop first');
  test.setTimeout(120_000);
  const admin = await newAdminWithAuthenticator(request);
  const member = await registerMember(request, 'USD');

  await page.setViewportSize({ width: 1440, height: 900 });
  await signInWithAuthenticator(page, admin);
  await page.getByRole('link', { name: 'Limit policies' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Limit policies' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Currency' }).selectOption('USD');
  await page.getByRole('textbox', { name: 'Maximum, Deposits · per week' }).fill('50000');
  await page.getByRole('button', { name: 'Save Deposits · per week' }).click();
  await expect(page.getByRole('status')).toHaveText('Saved: Deposits · per week.');
  await page.screenshot({ path: testInfo.outputPath('limit-policies-1440.png'), fullPage: true });
  expect(await page.evaluate(findLayoutFaults)).toEqual([]);

  // The member is held to the maximum and refused more; a lower weekly limit of their own holds.
  const held = await post(request, '/member/protection/limits', {}, member.headers);
  expect(held.data.list).toEqual([expect.objectContaining({ kind: 'deposit', period: 'week', source: 'maximum' })]);
  const above = await post(
    request,
    '/member/protection/limits/set',
    { kind: 'deposit', period: 'week', amount: '60000' },
    member.headers,
  );
  expect(above.code).toBe(102);
  const own = await post(
    request,
    '/member/protection/limits/set',
    { kind: 'deposit', period: 'day', amount: '1000' },
    member.headers,
  );
  expect(own.code, JSON.stringify(own)).toBe(1000);

  await page.getByRole('link', { name: 'Members' }).click();
  await page.getByLabel('Find').fill(member.account);
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByTestId('members-table').getByTestId('open-member').click();
  const protection = page.getByTestId('member-protection');
  await expect(protection.getByTestId('member-limits').getByRole('row', { name: /per week/ })).toContainText('Site maximum');
  await expect(protection.getByTestId('member-limits').getByRole('row', { name: /per day/ })).toContainText("Member's own");
  await expect(protection.getByTestId('limit-changes')).toContainText('Set');
  await expect(protection).toContainText('None in force.');
  await protection.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('member-protection-1440.png'), fullPage: true });

  // Removed: members who set nothing are no longer held.
  await page.getByRole('link', { name: 'Limit policies' }).click();
  await page.getByRole('combobox', { name: 'Currency' }).selectOption('USD');
  await expect(page.getByRole('textbox', { name: 'Maximum, Deposits · per week' })).toHaveValue('50000.00');
  await page.getByRole('textbox', { name: 'Maximum, Deposits · per week' }).fill('');
  await page.getByRole('button', { name: 'Save Deposits · per week' }).click();
  await expect(page.getByRole('status')).toHaveText('Removed: Deposits · per week has no default or maximum.');
  const after = await post(request, '/member/protection/limits', {}, member.headers);
  expect(after.data.list.map((l: { period: string }) => l.period)).toEqual(['day']);
});
