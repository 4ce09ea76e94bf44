import type { ContentKind } from '@casino/contract/calls/content-calls.ts';

/** The table that holds each kind of the content desk; every one has id and site_id columns. */
export const CONTENT_TABLES = {
  bulletin: 'bulletins',
  promotion: 'promotions',
  promotion_category: 'promotion_categories',
  page: 'site_pages',
  register_background: 'register_backgrounds',
  content_model: 'site_content_models',
  banner: 'banners',
  marquee: 'announcements',
  site_link: 'site_links',
  logo: 'site_logos',
} as const satisfies Record<ContentKind, string>;

export type ContentTable = (typeof CONTENT_TABLES)[ContentKind];

/** Tables with an updated_at column: a change of visibility or order counts as a change of the item. */
export const TABLES_WITH_UPDATED_AT: ReadonlySet<string> = new Set([
  'bulletins',
  'promotions',
  'site_pages',
  'register_backgrounds',
]);
