import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page, TestInfo } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { openSignedIn, registerMember } from './members.ts';

const en = JSON.parse(readFileSync(join(import.meta.dirname, '../../apps/web/src/locales/en_US.json'), 'utf8'));

/**
 * The member centre beside the main window: on desktop the pop-up the account link opens, on a phone (no pop-ups)
 * a second tab of the same browser.
 */
async function openMemberCentre(page: Page, testInfo: TestInfo): Promise<Page> {
  if (testInfo.project.name === 'desktop') {
    const opened = page.waitForEvent('popup');
    await page.getByTestId('header-account').click();
    const popup = await opened;
    await popup.waitForURL(/\/user\/Info/);
    await expect(popup.getByTestId('member-info')).toBeVisible();
    await expect(popup.getByTestId('header-balance')).toContainText('0.00');
    return popup;
  }
  const tab = await page.context().newPage();
  await tab.goto('/user/Info');
  await expect(tab.getByTestId('member-info')).toBeVisible();
  return tab;
}

/** A pop-up closes itself; a second tab shows the visitor's home page. */
async function expectReset(other: Page, testInfo: TestInfo) {
  if (testInfo.project.name === 'desktop') {
    await expect.poll(() => other.isClosed(), { message: 'the member centre pop-up closes' }).toBe(true);
    return;
  }
  await expect(other.getByTestId('header-login')).toBeVisible();
  await expect(other).toHaveURL(/\/$/);
  await expect(other.getByTestId('header-balance')).toHaveCount(0);
}

/**
 * The realtime channel also tells every window of a member that their session ended; these tests take it away so
 * that what is checked is the windows telling each other (as when the channel is down or not yet connected).
 */
async function withoutRealtime(context: BrowserContext) {
  await context.routeWebSocket(/\/socket\.io\//, (socket) => socket.close());
  await context.route('**/socket.io/**', (route) => route.abort());
}

/**
 * Every alert the page shows from now on, kept after the toast has gone (a toast leaves after 3 s, which a slow run
 * can outlast).
 */
async function recordAlerts(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { seenAlerts: string[] }).seenAlerts = seen;
    const collect = () => {
      document.querySelectorAll('[role="alert"]').forEach((alert) => {
        const text = alert.textContent ?? '';
        if (text && !seen.includes(text)) seen.push(text);
      });
    };
    new MutationObserver(collect).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { seenAlerts: string[] }).seenAlerts);
}

test.describe('the session across the windows of the site', () => {
  test.describe.configure({ timeout: 60_000 });
  test.beforeEach(({ context }) => withoutRealtime(context));

  test('logging out in the main window ends the session in the member centre', async ({ page, request }, testInfo) => {
    const member = await registerMember(request);
    await openSignedIn(page, member);
    const centre = await openMemberCentre(page, testInfo);
    // Reloaded since, the main window no longer holds the pop-up it opened.
    await page.reload();
    await expect(page.getByTestId('header-account')).toHaveText(member.account);

    await page.getByTestId('header-logout').click();
    await expect(page.getByTestId('header-login')).toBeVisible();
    await expectReset(centre, testInfo);
  });

  test('logging out in the member centre ends the session in the main window', async ({ page, request }, testInfo) => {
    const member = await registerMember(request);
    await openSignedIn(page, member);
    const centre = await openMemberCentre(page, testInfo);
    const alerts = await recordAlerts(page);

    await centre.getByTestId('header-logout').click();
    await expect(page.getByTestId('header-login')).toBeVisible();
    await expect(page.getByTestId('header-balance')).toHaveCount(0);
    // The main window only followed: no error told the member off for their own logout.
    expect(await alerts()).toEqual([]);
    await expectReset(centre, testInfo);
  });

  test('a 401 in the member centre ends the session in the main window too', async ({ page, request }, testInfo) => {
    const member = await registerMember(request);
    await openSignedIn(page, member);
    const centre = await openMemberCentre(page, testInfo);

    // The member centre's next member call is refused as if its token had expired (the main window's calls are not).
    await centre.route('**/api/member/**', (route) =>
      route.fulfill({
        status: 401,
        contentType: 'application/json',
        body: JSON.stringify({ code: 401, message: 'unauthorised', data: null }),
      }),
    );
    const alerts = await recordAlerts(page);
    await centre.reload({ waitUntil: 'commit' });

    await expect(page.getByTestId('header-login')).toBeVisible();
    await expect.poll(alerts).toContainEqual(expect.stringContaining(en.session.ended));
    await expectReset(centre, testInfo);
  });

  test('a 401 in the main window ends the session in the member centre too', async ({ page, request }, testInfo) => {
    const member = await registerMember(request);
    await openSignedIn(page, member);
    const centre = await openMemberCentre(page, testInfo);

    await page.route('**/api/member/**', (route) =>
      route.fulfill({
        status: 401,
        contentType: 'application/json',
        body: JSON.stringify({ code: 401, message: 'unauthorised', data: null }),
      }),
    );
    await page.reload({ waitUntil: 'commit' });

    await expect(page.getByTestId('header-login')).toBeVisible();
    await expectReset(centre, testInfo);
  });
});

