import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { creditMember, openSignedIn, post, registerMember } from './members.ts';

/**
 * The house sportsbook (hall 4): a member opens it from the sports hall (the main balance moves into the sportsbook
 * wallet), bets a single and a parlay on live matches, sees a price move on the open page, cashes the single out, the
 * parlay settles, and the one-key return brings the money home to the cent. Events come from the test feed hook.
 */

const amount = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));
let version = 0;

async function feed(request: APIRequestContext, body: unknown) {
  const response = await request.post('/house/api/__test/sports-feed', { data: body });
  expect(response.status(), await response.text()).toBe(200);
}

/** A live football match with its 1X2 market at the given prices (hundredths). */
async function liveMatch(request: APIRequestContext, eventId: string, prices: [number, number, number], home: string) {
  await feed(request, {
    fixture: {
      eventId,
      sport: 'football',
      competition: { id: 'e2e:league', name: 'E2E League', country: 'IN' },
      home,
      away: `${home} Reserves`,
      startsAt: new Date(Date.now() - 20 * 60_000).toISOString(),
    },
  });
  await price(request, eventId, prices);
}

async function price(request: APIRequestContext, eventId: string, [home, draw, away]: [number, number, number]) {
  version += 1;
  await feed(request, {
    message: {
      type: 'odds_change',
      eventId,
      version: version * 10,
      timestamp: Date.now(),
      eventStatus: { kind: 'live', score: { home: 1, away: 0 }, clock: "23'" },
      markets: [
        {
          marketId: `${eventId}:1x2`,
          spec: { type: '1x2' },
          status: 'active',
          outcomes: [
            { key: 'home', odds: home, active: true },
            { key: 'draw', odds: draw, active: true },
            { key: 'away', odds: away, active: true },
          ],
        },
      ],
    },
  });
}

async function settle(request: APIRequestContext, eventId: string, winner: 'home' | 'draw' | 'away') {
  version += 1;
  await feed(request, {
    message: {
      type: 'bet_settlement',
      eventId,
      version: version * 10,
      timestamp: Date.now(),
      markets: [
        {
          marketId: `${eventId}:1x2`,
          outcomes: (['home', 'draw', 'away'] as const).map((key) => ({
            key,
            result: key === winner ? 1 : 0,
            voidFactor: 0,
          })),
        },
      ],
    },
  });
}

async function openBook(page: Page, language: string, funds: string) {
  const member = await registerMember(page.request);
  await creditMember(page.request, member, funds);
  await openSignedIn(page, member, '/gameHall/4', language);
  const provider = page.getByTestId('hall-provider').filter({ hasText: 'House Sports' });
  await expect(provider).toBeVisible();
  const opened = page.waitForEvent('popup');
  await provider.getByRole('button').click();
  const book = await opened;
  await book.waitForURL(/\/house\/sports\/house-sportsbook/);
  return { book, member };
}

