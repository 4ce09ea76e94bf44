import { type GameEntry, type GameTag, tagGameListCall } from '@casino/contract/calls/game-calls.ts';
import { useQuery } from '@tanstack/react-query';
import { callApi, writtenReply } from '../../../lib/api-client.ts';
import type { LayoutMode } from '../../../lib/layout-mode.ts';
import { type GameScope, gameKeys, scopeKey, useGameScope } from './game-keys.ts';

export const tagGameKeys = {
  all: [...gameKeys.all, 'tag'] as const,
  list: (scope: GameScope, tag: GameTag, gtId: number) => [...tagGameKeys.all, ...scopeKey(scope), tag, gtId] as const,
};

function tagGamesRequest(scope: GameScope, tag: GameTag, gtId: number) {
  return { site_id: scope.siteId, currency: scope.currency, support_device: scope.supportDevice, tag, gt_id: gtId };
}

/** POST /v2/get_tag_game_list: the games carrying one tag (hot or new), of one game type. */
export async function fetchTagGames(scope: GameScope, tag: GameTag, gtId: number, signal?: AbortSignal): Promise<GameEntry[]> {
  const reply = await callApi(tagGameListCall, tagGamesRequest(scope, tag, gtId), { signal });
  return reply.info;
}

/** The hot or new games of a game type (the home page's slot lists use game type 2). */
export function useTagGames(mode: LayoutMode, tag: GameTag, gtId: number) {
  const scope = useGameScope(mode);
  return useQuery({
    queryKey: tagGameKeys.list(scope, tag, gtId),
    queryFn: ({ signal }) => fetchTagGames(scope, tag, gtId, signal),
    initialData: () => writtenReply(tagGameListCall, tagGamesRequest(scope, tag, gtId))?.info,
    staleTime: 5 * 60_000,
  });
}
