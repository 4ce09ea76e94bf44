import { webLogoCall } from '@casino/contract/calls/site-calls.ts';
import type { CallResponse } from '@casino/contract/define-call.ts';
import { useQuery } from '@tanstack/react-query';
import { callApi, writtenReply } from '../../../lib/api-client.ts';
import { useRuntimeConfig } from '../../../lib/runtime-config.ts';

export type LogoEntry = CallResponse<typeof webLogoCall>['web_logo_list'][number];
/** Logo types a site may hold; the header uses 'header' on desktop and 'mobile_header' on mobile. */
export type LogoType = 'header' | 'mobile_header' | 'footer' | 'favicon';

export const webLogoKeys = {
  all: ['web-logo'] as const,
  list: (siteId: number) => [...webLogoKeys.all, siteId] as const,
};

export async function fetchWebLogos(siteId: number, signal?: AbortSignal): Promise<LogoEntry[]> {
  const reply = await callApi(webLogoCall, { site_id: siteId }, { signal });
  return reply.web_logo_list;
}

export function pickLogo(logos: readonly LogoEntry[] | undefined, type: LogoType): LogoEntry | undefined {
  return logos?.find((logo) => logo.type === type && logo.url !== '');
}

export function useWebLogos() {
  const { SITE_ID } = useRuntimeConfig();
  return useQuery({
    queryKey: webLogoKeys.list(SITE_ID),
    queryFn: ({ signal }) => fetchWebLogos(SITE_ID, signal),
    initialData: () => writtenReply(webLogoCall, { site_id: SITE_ID })?.web_logo_list,
    staleTime: 10 * 60_000,
  });
}

/** The logo of one type, for example 'header' or 'mobile_header'. */
export function useWebLogo(type: LogoType) {
  const query = useWebLogos();
  return { ...query, logo: pickLogo(query.data, type) };
}
