import { realtimeEvents } from '@casino/contract/realtime.ts';
import type { QueryClient } from '@tanstack/react-query';
import type { EventHandlers } from '../../lib/realtime.ts';
import { endSession } from '../auth/session.ts';
import { cleanSiteCaches } from '../pwa/service-worker.ts';
import { siteDetailKeys } from '../site/api/site-detail.ts';
import { contentKeys } from './api/content-keys.ts';

/** The public content events of SPEC section 7 that mean "something the operator wrote changed". */
export const CONTENT_CHANGE_EVENTS = [
  realtimeEvents.carouselPictureUrl,
  realtimeEvents.modelSettingsUrl,
  realtimeEvents.modelSponsorUrl,
  realtimeEvents.modelLoginUrl,
  realtimeEvents.customerServiceLinkChange,
] as const;

type ContentEventContext = {
  queryClient: QueryClient;
  /** Reloads the page (replaced in tests). */
  reload?: () => void;
  cleanCaches?: () => Promise<void>;
};

/**
 * Public-channel handlers of the content pages: every content event makes the promotions, pages, notices and register
 * background stale (an open page refetches what it shows, without a reload; the server names the area in the event,
 * but these lists are small and only those on screen are fetched again). customer_service_link_change also makes the
 * site detail stale. app_clean_cache (SPEC section 4) logs a member out, empties the site's caches (the service
 * worker's included) and reloads; the member channel may carry it too, and doing it twice is harmless.
 */
export function contentEventHandlers({
  queryClient,
  reload = () => window.location.reload(),
  cleanCaches = () => cleanSiteCaches(),
}: ContentEventContext): EventHandlers {
  const refreshContent = () => {
    void queryClient.invalidateQueries({ queryKey: contentKeys.all });
    void queryClient.invalidateQueries({ queryKey: contentKeys.member });
  };
  const handlers: EventHandlers = Object.fromEntries(CONTENT_CHANGE_EVENTS.map((event) => [event, refreshContent]));
  handlers[realtimeEvents.customerServiceLinkChange] = () => {
    refreshContent();
    void queryClient.invalidateQueries({ queryKey: siteDetailKeys.all });
  };
  handlers[realtimeEvents.appCleanCache] = () => {
    void endSession(queryClient)
      .then(() => {
        queryClient.clear();
        return cleanCaches();
      })
      .finally(reload);
  };
  return handlers;
}

/**
 * Member-channel handlers of the content pages: a credited deposit changes the member's audience for pop-up notices
 * (decision 42: never deposited, deposited, bonus taken; a bonus taken with the deposit is granted in the same
 * transaction), so the member's notices are fetched again and the welcome offer goes from the open page.
 */
export function memberContentEventHandlers({ queryClient }: Pick<ContentEventContext, 'queryClient'>): EventHandlers {
  return {
    [realtimeEvents.memberDepositSuccess]: () => {
      void queryClient.invalidateQueries({ queryKey: contentKeys.memberBulletinsAll });
    },
  };
}
