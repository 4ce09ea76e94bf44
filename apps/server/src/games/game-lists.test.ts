import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

let server: TestServer;
const providers = new Map<string, number>();
beforeAll(async () => {
  server = await startTestServer();
  for (const p of await server.db.selectFrom('game_providers').select(['id', 'code']).execute()) providers.set(p.code, p.id);
});
afterAll(() => server.close());

const gp = (code: string) => providers.get(code) ?? 0;
type Game = { id: number; game_id: number; game_name: string; game_code: string; tags: string[]; member_favorite: number };
const names = (list: Game[]) => list.map((g) => g.game_name);

const tagQuery = { site_id: 1, currency: 'INR', support_device: 1, tag: 'hot' };
const pageQuery = (code: string, extra: Record<string, unknown> = {}) => ({
  site_id: 1,
  currency: 'INR',
  device: 0,
  gp_id: gp(code),
  game_type_id: 2,
  house: '',
  ...extra,
});

describe('/v2/get_tag_game_list', () => {
  it('lists the games of a tag in the catalogue order, in the full game shape', async () => {
    const { status, body } = await server.call('/v2/get_tag_game_list', tagQuery);
    expect(status).toBe(200);
    expect([100, 1000]).toContain(body.code);
    const info: Game[] = body.data.info;
    expect(names(info)).toEqual([
      'Lucky Sevens',
      'Fruit Fiesta',
      'Temple Treasure',
      'Ocean King',
      'Super Ace',
      'Live Baccarat',
      'Blackjack',
    ]);
    expect(info[2]).toEqual({
      id: info[2]?.game_id,
      game_id: expect.any(Number),
      gp_id: gp('GPR8'),
      gp_name: 'R8 Slots',
      game_type: 2,
      game_code: 'r8-temple-treasure',
      game_name: 'Temple Treasure',
      house: 'r8',
      image: expect.stringMatching(/^\/media\/\d+$/),
      tags: ['hot'],
      demo: true,
      member_favorite: 0,
      maintenance: null,
    });
  });

  it('narrows by tag and game type', async () => {
    const fresh = await server.call('/v2/get_tag_game_list', { ...tagQuery, tag: 'new', gt_id: 2 });
    expect(names(fresh.body.data.info)).toEqual(['Dragon Gold', 'Fruit Fiesta', 'Panda Fortune', 'Money Coming']);
    const cards = await server.call('/v2/get_tag_game_list', { ...tagQuery, tag: 'new', gt_id: 6 });
    expect(names(cards.body.data.info)).toEqual(['Andar Bahar']);
    const fishing = await server.call('/v2/get_tag_game_list', { ...tagQuery, tag: 'new', gt_id: 5 });
    expect(fishing.body.data.info).toEqual([]);
    const live = await server.call('/v2/get_tag_game_list', { ...tagQuery, tag: 'new', gt_id: 3 });
    expect(live.body.data.info).toHaveLength(2);
    const all = await server.call('/v2/get_tag_game_list', { ...tagQuery, tag: 'new', gt_id: 0 });
    expect(all.body.data.info).toHaveLength(7);
  });

  it('names games in the lang header language, else in English', async () => {
    const zh = await server.call('/v2/get_tag_game_list', tagQuery, { lang: 'zh_CN' });
    expect(names(zh.body.data.info).slice(0, 2)).toEqual(['幸运七', '水果嘉年华']);
    const vi = await server.call('/v2/get_tag_game_list', tagQuery, { lang: 'vi_VN' });
    expect(names(vi.body.data.info)[0]).toBe('Bảy May Mắn');
    const hi = await server.call('/v2/get_tag_game_list', tagQuery, { lang: 'hi_IN' });
    expect(names(hi.body.data.info)[0]).toBe('लकी सेवन्स');
    const unknown = await server.call('/v2/get_tag_game_list', tagQuery, { lang: 'xx_XX' });
    expect(names(unknown.body.data.info)[0]).toBe('Lucky Sevens');
  });

  it('offers only what a site has in the asked currency', async () => {
    expect((await server.call('/v2/get_tag_game_list', { ...tagQuery, currency: 'THB' })).body.data.info).toEqual([]);
    expect((await server.call('/v2/get_tag_game_list', { ...tagQuery, site_id: 2 })).body.data.info).toEqual([]);
    const lotus = await server.call('/v2/get_tag_game_list', { ...tagQuery, site_id: 2, currency: 'VND' });
    expect(lotus.body.data.info).toHaveLength(5);
    const unknownSite = await server.call('/v2/get_tag_game_list', { ...tagQuery, site_id: 999 });
    expect(unknownSite.status).toBe(400);
    expect(unknownSite.body.data.fields).toHaveProperty('site_id');
  });

  it('leaves out inactive games and providers and what the device cannot run', async () => {
    const query = { ...tagQuery, currency: 'USD' };
    await server.db
      .updateTable('games')
      .set({ support_devices: [1] })
      .where('game_code', '=', 'jd-ocean-king')
      .execute();
    await server.db.updateTable('games').set({ active: false }).where('game_code', '=', 'jl-super-ace').execute();
    await server.db
      .updateTable('site_game_providers')
      .set({ support_devices: [1, 3] })
      .where('site_id', '=', 1)
      .where('currency_code', '=', 'USD')
      .where('provider_id', '=', gp('GPR8'))
      .execute();
    try {
      expect(names((await server.call('/v2/get_tag_game_list', query)).body.data.info)).toEqual([
        'Lucky Sevens',
        'Fruit Fiesta',
        'Temple Treasure',
        'Ocean King',
        'Live Baccarat',
        'Blackjack',
      ]);
      const mobile = await server.call('/v2/get_tag_game_list', { ...query, support_device: 2 });
      expect(names(mobile.body.data.info)).toEqual(['Lucky Sevens', 'Fruit Fiesta', 'Live Baccarat', 'Blackjack']);
      await server.db.updateTable('game_providers').set({ active: false }).where('code', '=', 'GPHS').execute();
      const app = await server.call('/v2/get_tag_game_list', { ...query, support_device: 3 });
      expect(names(app.body.data.info)).toEqual(['Temple Treasure']);
    } finally {
      await server.db
        .updateTable('games')
        .set({ support_devices: [1, 2, 3], active: true })
        .execute();
      await server.db.updateTable('game_providers').set({ active: true }).execute();
      await server.db
        .updateTable('site_game_providers')
        .set({ support_devices: [1, 2, 3] })
        .execute();
      server.app.cache.clear();
    }
  });

  it('serves repeated requests from its cache', async () => {
    const query = { ...tagQuery, currency: 'RMB' };
    const before = await server.call('/v2/get_tag_game_list', query);
    await server.db.updateTable('games').set({ active: false }).where('game_code', '=', 'house-lucky-sevens').execute();
    try {
      expect((await server.call('/v2/get_tag_game_list', query)).body).toEqual(before.body);
      server.app.cache.clear();
      expect(names((await server.call('/v2/get_tag_game_list', query)).body.data.info)).not.toContain('Lucky Sevens');
    } finally {
      await server.db.updateTable('games').set({ active: true }).execute();
      server.app.cache.clear();
    }
  });

  it('refuses bad bodies with HTTP 400 naming the fields', async () => {
    for (const [body, field] of [
      [{ ...tagQuery, tag: 'cold' }, 'tag'],
      [{ ...tagQuery, currency: undefined }, 'currency'],
      [{ ...tagQuery, support_device: 9 }, 'support_device'],
      [{ ...tagQuery, gt_id: 'slots' }, 'gt_id'],
    ] as const) {
      const reply = await server.call('/v2/get_tag_game_list', body);
      expect(reply.status).toBe(400);
      expect(reply.body.data.fields).toHaveProperty(field);
    }
  });
});

