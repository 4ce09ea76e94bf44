import type { APIRequestContext } from '@playwright/test';
import { newAdmin } from './back-office-helpers.ts';
import { expect, test } from './fixtures.ts';
import { address, post } from './members.ts';

/**
 * A provider's maintenance window shows in the player site's game lists (docs/decisions/0077): the provider's card in
 * its hall and its game tiles carry a badge with the window's end, greyed while it is in force, and a tap on a game
 * then opens the maintenance dialog instead of launching.
 *
 * The window is put on the second site (lotus.localhost, English, Vietnamese and Chinese), whose house slots no other
 * browser test plays: a window on the first site would change the tiles the other tests read. A planned window and the
 * badge's words in every language are held by the tile's unit tests.
 */

const LOTUS = 2;
const SLOT_HALL = 2;
const HOUSE = 'GPHS';
const HOUR = 3_600_000;

type Place = {
  provider_id: number;
  provider_code: string;
  game_type: number;
  maintenance: { starts_at: string; ends_at: string } | null;
};
type Bearer = Record<string, string>;

async function signInOperator(request: APIRequestContext): Promise<Bearer> {
  const admin = await newAdmin(request);
  const login = await post(
    request,
    '/operator/login',
    { username: admin.username, password: admin.password },
    { 'x-forwarded-for': address() },
  );
  return { authorization: `Bearer ${login.data.token as string}` };
}

async function housePlace(request: APIRequestContext, bearer: Bearer, siteId: number, gameType: number): Promise<Place> {
  const places = await post(request, '/operator/games/providers', { site_id: siteId }, bearer);
  const place = (places.data.list as Place[]).find((p) => p.provider_code === HOUSE && p.game_type === gameType);
  if (!place) throw new Error(`${HOUSE} is not in game type ${gameType} of site ${siteId}`);
  return place;
}

/**
 * Runs a walk with the house provider of a site in a window (offsets from now), then clears the window unless another
 * test has put its own since (each test its own end), so that no test removes the window another one is showing.
 */
async function withHouseWindow(
  request: APIRequestContext,
  site: { id: number; gameType: number },
  window: { fromMs: number; toMs: number },
  walk: () => Promise<void>,
): Promise<void> {
  const bearer = await signInOperator(request);
  const place = await housePlace(request, bearer, site.id, site.gameType);
  const endsAt = new Date(Date.now() + window.toMs + Math.floor(Math.random() * 60_000)).toISOString();
  const set = await post(
    request,
    '/operator/games/maintenance_set',
    {
      site_id: site.id,
      provider_id: place.provider_id,
      starts_at: new Date(Date.now() + window.fromMs).toISOString(),
      ends_at: endsAt,
    },
    bearer,
  );
  expect(set.code).toBe(1000);
  try {
    await walk();
  } finally {
    const now = await housePlace(request, bearer, site.id, site.gameType);
    if (now.maintenance?.ends_at === endsAt) {
      await post(request, '/operator/games/maintenance_clear', { site_id: site.id, provider_id: place.provider_id }, bearer);
    }
  }
}

const WORDS = {
  en_US: { now: 'Maintenance', until: 'Until' },
  vi_VN: { now: 'Bảo trì', until: 'Đến' },
} as const;

test('a provider in maintenance shows it on its hall card and game tiles, and a tap opens the maintenance dialog', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  const mobile = testInfo.project.name === 'mobile';
  const language = mobile ? 'vi_VN' : 'en_US';
  const words = WORDS[language];
  await page.setViewportSize(mobile ? { width: 360, height: 780 } : { width: 1440, height: 900 });
  await withHouseWindow(request, { id: LOTUS, gameType: SLOT_HALL }, { fromMs: -60_000, toMs: 2 * HOUR }, async () => {
    await page.context().addCookies([{ name: 'i18n_redirected', value: language, url: 'http://lotus.localhost' }]);
    await page.goto(`http://lotus.localhost:${new URL(baseURL ?? '').port}/gameHall/${SLOT_HALL}`);
    const card = page.getByTestId('hall-provider').first();
    const cardBadge = card.getByTestId('maintenance-badge');
    await expect(cardBadge).toHaveAttribute('data-phase', 'now');
    await expect(cardBadge).toContainText(words.now);
    await expect(cardBadge).toContainText(words.until);
    await page.screenshot({ path: testInfo.outputPath(`hall-maintenance-${language}.png`) });

    await card.getByRole('link').click();
    const tiles = page.getByTestId('game-tile');
    await expect(tiles.first()).toBeVisible();
    const count = await tiles.count();
    for (let i = 0; i < count; i += 1) {
      const badge = tiles.nth(i).getByTestId('maintenance-badge');
      await expect(badge).toHaveAttribute('data-phase', 'now');
      await expect(badge).toContainText(words.now);
    }
    // The badge is what a screen reader hears with the tile's play button.
    const play = tiles.first().getByTestId('game-play');
    const badgeId = await tiles.first().getByTestId('maintenance-badge').getAttribute('id');
    await expect(play).toHaveAttribute('aria-describedby', badgeId ?? '');
    await page.screenshot({ path: testInfo.outputPath(`games-maintenance-${language}.png`) });

    const url = page.url();
    await play.click();
    const dialog = page.getByTestId('maintenance-dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId('maintenance-end')).not.toBeEmpty();
    await page.screenshot({ path: testInfo.outputPath(`maintenance-dialog-${language}.png`) });
    await dialog.getByTestId('maintenance-close').click();
    await expect(dialog).toHaveCount(0);
    // No game was started: the page stays where it was.
    expect(page.url()).toBe(url);
  });
});
