import { providerMemberGamesCall } from '@casino/contract/calls/game-calls.ts';
import type { CallResponse } from '@casino/contract/define-call.ts';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import type { LayoutMode } from '../../../lib/layout-mode.ts';
import { useSession } from '../../../lib/session.ts';
import { type GameScope, memberGameKeys, scopeKey, useGameScope } from './game-keys.ts';
import { type ProviderPage, providerPageBody } from './provider-page.ts';

/** The three tabs of a member's slot page: entire_games, my_favorites, last_play_games. */
export type ProviderMemberGames = CallResponse<typeof providerMemberGamesCall>;

export const providerMemberGameKeys = {
  all: (memberId: number) => [...memberGameKeys.member(memberId), 'provider-games'] as const,
  detail: (memberId: number, scope: GameScope, page: ProviderPage) =>
    [...providerMemberGameKeys.all(memberId), ...scopeKey(scope), page.gtId, page.gpId, page.house] as const,
};

/** POST /arks/web/member-games/provider-games: a provider's slot page for the member, with real favourite flags. */
export function fetchProviderMemberGames(
  scope: GameScope,
  page: ProviderPage,
  signal?: AbortSignal,
): Promise<ProviderMemberGames> {
  return callApi(providerMemberGamesCall, providerPageBody(scope, page), { signal });
}

/** Idle for visitors, who get the public /v2/game_label lists instead. */
export function useProviderMemberGames(mode: LayoutMode, page: ProviderPage) {
  const session = useSession();
  const scope = useGameScope(mode);
  return useQuery({
    queryKey: providerMemberGameKeys.detail(session?.memberId ?? 0, scope, page),
    queryFn: ({ signal }) => fetchProviderMemberGames(scope, page, signal),
    enabled: session !== null,
    staleTime: 60_000,
  });
}
