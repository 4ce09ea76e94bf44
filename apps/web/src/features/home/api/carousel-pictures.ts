import { type Banner, carouselPictureCall } from '@casino/contract/calls/site-calls.ts';
import { BANNER_USE_TYPE } from '@casino/contract/devices.ts';
import { useQuery } from '@tanstack/react-query';
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
