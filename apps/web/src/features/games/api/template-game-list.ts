import { type TemplateGameTypeEntry, templateGameListCall } from '@casino/contract/calls/game-calls.ts';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import type { LayoutMode } from '../../../lib/layout-mode.ts';
import { type GameScope, gameKeys, scopeKey, useGameScope } from './game-keys.ts';

export const templateGameKeys = {
  all: [...gameKeys.all, 'template'] as const,
  list: (scope: GameScope) => [...templateGameKeys.all, ...scopeKey(scope)] as const,
};

/** POST /v2/get_template_game_list: games per game type for the home page (hot first). */
export async function fetchTemplateGames(scope: GameScope, signal?: AbortSignal): Promise<TemplateGameTypeEntry[]> {
  const reply = await callApi(
    templateGameListCall,
    { site_id: scope.siteId, currency: scope.currency, support_device: scope.supportDevice },
    { signal },
  );
  return reply.info;
}

export function useTemplateGames(mode: LayoutMode, enabled = true) {
  const scope = useGameScope(mode);
  return useQuery({
    queryKey: templateGameKeys.list(scope),
    queryFn: ({ signal }) => fetchTemplateGames(scope, signal),
    enabled,
    staleTime: 5 * 60_000,
  });
}
