import type { GameEntry, GameLabelEntry } from '@casino/contract/calls/game-calls.ts';
import type { FakeHandler, FakeReply } from './fake-api.ts';
import { ok } from './fake-api.ts';
import { gameTypeFixture, providerFixture } from './fixtures.ts';

/** One game as the game list calls answer it: a House Slots slot game, demo playable, no tags. */
export function gameEntryFixture(overrides: Partial<GameEntry> = {}): GameEntry {
  const id = overrides.game_id ?? overrides.id ?? 101;
  return {
    id,
    game_id: id,
    gp_id: 10,
    gp_name: 'House Slots',
    game_type: 2,
    game_code: `HS${id}`,
    game_name: `Game ${id}`,
    house: 'house',
    image: `/media/g${id}`,
    tags: [],
    demo: true,
    member_favorite: 0,
    ...overrides,
  };
}

/** The House Slots games used by the slot page tests: a hot one, a new one and a plain one. */
export function slotGamesFixture(): GameEntry[] {
  return [
    gameEntryFixture({ game_id: 101, game_code: 'LUCKY7', game_name: 'Lucky Sevens', tags: ['hot'] }),
    gameEntryFixture({ game_id: 102, game_code: 'DRAGON', game_name: 'Dragon Gold', tags: ['new'], demo: false }),
    gameEntryFixture({ game_id: 103, game_code: 'FRUITS', game_name: 'Fruit Party' }),
  ];
}

export function gameLabelsFixture(games: GameEntry[] = slotGamesFixture()): { list: GameLabelEntry[]; main: GameEntry[] } {
  return {
    list: [
      { id: 1, tag: 'hot', game_list: games.filter((game) => game.tags.includes('hot')) },
      { id: 2, tag: 'new', game_list: games.filter((game) => game.tags.includes('new')) },
    ],
    main: games,
  };
}

/** The catalogue of the game pages: slots (a slot provider and a customized hall), live casino, sports, lottery, cards. */
export function hallCatalogueFixture() {
  return {
    list: [
      gameTypeFixture({
        gp_list: [
          providerFixture(),
          providerFixture({ id: 3, gp_id: 30, gp_name: 'Jackpot Hall', customized: true, game_code: 'JHLOBBY', house: 'jh' }),
        ],
      }),
      gameTypeFixture({
        gt_id: 3,
        gt_key: 'live_casino',
        gt_name: 'LIVE CASINO',
        gp_list: [providerFixture({ id: 2, gp_id: 20, gp_name: 'House Live', game_type: 3, game_code: 'LOBBY', house: 'live' })],
      }),
      gameTypeFixture({
        gt_id: 4,
        gt_key: 'sports',
        gt_name: 'SPORTS',
        gp_list: [providerFixture({ id: 4, gp_id: 40, gp_name: 'House Sports', game_type: 4, game_code: 'SPORTSBOOK' })],
      }),
      gameTypeFixture({ gt_id: 5, gt_key: 'lottery', gt_name: 'LOTTERY', gp_list: [] }),
      gameTypeFixture({
        gt_id: 6,
        gt_key: 'card_game',
        gt_name: 'CARD GAME',
        gp_list: [providerFixture({ id: 6, gp_id: 60, gp_name: 'House Cards', game_type: 6 })],
      }),
    ],
  };
}

/** Replies of the game list calls for a site whose only slot provider is House Slots (gp_id 10). */
export function gameApiHandlers(): Record<string, FakeHandler | FakeReply> {
  const games = slotGamesFixture();
  return {
    '/api/v3/game_list': ok(hallCatalogueFixture()),
    '/api/v2/game_label': ok(gameLabelsFixture(games)),
    '/api/v2/get_tag_game_list': (body) => {
      const tag = (body as { tag: string }).tag;
      return ok({ info: games.filter((game) => game.tags.includes(tag)) });
    },
    '/api/v2/get_template_game_list': ok({ info: [{ gt_id: 2, gt_name: 'SLOT GAME', gt_key: 'slot', game_list: games }] }),
    '/api/arks/web/member-games/provider-games': ok({
      entire_games: games,
      my_favorites: [],
      last_play_games: [],
    }),
    '/api/arks/web/member-games/favorite/list': ok({ list: [] }),
    '/api/arks/web/member-games/last-playing-game': ok({ list: [] }),
    '/api/arks/web/member-games/favorite/store': (body) => {
      const data = (body as { data: Array<{ game_id: number; status: number }> }).data;
      return ok({ list: data.filter((change) => change.status === 1).map((change) => change.game_id) });
    },
    '/api/demo/gt_games': ok({ list: [] }),
    '/api/demo/gp_games': ok({ list: [] }),
  };
}