describe('/v2/game_label', () => {
  it("answers a provider's games as main and its non-empty label tabs", async () => {
    const { body } = await server.call('/v2/game_label', pageQuery('GPR8'), { lang: 'zh_CN' });
    expect(names(body.data.main)).toEqual(['神庙宝藏', '霓虹之夜', '熊猫财富']);
    expect(body.data.list.map((l: { id: number; tag: string; game_list: Game[] }) => [l.id, l.tag, names(l.game_list)])).toEqual([
      [1, 'hot', ['神庙宝藏']],
      [2, 'new', ['熊猫财富']],
    ]);
    const jd = await server.call('/v2/game_label', pageQuery('GPJD'));
    expect(jd.body.data.list.map((l: { tag: string }) => l.tag)).toEqual(['hot']);
    expect(names(jd.body.data.main)).toEqual(['Ocean King', 'Golden Tiger']);
  });

  it('filters by game type, site, currency and device (0 desktop, 1 mobile, 2 app)', async () => {
    expect((await server.call('/v2/game_label', pageQuery('GPR8', { game_type_id: 6 }))).body.data).toEqual({
      list: [],
      main: [],
    });
    const cards = await server.call('/v2/game_label', pageQuery('GPFC', { game_type_id: 6 }));
    expect(names(cards.body.data.main)).toEqual(['Teen Patti', 'Andar Bahar']);
    expect((await server.call('/v2/game_label', pageQuery('GPR8', { currency: 'THB' }))).body.data.main).toEqual([]);
    expect((await server.call('/v2/game_label', pageQuery('GPR8', { site_id: 2 }))).body.data.main).toEqual([]);
    await server.db
      .updateTable('games')
      .set({ support_devices: [2] })
      .where('game_code', '=', 'r8-neon-nights')
      .execute();
    try {
      const query = pageQuery('GPR8', { currency: 'VND' });
      expect(names((await server.call('/v2/game_label', query)).body.data.main)).not.toContain('Neon Nights');
      const mobile = await server.call('/v2/game_label', { ...query, device: 1 });
      expect(names(mobile.body.data.main)).toEqual(['Temple Treasure', 'Neon Nights', 'Panda Fortune']);
    } finally {
      await server.db
        .updateTable('games')
        .set({ support_devices: [1, 2, 3] })
        .execute();
      server.app.cache.clear();
    }
  });

  it('refuses bad bodies with HTTP 400', async () => {
    for (const body of [
      pageQuery('GPR8', { gp_id: undefined }),
      pageQuery('GPR8', { device: 3 }),
      pageQuery('GPR8', { game_type_id: 0 }),
      { ...pageQuery('GPR8'), site_id: 'one' },
    ]) {
      expect((await server.call('/v2/game_label', body)).status).toBe(400);
    }
  });
});

