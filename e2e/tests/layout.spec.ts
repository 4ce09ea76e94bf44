import { LANGUAGE_CODES } from '@casino/contract/languages.ts';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { findLayoutFaults, settled } from './layout-check.ts';
import { acceptSignInOffer, registerMember } from './members.ts';

/**
 * Buttons and links keep their label on one line, inside their box, and no page scrolls sideways: in each of the 11
 * languages, on a 360 px phone and a 1440 px desktop, on the home page, a game hall and the member centre. One test
 * per width and group of languages (they run side by side), each on one page: a language is chosen with its cookie and a reload, and the
 * other pages are reached inside the app, as a visitor or member moves between them.
 */
const WIDTHS = [1440, 360] as const;
const VISITOR_PAGES = ['/', '/gameHall/6'];
const MEMBER_PAGES = [
  '/user/Info',
  '/user/MyWallet',
  '/user/Fund/Deposit',
  '/user/Fund/Withdrawal',
  '/user/TransactionRecord/Transaction',
];

async function chooseLanguage(page: Page, language: string) {
  await page.context().addCookies([{ name: 'i18n_redirected', value: language, url: 'http://127.0.0.1' }]);
}

/**
 * Moves to another page of the app without loading the site again (the router follows the history), and waits until
 * that page is drawn: its entry of the game-type or member-centre navigation is marked as the current one.
 */
async function navigate(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page.locator(`a[href="${path}"][aria-current]`).first()).toBeAttached();
}

/** Loads a page of the site afresh (in the language of the cookie) and waits until it is drawn. */
async function open(page: Page, path: string, language: string) {
  await page.goto(path);
  await expect(page.locator('body')).toHaveClass(new RegExp(`lang-${language}`));
  await expect(
    page.locator(path === '/' ? '[data-testid="game-type-nav"]' : `a[href="${path}"][aria-current]`).first(),
  ).toBeAttached();
}

async function faultsOf(page: Page, where: string): Promise<string[]> {
  await settled(page);
  return (await page.evaluate(findLayoutFaults)).map((fault) => `${where}: ${fault}`);
}

/** The languages in groups of four, a test each, so that the two workers share them. */
const LANGUAGE_GROUPS = Array.from({ length: Math.ceil(LANGUAGE_CODES.length / 4) }, (_, i) =>
  LANGUAGE_CODES.slice(i * 4, i * 4 + 4),
);

for (const width of WIDTHS) {
  for (const languages of LANGUAGE_GROUPS) {
    test(`labels hold on one line and pages do not scroll sideways at ${width} px in ${languages.join(', ')}`, async ({
      page,
      request,
    }, testInfo) => {
      test.skip(testInfo.project.name !== 'desktop', 'the test sets the window width itself');
      // Four languages in turn: about 20 s alone on a 2-core machine, three times that beside the other worker.
      test.setTimeout(180_000);
      await page.setViewportSize({ width, height: 900 });
      const faults: string[] = [];

      // Visitors: home and a game hall.
      for (const language of languages) {
        await chooseLanguage(page, language);
        await open(page, VISITOR_PAGES[0] ?? '/', language);
        faults.push(...(await faultsOf(page, `${width} ${language} ${VISITOR_PAGES[0]}`)));
        for (const path of VISITOR_PAGES.slice(1)) {
          await navigate(page, path);
          faults.push(...(await faultsOf(page, `${width} ${language} ${path}`)));
        }
      }

      // A member: the member centre, with the member's header and its account corner.
      const member = await registerMember(request);
      await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': member.headers['x-forwarded-for'] as string });
      const launch = new URLSearchParams({
        tk: member.token,
        member_account: member.account,
        member_currency: 'INR',
        member_id: String(member.id),
      });
      await page.goto(`/?${launch}`);
      await acceptSignInOffer(page, member);
      for (const language of languages) {
        await chooseLanguage(page, language);
        await open(page, MEMBER_PAGES[0] ?? '/user/Info', language);
        await expect(page.getByTestId('header-account')).toHaveText(member.account);
        faults.push(...(await faultsOf(page, `${width} ${language} ${MEMBER_PAGES[0]}`)));
        for (const path of MEMBER_PAGES.slice(1)) {
          await navigate(page, path);
          faults.push(...(await faultsOf(page, `${width} ${language} ${path}`)));
        }
      }

      expect(faults, faults.join('\n')).toEqual([]);
    });
  }
}
