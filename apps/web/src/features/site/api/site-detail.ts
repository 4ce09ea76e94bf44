import { type SiteDetail, siteDetailCall } from '@casino/contract/calls/site-calls.ts';
import { useQuery } from '@tanstack/react-query';
import { callApi, writtenReply } from '../../../lib/api-client.ts';
import { useRuntimeConfig } from '../../../lib/runtime-config.ts';

export const siteDetailKeys = {
  all: ['site-detail'] as const,
  detail: (siteId: number) => [...siteDetailKeys.all, siteId] as const,
};

export async function fetchSiteDetail(siteId: number, signal?: AbortSignal): Promise<SiteDetail> {
  const reply = await callApi(siteDetailCall, { site_id: siteId }, { signal });
  return reply.detail;
}

export function useSiteDetail() {
  const { SITE_ID } = useRuntimeConfig();
  return useQuery({
    queryKey: siteDetailKeys.detail(SITE_ID),
    queryFn: ({ signal }) => fetchSiteDetail(SITE_ID, signal),
    initialData: () => writtenReply(siteDetailCall, { site_id: SITE_ID })?.detail,
    staleTime: 10 * 60_000,
  });
}