describe('/v2/get_template_game_list', () => {
  it('answers the games of each game type that has some, hot games first', async () => {
    const { body } = await server.call('/v2/get_template_game_list', { site_id: 1, currency: 'INR', support_device: 1 });
    const info: { gt_id: number; gt_key: string; gt_name: string; game_list: Game[] }[] = body.data.info;
    expect(info.map((t) => [t.gt_id, t.gt_key])).toEqual([
      [2, 'slot'],
      [3, 'live_casino'],
      [5, 'lottery'],
      [6, 'card_game'],
      [7, 'virtual_sport'],
      [8, 'cockfight'],
    ]);
    expect(names(info[0]?.game_list ?? [])).toEqual([
      'Lucky Sevens',
      'Fruit Fiesta',
      'Temple Treasure',
      'Ocean King',
      'Super Ace',
      'Dragon Gold',
      'Neon Nights',
      'Panda Fortune',
      'Golden Tiger',
      'Money Coming',
    ]);
    expect(names(info[2]?.game_list ?? [])).toEqual(['Fast 3 Dice', '5 Digits', '10-Car Race', 'Northern Lottery']);
    expect(names(info[3]?.game_list ?? [])).toEqual(expect.arrayContaining(['Teen Patti', 'Andar Bahar']));
    expect(names(info[4]?.game_list ?? [])).toContain('Virtual Football League');
    expect(names(info[5]?.game_list ?? [])).toContain('Rooster Arena');
    const none = await server.call('/v2/get_template_game_list', { site_id: 2, currency: 'INR', support_device: 1 });
    expect(none.body.data.info).toEqual([]);
    expect((await server.call('/v2/get_template_game_list', { site_id: 1, currency: 'INR' })).status).toBe(400);
  });
});

describe('/demo/gp_games', () => {
  it('lists the demo games of the demo providers and of the house provider', async () => {
    const r8 = await server.call('/demo/gp_games', pageQuery('GPR8'));
    expect(names(r8.body.data.list)).toEqual(['Temple Treasure', 'Neon Nights', 'Panda Fortune']);
    const house = await server.call('/demo/gp_games', pageQuery('GPHS'), { lang: 'vi_VN' });
    expect(names(house.body.data.list)).toEqual(['Bảy May Mắn', 'Rồng Vàng', 'Lễ Hội Trái Cây']);
    const fc = await server.call('/demo/gp_games', pageQuery('GPFC', { game_type_id: 6 }));
    expect(fc.body.data.list).toHaveLength(2);
  });

  it('answers nothing for other providers and leaves out games without demo', async () => {
    const provider = await server.db
      .insertInto('game_providers')
      .values({ code: 'GPXX', name: 'Other Slots', house: 'xx' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await server.db
      .insertInto('site_game_providers')
      .values({ site_id: 1, provider_id: provider.id, game_type_id: 2, currency_code: 'USD', display_name: 'Other Slots' })
      .execute();
    await server.db
      .insertInto('games')
      .values({
        provider_id: provider.id,
        game_type_id: 2,
        game_code: 'xx-demo',
        names: JSON.stringify({ en_US: 'X' }),
        demo: true,
      })
      .execute();
    await server.db.updateTable('games').set({ demo: false }).where('game_code', '=', 'r8-neon-nights').execute();
    try {
      const other = { ...pageQuery('GPR8'), currency: 'USD', gp_id: provider.id };
      expect((await server.call('/demo/gp_games', other)).body.data.list).toEqual([]);
      expect(names((await server.call('/v2/game_label', other)).body.data.main)).toEqual(['X']);
      const r8 = await server.call('/demo/gp_games', { ...pageQuery('GPR8'), currency: 'USD' });
      expect(names(r8.body.data.list)).toEqual(['Temple Treasure', 'Panda Fortune']);
    } finally {
      await server.db.updateTable('games').set({ demo: true }).where('game_code', '=', 'r8-neon-nights').execute();
      server.app.cache.clear();
    }
  });

  it('refuses bad bodies with HTTP 400', async () => {
    expect((await server.call('/demo/gp_games', { site_id: 1, currency: 'INR' })).status).toBe(400);
  });
});
