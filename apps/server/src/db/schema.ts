import type { ColumnType, Generated } from 'kysely';

/** Row types of the tables created by the migrations in ./migrations. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T> = ColumnType<T, string, string>;

export type LocalisedText = Record<string, string>;

export interface Database {
  schema_migrations: { name: string; applied_at: Timestamp };
  currencies: { code: string; symbol: string; exponent: number };
  languages: { code: string; id: number; native_name: string };
  sites: {
    id: Generated<number>;
    name: string;
    title: string;
    title_en: string;
    branch_name: string;
    template_name: string;
    mobile_template_name: string;
    default_language: string;
    customer_service_link: Generated<string>;
    created_at: Timestamp;
    sms_countdown_seconds: Generated<number>;
    invite_enabled: Generated<boolean>;
    double_validation_enabled: Generated<boolean>;
    registrations_per_ip: Generated<number>;
    login_countries: ColumnType<string[], string[] | undefined, string[]>;
    accounts_per_ip_per_day: Generated<number>;
  };
  site_hosts: { host: string; site_id: number };
  site_currencies: { site_id: number; currency_code: string; sort: Generated<number> };
  site_languages: { site_id: number; language_code: string; sort: Generated<number> };
  media: { id: Generated<number>; content_type: string; body: Uint8Array | Buffer; created_at: Timestamp };
  site_logos: { id: Generated<number>; site_id: number; type: string; media_id: number };
  game_types: {
    id: number;
    name: string;
    prefix: string;
    key: string;
    sort: Generated<number>;
    icon_media_id: number | null;
    icon_active_media_id: number | null;
  };
  game_providers: {
    id: Generated<number>;
    code: string;
    name: string;
    house: string;
    icon_light_media_id: number | null;
    icon_dark_media_id: number | null;
    logo_media_id: number | null;
    active: Generated<boolean>;
  };
  site_game_providers: {
    id: Generated<number>;
    site_id: number;
    provider_id: number;
    game_type_id: number;
    currency_code: string;
    display_name: string;
    customized: Generated<boolean>;
    game_code: Generated<string>;
    support_devices: ColumnType<number[], number[] | undefined, number[]>;
    sort: Generated<number>;
    active: Generated<boolean>;
  };
  games: {
    id: Generated<number>;
    provider_id: number;
    game_type_id: number;
    game_code: string;
    names: Json<LocalisedText>;
    image_media_id: number | null;
    tags: ColumnType<string[], string[] | undefined, string[]>;
    support_devices: ColumnType<number[], number[] | undefined, number[]>;
    demo: Generated<boolean>;
    sort: Generated<number>;
    active: Generated<boolean>;
  };
  banners: {
    id: Generated<number>;
    site_id: number;
    title: Generated<string>;
    image_media_id: number;
    link_type: number;
    link_url: Generated<string>;
    link_method: Generated<number>;
    game_link_parameter: ColumnType<Record<string, unknown> | null, string | null, string | null>;
    use_type: number;
    sort: Generated<number>;
    active: Generated<boolean>;
    starts_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
    ends_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  };
  announcements: {
    id: Generated<number>;
    site_id: number;
    content: Json<LocalisedText>;
    display_before_login: Generated<boolean>;
    display_after_login: Generated<boolean>;
    sort: Generated<number>;
    active: Generated<boolean>;
    created_at: Timestamp;
  };
  site_links: {
    id: Generated<number>;
    site_id: number;
    placement: 'footer' | 'mobile_footer' | 'float';
    template: string | null;
    title: Json<LocalisedText>;
    url: string;
    icon_media_id: number | null;
    sort: Generated<number>;
    active: Generated<boolean>;
  };
  site_content_models: {
    id: Generated<number>;
    site_id: number;
    model: 'setting' | 'sponsor' | 'login';
    language_code: string;
    title: Generated<string>;
    content: Generated<string>;
    url: Generated<string>;
    image_media_id: number | null;
    sort: Generated<number>;
    version: Generated<number>;
  };
  template_configs: { name: string; config: Json<Record<string, unknown>> };
  jackpot_pools: {
    id: Generated<number>;
    name: string;
    currency_code: string;
    amount: ColumnType<bigint, bigint | undefined, bigint>;
  };
  members: {
    id: Generated<number>;
    site_id: number;
    account: string;
    currency_code: string;
    member_type: Generated<number>;
    created_at: Timestamp;
    password_hash: Generated<string>;
    withdraw_password_hash: string | null;
    member_name: Generated<string>;
    member_email: Generated<string>;
    member_phone: Generated<string>;
    member_birthday: ColumnType<Date | null, string | null | undefined, string | null>;
    member_qq: Generated<string>;
    member_telegram: Generated<string>;
    member_whats_app: Generated<string>;
    member_skype: Generated<string>;
    member_fb: Generated<string>;
    member_zalo: Generated<string>;
    member_wechat: Generated<string>;
    member_line: Generated<string>;
    member_others: Generated<string>;
    identity_id: Generated<string>;
    status: Generated<number>;
    agent_id: number | null;
    recommender_id: number | null;
    recommend_code: string | null;
    is_agent: Generated<boolean>;
    agent_active: Generated<boolean>;
    agent_type: Generated<number>;
    agent_level: Generated<number>;
    first_login_to_change_password: Generated<boolean>;
    need_bank_account_deposit_verified: Generated<boolean>;
    registered_ip: Generated<string>;
  };
  register_settings: {
    site_id: number;
    currency_code: string;
    name: string;
    is_display: Generated<number>;
    is_required: Generated<number>;
    is_unique: Generated<number>;
    is_member_center: Generated<number>;
    is_verification: Generated<number>;
    is_member_center_verification: Generated<number>;
  };
  service_agreements: {
    id: Generated<number>;
    site_id: number;
    title: Json<LocalisedText>;
    content: Json<LocalisedText>;
    sort: Generated<number>;
  };
  agent_domains: { host: string; site_id: number; agent_id: number; currency_code: string };
  blacklist_entries: { site_id: number; kind: 'name' | 'email' | 'phone' | 'ip'; value: string };
  captchas: {
    token: string;
    site_id: number;
    type: number;
    answer: string;
    expires_at: ColumnType<Date, Date | string, Date | string>;
    used_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  };
  sms_codes: {
    id: Generated<number>;
    site_id: number;
    phone: string;
    purpose: string;
    code_hash: string;
    attempts: Generated<number>;
    created_at: Timestamp;
    expires_at: ColumnType<Date, Date | string, Date | string>;
    used_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  };
  member_bank_accounts: {
    id: Generated<number>;
    member_id: number;
    bank_name: string;
    account_name: string;
    account_number: string;
    branch: Generated<string>;
    is_default: Generated<boolean>;
    created_at: Timestamp;
  };
  sms_outbox: { id: Generated<number>; phone: string; message: string; code: string; created_at: Timestamp };
  member_devices: { member_id: number; udid: string; first_seen_at: Timestamp; last_seen_at: Timestamp };
  login_challenges: {
    id: string;
    member_id: number;
    question: string;
    asked: ColumnType<string[], string[], string[]>;
    device: Json<Record<string, unknown>>;
    attempts: Generated<number>;
    expires_at: ColumnType<Date, Date | string, Date | string>;
    resolved_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  };
  recovery_tokens: {
    token_hash: string;
    member_id: number;
    expires_at: ColumnType<Date, Date | string, Date | string>;
    used_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  };
  member_sessions: {
    id: Generated<number>;
    member_id: number;
    token_hash: string;
    created_at: Timestamp;
    expires_at: ColumnType<Date, Date | string, Date | string>;
    revoked_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
    udid: Generated<string>;
    ip: Generated<string>;
  };
}
