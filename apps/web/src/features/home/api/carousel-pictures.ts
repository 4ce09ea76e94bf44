import {
  type Banner,
  carouselPictureCall,
  HOME_BANNERS_ELEMENT_ID,
  type HomeBanners,
  homeBanners,
} from '@casino/contract/calls/site-calls.ts';
import { BANNER_USE_TYPE } from '@casino/contract/devices.ts';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import type { LayoutMode } from '../../../lib/layout-mode.ts';
import { useRuntimeConfig } from '../../../lib/runtime-config.ts';

export type BannerUseType = (typeof BANNER_USE_TYPE)[keyof typeof BANNER_USE_TYPE];

export const carouselPictureKeys = {
  all: ['carousel-picture'] as const,
  list: (siteId: number, useType: BannerUseType) => [...carouselPictureKeys.all, siteId, useType] as const,
};

/** Banner use_type for a layout: 0 on desktop, 2 on mobile (SPEC section 9). */
export function bannerUseType(mode: LayoutMode): BannerUseType {
  return mode === 'desktop' ? BANNER_USE_TYPE.desktop : BANNER_USE_TYPE.mobile;
}

export async function fetchCarouselPictures(siteId: number, useType: BannerUseType, signal?: AbortSignal): Promise<Banner[]> {
  const reply = await callApi(carouselPictureCall, { site_id: siteId, use_type: useType }, { signal });
  return reply.web_carousel_picture_list;
}

export function useCarouselPictures(mode: LayoutMode) {
  const { SITE_ID } = useRuntimeConfig();
  const useType = bannerUseType(mode);
  return useQuery({
    queryKey: carouselPictureKeys.list(SITE_ID, useType),
    queryFn: ({ signal }) => fetchCarouselPictures(SITE_ID, useType, signal),
  });
}

/** Starts the download of a picture at high priority, as `<link rel="preload">` in the page's head would. */
function preloadImage(url: string) {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = url;
  link.fetchPriority = 'high';
  document.head.append(link);
}

/** The banners the server wrote into the home page (decision 37), when they are this site's in this language. */
export function readEmbeddedHomeBanners(siteId: number, language: string, doc: Document = document): HomeBanners | null {
  const text = doc.getElementById(HOME_BANNERS_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const parsed = homeBanners.safeParse(JSON.parse(text));
    if (!parsed.success || parsed.data.site_id !== siteId || parsed.data.language !== language) return null;
    return parsed.data;
  } catch {
    return null;
  }
}

/**
 * The first banner is the home page's largest paint. The server writes the home page's banners into its HTML with
 * the first picture of each layout preloaded (decision 37): they go straight into the cache the carousel reads.
 * Without them (another page first, the vite dev server), start-up asks for the banners beside the messages it
 * waits for (main.tsx) and preloads the first picture as soon as the list arrives, before the carousel draws.
 */
export function prefetchCarouselPictures(queryClient: QueryClient, siteId: number, mode: LayoutMode, language: string): void {
  const embedded = readEmbeddedHomeBanners(siteId, language);
  if (embedded) {
    queryClient.setQueryData(carouselPictureKeys.list(siteId, BANNER_USE_TYPE.desktop), embedded.desktop);
    queryClient.setQueryData(carouselPictureKeys.list(siteId, BANNER_USE_TYPE.mobile), embedded.mobile);
    return;
  }
  const useType = bannerUseType(mode);
  queryClient
    .fetchQuery({
      queryKey: carouselPictureKeys.list(siteId, useType),
      queryFn: ({ signal }) => fetchCarouselPictures(siteId, useType, signal),
    })
    .then(
      (banners) => {
        if (banners[0]?.url) preloadImage(banners[0].url);
      },
      // The carousel asks again and shows its own error.
      () => undefined,
    );
}
