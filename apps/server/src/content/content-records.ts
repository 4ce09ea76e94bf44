import type { Selectable } from 'kysely';
import type { Database } from '../db/schema.ts';

/*
 * Stored content items as the operator desk shows them (every language, hidden and scheduled ones too). Times are
 * ISO strings, '' when open; flags 0 or 1; no picture 0.
 */

type Row<T extends keyof Database> = Selectable<Database[T]>;
const iso = (value: Date | null | undefined) => (value ? value.toISOString() : '');
const bit = (value: boolean) => (value ? 1 : 0) as 0 | 1;

export const bulletinRecordOf = (r: Row<'bulletins'>) => ({
  id: r.id,
  site_id: r.site_id,
  title: r.title,
  content: r.content,
  display_content: r.display_content,
  image_media_id: r.image_media_id ?? 0,
  link_url: r.link_url,
  display_device: r.display_device,
  display_locations: r.display_locations,
  audiences: r.audiences,
  starts_at: iso(r.starts_at),
  ends_at: iso(r.ends_at),
  sort: r.sort,
  active: bit(r.active),
  updated_at: iso(r.updated_at),
});

export const promotionCategoryRecordOf = (r: Row<'promotion_categories'>) => ({
  id: r.id,
  site_id: r.site_id,
  name: r.name,
  sort: r.sort,
  active: bit(r.active),
});

export const promotionRecordOf = (r: Row<'promotions'>) => ({
  id: r.id,
  site_id: r.site_id,
  category_id: r.category_id ?? 0,
  title: r.title,
  summary: r.summary,
  body: r.body,
  cover_media_id: r.cover_media_id ?? 0,
  currencies: r.currencies,
  languages: r.languages,
  starts_at: iso(r.starts_at),
  ends_at: iso(r.ends_at),
  sort: r.sort,
  active: bit(r.active),
  updated_at: iso(r.updated_at),
});

export const pageRecordOf = (r: Row<'site_pages'>) => ({
  id: r.id,
  site_id: r.site_id,
  kind: r.kind,
  title: r.title,
  summary: r.summary,
  body: r.body,
  cover_media_id: r.cover_media_id ?? 0,
  published_at: iso(r.published_at),
  sort: r.sort,
  active: bit(r.active),
  updated_at: iso(r.updated_at),
});

export const registerBackgroundRecordOf = (r: Row<'register_backgrounds'>) => ({
  id: r.id,
  site_id: r.site_id,
  template: r.template,
  image_media_id: r.image_media_id,
  active: bit(r.active),
});

export const contentModelRecordOf = (r: Row<'site_content_models'>) => ({
  id: r.id,
  site_id: r.site_id,
  model: r.model,
  language_code: r.language_code,
  title: r.title,
  content: r.content,
  url: r.url,
  image_media_id: r.image_media_id ?? 0,
  sort: r.sort,
  version: r.version,
});

export const bannerRecordOf = (
  r: Row<'banners'>,
  variants: { language_code: string; title: string; image_media_id: number }[],
) => ({
  id: r.id,
  site_id: r.site_id,
  title: r.title,
  image_media_id: r.image_media_id,
  link_type: r.link_type,
  link_url: r.link_url,
  link_method: r.link_method,
  game_link_parameter: (r.game_link_parameter as Record<string, unknown> | null) ?? null,
  use_type: r.use_type,
  starts_at: iso(r.starts_at),
  ends_at: iso(r.ends_at),
  sort: r.sort,
  active: bit(r.active),
  variants,
});

export const marqueeRecordOf = (r: Row<'announcements'>) => ({
  id: r.id,
  site_id: r.site_id,
  content: r.content,
  display_before_login: bit(r.display_before_login),
  display_after_login: bit(r.display_after_login),
  sort: r.sort,
  active: bit(r.active),
});

export const siteLinkRecordOf = (r: Row<'site_links'>) => ({
  id: r.id,
  site_id: r.site_id,
  placement: r.placement,
  template: r.template ?? '',
  title: r.title,
  url: r.url,
  icon_media_id: r.icon_media_id ?? 0,
  sort: r.sort,
  active: bit(r.active),
});

export const logoRecordOf = (r: Row<'site_logos'>) => ({
  id: r.id,
  site_id: r.site_id,
  type: r.type,
  language_code: r.language_code,
  media_id: r.media_id,
});