test.describe('a sign-in handed over in a link', () => {
  test.describe.configure({ timeout: 90_000 });

  test("an attacker's links leave the signed-in victim signed in as themselves, in every window", async ({
    page,
    request,
  }, testInfo) => {
    // The site reads a link's sign-in with the same code at every width; the phone's windows (tabs) have the tests above.
    test.skip(testInfo.project.name !== 'desktop', 'one layout reads the links');
    const victim = await registerMember(request);
    const attacker = await registerMember(request);
    await openSignedIn(page, victim);
    const second = await page.context().newPage();
    await second.goto('/user/Info');
    await expect(second.getByTestId('header-account')).toHaveText(victim.account);
    const victimToken = await page.evaluate(() => window.localStorage.getItem('token'));

    // A third-party sign-in result this browser never started.
    const callback = new URLSearchParams({
      token: attacker.token,
      member_id: String(attacker.id),
      member_account: attacker.account,
      member_currency: 'INR',
      member_login_id: 'x',
    });
    const lure = await page.context().newPage();
    await lure.goto(`/authCallback#${callback}`);
    await expect(lure.getByTestId('auth-callback-not-started')).toBeVisible();

    // Launch parameters with the attacker's token, dressed up with the victim's own account name.
    const launch = new URLSearchParams({
      tk: attacker.token,
      member_account: victim.account,
      member_currency: 'INR',
      member_id: String(victim.id),
    });
    await lure.goto(`/user/Fund/Deposit?${launch}`);
    const offer = lure.getByTestId('sign-in-offer');
    // The dialog names the account the token really belongs to, and Escape keeps the victim's session.
    await expect(offer).toContainText(attacker.account);
    await expect(offer).toContainText(victim.account);
    await expect(lure.getByTestId('sign-in-offer-keep')).toBeFocused();
    await lure.keyboard.press('Escape');
    await expect(offer).toHaveCount(0);
    expect(new URL(lure.url()).search).toBe('');

    // Longer than the 2.5 s the other windows once took to follow.
    await page.waitForTimeout(3_000);
    for (const window of [page, second, lure]) {
      await window.reload();
      await expect(window.getByTestId('header-account')).toHaveText(victim.account);
    }
    expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBe(victimToken);
  });

  test('a logout on the deposit record says nothing is wrong and opens no login dialog', async ({ page, request }) => {
    const member = await registerMember(request);
    await openSignedIn(page, member, '/user/DWRecord');
    await expect(page).toHaveURL(/\/user\/DWRecord/);
    const alerts = await recordAlerts(page);
    await page.getByTestId('header-logout').click();
    await expect(page.getByTestId('header-login')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await page.waitForTimeout(1_000);
    expect(await alerts()).toEqual([]);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
