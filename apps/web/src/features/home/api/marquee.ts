import { type Announcement, marqueeCall } from '@casino/contract/calls/site-calls.ts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callApi, writtenReply } from '../../../lib/api-client.ts';
import { useRuntimeConfig } from '../../../lib/runtime-config.ts';

export const marqueeKeys = {
  all: ['marquee'] as const,
  list: (siteId: number, language: string) => [...marqueeKeys.all, siteId, language] as const,
};

const marqueeRequest = (siteId: number) => ({ site_id: siteId, sort_field: 'sort', sort_order: 'asc' }) as const;

export async function fetchMarquee(siteId: number, signal?: AbortSignal): Promise<Announcement[]> {
  const reply = await callApi(marqueeCall, marqueeRequest(siteId), { signal });
  return reply.web_announcement_list;
}

/** Announcements a visitor (display_before_login) or a member (display_after_login) may see, in sort order. */
export function visibleAnnouncements(list: readonly Announcement[], audience: 'visitor' | 'member'): Announcement[] {
  return list
    .filter((item) => (audience === 'visitor' ? item.display_before_login === 1 : item.display_after_login === 1))
    .filter((item) => item.content.trim() !== '')
    .sort((a, b) => a.sort - b.sort || a.id - b.id);
}

/**
 * Marquee announcements in the current language (the server reads the lang header). Asked again when the page is
 * shown again, but not in the half minute after a reply: the first may have come with the page.
 */
export function useMarquee() {
  const { SITE_ID } = useRuntimeConfig();
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: marqueeKeys.list(SITE_ID, i18n.language),
    queryFn: ({ signal }) => fetchMarquee(SITE_ID, signal),
    initialData: () => writtenReply(marqueeCall, marqueeRequest(SITE_ID))?.web_announcement_list,
    staleTime: 30_000,
  });
}
