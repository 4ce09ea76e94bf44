import { demoGameTypesCall, type GameTypeEntry } from '@casino/contract/calls/game-calls.ts';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import type { LayoutMode } from '../../../lib/layout-mode.ts';
import { templateFor, useRuntimeConfig } from '../../../lib/runtime-config.ts';
import { type GameScope, gameKeys, scopeKey, useGameScope } from './game-keys.ts';

export const demoGameTypeKeys = {
  all: [...gameKeys.all, 'demo-types'] as const,
  list: (scope: GameScope, template: string) => [...demoGameTypeKeys.all, ...scopeKey(scope), template] as const,
};

/**
 * POST /demo/gt_games: the game types holding demo providers (the server keeps only the demo providers of
 * DEMO_LIST_PROVIDER_CODES); providers without demo games are left out here as well.
 */
export async function fetchDemoGameTypes(scope: GameScope, template: string, signal?: AbortSignal): Promise<GameTypeEntry[]> {
  const reply = await callApi(
    demoGameTypesCall,
    { site_id: scope.siteId, currency: scope.currency, support_device: scope.supportDevice, template },
    { signal },
  );
  return reply.list
    .map((type) => ({ ...type, gp_list: type.gp_list.filter((provider) => provider.demo) }))
    .filter((type) => type.gp_list.length > 0);
}

export function useDemoGameTypes(mode: LayoutMode) {
  const scope = useGameScope(mode);
  const template = templateFor(useRuntimeConfig(), mode);
  return useQuery({
    queryKey: demoGameTypeKeys.list(scope, template),
    queryFn: ({ signal }) => fetchDemoGameTypes(scope, template, signal),
    staleTime: 5 * 60_000,
  });
}
