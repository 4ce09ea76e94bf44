import { favoriteListCall, type GameEntry } from '@casino/contract/calls/game-calls.ts';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import type { LayoutMode } from '../../../lib/layout-mode.ts';
import { useSession } from '../../../lib/session.ts';
import { type GameScope, memberGameKeys, scopeKey, useGameScope } from './game-keys.ts';

export const favoriteGameKeys = {
  all: (memberId: number) => [...memberGameKeys.member(memberId), 'favorites'] as const,
  list: (memberId: number, scope: GameScope) => [...favoriteGameKeys.all(memberId), ...scopeKey(scope)] as const,
};

/** POST /arks/web/member-games/favorite/list: the member's favourite games of this site and currency, newest first. */
export async function fetchFavoriteGames(scope: GameScope, signal?: AbortSignal): Promise<GameEntry[]> {
  const reply = await callApi(
    favoriteListCall,
    { site_id: scope.siteId, currency: scope.currency, support_device: scope.supportDevice },
    { signal },
  );
  return reply.list;
}

/** Idle for visitors. */
export function useFavoriteGames(mode: LayoutMode) {
  const session = useSession();
  const scope = useGameScope(mode);
  return useQuery({
    queryKey: favoriteGameKeys.list(session?.memberId ?? 0, scope),
    queryFn: ({ signal }) => fetchFavoriteGames(scope, signal),
    enabled: session !== null,
    staleTime: 60_000,
  });
}
