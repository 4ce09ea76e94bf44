import { RECENT_GAMES_LIMIT } from '@casino/contract/calls/game-calls.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInMember, startTestServer, type TestServer } from '../testing/test-server.ts';
import { RECENT_GAMES_KEPT, recordRecentGame } from './record-recent-game.ts';

let server: TestServer;
const games = new Map<string, number>();
const providers = new Map<string, number>();
beforeAll(async () => {
  server = await startTestServer();
  for (const g of await server.db.selectFrom('games').select(['id', 'game_code']).execute()) games.set(g.game_code, g.id);
  for (const p of await server.db.selectFrom('game_providers').select(['id', 'code']).execute()) providers.set(p.code, p.id);
});
afterAll(() => server.close());

const game = (code: string) => {
  const id = games.get(code);
  if (id === undefined) throw new Error(`no game ${code}`);
  return id;
};
const auth = (token: string) => ({ authorization: `Bearer ${token}` });
type Game = { game_id: number; game_name: string; member_favorite: number };
const names = (list: Game[]) => list.map((g) => g.game_name);
const scope = { site_id: 1, currency: 'INR' };

async function member(account: string, siteId = 1, currency = 'INR') {
  const { memberId, token } = await createSignedInMember(server.db, account, siteId, currency);
  return {
    memberId,
    call: (path: string, body: unknown = {}, headers: Record<string, string> = {}) =>
      server.call(path, body, { ...auth(token), ...headers }),
  };
}

const MEMBER_CALLS: [string, unknown][] = [
  ['/arks/web/member-games/hot-games', { ...scope, gt_id: 2 }],
  ['/arks/web/member-games/last-playing-game', {}],
  ['/arks/web/member-games/favorite/store', { data: [{ game_id: 1, status: 1 }] }],
  ['/arks/web/member-games/favorite/list', scope],
  ['/arks/web/member-games/provider-games', { ...scope, device: 0, gp_id: 1, game_type_id: 2 }],
];

describe('member game calls', () => {
  it('answer HTTP 401 without a valid token', async () => {
    for (const [path, body] of MEMBER_CALLS) {
      expect((await server.call(path, body)).status).toBe(401);
      expect((await server.call(path, body, auth('not-a-token'))).status).toBe(401);
    }
  });
});

