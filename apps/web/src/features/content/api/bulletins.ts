import {
  BULLETIN_LOCATION,
  bulletinCall,
  bulletinHideCall,
  bulletinHistoryCall,
  memberBulletinCall,
} from '@casino/contract/calls/content-calls.ts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../lib/api-client.ts';
import { useRuntimeConfig } from '../../../lib/runtime-config.ts';
import { useSession } from '../../../lib/session.ts';
import { contentKeys } from './content-keys.ts';

/** display_device of a request: 1 desktop, 2 mobile web, 3 the installed app. */
export type RequestDevice = 1 | 2 | 3;
/** Where notices show: 1 the visitor's home, 2 the member's home, 3 the member's deposit page. */
export type BulletinLocation = (typeof BULLETIN_LOCATION)[keyof typeof BULLETIN_LOCATION];

/**
 * The pop-up discount notices of a location: the visitor's list for location 1, the member's for 2 and 3. Disabled
 * (location null) where the page has none. The server aims them by the caller's state (decision 42): a sign-in
 * changes the key, a credited deposit (memberContentEventHandlers) or a bonus taken (every member query) refetches.
 */
export function useBulletins(location: BulletinLocation | null, device: RequestDevice) {
  const { SITE_ID } = useRuntimeConfig();
  const { i18n } = useTranslation();
  const session = useSession();
  const memberId = session?.memberId ?? null;
  const forMember = location !== null && location !== BULLETIN_LOCATION.visitorHome;
  return useQuery({
    queryKey:
      forMember && memberId !== null
        ? contentKeys.memberBulletins(memberId, SITE_ID, i18n.language, device, location)
        : contentKeys.visitorBulletins(SITE_ID, i18n.language, device),
    queryFn: ({ signal }) =>
      forMember
        ? callApi(
            memberBulletinCall,
            { site_id: SITE_ID, display_device: device, display_location: location as 2 | 3 },
            { signal },
          )
        : callApi(bulletinCall, { site_id: SITE_ID, display_device: device, display_location: 1 }, { signal }),
    enabled: location !== null && (!forMember || memberId !== null),
    staleTime: 60_000,
  });
}

/** display_frequency 0: the member's closing hides the notices shown at a location until one of them changes. */
export function useHideBulletins() {
  const { SITE_ID } = useRuntimeConfig();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ device, location }: { device: RequestDevice; location: 2 | 3 }) =>
      callApi(bulletinHideCall, { site_id: SITE_ID, display_device: device, display_location: location }),
    // The list is loaded again, now without the hidden notices.
    onSettled: () => queryClient.invalidateQueries({ queryKey: contentKeys.memberBulletinsAll }),
  });
}

export const ANNOUNCEMENTS_PER_PAGE = 10;

/** The member centre's announcements (InfoCenter / Announcement), newest first, a page at a time. */
export function useBulletinHistory(device: RequestDevice, page: number) {
  const { SITE_ID } = useRuntimeConfig();
  const { i18n } = useTranslation();
  const memberId = useSession()?.memberId ?? null;
  return useQuery({
    queryKey: contentKeys.bulletinHistory(memberId ?? 0, SITE_ID, i18n.language, device, page),
    queryFn: ({ signal }) =>
      callApi(bulletinHistoryCall, { site_id: SITE_ID, display_device: device, page, count: ANNOUNCEMENTS_PER_PAGE }, { signal }),
    enabled: memberId !== null,
    placeholderData: keepPreviousData,
  });
}
