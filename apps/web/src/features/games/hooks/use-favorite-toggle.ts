import type { GameEntry } from '@casino/contract/calls/game-calls.ts';
import { type QueryClient, type QueryKey, useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../lib/error-text.ts';
import { useSession } from '../../../lib/session.ts';
import { showToast } from '../../../ui/toast.tsx';
import { favoriteGameKeys } from '../api/favorite-games.ts';
import { type FavoriteChange, storeFavorites } from '../api/favorite-store.ts';
import { memberGameKeys } from '../api/game-keys.ts';
import { type ProviderMemberGames, providerMemberGameKeys } from '../api/provider-member-games.ts';

const FAVORITE_MUTATION_KEY = ['favorite-store'] as const;

type Variables = { game: GameEntry; status: 0 | 1 };
type Snapshot = Array<[QueryKey, unknown]>;

function withFlag(game: GameEntry, favorite: boolean): GameEntry {
  const flag = favorite ? 1 : 0;
  return game.member_favorite === flag ? game : { ...game, member_favorite: flag };
}

/** A favourites list with the game added at the front or taken out. */
export function changeFavoriteList(list: readonly GameEntry[], game: GameEntry, favorite: boolean): GameEntry[] {
  const rest = list.filter((entry) => entry.game_id !== game.game_id);
  return favorite ? [withFlag(game, true), ...rest] : rest;
}

/** A member's slot page after a change of one game's favourite flag. */
export function changeProviderGames(data: ProviderMemberGames, game: GameEntry, favorite: boolean): ProviderMemberGames {
  const mark = (list: GameEntry[]) => list.map((entry) => (entry.game_id === game.game_id ? withFlag(entry, favorite) : entry));
  // Another provider's page keeps its favourites tab as it is.
  const belongs = data.entire_games.some((entry) => entry.game_id === game.game_id);
  return {
    entire_games: mark(data.entire_games),
    last_play_games: mark(data.last_play_games),
    my_favorites: belongs ? changeFavoriteList(data.my_favorites, game, favorite) : data.my_favorites,
  };
}

function applyChange(queryClient: QueryClient, memberId: number, game: GameEntry, favorite: boolean) {
  queryClient.setQueriesData<GameEntry[]>({ queryKey: favoriteGameKeys.all(memberId) }, (list) =>
    list ? changeFavoriteList(list, game, favorite) : list,
  );
  queryClient.setQueriesData<ProviderMemberGames>({ queryKey: providerMemberGameKeys.all(memberId) }, (data) =>
    data ? changeProviderGames(data, game, favorite) : data,
  );
}

/**
 * Favourite star of a member: flips at once (optimistic) in every cached list of the member, sends
 * favorite/store, and puts everything back with an error toast when the call fails. A game's star waits for its
 * call to finish before it can be pressed again.
 */
export function useFavoriteToggle() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const session = useSession();
  const memberId = session?.memberId ?? 0;

  const mutation = useMutation({
    mutationKey: FAVORITE_MUTATION_KEY,
    mutationFn: ({ game, status }: Variables) => storeFavorites([{ gameId: game.game_id, status } satisfies FavoriteChange]),
    onMutate: async ({ game, status }): Promise<Snapshot> => {
      await queryClient.cancelQueries({ queryKey: memberGameKeys.member(memberId) });
      const snapshot = queryClient.getQueriesData({ queryKey: memberGameKeys.member(memberId) });
      applyChange(queryClient, memberId, game, status === 1);
      return snapshot;
    },
    onError: (error, _variables, snapshot) => {
      for (const [key, data] of snapshot ?? []) queryClient.setQueryData(key, data);
      showToast(t('games_ui.favorite.failed', { reason: describeError(error, t) }), { tone: 'error' });
    },
  });

  const pending = useMutationState({
    filters: { mutationKey: FAVORITE_MUTATION_KEY, status: 'pending' },
    select: (entry) => (entry.state.variables as Variables | undefined)?.game.game_id ?? 0,
  });
  const pendingIds = useMemo(() => new Set(pending), [pending]);

  const { mutate } = mutation;
  const toggle = useCallback(
    (game: GameEntry, favorite: boolean) => {
      if (pendingIds.has(game.game_id)) return;
      mutate({ game, status: favorite ? 0 : 1 });
    },
    [mutate, pendingIds],
  );

  return { toggle, isPending: (gameId: number) => pendingIds.has(gameId) };
}