test('a member bets a single and a parlay live, sees the price move, cashes out and is paid to the cent', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  // At 1440 px in English on the desktop project; at 360 px in Thai on the phone, where the slip is a bottom sheet.
  const phone = testInfo.project.name === 'mobile';
  const size = phone ? { width: 360, height: 780 } : { width: 1440, height: 900 };
  const run = Date.now().toString(36);
  const [first, second] = [`e2e:${run}:a`, `e2e:${run}:b`];
  await liveMatch(page.request, first, [200, 340, 380], `Mumbai ${run}`);
  await liveMatch(page.request, second, [150, 400, 600], `Delhi ${run}`);
  await page.setViewportSize(size);
  const { book, member } = await openBook(page, phone ? 'th_TH' : 'en_US', '100.00');
  await book.setViewportSize(size);
  const sheet = book.getByTestId('sheet-toggle');
  const openSlip = async () => {
    if (phone && (await sheet.getAttribute('aria-expanded')) !== 'true') await sheet.click();
  };
  const closeSlip = async () => {
    if (phone && (await sheet.getAttribute('aria-expanded')) === 'true') await book.locator('#sports-side .sheet-close').click();
  };
  // The whole main balance moved into the sportsbook wallet at launch.
  await expect.poll(async () => amount(await book.getByTestId('house-balance').textContent())).toBe(100);
  const cash = await post(page.request, '/member/profile/my_cash', {}, member.headers);
  expect(Number(cash.data.main_cash)).toBe(0);

  // A single of 20.00 on the first match's home side at 2.00.
  await book.getByTestId(`odds-${first}:1x2-home`).click();
  await openSlip();
  await book.getByTestId(`stake-${first}:1x2|home`).fill('20');
  await book.getByTestId('slip-place').click();
  await expect(book.getByTestId('slip-result')).toContainText('2.00', { timeout: 20_000 });
  await expect.poll(async () => amount(await book.getByTestId('house-balance').textContent())).toBe(80);

  // A parlay of 10.00: the first match's draw and the second match's home side, 3.40 x 1.50 = 5.10.
  await closeSlip();
  await book.getByTestId(`odds-${first}:1x2-draw`).click();
  await book.getByTestId(`odds-${second}:1x2-home`).click();
  await openSlip();
  await book.getByTestId('slip-parlay').click();
  await expect(book.getByTestId('parlay-odds')).toContainText('5.10');
  await book.getByTestId('stake-parlay').fill('10');
  await book.getByTestId('slip-place').click();
  await expect.poll(async () => amount(await book.getByTestId('house-balance').textContent()), { timeout: 20_000 }).toBe(70);

  // The feed shortens the first match's home price: the open page shows it without a reload.
  await price(page.request, first, [160, 380, 500]);
  await expect(book.getByTestId(`odds-${first}:1x2-home`)).toContainText('1.60');

  // The single is worth 20.00 x 2.00 / 1.60 less the 3% margin now: 24.25. Cash it out.
  await openSlip();
  await book.getByTestId('tab-bets').click();
  const bets = book.getByTestId('sports-my-bets');
  // Newest first: the parlay, then the single.
  const cashOut = bets.locator('[data-testid^="cash-out-"]').last();
  await expect(cashOut).toContainText('24.25');
  const single = (await cashOut.getAttribute('data-testid'))?.replace('cash-out-', '') ?? '';
  await cashOut.click();
  await bets.getByTestId(`cash-confirm-${single}`).click();
  await expect.poll(async () => amount(await book.getByTestId('house-balance').textContent()), { timeout: 20_000 }).toBe(94.25);

  // Both matches end: the draw in the first, the home side in the second. The parlay pays 51.00.
  await settle(page.request, first, 'draw');
  await settle(page.request, second, 'home');
  await expect.poll(async () => amount(await book.getByTestId('house-balance').textContent()), { timeout: 30_000 }).toBe(145.25);

  // The one-key return brings everything home, and the wallet's records agree.
  const back = await post(page.request, '/member/profile/balance/all/back', {}, member.headers);
  expect(back.code).toBe(1000);
  const after = await post(page.request, '/member/profile/my_cash', {}, member.headers);
  expect(Number(after.data.main_cash)).toBe(145.25);
  // The site's transaction record shows the money leaving for the book and coming back, as the wallet has it.
  await page.goto('/user/TransactionRecord/Transaction');
  const record = page.getByTestId('tx-table');
  await expect(record).toContainText('House Sports');
  await expect(record).toContainText('145.25');
  await expect(record).toContainText('100.00');
});

test('the sportsbook fits a 360 px phone in Thai', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'mobile', 'it sets its own 360 px viewport: one run is enough');
  test.setTimeout(120_000);
  const run = Date.now().toString(36);
  await liveMatch(page.request, `e2e:${run}:th`, [185, 330, 420], `Bangkok ${run}`);
  await page.setViewportSize({ width: 360, height: 780 });
  const { book } = await openBook(page, 'th_TH', '50.00');
  await book.setViewportSize({ width: 360, height: 780 });
  await expect(book.locator('html')).toHaveAttribute('lang', 'th-TH');
  await expect(book.getByTestId(`odds-e2e:${run}:th:1x2-home`)).toBeVisible();
  await book.getByTestId(`odds-e2e:${run}:th:1x2-home`).click();
  await expect(book.getByTestId('slip-count')).toHaveText('1');
  expect(await book.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await book.screenshot({ path: test.info().outputPath('sports-360-th.png') });
});
