import { lastPlayingGameCall } from '@casino/contract/calls/game-calls.ts';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import type { LayoutMode } from '../../../lib/layout-mode.ts';
import { useSession } from '../../../lib/session.ts';
import { type GameScope, memberGameKeys, scopeKey, useGameScope } from './game-keys.ts';

export const lastPlayingKeys = {
  all: (memberId: number) => [...memberGameKeys.member(memberId), 'last-playing'] as const,
  list: (memberId: number, scope: GameScope) => [...lastPlayingKeys.all(memberId), ...scopeKey(scope)] as const,
};

/** POST /arks/web/member-games/last-playing-game: ids of the member's last-played games, newest first. */
export async function fetchLastPlayingIds(scope: GameScope, signal?: AbortSignal): Promise<number[]> {
  const reply = await callApi(
    lastPlayingGameCall,
    { site_id: scope.siteId, currency: scope.currency, support_device: scope.supportDevice },
    { signal },
  );
  return reply.list;
}

/** Idle for visitors. */
export function useLastPlayingIds(mode: LayoutMode) {
  const session = useSession();
  const scope = useGameScope(mode);
  return useQuery({
    queryKey: lastPlayingKeys.list(session?.memberId ?? 0, scope),
    queryFn: ({ signal }) => fetchLastPlayingIds(scope, signal),
    enabled: session !== null,
    staleTime: 30_000,
  });
}
