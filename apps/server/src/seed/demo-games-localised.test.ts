import { LANGUAGE_CODES } from '@casino/contract/languages.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SLOT_NAMES } from '../house/house-page-text.ts';
import { tableTileSvg } from '../house/table-tiles.ts';
import { LIVE_TABLE_CODES } from '../live/live-games.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { DEMO_SITE_NAMES } from './demo-content.ts';
import { tileHasWords } from './localise-demo-games.ts';
import { seedDemo } from './seed-demo.ts';

/**
 * The house's games are named in every language and their tiles carry no words (docs/decisions/0045); the demo's
 * information pages call the site by its name in the page's language, as its logo does.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const call = async (path: string, body: unknown, lang: string) => {
  const { body: reply } = await server.call(path, body, { lang });
  expect(reply.code, path).toBe(1000);
  return reply.data;
};

async function houseGames() {
  return server.db
    .selectFrom('games')
    .innerJoin('game_providers', 'game_providers.id', 'games.provider_id')
    .innerJoin('media', 'media.id', 'games.image_media_id')
    .select(['games.id', 'games.game_code', 'games.names', 'media.body'])
    .where('game_providers.code', '=', 'GPHS')
    .execute();
}

describe('house games in every language', () => {
  it('names the house slots in every language in the catalogue and on the banner', async () => {
    const hot = await call('/v2/get_tag_game_list', { site_id: 1, currency: 'INR', support_device: 1, tag: 'hot' }, 'th_TH');
    const names = hot.info.map((g: { game_code: string; game_name: string }) => [g.game_code, g.game_name]);
    expect(names).toContainEqual(['house-lucky-sevens', 'เจ็ดนำโชค']);
    expect(names).toContainEqual(['house-fruit-fiesta', 'เทศกาลผลไม้']);
    for (const game of await houseGames()) {
      if (!SLOT_NAMES[game.game_code]) continue;
      expect(Object.keys(game.names).sort(), game.game_code).toEqual([...LANGUAGE_CODES].sort());
    }
    const banners = await call('/arks/web/carousel_picture', { site_id: 1, use_type: 0 }, 'th_TH');
    expect(banners.web_carousel_picture_list.map((b: { title: string }) => b.title)).toContain('เจ็ดนำโชค');
  });

  it('draws no words into any game tile', async () => {
    const games = await server.db
      .selectFrom('games')
      .innerJoin('media', 'media.id', 'games.image_media_id')
      .select(['games.game_code', 'media.body'])
      .execute();
    expect(games.length).toBeGreaterThan(10);
    for (const game of games) expect(tileHasWords(Buffer.from(game.body).toString('utf8')), game.game_code).toBe(false);
    expect(tileHasWords('<svg><text x="1">LIVE</text></svg>')).toBe(true);
    expect(tileHasWords('<svg><path aria-label="Lucky Sevens" d="M0 0"/></svg>')).toBe(true);
    expect(tileHasWords('<svg><text x="1">K</text><text>10</text></svg>')).toBe(false);
    for (const code of LIVE_TABLE_CODES) expect(code in SLOT_NAMES).toBe(false);
  });

  it('brings the games and banner of a database seeded before: names added, worded tiles drawn again, an operator picture kept', async () => {
    const games = await houseGames();
    const slot = games.find((g) => g.game_code === 'house-dragon-gold')!;
    const table = games.find((g) => g.game_code === 'house-blackjack')!;
    const live = games.find((g) => g.game_code === 'house-live-roulette')!;
    const own = games.find((g) => g.game_code === 'house-sic-bo')!;
    const insert = async (svg: string) =>
      (
        await server.db
          .insertInto('media')
          .values({ content_type: 'image/svg+xml', body: Buffer.from(svg, 'utf8') })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    // as the earlier seed left them: three names, the name or "LIVE" drawn in
    await server.db
      .updateTable('games')
      .set({
        names: JSON.stringify({ en_US: 'Dragon Gold', zh_CN: '金龙', vi_VN: 'Rồng Vàng' }),
        image_media_id: await insert('<svg><path aria-label="Dragon Gold" d="M0 0"/></svg>'),
      })
      .where('id', '=', slot.id)
      .execute();
    await server.db
      .updateTable('games')
      .set({ image_media_id: await insert('<svg><text x="150">Blackjack</text></svg>') })
      .where('id', '=', table.id)
      .execute();
    await server.db
      .updateTable('games')
      .set({ image_media_id: await insert('<svg><text x="46">LIVE</text></svg>') })
      .where('id', '=', live.id)
      .execute();
    const ownPicture = await insert('<svg><rect width="1" height="1"/></svg>');
    await server.db.updateTable('games').set({ image_media_id: ownPicture }).where('id', '=', own.id).execute();
    const banner = await server.db
      .selectFrom('banners')
      .select('id')
      .where('site_id', '=', 1)
      .where('title', '=', 'Lucky Sevens')
      .where('use_type', '=', 0)
      .executeTakeFirstOrThrow();
    await server.db
      .updateTable('banner_variants')
      .set({ title: 'Lucky Sevens' })
      .where('banner_id', '=', banner.id)
      .where('language_code', '=', 'th_TH')
      .execute();

    expect(await seedDemo(server.db)).toBe(true);
    const after = await houseGames();
    const slotAfter = after.find((g) => g.id === slot.id)!;
    expect(slotAfter.names).toEqual(SLOT_NAMES['house-dragon-gold']);
    for (const game of after) expect(tileHasWords(Buffer.from(game.body).toString('utf8')), game.game_code).toBe(false);
    expect(Buffer.from(after.find((g) => g.id === table.id)!.body).toString('utf8')).toBe(tableTileSvg('house-blackjack'));
    const ownAfter = await server.db
      .selectFrom('games')
      .select('image_media_id')
      .where('id', '=', own.id)
      .executeTakeFirstOrThrow();
    expect(ownAfter.image_media_id).toBe(ownPicture);
    const variant = await server.db
      .selectFrom('banner_variants')
      .select('title')
      .where('banner_id', '=', banner.id)
      .where('language_code', '=', 'th_TH')
      .executeTakeFirstOrThrow();
    expect(variant.title).toBe('เจ็ดนำโชค');
    expect(await seedDemo(server.db)).toBe(false);
  });
});

describe("the site's name on its information pages", () => {
  it('calls the site by its name in the language of the page', async () => {
    const thai = await call('/arks/web/page/list', { site_id: 1, kind: 'info' }, 'th_TH');
    const titles = thai.list.map((p: { title: string }) => p.title);
    expect(titles).toContain(`เกี่ยวกับ ${DEMO_SITE_NAMES.royal_ace?.th_TH}`);
    expect(titles.join(' ')).not.toContain('Royal Ace');
    const chinese = await call('/arks/web/page/detail', { site_id: 1, id: 1 }, 'zh_CN');
    expect(chinese.detail.title).toBe(`关于${DEMO_SITE_NAMES.royal_ace?.zh_CN}`);
    expect(chinese.detail.body).toContain(`${DEMO_SITE_NAMES.royal_ace?.zh_CN}是一家在线娱乐城`);
    const english = await call('/arks/web/page/detail', { site_id: 1, id: 1 }, 'en_US');
    expect(english.detail.title).toBe('About Royal Ace Casino');
  });

  it('renames the site in the pages of a database seeded before, and keeps a title an operator wrote', async () => {
    const page = await server.db
      .selectFrom('site_pages')
      .select(['title', 'body'])
      .where('site_id', '=', 1)
      .where('id', '=', 1)
      .executeTakeFirstOrThrow();
    await server.db
      .updateTable('site_pages')
      .set({
        title: JSON.stringify({ ...page.title, th_TH: 'เกี่ยวกับ Royal Ace Casino', ja_JP: '私たちについて' }),
        body: JSON.stringify({
          ...page.body,
          th_TH: page.body.th_TH?.replaceAll(DEMO_SITE_NAMES.royal_ace!.th_TH, 'Royal Ace Casino'),
        }),
      })
      .where('site_id', '=', 1)
      .where('id', '=', 1)
      .execute();
    await seedDemo(server.db);
    const after = await server.db
      .selectFrom('site_pages')
      .select(['title', 'body'])
      .where('site_id', '=', 1)
      .where('id', '=', 1)
      .executeTakeFirstOrThrow();
    expect(after.title.th_TH).toBe(`เกี่ยวกับ ${DEMO_SITE_NAMES.royal_ace?.th_TH}`);
    expect(after.body.th_TH).toBe(page.body.th_TH);
    expect(after.title.ja_JP).toBe('私たちについて');
  });
});
