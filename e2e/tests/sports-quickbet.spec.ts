import type { APIRequestContext, FrameLocator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { creditMember, openSignedIn, registerMember } from './members.ts';

/**
 * The home page's sports quick-bet frame (SPEC section 4, "Sports iframe"; docs/decisions/0067): the home page shows
 * the house sportsbook's featured events in a frame whose height follows its page (S001); a visitor is asked to sign
 * in when tapping one, and a member's tap (U003) opens the sportsbook (hall 4) on that event. Events come from the
 * test feed hook, as in sports.spec.ts.
 */

async function feed(request: APIRequestContext, body: unknown) {
  const response = await request.post('/house/api/__test/sports-feed', { data: body });
  expect(response.status(), await response.text()).toBe(200);
}

/** A fixed moment: a match fed later is made to have started earlier, by as long as it was fed after this. */
const MIRROR = Date.UTC(2026, 0, 1);

/**
 * A live football match with a 1X2 market. The later it is fed the earlier it started, so that it leads the featured
 * events (live ones first, by start, six at most) whatever this file's earlier runs and the other tests fed.
 */
async function liveMatch(request: APIRequestContext, eventId: string, home: string, version: number) {
  await feed(request, {
    fixture: {
      eventId,
      sport: 'football',
      competition: { id: 'e2e:quickbet', name: 'Quick-bet League', country: 'IN' },
      home,
      away: `${home} Rovers`,
      startsAt: new Date(2 * MIRROR - Date.now() - version * 60_000).toISOString(),
    },
  });
  await prices(request, eventId, version, { home: 210, goals: 2 });
}

/** The match's 1X2 prices and score at a version of the feed. */
async function prices(request: APIRequestContext, eventId: string, version: number, now: { home: number; goals: number }) {
  await feed(request, {
    message: {
      type: 'odds_change',
      eventId,
      version,
      timestamp: Date.now(),
      eventStatus: { kind: 'live', score: { home: now.goals, away: 1 }, clock: "71'" },
      markets: [
        {
          marketId: `${eventId}:1x2`,
          spec: { type: '1x2' },
          status: 'active',
          outcomes: [
            { key: 'home', odds: now.home, active: true },
            { key: 'draw', odds: 330, active: true },
            { key: 'away', odds: 360, active: true },
          ],
        },
      ],
    },
  });
}

const frameOf = (page: Page): FrameLocator => page.frameLocator('[data-testid="sports-iframe-frame"]');

/** The frame is as tall as its page's content: what S001 said. */
async function expectHeightFollows(page: Page) {
  const frame = page.getByTestId('sports-iframe-frame');
  await expect
    .poll(async () => {
      const outer = await frame.evaluate((element) => element.getBoundingClientRect().height);
      const inner = await frameOf(page)
        .locator('section.quickbet')
        .evaluate((element) => element.getBoundingClientRect().height);
      return Math.abs(outer - Math.ceil(inner));
    })
    .toBeLessThanOrEqual(1);
}

test('home shows the quick-bet frame for a visitor, its height follows its page, and a tap asks to sign in', async ({ page }) => {
  const run = Date.now().toString(36);
  const eventId = `e2e:qb:${run}:v`;
  await liveMatch(page.request, eventId, `Pune ${run}`, 1);
  await page.goto('/');
  const block = page.getByTestId('sports-iframe');
  await block.scrollIntoViewIfNeeded();
  await expect(page.getByTestId('sports-iframe-frame')).toHaveAttribute('data-state', 'checked');
  const card = frameOf(page).getByTestId(`quickbet-event-${eventId}`);
  await expect(card).toBeVisible();
  await expect(frameOf(page).getByTestId(`quickbet-odds-${eventId}-home`)).toContainText('2.10');
  await expect(frameOf(page).getByTestId(`quickbet-score-${eventId}`)).toHaveText('2-1');
  await expectHeightFollows(page);
  // A goal and a new price reach the frame through the lobby room, well before the list would be read again.
  await prices(page.request, eventId, 5, { home: 165, goals: 3 });
  await expect(frameOf(page).getByTestId(`quickbet-odds-${eventId}-home`)).toContainText('1.65', { timeout: 5_000 });
  await expect(frameOf(page).getByTestId(`quickbet-score-${eventId}`)).toHaveText('3-1');

  // A narrower window lays the cards out again: the frame takes the new height.
  const before = await page.getByTestId('sports-iframe-frame').evaluate((element) => element.clientHeight);
  const viewport = page.viewportSize() ?? { width: 1280, height: 800 };
  await page.setViewportSize({ width: viewport.width > 700 ? 600 : 1000, height: viewport.height });
  await expectHeightFollows(page);
  await page.setViewportSize(viewport);
  await expectHeightFollows(page);
  expect(before).toBeGreaterThan(100);

  // A visitor cannot open the sportsbook: the site asks them to sign in.
  await card.click();
  await expect(page.getByTestId('login-required-confirm')).toBeVisible();
});

test('a member taps an event in the frame and the sportsbook opens on it', async ({ page }) => {
  test.setTimeout(120_000);
  const run = Date.now().toString(36);
  const eventId = `e2e:qb:${run}:m`;
  const home = `Chennai ${run}`;
  await liveMatch(page.request, eventId, home, 2);
  const member = await registerMember(page.request);
  await creditMember(page.request, member, '50.00');
  await openSignedIn(page, member, '/');
  await page.getByTestId('sports-iframe').scrollIntoViewIfNeeded();
  const card = frameOf(page).getByTestId(`quickbet-event-${eventId}`);
  await expect(card).toBeVisible();

  // With the keyboard: the card is a button, Enter chooses it.
  const opened = page.waitForEvent('popup');
  await card.focus();
  await card.press('Enter');
  const book = await opened;
  await book.waitForURL(/\/house\/sports\/house-sportsbook/);
  const event = book.getByTestId('sports-event');
  await expect(event).toBeVisible({ timeout: 20_000 });
  await expect(event).toContainText(home);
  await expect(book.getByTestId(`odds-${eventId}:1x2-home`)).toContainText('2.10');
});

test('screenshots of the home page with the quick-bet frame, in English and Thai, desktop and phone', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one set of pictures');
  const run = Date.now().toString(36);
  await liveMatch(page.request, `e2e:qb:${run}:s`, `Kolkata ${run}`, 3);
  for (const language of ['en_US', 'th_TH']) {
    await page.context().addCookies([{ name: 'i18n_redirected', value: language, url: 'http://127.0.0.1' }]);
    for (const width of [1440, 360]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      const block = page.getByTestId('sports-iframe');
      await block.scrollIntoViewIfNeeded();
      await expect(frameOf(page).getByTestId('quickbet-events')).toBeVisible();
      await expectHeightFollows(page);
      await block.screenshot({ path: testInfo.outputPath(`quickbet-${language}-${width}.png`) });
    }
  }
});
