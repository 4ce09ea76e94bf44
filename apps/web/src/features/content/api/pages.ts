import { type PageKind, pageDetailCall, pageListCall } from '@casino/contract/calls/content-calls.ts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../lib/api-client.ts';
import { useRuntimeConfig } from '../../../lib/runtime-config.ts';
import { contentKeys } from './content-keys.ts';

/** Published pages of a kind: info (/faq, in sort order) or news (/main, newest first). */
export function useContentPages(kind: PageKind) {
  const { SITE_ID } = useRuntimeConfig();
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: contentKeys.pages(SITE_ID, i18n.language, kind),
    queryFn: async ({ signal }) => (await callApi(pageListCall, { site_id: SITE_ID, kind, count: 50 }, { signal })).list,
    staleTime: 5 * 60_000,
  });
}

/** One published page with its body (code 101 when there is none). */
export function useContentPage(id: number | null) {
  const { SITE_ID } = useRuntimeConfig();
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: contentKeys.page(SITE_ID, i18n.language, id ?? 0),
    queryFn: async ({ signal }) => (await callApi(pageDetailCall, { site_id: SITE_ID, id: id ?? 0 }, { signal })).detail,
    enabled: id !== null,
    staleTime: 5 * 60_000,
  });
}
