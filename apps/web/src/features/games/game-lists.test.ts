import { describe, expect, it } from 'vitest';
import { gameEntryFixture, slotGamesFixture } from '../../test/game-fixtures.ts';
import { parseProviderPage } from './api/provider-page.ts';
import { filterGamesByName } from './components/slot-game-view.tsx';
import { changeFavoriteList, changeProviderGames } from './hooks/use-favorite-toggle.ts';
import { gamesByIds } from './hooks/use-last-played-games.ts';

describe('game lists', () => {
  it('reads the provider of a slot page from its address', () => {
    expect(parseProviderPage(new URLSearchParams('gt_id=2&gp_id=10&house=house'))).toEqual({ gtId: 2, gpId: 10, house: 'house' });
    // Banner links carry no house.
    expect(parseProviderPage(new URLSearchParams('gt_id=2&gp_id=10'))).toEqual({ gtId: 2, gpId: 10, house: '' });
    expect(parseProviderPage(new URLSearchParams('gt_id=2'))).toBeNull();
    expect(parseProviderPage(new URLSearchParams('gt_id=x&gp_id=10'))).toBeNull();
    expect(parseProviderPage(new URLSearchParams('gt_id=12&gp_id=10'))).toBeNull();
    expect(parseProviderPage(new URLSearchParams('gt_id=2&gp_id=0'))).toBeNull();
  });

  it('filters by the localised name, ignoring case and spaces', () => {
    const games = [
      ...slotGamesFixture(),
      gameEntryFixture({ game_id: 5, game_name: '幸运七', game_code: 'CN7' }),
      gameEntryFixture({ game_id: 6, game_name: '', game_code: 'NONAME' }),
    ];
    expect(filterGamesByName(games, '  LUCKY ').map((g) => g.game_id)).toEqual([101]);
    expect(filterGamesByName(games, '幸运').map((g) => g.game_id)).toEqual([5]);
    expect(filterGamesByName(games, 'noname').map((g) => g.game_id)).toEqual([6]);
    expect(filterGamesByName(games, '')).toHaveLength(games.length);
  });

  it('changes a favourite in the favourites list and a member slot page', () => {
    const [lucky, dragon] = slotGamesFixture() as [ReturnType<typeof gameEntryFixture>, ReturnType<typeof gameEntryFixture>];
    const favourites = changeFavoriteList([dragon], lucky, true);
    expect(favourites.map((g) => [g.game_id, g.member_favorite])).toEqual([
      [101, 1],
      [102, 0],
    ]);
    expect(changeFavoriteList(favourites, lucky, false).map((g) => g.game_id)).toEqual([102]);

    const page = { entire_games: [lucky, dragon], my_favorites: [], last_play_games: [dragon] };
    const added = changeProviderGames(page, dragon, true);
    expect(added.entire_games.map((g) => g.member_favorite)).toEqual([0, 1]);
    expect(added.last_play_games.map((g) => g.member_favorite)).toEqual([1]);
    expect(added.my_favorites.map((g) => g.game_id)).toEqual([102]);
    // Another provider's page keeps its favourites tab.
    const other = gameEntryFixture({ game_id: 900, gp_id: 99 });
    expect(changeProviderGames(page, other, true).my_favorites).toEqual([]);
  });

  it('looks last-played ids up in the known lists, in the ids’ order', () => {
    const games = slotGamesFixture();
    expect(gamesByIds([103, 7, 101], [undefined, games]).map((g) => g.game_id)).toEqual([103, 101]);
  });
});
