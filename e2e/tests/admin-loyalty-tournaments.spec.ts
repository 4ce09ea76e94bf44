import { newAdminWithAuthenticator, signInWithAuthenticator } from './back-office-helpers.ts';
import { expect, test } from './fixtures.ts';
import { findLayoutFaults } from './layout-check.ts';
import { address, post } from './members.ts';

/**
 * The back office's VIP and points page and tournaments page (docs/decisions/0083, 0085). Nothing another test reads
 * changes: the rupee rates are saved as they were, the levels are tried in a currency site 1 does not offer (refused),
 * and the tournament is in US dollars in 2099 and cancelled before the test ends.
 */
test('an admin reads and saves the points rates, is refused levels in a currency not offered, and schedules and cancels a tournament', async ({
  page,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one walk-through of the back office, desktop first');
  test.setTimeout(120_000);
  const admin = await newAdminWithAuthenticator(request);
  // A provider the demo tournament counts: its games of a type are a valid tournament game.
  const login = await post(
    request,
    '/operator/login',
    { username: 'admin', password: 'admin1234' },
    { 'x-forwarded-for': address() },
  );
  const listed = await post(
    request,
    '/operator/tournaments/list',
    { site_id: 1 },
    { authorization: `Bearer ${login.data.token}` },
  );
  const providerId = String(listed.data.list[0]?.games[0]?.gp_id);
  expect(providerId).toMatch(/^\d+$/);

  await page.setViewportSize({ width: 1440, height: 900 });
  await signInWithAuthenticator(page, admin);

  await page.getByRole('link', { name: 'VIP and points' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'VIP and points' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Points per unit, Slots' })).not.toHaveValue('');
  const rates = page.getByRole('form', { name: 'Comp point rates' });
  await rates.getByRole('button', { name: 'Save rates' }).click();
  await expect(rates.getByRole('status')).toHaveText('Rates saved for INR.');
  await page.screenshot({ path: testInfo.outputPath('loyalty-1440.png'), fullPage: true });
  expect(await page.evaluate(findLayoutFaults)).toEqual([]);

  await page.getByRole('combobox', { name: 'Currency' }).selectOption('BRL');
  const levels = page.getByRole('form', { name: 'VIP levels' });
  await levels.getByRole('button', { name: 'Add level' }).click();
  await page.getByRole('textbox', { name: 'Points needed, row 1' }).fill('100');
  await levels.getByRole('button', { name: 'Save levels' }).click();
  await expect(levels.getByRole('alert')).toHaveText('The site does not offer this currency.');

  await page.getByRole('link', { name: 'Tournaments' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tournaments' })).toBeVisible();
  const title = `E2E Cup ${Date.now().toString(36)}`;
  await page.getByRole('button', { name: 'New tournament' }).click();
  const form = page.getByRole('form', { name: 'New tournament on site 1' });
  await page.getByRole('textbox', { name: 'Name 1' }).fill(title);
  await form.getByRole('combobox', { name: 'Currency' }).selectOption('USD');
  await form.getByLabel('Starts').fill('2099-03-01T10:00');
  await form.getByLabel('Ends').fill('2099-03-08T10:00');
  await form.getByRole('combobox', { name: 'Participation' }).selectOption('buy_in');
  await page.getByRole('textbox', { name: 'Buy-in (USD)' }).fill('5');
  await page.getByRole('textbox', { name: 'Provider id, game 1' }).fill(providerId);
  await page.getByRole('textbox', { name: 'Game code, game 1' }).fill('no-such-game-e2e');
  await page.getByRole('textbox', { name: 'Prize per rank, prize 1' }).fill('100');
  await form.getByRole('button', { name: 'Schedule tournament' }).click();
  await expect(form.getByRole('alert')).toHaveText("A game named is not in that provider's catalogue.");

  await page.getByRole('textbox', { name: 'Game code, game 1' }).fill('');
  await form.getByRole('combobox', { name: 'Game type, game 1' }).selectOption('2');
  await form.getByRole('button', { name: 'Schedule tournament' }).click();
  await expect(page.getByRole('status')).toHaveText(`Tournament scheduled: ${title}.`);
  const row = page.getByRole('row', { name: new RegExp(title) });
  await expect(row).toContainText('Scheduled');
  await expect(row).toContainText('Buy-in 5.00');
  await page.screenshot({ path: testInfo.outputPath('tournaments-1440.png'), fullPage: true });
  expect(await page.evaluate(findLayoutFaults)).toEqual([]);

  await row.getByRole('button', { name: `Cancel ${title}` }).click();
  await page
    .getByRole('alertdialog')
    .getByRole('textbox', { name: 'Reason (kept in the audit log)' })
    .fill('Scheduled by mistake');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel tournament' }).click();
  await expect(page.getByRole('status')).toHaveText(`Tournament cancelled: ${title}.`);
  await expect(page.getByRole('row', { name: new RegExp(title) })).toContainText('Cancelled');
});
