import type { GameEntry } from '@casino/contract/calls/game-calls.ts';
import { useMemo } from 'react';
import type { LayoutMode } from '../../../lib/layout-mode.ts';
import { useFavoriteGames } from '../api/favorite-games.ts';
import { useLastPlayingIds } from '../api/last-playing-games.ts';
import { useTemplateGames } from '../api/template-game-list.ts';

/** The games with these ids, in the ids' order, found in the given lists (ids not found are left out). */
export function gamesByIds(ids: readonly number[], lists: ReadonlyArray<readonly GameEntry[] | undefined>): GameEntry[] {
  const byId = new Map<number, GameEntry>();
  for (const list of lists) for (const game of list ?? []) if (!byId.has(game.game_id)) byId.set(game.game_id, game);
  return ids.flatMap((id) => {
    const game = byId.get(id);
    return game ? [game] : [];
  });
}

/**
 * The member's last-played games. /arks/web/member-games/last-playing-game answers ids only, so they are looked up
 * in the member's favourites, the given lists and the site's per-type game lists (/v2/get_template_game_list, asked
 * only when there are ids to look up).
 */
export function useLastPlayedGames(mode: LayoutMode, known: ReadonlyArray<readonly GameEntry[] | undefined> = []) {
  const ids = useLastPlayingIds(mode);
  const favorites = useFavoriteGames(mode);
  const hasIds = (ids.data?.length ?? 0) > 0;
  const template = useTemplateGames(mode, hasIds);
  const games = useMemo(() => {
    if (!ids.data || ids.data.length === 0) return [];
    const typeLists = (template.data ?? []).map((type) => type.game_list);
    return gamesByIds(ids.data, [favorites.data, ...known, ...typeLists]);
  }, [ids.data, favorites.data, template.data, known]);
  return { games, isPending: ids.isPending || (hasIds && template.isPending) };
}
