import { type ContentEntry, floatCall } from '@casino/contract/calls/site-calls.ts';
import { useQuery } from '@tanstack/react-query';
import { callApi, writtenReply } from '../../../lib/api-client.ts';
import { useRuntimeConfig } from '../../../lib/runtime-config.ts';

export const floatKeys = {
  all: ['float'] as const,
  list: (siteId: number) => [...floatKeys.all, siteId] as const,
};

export async function fetchFloat(siteId: number, signal?: AbortSignal): Promise<ContentEntry[]> {
  const reply = await callApi(floatCall, { site_id: siteId }, { signal });
  return reply.list;
}

export function useFloat(enabled = true) {
  const { SITE_ID } = useRuntimeConfig();
  return useQuery({
    queryKey: floatKeys.list(SITE_ID),
    queryFn: ({ signal }) => fetchFloat(SITE_ID, signal),
    initialData: () => writtenReply(floatCall, { site_id: SITE_ID })?.list,
    staleTime: 10 * 60_000,
    enabled,
  });
}
