import { type ContentEntry, footerCall } from '@casino/contract/calls/site-calls.ts';
import { useQuery } from '@tanstack/react-query';
import { callApi, writtenReply } from '../../../lib/api-client.ts';
import { useRuntimeConfig } from '../../../lib/runtime-config.ts';

export const footerKeys = {
  all: ['footer'] as const,
  list: (siteId: number) => [...footerKeys.all, siteId] as const,
};

export async function fetchFooter(siteId: number, signal?: AbortSignal): Promise<ContentEntry[]> {
  const reply = await callApi(footerCall, { site_id: siteId }, { signal });
  return reply.list;
}

export function useFooter(enabled = true) {
  const { SITE_ID } = useRuntimeConfig();
  return useQuery({
    queryKey: footerKeys.list(SITE_ID),
    queryFn: ({ signal }) => fetchFooter(SITE_ID, signal),
    initialData: () => writtenReply(footerCall, { site_id: SITE_ID })?.list,
    staleTime: 10 * 60_000,
    enabled,
  });
}
