import { expect, test } from './fixtures.ts';
import { address, openSignedIn, post, registerMember } from './members.ts';

/** Signs the seeded admin in over the operator API; returns its authorization header. */
async function operator(request: Parameters<typeof post>[0]) {
  const login = await post(
    request,
    '/operator/login',
    { username: 'admin', password: 'admin1234' },
    { 'x-forwarded-for': address() },
  );
  return { authorization: `Bearer ${login.data.token as string}` };
}

test('a letter the operator sends appears live, with the unread count in the header, and is read', async ({ page, request }) => {
  test.setTimeout(120_000);
  const member = await registerMember(request);
  await openSignedIn(page, member, '/user/InfoCenter/Letter');
  await expect(page.getByTestId('letters')).toBeVisible();
  await expect(page.getByTestId('letter-unread')).toHaveCount(0);

  const headers = await operator(request);
  const sent = await post(
    request,
    '/operator/letters/send',
    {
      site_id: 1,
      title: { en_US: 'Your weekly news' },
      body: { en_US: '<p>Hello from the <strong>operator</strong>.</p>' },
      audience: { kind: 'member', member_account: member.account },
    },
    headers,
  );
  expect(sent.code).toBe(1000);

  // No reload: the realtime letter.sent brings it in.
  await expect(page.getByTestId('letter-unread')).toHaveText('1', { timeout: 15_000 });
  const letter = page.getByTestId('letter').filter({ hasText: 'Your weekly news' });
  await expect(letter).toBeVisible();
  await letter.getByRole('button', { name: /Your weekly news/ }).press('Enter');
  await expect(letter.getByTestId('letter-content')).toContainText('Hello from the operator.');
  await expect(page.getByTestId('letter-unread')).toHaveCount(0, { timeout: 15_000 });
  await page.screenshot({ path: test.info().outputPath('letters.png'), fullPage: true });
});

test('a red envelope is opened and the balance moves', async ({ page, request }) => {
  test.setTimeout(120_000);
  const member = await registerMember(request);
  // Away from the home page, whose pop-up discount notices would cover the floating buttons.
  await openSignedIn(page, member, '/user/MyWallet');
  await expect(page.getByTestId('header-balance')).toContainText('0.00');
  // The demo seed runs a red-envelope promotion on site 1.
  const button = page.getByTestId('red-envelope-button');
  await expect(button).toBeVisible({ timeout: 15_000 });
  await button.click();
  const dialog = page.getByTestId('red-envelope-modal');
  await expect(dialog.getByTestId('red-envelope-countdown')).toContainText(/\d/);
  await page.screenshot({ path: test.info().outputPath('red-envelope.png') });
  await dialog.getByTestId('red-envelope-open').click();
  const won = dialog.getByTestId('red-envelope-won');
  await expect(won).toBeVisible();
  const amount = ((await won.textContent()) ?? '').match(/[\d,]+\.\d{2}/)?.[0] ?? '';
  expect(amount).not.toBe('');
  await expect(page.getByTestId('header-balance')).toContainText(amount, { timeout: 15_000 });
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('red-envelope-button')).toHaveCount(0);
});

test('the daily check-in pays once and the calendar shows it', async ({ page, request }) => {
  test.setTimeout(120_000);
  const member = await registerMember(request);
  await openSignedIn(page, member, '/user/MyWallet', 'th_TH');
  await page.getByTestId('sign-in-open').click();
  const dialog = page.getByTestId('sign-in-modal');
  const claim = dialog.getByTestId('sign-in-button');
  await expect(claim).toHaveAttribute('data-step', 'click_signin');
  await claim.click();
  await expect(claim).toHaveAttribute('data-step', 'click_signin_true', { timeout: 15_000 });
  await expect(claim).toBeDisabled();
  await expect(dialog.getByTestId('sign-in-today')).toHaveAttribute('data-signed', '1');
  await page.screenshot({ path: test.info().outputPath('sign-in.png') });
});
