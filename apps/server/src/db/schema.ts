import type { ColumnType, Generated } from 'kysely';
import type { LotteryTables } from '../lottery/lottery-tables.ts';
import type { LoyaltyTables } from '../loyalty/loyalty-tables.ts';
import type { ExclusionTables } from '../protection/exclusion-tables.ts';
import type { LimitPolicyTables } from '../protection/limit-policy-tables.ts';
import type { ProtectionTables } from '../protection/protection-tables.ts';
import type { RealityCheckTables } from '../protection/reality-check-tables.ts';
import type { SportsTables } from '../sports/store/sports-tables.ts';
import type { TournamentTables } from '../tournaments/tournament-tables.ts';
import type { ContentTables } from './content-schema.ts';

/** Row types of the tables created by the migrations in ./migrations. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T> = ColumnType<T, string, string>;

export type LocalisedText = Record<string, string>;

/** An agent commission plan as stored (agents/commission/stored-plan.ts): amounts as decimal strings of minor units. */
export type StoredCommissionPlan = {
  tiers: { min_active_members: number; min_net_revenue: string; rate_bp: number }[];
  active: { min_valid_bet: string; min_deposits: string };
  payment_fee_bp: number;
  platform_fee_bp: number;
  carry_negative: boolean;
  upline_share_bp: number[];
};

/** A commission statement's figures as a correction keeps them (agents/corrections/correction-view.ts): minor units as text. */
export type StatementFigures = {
  members: number;
  active_members: number;
  first_deposits: number;
  valid_bet: string;
  gross_revenue: string;
  bonuses: string;
  rebates: string;
  deposits: string;
  withdrawals: string;
  fees_charged: string;
  net_revenue: string;
  carried_in: string;
  commission_base: string;
  rate_bp: number;
  commission: string;
  carried_out: string;
};

