import type { HomeBanners } from '@casino/contract/calls/site-calls.ts';
import { BANNER_USE_TYPE } from '@casino/contract/devices.ts';
import type { Db } from '../db/database.ts';
import { listBanners } from './list-banners.ts';

/** The banners of the home page for both layouts, as the carousel call would list them, to write into its HTML. */
export async function readHomeBanners(db: Db, siteId: number, language: string): Promise<HomeBanners> {
  const [desktop, mobile] = await Promise.all([
    listBanners(db, siteId, BANNER_USE_TYPE.desktop, language),
    listBanners(db, siteId, BANNER_USE_TYPE.mobile, language),
  ]);
  return { site_id: siteId, language, desktop, mobile };
}
