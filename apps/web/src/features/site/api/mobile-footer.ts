import { type ContentEntry, mobileFooterCall } from '@casino/contract/calls/site-calls.ts';
import { useQuery } from '@tanstack/react-query';
import { callApi, writtenReply } from '../../../lib/api-client.ts';
import { useRuntimeConfig } from '../../../lib/runtime-config.ts';

export const mobileFooterKeys = {
  all: ['mobile-footer'] as const,
  list: (siteId: number, template: string) => [...mobileFooterKeys.all, siteId, template] as const,
};

export async function fetchMobileFooter(siteId: number, template: string, signal?: AbortSignal): Promise<ContentEntry[]> {
  const reply = await callApi(mobileFooterCall, { site_id: siteId, template }, { signal });
  return reply.list;
}

/** Footer links of the mobile template (MOBILE_TEMPLATE_NAME). */
export function useMobileFooter(enabled = true) {
  const { SITE_ID, MOBILE_TEMPLATE_NAME } = useRuntimeConfig();
  return useQuery({
    queryKey: mobileFooterKeys.list(SITE_ID, MOBILE_TEMPLATE_NAME),
    queryFn: ({ signal }) => fetchMobileFooter(SITE_ID, MOBILE_TEMPLATE_NAME, signal),
    initialData: () => writtenReply(mobileFooterCall, { site_id: SITE_ID, template: MOBILE_TEMPLATE_NAME })?.list,
    staleTime: 10 * 60_000,
    enabled,
  });
}