describe('/arks/web/member-games/favorite/store and favorite/list', () => {
  it("keeps each member's favourites apart", async () => {
    const alice = await member('fav_alice');
    const bob = await member('fav_bob');
    const stored = await alice.call('/arks/web/member-games/favorite/store', {
      data: [
        { game_id: game('house-lucky-sevens'), status: 1 },
        { game_id: game('r8-temple-treasure'), status: 1 },
      ],
    });
    expect(stored.status).toBe(200);
    expect(stored.body.data.list.sort()).toEqual([game('house-lucky-sevens'), game('r8-temple-treasure')].sort());

    const list = await alice.call('/arks/web/member-games/favorite/list', scope);
    expect(names(list.body.data.list).sort()).toEqual(['Lucky Sevens', 'Temple Treasure']);
    expect(list.body.data.list.every((g: Game) => g.member_favorite === 1)).toBe(true);

    // Bob sees none of them, and his removal of Alice's favourite changes only his own list.
    expect((await bob.call('/arks/web/member-games/favorite/list', scope)).body.data.list).toEqual([]);
    const bobStore = await bob.call('/arks/web/member-games/favorite/store', {
      data: [
        { game_id: game('house-lucky-sevens'), status: 0 },
        { game_id: game('jd-ocean-king'), status: 1 },
      ],
    });
    expect(bobStore.body.data.list).toEqual([game('jd-ocean-king')]);
    expect((await alice.call('/arks/web/member-games/favorite/list', scope)).body.data.list).toHaveLength(2);

    // Removing, and storing twice, are answered with the current list; the list is never cached.
    await alice.call('/arks/web/member-games/favorite/store', {
      data: [
        { game_id: game('r8-temple-treasure'), status: 0 },
        { game_id: game('house-lucky-sevens'), status: 1 },
      ],
    });
    expect(names((await alice.call('/arks/web/member-games/favorite/list', scope)).body.data.list)).toEqual(['Lucky Sevens']);
  });

  it('lists newest favourites first, narrowed by game type and provider, named in the lang language', async () => {
    const carol = await member('fav_carol');
    for (const code of ['jl-super-ace', 'fc-teen-patti', 'r8-neon-nights']) {
      await carol.call('/arks/web/member-games/favorite/store', { data: [{ game_id: game(code), status: 1 }] });
    }
    const all = await carol.call('/arks/web/member-games/favorite/list', scope);
    expect(names(all.body.data.list)).toEqual(['Neon Nights', 'Teen Patti', 'Super Ace']);
    const cards = await carol.call('/arks/web/member-games/favorite/list', { ...scope, gt_id: 6 }, { lang: 'zh_CN' });
    expect(names(cards.body.data.list)).toEqual(['三张牌']);
    const r8 = await carol.call('/arks/web/member-games/favorite/list', { ...scope, gp_id: providers.get('GPR8') });
    expect(names(r8.body.data.list)).toEqual(['Neon Nights']);
    const hindi = await carol.call('/arks/web/member-games/favorite/list', scope, { lang: 'hi_IN' });
    expect(names(hindi.body.data.list)).toEqual(['Neon Nights', 'Teen Patti', 'Super Ace']);
  });

  it("lists only games of the member's own site and currency", async () => {
    const dave = await member('fav_dave', 2, 'VND');
    await dave.call('/arks/web/member-games/favorite/store', { data: [{ game_id: game('jd-golden-tiger'), status: 1 }] });
    // The body names site 1 and INR; the member's own site 2 and VND count.
    expect(names((await dave.call('/arks/web/member-games/favorite/list', scope)).body.data.list)).toEqual(['Golden Tiger']);
    await server.db
      .updateTable('site_game_providers')
      .set({ active: false })
      .where('site_id', '=', 2)
      .where('provider_id', '=', providers.get('GPJD') ?? 0)
      .execute();
    try {
      expect((await dave.call('/arks/web/member-games/favorite/list', scope)).body.data.list).toEqual([]);
    } finally {
      await server.db.updateTable('site_game_providers').set({ active: true }).execute();
    }
  });

  it('refuses unknown games and bad bodies with HTTP 400', async () => {
    const erin = await member('fav_erin');
    const unknown = await erin.call('/arks/web/member-games/favorite/store', {
      data: [
        { game_id: game('jl-super-ace'), status: 1 },
        { game_id: 999_999, status: 1 },
      ],
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.data.fields).toEqual({ 'data.1.game_id': ['unknown_game'] });
    expect((await erin.call('/arks/web/member-games/favorite/list', scope)).body.data.list).toEqual([]);
    // Removing a game that does not exist is harmless.
    const removal = await erin.call('/arks/web/member-games/favorite/store', { data: [{ game_id: 999_999, status: 0 }] });
    expect(removal.body.data.list).toEqual([]);
    for (const body of [{}, { data: [] }, { data: [{ game_id: 1, status: 2 }] }, { data: [{ game_id: 'x', status: 1 }] }]) {
      expect((await erin.call('/arks/web/member-games/favorite/store', body)).status).toBe(400);
    }
    expect((await erin.call('/arks/web/member-games/favorite/list', { gt_id: 'slots' })).status).toBe(400);
  });
});

describe('/arks/web/member-games/last-playing-game', () => {
  it('answers game ids newest first, at most RECENT_GAMES_LIMIT, per member', async () => {
    const frank = await member('recent_frank');
    const grace = await member('recent_grace');
    const provider = providers.get('GPHS') ?? 0;
    const extra = await server.db
      .insertInto('games')
      .values(
        Array.from({ length: 25 }, (_, i) => ({
          provider_id: provider,
          game_type_id: 2,
          game_code: `house-extra-${i}`,
          names: JSON.stringify({ en_US: `Extra ${i}` }),
        })),
      )
      .returning('id')
      .execute();
    const ids = extra.map((g) => g.id);
    for (const id of ids) await recordRecentGame(server.db, frank.memberId, id);
    await recordRecentGame(server.db, frank.memberId, ids[3] ?? 0);

    const { body } = await frank.call('/arks/web/member-games/last-playing-game');
    expect(body.data.list).toHaveLength(RECENT_GAMES_LIMIT);
    expect(body.data.list).toEqual([ids[3], ...ids.slice(4).reverse()].slice(0, RECENT_GAMES_LIMIT));
    expect((await grace.call('/arks/web/member-games/last-playing-game')).body.data.list).toEqual([]);

    // Narrowed to a game type; games no longer offered drop out.
    await recordRecentGame(server.db, frank.memberId, game('fc-andar-bahar'));
    expect((await frank.call('/arks/web/member-games/last-playing-game', { gt_id: 6 })).body.data.list).toEqual([
      game('fc-andar-bahar'),
    ]);
    await server.db
      .updateTable('games')
      .set({ active: false })
      .where('id', '=', ids[3] ?? 0)
      .execute();
    const after = await frank.call('/arks/web/member-games/last-playing-game');
    expect(after.body.data.list[0]).toBe(game('fc-andar-bahar'));
    expect(after.body.data.list).not.toContain(ids[3]);
  });

  it('keeps at most RECENT_GAMES_KEPT rows per member', async () => {
    const henry = await member('recent_henry');
    const provider = providers.get('GPR8') ?? 0;
    const extra = await server.db
      .insertInto('games')
      .values(
        Array.from({ length: RECENT_GAMES_KEPT + 5 }, (_, i) => ({
          provider_id: provider,
          game_type_id: 2,
          game_code: `r8-kept-${i}`,
          names: JSON.stringify({ en_US: `Kept ${i}` }),
        })),
      )
      .returning('id')
      .execute();
    for (const { id } of extra) await recordRecentGame(server.db, henry.memberId, id);
    const rows = await server.db
      .selectFrom('member_recent_games')
      .select('game_id')
      .where('member_id', '=', henry.memberId)
      .execute();
    expect(rows).toHaveLength(RECENT_GAMES_KEPT);
    expect(rows.map((r) => r.game_id)).not.toContain(extra[0]?.id);
    await server.db.updateTable('games').set({ active: false }).where('game_code', 'like', 'r8-kept-%').execute();
  });
});

describe('/arks/web/member-games/hot-games', () => {
  it("puts the member's most played games first, then the hot games, without repeats", async () => {
    const ivy = await member('hot_ivy');
    for (let i = 0; i < 3; i += 1) await recordRecentGame(server.db, ivy.memberId, game('r8-neon-nights'));
    await recordRecentGame(server.db, ivy.memberId, game('jd-golden-tiger'));
    await recordRecentGame(server.db, ivy.memberId, game('house-lucky-sevens'));
    await recordRecentGame(server.db, ivy.memberId, game('fc-teen-patti'));
    await ivy.call('/arks/web/member-games/favorite/store', { data: [{ game_id: game('jl-super-ace'), status: 1 }] });

    const { body } = await ivy.call('/arks/web/member-games/hot-games', { ...scope, gt_id: 2 });
    expect(names(body.data.list)).toEqual([
      'Neon Nights',
      'Lucky Sevens',
      'Golden Tiger',
      'Fruit Fiesta',
      'Temple Treasure',
      'Ocean King',
      'Super Ace',
    ]);
    expect(body.data.list.find((g: Game) => g.game_name === 'Super Ace').member_favorite).toBe(1);
    expect(body.data.list.find((g: Game) => g.game_name === 'Neon Nights').member_favorite).toBe(0);

    const cards = await ivy.call('/arks/web/member-games/hot-games', { ...scope, gt_id: 6 });
    expect(names(cards.body.data.list)).toEqual(['Teen Patti', 'Blackjack']);
    const newcomer = await member('hot_jack');
    const hot = await newcomer.call('/arks/web/member-games/hot-games', { ...scope, gt_id: 0 });
    expect(names(hot.body.data.list)).toEqual([
      'Lucky Sevens',
      'Fruit Fiesta',
      'Temple Treasure',
      'Ocean King',
      'Super Ace',
      'Live Baccarat',
      'Blackjack',
    ]);
    expect((await newcomer.call('/arks/web/member-games/hot-games', { site_id: 1 })).status).toBe(400);
  });
});

describe('/arks/web/member-games/provider-games', () => {
  it("answers the slot page's tabs all_game, my_favorite and last_play for the member", async () => {
    const kate = await member('tabs_kate');
    const other = await member('tabs_other');
    await kate.call('/arks/web/member-games/favorite/store', {
      data: [
        { game_id: game('r8-temple-treasure'), status: 1 },
        { game_id: game('jd-ocean-king'), status: 1 },
      ],
    });
    await recordRecentGame(server.db, kate.memberId, game('r8-panda-fortune'));
    await recordRecentGame(server.db, kate.memberId, game('r8-neon-nights'));
    await recordRecentGame(server.db, other.memberId, game('r8-temple-treasure'));

    const page = { ...scope, device: 0, gp_id: providers.get('GPR8'), game_type_id: 2, house: 'r8' };
    const { body } = await kate.call('/arks/web/member-games/provider-games', page);
    expect(names(body.data.entire_games)).toEqual(['Temple Treasure', 'Neon Nights', 'Panda Fortune']);
    expect(body.data.entire_games.map((g: Game) => g.member_favorite)).toEqual([1, 0, 0]);
    expect(names(body.data.my_favorites)).toEqual(['Temple Treasure']);
    expect(names(body.data.last_play_games)).toEqual(['Neon Nights', 'Panda Fortune']);

    const theirs = await other.call('/arks/web/member-games/provider-games', page);
    expect(theirs.body.data.my_favorites).toEqual([]);
    expect(names(theirs.body.data.last_play_games)).toEqual(['Temple Treasure']);
    expect((await kate.call('/arks/web/member-games/provider-games', { ...page, gp_id: 0 })).status).toBe(400);
  });
});
