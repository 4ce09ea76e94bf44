import {
  bannerRecord,
  bulletinRecord,
  type ContentKind,
  type HIDEABLE_CONTENT_KINDS,
  logoRecord,
  marqueeRecord,
  type ORDERED_CONTENT_KINDS,
  operatorBannerSaveCall,
  operatorBulletinSaveCall,
  operatorContentDeleteCall,
  operatorContentListCall,
  operatorContentOrderCall,
  operatorContentVisibilityCall,
  operatorLogoSaveCall,
  operatorMarqueeSaveCall,
  operatorPageSaveCall,
  operatorPromotionCategorySaveCall,
  operatorPromotionSaveCall,
  operatorRegisterBackgroundSaveCall,
  operatorSiteLinkSaveCall,
  pageRecord,
  promotionCategoryRecord,
  promotionRecord,
  registerBackgroundRecord,
  siteLinkRecord,
} from '@casino/contract/calls/content-calls.ts';
import type { CallRequest } from '@casino/contract/define-call.ts';
import type { z } from 'zod';
import type { AdminClient } from '../../../lib/admin-api.ts';

/** The record schema of each kind the pages edit: the list call answers loose objects, read here by their schema. */
export const RECORDS = {
  banner: bannerRecord,
  marquee: marqueeRecord,
  bulletin: bulletinRecord,
  page: pageRecord,
  promotion: promotionRecord,
  promotion_category: promotionCategoryRecord,
  site_link: siteLinkRecord,
  logo: logoRecord,
  register_background: registerBackgroundRecord,
} as const;
export type EditedKind = keyof typeof RECORDS;
export type RecordOf<K extends EditedKind> = z.infer<(typeof RECORDS)[K]>;

export type BannerRecord = RecordOf<'banner'>;
export type MarqueeRecord = RecordOf<'marquee'>;
export type BulletinRecord = RecordOf<'bulletin'>;
export type PageRecord = RecordOf<'page'>;
export type PromotionRecord = RecordOf<'promotion'>;
export type PromotionCategoryRecord = RecordOf<'promotion_category'>;
export type SiteLinkRecord = RecordOf<'site_link'>;
export type LogoRecord = RecordOf<'logo'>;
export type RegisterBackgroundRecord = RecordOf<'register_background'>;

export type HideableKind = (typeof HIDEABLE_CONTENT_KINDS)[number];
export type OrderedKind = (typeof ORDERED_CONTENT_KINDS)[number];

/** Every item of a kind on a site, hidden and scheduled ones included, in their shown order. */
export async function listItems<K extends EditedKind>(call: AdminClient, siteId: number, kind: K): Promise<RecordOf<K>[]> {
  const reply = await call(operatorContentListCall, { site_id: siteId, kind });
  return reply.list.map((item) => RECORDS[kind].parse(item) as RecordOf<K>);
}

export const SAVE_CALLS = {
  banner: operatorBannerSaveCall,
  marquee: operatorMarqueeSaveCall,
  bulletin: operatorBulletinSaveCall,
  page: operatorPageSaveCall,
  promotion: operatorPromotionSaveCall,
  promotion_category: operatorPromotionCategorySaveCall,
  site_link: operatorSiteLinkSaveCall,
  logo: operatorLogoSaveCall,
  register_background: operatorRegisterBackgroundSaveCall,
} as const;
export type SaveInput<K extends EditedKind> = CallRequest<(typeof SAVE_CALLS)[K]>;

/** Creates (no id) or replaces (id) an item; the server sanitises its HTML and checks links and pictures. */
export const saveItem = <K extends EditedKind>(call: AdminClient, kind: K, input: SaveInput<K>) =>
  call(SAVE_CALLS[kind] as (typeof SAVE_CALLS)['marquee'], input as SaveInput<'marquee'>);

export const deleteItem = (call: AdminClient, siteId: number, kind: ContentKind, id: number) =>
  call(operatorContentDeleteCall, { site_id: siteId, kind, id });

export const setVisibility = (call: AdminClient, siteId: number, kind: HideableKind, id: number, shown: boolean) =>
  call(operatorContentVisibilityCall, { site_id: siteId, kind, id, active: shown ? 1 : 0 });

export const orderItems = (call: AdminClient, siteId: number, kind: OrderedKind, ids: number[]) =>
  call(operatorContentOrderCall, { site_id: siteId, kind, ids });
