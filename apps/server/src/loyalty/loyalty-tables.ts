import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Day = ColumnType<string, string, string>;

/** The comp point and VIP level tables (migration 0066, docs/decisions/0083). */
export interface LoyaltyTables {
  comp_point_rates: {
    site_id: number;
    currency_code: string;
    game_type_id: number;
    /** Thousandths of a point per whole unit of the currency of valid stake. */
    milli_points: number;
    updated_at: Timestamp;
  };
  loyalty_settings: {
    site_id: number;
    currency_code: string;
    exchange_points: Generated<number>;
    exchange_cash: Generated<bigint>;
    window_days: Generated<number>;
    updated_at: Timestamp;
  };
  vip_levels: {
    site_id: number;
    currency_code: string;
    level: number;
    min_points: bigint;
    daily_withdrawal_limit: bigint | null;
    birthday_bonus: bigint;
  };
  member_loyalty: {
    member_id: number;
    points: Generated<bigint>;
    milli_remainder: Generated<number>;
    vip_level: Generated<number>;
    level_checked_on: ColumnType<string | null, string | null | undefined, string | null>;
    updated_at: Timestamp;
  };
  loyalty_days: {
    member_id: number;
    site_day: Day;
    milli_points: bigint;
    valid_stake: bigint;
  };
  loyalty_cursor: {
    id: number;
    transaction_id: bigint;
    record_at: Timestamp;
    record_gp: number;
    record_ref: string;
  };
  loyalty_exchanges: {
    id: Generated<bigint>;
    member_id: number;
    points: bigint;
    cash: bigint;
    currency_code: string;
    ledger_transaction_id: bigint;
    created_at: Timestamp;
  };
  loyalty_birthday_bonuses: {
    member_id: number;
    year: number;
    vip_level: number;
    amount: bigint;
    ledger_transaction_id: bigint;
    created_at: Timestamp;
  };
}
