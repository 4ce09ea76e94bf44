import type { ContentKind } from '@casino/contract/calls/content-calls.ts';
import type { Db } from '../db/database.ts';
import { findSite } from '../sites/find-site.ts';
import {
  bannerRecordOf,
  bulletinRecordOf,
  contentModelRecordOf,
  logoRecordOf,
  marqueeRecordOf,
  pageRecordOf,
  promotionCategoryRecordOf,
  promotionRecordOf,
  registerBackgroundRecordOf,
  siteLinkRecordOf,
} from './content-records.ts';

/** Every item of a kind on a site for the desk, hidden and scheduled ones included, in their shown order. */
export async function listContentItems(db: Db, siteId: number, kind: ContentKind): Promise<Record<string, unknown>[]> {
  await findSite(db, siteId);
  switch (kind) {
    case 'bulletin':
      return (
        await db.selectFrom('bulletins').selectAll().where('site_id', '=', siteId).orderBy('sort').orderBy('id').execute()
      ).map(bulletinRecordOf);
    case 'promotion':
      return (
        await db
          .selectFrom('promotions')
          .selectAll()
          .where('site_id', '=', siteId)
          .orderBy('sort')
          .orderBy('id', 'desc')
          .execute()
      ).map(promotionRecordOf);
    case 'promotion_category':
      return (
        await db
          .selectFrom('promotion_categories')
          .selectAll()
          .where('site_id', '=', siteId)
          .orderBy('sort')
          .orderBy('id')
          .execute()
      ).map(promotionCategoryRecordOf);
    case 'page':
      return (
        await db
          .selectFrom('site_pages')
          .selectAll()
          .where('site_id', '=', siteId)
          .orderBy('kind')
          .orderBy('sort')
          .orderBy('id')
          .execute()
      ).map(pageRecordOf);
    case 'register_background':
      return (
        await db
          .selectFrom('register_backgrounds')
          .selectAll()
          .where('site_id', '=', siteId)
          .orderBy('template')
          .orderBy('id')
          .execute()
      ).map(registerBackgroundRecordOf);
    case 'content_model':
      return (
        await db
          .selectFrom('site_content_models')
          .selectAll()
          .where('site_id', '=', siteId)
          .orderBy('model')
          .orderBy('language_code')
          .orderBy('sort')
          .orderBy('id')
          .execute()
      ).map(contentModelRecordOf);
    case 'banner': {
      const rows = await db
        .selectFrom('banners')
        .selectAll()
        .where('site_id', '=', siteId)
        .orderBy('use_type')
        .orderBy('sort')
        .orderBy('id')
        .execute();
      const variants =
        rows.length === 0
          ? []
          : await db
              .selectFrom('banner_variants')
              .selectAll()
              .where(
                'banner_id',
                'in',
                rows.map((r) => r.id),
              )
              .orderBy('language_code')
              .execute();
      return rows.map((row) =>
        bannerRecordOf(
          row,
          variants.filter((v) => v.banner_id === row.id).map(({ banner_id: _, ...v }) => v),
        ),
      );
    }
    case 'marquee':
      return (
        await db.selectFrom('announcements').selectAll().where('site_id', '=', siteId).orderBy('sort').orderBy('id').execute()
      ).map(marqueeRecordOf);
    case 'site_link':
      return (
        await db
          .selectFrom('site_links')
          .selectAll()
          .where('site_id', '=', siteId)
          .orderBy('placement')
          .orderBy('sort')
          .orderBy('id')
          .execute()
      ).map(siteLinkRecordOf);
    case 'logo':
      return (
        await db
          .selectFrom('site_logos')
          .selectAll()
          .where('site_id', '=', siteId)
          .orderBy('type')
          .orderBy('language_code')
          .orderBy('id')
          .execute()
      ).map(logoRecordOf);
  }
}