export interface Database
  extends ContentTables,
    SportsTables,
    LotteryTables,
    ProtectionTables,
    ExclusionTables,
    LimitPolicyTables,
    RealityCheckTables,
    LoyaltyTables,
    TournamentTables {
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
    /** How long the withdraw password stays locked after too many wrong tries. */
    withdraw_password_lock_minutes: Generated<number>;
    /** The youngest age at which someone may register (0: no check). */
    minimum_age: Generated<number>;
    support_email: Generated<string>;
    support_phone: Generated<string>;
  };
  site_hosts: { host: string; site_id: number };
  site_currencies: { site_id: number; currency_code: string; sort: Generated<number> };
  site_languages: { site_id: number; language_code: string; sort: Generated<number> };
  media: { id: Generated<number>; content_type: string; body: Uint8Array | Buffer; created_at: Timestamp };
  site_logos: {
    id: Generated<number>;
    site_id: number;
    type: string;
    media_id: number;
    /** The language this logo is drawn for; null: every language without one of its own. */
    language_code: Generated<string | null>;
  };
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
    room: Generated<boolean>;
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
  /** A site's own settings of a game, over the catalogue's (migration 0059, decision 77). */
  site_game_settings: {
    site_id: number;
    game_id: number;
    active: boolean;
    tags: ColumnType<string[], string[], string[]>;
    sort: number;
    updated_at: Generated<Date>;
  };
  /** A provider's maintenance window on one site (migration 0059). */
  site_provider_maintenance: {
    site_id: number;
    provider_id: number;
    starts_at: ColumnType<Date, Date | string, Date | string>;
    ends_at: ColumnType<Date, Date | string, Date | string>;
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
  /** A banner's title and picture in one language. */
  banner_variants: { banner_id: number; language_code: string; title: Generated<string>; image_media_id: number };
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
    agent_channel: 'link' | 'domain' | 'invite' | null;
    agent_domain_host: string | null;
    recommend_code: string | null;
    is_agent: Generated<boolean>;
    agent_active: Generated<boolean>;
    agent_type: Generated<number>;
    agent_level: Generated<number>;
    first_login_to_change_password: Generated<boolean>;
    need_bank_account_deposit_verified: Generated<boolean>;
    registered_ip: Generated<string>;
    wallet_busy_until: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
    withdraw_password_failures: Generated<number>;
    withdraw_password_locked_until: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
    withdraw_password_turn_until: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
    /** 0: no VIP level (segments of letters). */
    vip_level: Generated<number>;
    /** Active bonus grants (0 or 1 per currency), read with the game session so a bet without a bonus costs nothing. */
    active_bonuses: Generated<number>;
    /** Wager and loss limits stored (migration 0065): read with active_bonuses, so a member without one costs nothing. */
    play_limits: Generated<number>;
  };
  member_security_events: {
    id: Generated<number>;
    member_id: number;
    kind: string;
    detail: ColumnType<Record<string, unknown>, string | undefined, string>;
    created_at: Timestamp;
  };
  login_failures: {
    scope: string;
    subject: string;
    source: string;
    failures: Generated<number>;
    last_failure_at: Timestamp;
    locked_until: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
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
    /** The first session of this sign-in's chain of rotated tokens; null on that first one (migration 0029). */
    login_id: ColumnType<number | null, number | null | undefined, number | null>;
    /** The ledger's last transaction id when the session was issued (migration 0064). */
    ledger_mark: ColumnType<string, string | bigint | undefined, string | bigint>;
    /** The sign-in's hard end under a session-time limit (migration 0065); null: none. */
    ends_by: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
    /** A withdraw-only session of an excluded member (migration 0077). */
    withdraw_only: Generated<boolean>;
  };
  ledger_accounts: {
    id: Generated<bigint>;
    code: string;
    currency_code: string;
    member_id: number | null;
    balance: Generated<bigint>;
    allow_negative: Generated<boolean>;
    created_at: Timestamp;
  };
  ledger_transactions: {
    id: Generated<bigint>;
    idempotency_key: string;
    request_hash: string;
    kind: string;
    reference: Generated<string>;
    reverses_id: bigint | null;
    created_at: Timestamp;
  };
  ledger_postings: {
    transaction_id: bigint;
    account_id: bigint;
    amount: bigint;
    balance_after: bigint;
    created_at: Timestamp;
  };
  idempotent_requests: {
    scope: string;
    key: string;
    request_hash: string;
    response: Json<unknown>;
    created_at: Timestamp;
  };
  operators: {
    id: Generated<number>;
    username: string;
    password_hash: string;
    role: 'admin' | 'finance' | 'support';
    site_id: number;
    active: Generated<boolean>;
    created_at: Timestamp;
  };
  operator_sessions: {
    id: Generated<number>;
    operator_id: number;
    token_hash: string;
    ip: Generated<string>;
    created_at: Timestamp;
    expires_at: ColumnType<Date, Date | string, Date | string>;
    revoked_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
    /** The operator's role needs a second factor not set up yet: the session may only set one up (migration 0054). */
    enrol_only: Generated<boolean>;
  };
  operator_second_factors: {
    operator_id: number;
    secret_sealed: string;
    confirmed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
    last_time_step: Generated<bigint>;
    created_at: Generated<Date>;
  };
  /** Operators' notes on a member (migration 0058). */
  member_notes: { id: Generated<number>; member_id: number; operator_id: number; body: string; created_at: Timestamp };
  /** Per site and currency, the absolute amount above which an adjustment needs a second operator (migration 0058). */
  adjustment_approval_thresholds: {
    site_id: number;
    currency_code: string;
    amount: bigint;
    updated_by: number | null;
    updated_at: Timestamp;
  };
  /** Adjustments waiting for, or decided by, a second operator (migration 0058). */
  pending_adjustments: {
    id: Generated<number>;
    member_id: number;
    site_id: number;
    currency_code: string;
    amount: bigint;
    reason: string;
    proposed_by: number;
    status: ColumnType<'pending' | 'approved' | 'rejected', 'pending' | undefined, 'approved' | 'rejected'>;
    decided_by: number | null;
    decided_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
    decision_reason: Generated<string>;
    ledger_transaction_id: bigint | null;
    created_at: Timestamp;
  };
  operator_recovery_codes: {
    operator_id: number;
    code_hash: string;
    used_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  };
  /** Append-only: the database refuses updates and deletes. */
  operator_audit_log: {
    id: ColumnType<number, never, never>;
    operator_id: ColumnType<number | null, number | null, never>;
    action: ColumnType<string, string, never>;
    target: ColumnType<string, string | undefined, never>;
    details: ColumnType<Record<string, unknown>, string | undefined, never>;
    ip: ColumnType<string, string | undefined, never>;
    created_at: ColumnType<Date, Date | string | undefined, never>;
  };
  deposit_methods: {
    id: Generated<number>;
    site_id: number;
    currency_code: string;
    name: string;
    /** The name per language; `name` where a language has none. */
    names: ColumnType<LocalisedText, string | undefined, string>;
    kind: 'gateway' | 'bank_transfer';
    gateway: string;
    min_amount: bigint;
    max_amount: bigint;
    bank_name: Generated<string>;
    bank_account_name: Generated<string>;
    bank_account_number: Generated<string>;
    bank_branch: Generated<string>;
    active: Generated<boolean>;
    sort: Generated<number>;
    created_at: Timestamp;
  };
  deposit_orders: {
    id: Generated<number>;
    order_number: string;
    member_id: number;
    site_id: number;
    currency_code: string;
    method_id: number;
    gateway: string;
    amount: bigint;
    status: ColumnType<'pending' | 'paid' | 'failed' | 'expired', 'pending' | 'paid' | 'failed' | 'expired' | undefined>;
    payer_name: Generated<string>;
    payer_reference: Generated<string>;
    gateway_reference: Generated<string>;
    pay_url: string | null;
    ledger_transaction_id: bigint | null;
    confirmed_by: number | null;
    remark: Generated<string>;
    needs_review: Generated<boolean>;
    created_at: Timestamp;
    updated_at: Timestamp;
    expires_at: ColumnType<Date, Date | string, Date | string>;
    paid_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
    /** The promotion whose bonus the member chose at deposit (granted when the deposit is credited). */
    bonus_promotion_id: ColumnType<number | null, number | null | undefined, number | null>;
  };
  withdrawal_orders: {
    id: Generated<number>;
    order_number: string;
    member_id: number;
    site_id: number;
    currency_code: string;
    amount: bigint;
    bank_account_id: number;
    bank_name: string;
    bank_account_name: string;
    bank_account_number: string;
    bank_branch: Generated<string>;
    status: ColumnType<'pending' | 'paid' | 'rejected', 'pending' | 'paid' | 'rejected' | undefined>;
    remark: Generated<string>;
    hold_transaction_id: bigint | null;
    settle_transaction_id: bigint | null;
    decided_by: number | null;
    decided_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
    created_at: Timestamp;
    updated_at: Timestamp;
  };
  withdrawal_limits: {
    site_id: number;
    currency_code: string;
    min_amount: bigint;
    max_amount: bigint;
    max_pending: Generated<number>;
  };
  payment_callbacks: {
    id: Generated<bigint>;
    gateway: string;
    nonce: string;
    order_number: string;
    status: string;
    outcome: string;
    body: string;
    received_at: Timestamp;
  };
  sandbox_gateway_payments: {
    payment_id: string;
    order_number: string;
    amount: string;
    currency_code: string;
    status: 'paid' | 'declined';
    notify_url: string;
    return_url: string;
    decided_at: Timestamp;
    callback_attempts: Generated<number>;
    callback_delivered_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
    callback_error: Generated<string>;
  };
  member_favorite_games: { member_id: number; game_id: number; created_at: Timestamp };
  member_recent_games: {
    member_id: number;
    game_id: number;
    play_count: Generated<number>;
    last_played_at: Timestamp;
    /** Grows with every start: the order in which the member's games were last played. */
    played_order: Generated<bigint>;
  };
  game_sessions: {
    id: string;
    token_hash: string;
    member_id: number | null;
    provider_id: number;
    game_code: string;
    game_type_id: number;
    currency_code: string;
    demo: Generated<boolean>;
    created_at: Timestamp;
    expires_at: ColumnType<Date, Date | string, Date | string>;
    ended_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
    /** The sign-in (member_sessions chain) that opened it; null for demo sessions (migration 0029). */
    login_id: ColumnType<number | null, number | null | undefined, number | null>;
  };
  provider_transactions: {
    id: Generated<bigint>;
    provider_id: number;
    transaction_id: string;
    kind: 'bet' | 'win' | 'rollback';
    session_id: string | null;
    member_id: number | null;
    currency_code: string | null;
    round_id: string;
    amount: Generated<bigint>;
    jackpot_amount: Generated<bigint>;
    related_transaction_id: string | null;
    request_hash: string;
    status: string;
    ledger_transaction_id: bigint | null;
    answer: Json<unknown>;
    created_at: Timestamp;
    /** The part of a bet's stake that carried risk, as the provider reported it (null: all of it). */
    valid_amount: ColumnType<bigint | null, bigint | null | undefined, bigint | null>;
  };
  /** Bets settled at transfer-wallet providers, as reported (migration 0046, docs/decisions/0064). */
  provider_bet_records: {
    gp_id: number;
    bet_ref: string;
    member_id: number;
    currency_code: string;
    game_type_id: number;
    stake: bigint;
    valid_amount: bigint;
    payout: bigint;
    settled_at: ColumnType<Date, Date | string, Date | string>;
    recorded_at: Generated<Date>;
  };
  provider_bet_cursors: {
    gp_id: number;
    cursor: string;
    updated_at: Generated<Date>;
  };
  provider_rollback_tombstones: {
    provider_id: number;
    transaction_id: string;
    rollback_transaction_id: string;
    created_at: Timestamp;
  };
  game_start_leases: {
    member_id: number;
    until: ColumnType<Date, Date | string, Date | string>;
  };
  house_sessions: {
    token: string;
    demo: boolean;
    game_code: string;
    currency_code: string;
    language: Generated<string>;
    lobby_url: Generated<string>;
    demo_balance: bigint | null;
    created_at: Timestamp;
    expires_at: ColumnType<Date, Date | string, Date | string>;
    /** The platform's reference of the player (migration 0030); null on demo and older sessions. */
    player: ColumnType<string | null, string | null | undefined, string | null>;
  };
  house_rounds: {
    id: string;
    game_code: string;
    kind: 'slot' | 'baccarat' | 'blackjack' | 'sic_bo' | 'andar_bahar';
    demo: boolean;
    session_token: string;
    currency_code: string;
    bet: bigint;
    win: bigint;
    jackpot_win: Generated<bigint>;
    jackpot_contribution: Generated<bigint>;
    wager: Json<unknown>;
    draws: Json<unknown>;
    outcome: Json<unknown>;
    status: 'in_play' | 'settled' | 'win_pending' | 'rolled_back';
    bet_transaction_id: string | null;
    win_transaction_id: string | null;
    win_attempts: Generated<number>;
    /** Claims on a blackjack hand's state (migration 0023). */
    step: Generated<number>;
    created_at: Timestamp;
    settled_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  };
  /** Outcomes of the house's virtual events, drawn once (migration 0026). */
  virtual_events: {
    league: 'football' | 'cockfight';
    event_no: number;
    kickoff_at: ColumnType<Date, Date | string, Date | string>;
    outcome: Json<unknown>;
    drawn_at: Timestamp;
  };
  /** Bets on the house's virtual events (migration 0026). */
  virtual_bets: {
    id: string;
    session_token: string;
    game_code: string;
    league: 'football' | 'cockfight';
    event_no: number;
    market: string;
    selection: string;
    price_num: bigint;
    price_den: bigint;
    stake: bigint;
    currency_code: string;
    demo: boolean;
    status: 'placing' | 'open' | 'settling' | 'settled' | 'rolling_back' | 'rolled_back' | 'refused';
    win: bigint | null;
    outcome_key: string | null;
    settle_after: ColumnType<Date, Date | string, Date | string>;
    claimed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
    created_at: Timestamp;
    settled_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  };
  house_pending_rollbacks: {
    round_id: string;
    session_token: string;
    bet_transaction_id: string;
    attempts: Generated<number>;
    created_at: Timestamp;
    claimed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  };
  /** Live tables (migration 0025, docs/decisions/0034-live-tables.md). */
  live_tables: {
    id: string;
    lease_owner: string | null;
    lease_until: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
    created_at: Timestamp;
  };
  live_shoes: {
    table_id: string;
    shoe_no: number;
    cards: Json<number[]>;
    cut_at: number;
    burned: Generated<number>;
    next_card: number;
    created_at: Timestamp;
  };
  live_rounds: {
    id: string;
    table_id: string;
    round_no: number;
    shoe_no: number | null;
    phase: 'betting' | 'dealt' | 'settled';
    opens_at: ColumnType<Date, Date | string, Date | string>;
    closes_at: ColumnType<Date, Date | string, Date | string>;
    dealt_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
    settled_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
    outcome: Json<unknown> | null;
  };
  live_bets: {
    id: string;
    round_id: string;
    session_token: string;
    demo: boolean;
    currency_code: string;
    bets: Json<Record<string, number>>;
    amount: bigint;
    win: bigint | null;
    status: 'pending' | 'placed' | 'void' | 'settled';
    created_at: Timestamp;
    settled_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
    rolled_back_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  };
  /** Pages at a live table per node (migration 0033, docs/decisions/0043-live-table-clock-and-shared-totals.md). */
  live_seats: {
    table_id: string;
    node_id: string;
    players: number;
    seen_at: ColumnType<Date, Date | string, Date | string>;
  };
  letters: {
    id: Generated<bigint>;
    site_id: number;
    title: Json<LocalisedText>;
    body: Json<LocalisedText>;
    audience: Json<unknown>;
    status: Generated<'queued' | 'sending' | 'sent' | 'cancelled'>;
    source: Generated<'operator' | 'vip_level'>;
    cursor_member_id: Generated<number>;
    delivered: Generated<number>;
    created_by: number | null;
    created_at: Timestamp;
    finished_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  };
  member_letters: {
    id: Generated<bigint>;
    letter_id: bigint;
    member_id: number;
    is_read: Generated<boolean>;
    read_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
    deleted_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
    created_at: Timestamp;
  };
  red_envelope_promotions: {
    id: Generated<number>;
    site_id: number;
    title: Json<LocalisedText>;
    starts_at: Timestamp;
    ends_at: Timestamp;
    eligibility: Generated<'none' | 'deposit' | 'wager'>;
    eligibility_days: Generated<number>;
    announced_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
    cancelled_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
    created_by: number | null;
    created_at: Timestamp;
  };
  red_envelope_budgets: {
    promotion_id: number;
    currency_code: string;
    budget: bigint;
    remaining: bigint;
    min_amount: bigint;
    max_amount: bigint;
    eligibility_amount: Generated<bigint>;
  };
  red_envelope_claims: {
    promotion_id: number;
    member_id: number;
    currency_code: string;
    amount: Generated<bigint>;
    ledger_transaction_id: bigint | null;
    created_at: Timestamp;
  };
  sign_in_calendars: {
    id: Generated<number>;
    site_id: number;
    currency_code: string;
    starts_on: ColumnType<string, string, string>;
    ends_on: ColumnType<string, string, string>;
    rewards: ColumnType<bigint[], bigint[] | string[], bigint[] | string[]>;
    min_turnover: Generated<bigint>;
    cancelled_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
    created_by: number | null;
    created_at: Timestamp;
  };
  sign_in_claims: {
    calendar_id: number;
    member_id: number;
    site_day: ColumnType<string, string, string>;
    streak: number;
    amount: bigint;
    ledger_transaction_id: bigint | null;
    created_at: Timestamp;
  };
  // Bonuses and rebates (migration 0024, docs/decisions/0033-bonuses-wagering-rebates.md).
  promotion_bonuses: {
    promotion_id: number;
    site_id: number;
    kind: 'deposit_match' | 'fixed';
    amounts: Json<Record<string, { percent_bp?: number; cap?: string; min_deposit?: string; amount?: string }>>;
    wagering_multiple: number;
    wagering_base: 'bonus' | 'bonus_deposit';
    weights: Json<Record<string, number>>;
    valid_days: number;
    active: Generated<boolean>;
    created_at: Timestamp;
    updated_at: Timestamp;
  };
  bonus_grants: {
    id: Generated<bigint>;
    member_id: number;
    site_id: number;
    currency_code: string;
    promotion_id: number | null;
    source: 'promotion' | 'deposit' | 'operator';
    deposit_order_id: number | null;
    deposit_amount: Generated<bigint>;
    amount: bigint;
    requirement: bigint;
    wagered: Generated<bigint>;
    weights: Json<Record<string, number>>;
    status: ColumnType<
      'active' | 'converted' | 'forfeited' | 'expired' | 'cancelled',
      'active' | undefined,
      'active' | 'converted' | 'forfeited' | 'expired' | 'cancelled'
    >;
    closed_amount: Generated<bigint>;
    expires_at: ColumnType<Date, Date | string, Date | string>;
    granted_by: number | null;
    closed_by: ColumnType<number | null, number | null | undefined, number | null>;
    close_reason: Generated<string>;
    created_at: Timestamp;
    closed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  };
  bonus_bets: {
    provider_id: number;
    transaction_id: string;
    grant_id: bigint;
    round_id: string;
    amount: bigint;
    bonus_amount: bigint;
    counted: bigint;
    created_at: Timestamp;
  };
  rebate_rates: {
    site_id: number;
    currency_code: string;
    game_type_id: number;
    vip_level: number;
    rate_bp: number;
    created_at: Timestamp;
  };
  rebate_runs: {
    site_id: number;
    site_day: ColumnType<string, string, string>;
    members: Generated<number>;
    paid: Json<Record<string, string>>;
    created_at: Timestamp;
  };
  /** Friend invites (migration 0042, docs/decisions/0056-friend-invites.md). */
  friend_invite_programmes: {
    site_id: number;
    currency_code: string;
    enabled: Generated<boolean>;
    min_first_deposit: Generated<bigint>;
    min_valid_bet: Generated<bigint>;
    inviter_reward: bigint;
    friend_reward: Generated<bigint>;
    /** Days after the friend's registration within which the condition must be met (migration 0044). */
    qualify_within_days: Generated<number>;
    /** Caps per inviter, empty for none (migration 0048). */
    max_rewarded_friends: number | null;
    max_inviter_reward_total: bigint | null;
    updated_at: Timestamp;
  };
  /** What each inviter was paid under a programme, raised with every reward within its caps (migration 0048). */
  friend_invite_inviter_totals: {
    inviter_id: number;
    site_id: number;
    currency_code: string;
    rewarded_friends: number;
    inviter_reward_total: bigint;
  };
  friend_invite_rewards: {
    friend_id: number;
    inviter_id: number;
    currency_code: string;
    inviter_reward: bigint;
    friend_reward: bigint;
    ledger_transaction_id: bigint | null;
    paid_at: Timestamp;
  };
  /** Names of a site's agent levels per language (migration 0041). */
  agent_level_names: { site_id: number; level: number; name: Json<LocalisedText> };
  /** Agent commission plans and monthly settlements (migration 0036, docs/decisions/0051-agent-commission.md). */
  agent_applications: {
    id: Generated<number>;
    member_id: number;
    site_id: number;
    status: Generated<'pending' | 'approved' | 'refused'>;
    reason: Generated<string>;
    decided_by: number | null;
    decided_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
    created_at: Timestamp;
  };
  agent_commission_plans: {
    site_id: number;
    currency_code: string;
    plan: Json<StoredCommissionPlan>;
    created_at: Timestamp;
    updated_at: Timestamp;
  };
  agent_commission_settlements: {
    site_id: number;
    currency_code: string;
    period_start: ColumnType<string, string, string>;
    plan: Json<StoredCommissionPlan>;
    agents: Generated<number>;
    paid: Generated<bigint>;
    created_at: Timestamp;
  };
  agent_commission_statements: {
    site_id: number;
    currency_code: string;
    period_start: ColumnType<string, string, string>;
    agent_id: number;
    members: number;
    active_members: number;
    first_deposits: number;
    valid_bet: bigint;
    gross_revenue: bigint;
    bonuses: bigint;
    rebates: bigint;
    deposits: bigint;
    withdrawals: bigint;
    fees_charged: bigint;
    net_revenue: bigint;
    carried_in: bigint;
    commission_base: bigint;
    rate_bp: number;
    commission: bigint;
    carried_out: bigint;
    version: Generated<number>;
    corrected_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  };
  agent_commission_payments: {
    site_id: number;
    currency_code: string;
    period_start: ColumnType<string, string, string>;
    agent_id: number;
    kind: 'commission' | 'upline_share';
    amount: bigint;
    ledger_transaction_id: bigint;
    version: Generated<number>;
  };
  agent_commission_corrections: {
    id: Generated<number>;
    site_id: number;
    currency_code: string;
    period_start: ColumnType<string, string, string>;
    agent_id: number;
    from_version: number;
    version: number;
    status: Generated<'pending' | 'approved' | 'rejected'>;
    mode: 'figures' | 'recompute';
    reason: string;
    before: Json<StatementFigures>;
    after: Json<StatementFigures>;
    proposed_by: number;
    decided_by: number | null;
    decision_reason: Generated<string>;
    reversal_transaction_id: bigint | null;
    payment_transaction_id: bigint | null;
    created_at: Timestamp;
    decided_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  };
  rebate_payouts: {
    site_id: number;
    site_day: ColumnType<string, string, string>;
    member_id: number;
    currency_code: string;
    valid_bets: bigint;
    amount: bigint;
    ledger_transaction_id: bigint | null;
    created_at: Timestamp;
  };
  /** Jobs run on one node at a time, at most once a period (migration 0028, jobs/claim-job-run.ts). */
  launch_values_used: {
    id: string;
    expires_at: ColumnType<Date, Date | string, Date | string>;
  };
  job_runs: {
    job: string;
    claimed_by: string | null;
    claimed_until: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
    next_run_at: ColumnType<Date, Date | string, Date | string>;
    last_done_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
    last_result: Json<unknown> | null;
  };
}
