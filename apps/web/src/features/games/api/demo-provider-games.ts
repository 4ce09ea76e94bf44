import { demoProviderGamesCall, type GameEntry } from '@casino/contract/calls/game-calls.ts';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import type { LayoutMode } from '../../../lib/layout-mode.ts';
import { type GameScope, gameKeys, scopeKey, useGameScope } from './game-keys.ts';
import { type ProviderPage, providerPageBody } from './provider-page.ts';

export const demoGameKeys = {
  all: [...gameKeys.all, 'demo'] as const,
  provider: (scope: GameScope, page: ProviderPage) =>
    [...demoGameKeys.all, 'provider', ...scopeKey(scope), page.gtId, page.gpId, page.house] as const,
};

/** POST /demo/gp_games: the demo games of one provider and type (only the demo providers have any). */
export async function fetchDemoProviderGames(scope: GameScope, page: ProviderPage, signal?: AbortSignal): Promise<GameEntry[]> {
  const reply = await callApi(demoProviderGamesCall, providerPageBody(scope, page), { signal });
  // Only games that really run in demo, of the provider asked for.
  return reply.list.filter((game) => game.demo && game.gp_id === page.gpId);
}

export function useDemoProviderGames(mode: LayoutMode, page: ProviderPage | null) {
  const scope = useGameScope(mode);
  const target = page ?? { gtId: 0, gpId: 0, house: '' };
  return useQuery({
    queryKey: demoGameKeys.provider(scope, target),
    queryFn: ({ signal }) => fetchDemoProviderGames(scope, target, signal),
    enabled: page !== null,
    staleTime: 5 * 60_000,
  });
}
