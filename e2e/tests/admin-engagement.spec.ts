import { newAdminWithAuthenticator, signInWithAuthenticator } from './back-office-helpers.ts';
import { expect, test } from './fixtures.ts';
import { findLayoutFaults } from './layout-check.ts';

/**
 * The back office's engagement page (docs/decisions/0025): a red envelope and a sign-in calendar far in the future,
 * each cancelled before the test ends, so that no other test sees them.
 */
test('an admin schedules and cancels a red envelope and a sign-in calendar', async ({ page, request }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one walk-through of the back office, desktop first');
  test.setTimeout(120_000);
  const admin = await newAdminWithAuthenticator(request);
  const stamp = Date.now().toString(36);

  await page.setViewportSize({ width: 1440, height: 900 });
  await signInWithAuthenticator(page, admin);
  await page.getByRole('link', { name: 'Engagement' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Engagement' })).toBeVisible();

  // Red envelopes: one in US dollars in 2099, then cancelled.
  const envelope = `E2E envelope ${stamp}`;
  await page.getByRole('button', { name: 'New red envelope' }).click();
  const envelopeForm = page.getByRole('form', { name: 'New red envelope on site 1' });
  await envelopeForm.getByLabel('Title').fill(envelope);
  await envelopeForm.getByLabel('Starts').fill('2099-03-01T10:00');
  await envelopeForm.getByLabel('Ends').fill('2099-03-08T10:00');
  await envelopeForm.getByRole('combobox', { name: 'Eligibility' }).selectOption('deposit');
  await envelopeForm.getByLabel('Within the last days (0: since the start)').fill('7');
  await envelopeForm.getByRole('combobox', { name: 'Currency, budget 1' }).selectOption('USD');
  await envelopeForm.getByLabel('Budget, budget 1').fill('100');
  await envelopeForm.getByLabel('Least per envelope, budget 1').fill('1');
  await envelopeForm.getByLabel('Most per envelope, budget 1').fill('5');
  await envelopeForm.getByLabel('Required amount, budget 1').fill('20');
  await envelopeForm.getByRole('button', { name: 'Schedule red envelope' }).click();
  await expect(page.getByRole('status')).toHaveText(`Red envelope scheduled: ${envelope}.`);
  const envelopeRow = page.getByRole('row', { name: new RegExp(envelope) });
  await expect(envelopeRow).toContainText('USD: 100.00 left of 100.00');
  await page.screenshot({ path: testInfo.outputPath('engagement-red-envelopes-1440.png'), fullPage: true });
  expect(await page.evaluate(findLayoutFaults)).toEqual([]);
  await envelopeRow.getByRole('button', { name: `Cancel ${envelope}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel red envelope' }).click();
  await expect(page.getByRole('status')).toHaveText(`Red envelope cancelled: ${envelope}.`);
  await expect(page.getByRole('row', { name: new RegExp(envelope) })).toContainText('Cancelled');

  // Sign-in calendars: a currency the site does not offer is refused; one in a far year (no other run's) is opened.
  const year = 2200 + (Date.now() % 700);
  const name = `USD ${year}-05-01 – ${year}-05-31`;
  await page.getByRole('link', { name: 'Sign-in calendars' }).click();
  await page.getByRole('button', { name: 'New sign-in calendar' }).click();
  const calendarForm = page.getByRole('form', { name: 'New sign-in calendar on site 1' });
  await calendarForm.getByRole('combobox', { name: 'Currency' }).selectOption('BRL');
  await calendarForm.getByLabel('First day').fill(`${year}-05-01`);
  await calendarForm.getByLabel('Last day').fill(`${year}-05-31`);
  await calendarForm.getByLabel('Day 1').fill('1');
  await calendarForm.getByRole('button', { name: 'Add a day' }).click();
  await calendarForm.getByLabel('Day 2').fill('2');
  await calendarForm.getByRole('button', { name: 'Open sign-in calendar' }).click();
  await expect(calendarForm.getByRole('alert')).toHaveText('That currency is not offered on this site.');
  await calendarForm.getByRole('combobox', { name: 'Currency' }).selectOption('USD');
  await calendarForm.getByRole('button', { name: 'Open sign-in calendar' }).click();
  await expect(page.getByRole('status')).toHaveText(`Sign-in calendar opened: ${name}.`);
  const calendarRow = page.getByRole('row', { name: new RegExp(name) });
  await expect(calendarRow).toContainText('Scheduled');
  await page.screenshot({ path: testInfo.outputPath('engagement-sign-in-1440.png'), fullPage: true });
  expect(await page.evaluate(findLayoutFaults)).toEqual([]);
  await calendarRow.getByRole('button', { name: `Cancel ${name}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel calendar' }).click();
  await expect(page.getByRole('status')).toHaveText(`Sign-in calendar cancelled: ${name}.`);
  await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('Cancelled');
});
