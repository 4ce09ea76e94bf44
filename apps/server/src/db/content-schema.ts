import type { ColumnType, Generated } from 'kysely';

/** Row types of the content tables of migration 0021 (docs/decisions/0027-content-desk.md). */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Json<T> = ColumnType<T, string, string>;
type Localised = Record<string, string>;
type List<T> = ColumnType<T[], T[] | undefined, T[]>;

export interface ContentTables {
  bulletins: {
    id: Generated<number>;
    site_id: number;
    title: Json<Localised>;
    content: Json<Localised>;
    display_content: Generated<number>;
    image_media_id: number | null;
    link_url: Generated<string>;
    display_device: Generated<number>;
    display_locations: ColumnType<number[], number[], number[]>;
    /** Who sees it: visitor, never_deposited, deposited, bonus_taken (migration 0032). */
    audiences: List<string>;
    starts_at: NullableTimestamp;
    ends_at: NullableTimestamp;
    sort: Generated<number>;
    active: Generated<boolean>;
    created_at: Timestamp;
    updated_at: Timestamp;
  };
  bulletin_settings: { site_id: number; display_location: number; display_frequency: number };
  bulletin_hides: { bulletin_id: number; member_id: number; hidden_at: Timestamp };
  register_backgrounds: {
    id: Generated<number>;
    site_id: number;
    template: Generated<string>;
    image_media_id: number;
    active: Generated<boolean>;
    updated_at: Timestamp;
  };
  promotion_categories: {
    id: Generated<number>;
    site_id: number;
    name: Json<Localised>;
    sort: Generated<number>;
    active: Generated<boolean>;
  };
  promotions: {
    id: Generated<number>;
    site_id: number;
    category_id: number | null;
    title: Json<Localised>;
    summary: Json<Localised>;
    body: Json<Localised>;
    cover_media_id: number | null;
    currencies: List<string>;
    languages: List<string>;
    starts_at: NullableTimestamp;
    ends_at: NullableTimestamp;
    sort: Generated<number>;
    active: Generated<boolean>;
    created_at: Timestamp;
    updated_at: Timestamp;
  };
  site_pages: {
    site_id: number;
    id: number;
    kind: 'info' | 'news';
    title: Json<Localised>;
    summary: Json<Localised>;
    body: Json<Localised>;
    cover_media_id: number | null;
    published_at: Timestamp;
    sort: Generated<number>;
    active: Generated<boolean>;
    created_at: Timestamp;
    updated_at: Timestamp;
  };
}
