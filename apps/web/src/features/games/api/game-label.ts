import { type GameEntry, type GameLabelEntry, gameLabelCall } from '@casino/contract/calls/game-calls.ts';
import { useQuery } from '@tanstack/react-query';
import { callApi, writtenReply } from '../../../lib/api-client.ts';
import type { LayoutMode } from '../../../lib/layout-mode.ts';
import { type GameScope, gameKeys, scopeKey, useGameScope } from './game-keys.ts';
import { type ProviderPage, providerPageBody } from './provider-page.ts';

export type GameLabels = { labels: GameLabelEntry[]; main: GameEntry[] };

export const gameLabelKeys = {
  all: [...gameKeys.all, 'label'] as const,
  detail: (scope: GameScope, page: ProviderPage) =>
    [...gameLabelKeys.all, ...scopeKey(scope), page.gtId, page.gpId, page.house] as const,
};

/** POST /v2/game_label: a provider's label tabs (hot, new) and, as main, all its games of the type. */
export async function fetchGameLabels(scope: GameScope, page: ProviderPage, signal?: AbortSignal): Promise<GameLabels> {
  const reply = await callApi(gameLabelCall, providerPageBody(scope, page), { signal });
  return { labels: reply.list, main: reply.main };
}

/** The labels written into the page (a game hall's first render), or undefined. */
function writtenGameLabels(scope: GameScope, page: ProviderPage): GameLabels | undefined {
  const reply = writtenReply(gameLabelCall, providerPageBody(scope, page));
  return reply && { labels: reply.list, main: reply.main };
}

export function useGameLabels(mode: LayoutMode, page: ProviderPage) {
  const scope = useGameScope(mode);
  return useQuery({
    queryKey: gameLabelKeys.detail(scope, page),
    queryFn: ({ signal }) => fetchGameLabels(scope, page, signal),
    initialData: () => writtenGameLabels(scope, page),
    staleTime: 5 * 60_000,
  });
}
