import { type ContentEntry, modelLoginCall } from '@casino/contract/calls/site-calls.ts';
import type { LanguageCode } from '@casino/contract/languages.ts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../lib/api-client.ts';
import { useRuntimeConfig } from '../../../lib/runtime-config.ts';

export const modelLoginKeys = {
  all: ['model-login'] as const,
  list: (siteId: number, language: string) => [...modelLoginKeys.all, siteId, language] as const,
};

export async function fetchModelLogin(siteId: number, language: LanguageCode, signal?: AbortSignal): Promise<ContentEntry[]> {
  const reply = await callApi(modelLoginCall, { site_id: siteId, language, model_version: 0 }, { signal });
  return [...reply.list].sort((a, b) => a.sort - b.sort);
}

/** Login-box entries (content and title) of the site in the current language, in their sort order. */
export function useModelLogin(enabled = true) {
  const { SITE_ID } = useRuntimeConfig();
  const { i18n } = useTranslation();
  const language = i18n.language as LanguageCode;
  return useQuery({
    queryKey: modelLoginKeys.list(SITE_ID, language),
    queryFn: ({ signal }) => fetchModelLogin(SITE_ID, language, signal),
    staleTime: 5 * 60_000,
    enabled,
  });
}
