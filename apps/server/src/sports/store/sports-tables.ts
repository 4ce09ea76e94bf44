import type { ColumnType, Generated } from 'kysely';
import type { MarketStatus, MarketType, SelectionResult, Sport } from '../model.ts';

/**
 * Row types of the sportsbook's tables (migration 0039, docs/decisions/0053-sportsbook-store-and-feed.md). Odds are
 * hundredths and lines quarters, as bigint; a market's spec is the model's MarketSpec with its line as a string.
 */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Json<T> = ColumnType<T, string, string>;

export type StoredEventStatus = 'scheduled' | 'live' | 'suspended' | 'ended' | 'cancelled';
export type StoredMarketSpec = { type: MarketType; line?: string; innings?: number; maxGoals?: number };
export type FeedMessageType =
  | 'odds_change'
  | 'bet_stop'
  | 'bet_settlement'
  | 'rollback_bet_settlement'
  | 'fixture_change'
  | 'snapshot';

export interface SportsTables {
  sports_sports: { code: Sport; position: number };
  sports_competitions: {
    id: string;
    sport: Sport;
    name: string;
    country: Generated<string>;
    producer: string;
    created_at: Timestamp;
  };
  sports_events: {
    id: string;
    sport: Sport;
    competition_id: string;
    home: string;
    away: string;
    starts_at: ColumnType<Date, Date | string, Date | string>;
    status: Generated<StoredEventStatus>;
    score_home: number | null;
    score_away: number | null;
    clock: string | null;
    version: Generated<number>;
    producer: string;
    resync_needed: Generated<boolean>;
    updated_at: Timestamp;
  };
  sports_markets: {
    id: string;
    event_id: string;
    type: MarketType;
    spec: Json<StoredMarketSpec>;
    line: bigint | null;
    status: MarketStatus;
    position: Generated<number>;
    version: number;
    settlement_no: Generated<number>;
    updated_at: Timestamp;
    /** Held by an operator: no bets whatever the feed says (migration 0045). */
    held: Generated<boolean>;
  };
  sports_selections: {
    market_id: string;
    key: string;
    position: number;
    odds: bigint;
    active: boolean;
    result: SelectionResult | null;
    void_factor: ColumnType<string | null, string | number | null | undefined, string | number | null>;
    dead_heat_num: Generated<bigint>;
    dead_heat_den: Generated<bigint>;
  };
  sports_feed_messages: {
    event_id: string;
    version: number;
    producer: string;
    type: FeedMessageType;
    sent_at: ColumnType<Date, Date | string, Date | string>;
    outcome: 'applied' | 'stale';
    effects: Json<unknown[]>;
    received_at: Timestamp;
  };
  sports_bets: {
    id: Generated<bigint>;
    member_id: number;
    /** The provider whose member wallet staked the bet and takes its returns (migration 0043). */
    gp_id: number;
    currency_code: string;
    request_key: string;
    kind: 'single' | 'parlay';
    odds_policy: 'any' | 'higher' | 'none';
    original_stake: bigint;
    stake: bigint;
    potential_return: bigint;
    status: Generated<'open' | 'settled' | 'cashed_out' | 'cancelled'>;
    returned: bigint | null;
    cashed_out: Generated<bigint>;
    stake_transaction_id: bigint | null;
    placed_at: Timestamp;
    settled_at: NullableTimestamp;
  };
  sports_limits: {
    currency_code: string;
    min_stake: bigint;
    max_stake: bigint;
    max_payout: bigint;
    updated_at: Generated<Date>;
  };
  sports_market_limits: {
    market_type: string;
    max_stake_bp: number;
    max_payout_bp: number;
    updated_at: Generated<Date>;
  };
  sports_book_settings: {
    id: Generated<boolean>;
    cash_out_margin_bp: number;
    live_delay_ms: number;
    /** The book's own price margin; null offers the feed's prices (migration 0052). */
    price_margin_bp: ColumnType<number | null, number | null | undefined, number | null>;
    updated_at: Generated<Date>;
  };
  sports_bet_legs: {
    bet_id: bigint;
    leg_no: number;
    event_id: string;
    market_id: string;
    selection_key: string;
    odds: bigint;
    result: SelectionResult | null;
    dead_heat_num: Generated<bigint>;
    dead_heat_den: Generated<bigint>;
    settlement_no: Generated<number>;
  };
  sports_bet_payments: {
    bet_id: bigint;
    kind: 'payout' | 'reversal' | 'cash_out';
    round: number;
    amount: bigint;
    ledger_transaction_id: bigint | null;
    created_at: Timestamp;
  };
}
