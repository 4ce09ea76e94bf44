import type { ColumnType, Generated } from 'kysely';
import type { LotteryGameCode } from './games.ts';

/**
 * Row types of the lottery's tables (migration 0038, docs/decisions/0052-lottery-draw-scheduling.md). Money is bigint
 * minor units; odds are integer hundredths of the unit stake; picks and results are integer lists.
 */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;

export type LotteryDrawStatus = 'scheduled' | 'open' | 'closed' | 'drawn' | 'settled' | 'void';
export type LotteryTicketStatus = 'open' | 'settling' | 'settled' | 'void';
export type LotteryBetStatus = 'placing' | 'open' | 'settling' | 'settled' | 'refunding' | 'refunded' | 'refused';
export type LotteryRefundReason = 'draw_void' | 'plan_stopped' | 'not_confirmed' | 'slip_refused';

export interface LotteryTables {
  lottery_draws: {
    game: LotteryGameCode;
    draw_id: string;
    opens_at: ColumnType<Date, Date | string, Date | string>;
    closes_at: ColumnType<Date, Date | string, Date | string>;
    draws_at: ColumnType<Date, Date | string, Date | string>;
    seed_hash: string;
    /** Published only at the draw (or its void); until then the seed is kept sealed (migration 0055). */
    seed: string | null;
    seed_sealed: Generated<string | null>;
    public_value: Nullable<string>;
    result: Nullable<number[]>;
    status: Generated<LotteryDrawStatus>;
    late: Generated<boolean>;
    void_reason: Nullable<string>;
    voided_by: Nullable<number>;
    drawn_at: NullableTimestamp;
    settled_at: NullableTimestamp;
    voided_at: NullableTimestamp;
  };
  lottery_follow_plans: {
    id: string;
    session_token: string;
    game: LotteryGameCode;
    bet_type: string;
    pick: number[];
    stake: bigint;
    first_draw_id: string;
    draws: number;
    stop_after_win: boolean;
    stopped_by_draw: Nullable<string>;
    stopped_at: NullableTimestamp;
    created_at: Timestamp;
  };
  lottery_tickets: {
    id: string;
    game: LotteryGameCode;
    draw_id: string;
    session_token: string;
    currency_code: string;
    demo: boolean;
    status: Generated<LotteryTicketStatus>;
    win: Nullable<bigint>;
    win_transaction_id: Nullable<string>;
    claimed_at: NullableTimestamp;
    settled_at: NullableTimestamp;
    created_at: Timestamp;
  };
  lottery_bets: {
    id: string;
    ticket_id: string;
    game: LotteryGameCode;
    draw_id: string;
    draws_at: ColumnType<Date, Date | string, Date | string>;
    session_token: string;
    player: string;
    plan_id: Nullable<string>;
    bet_type: string;
    pick: number[];
    stake: bigint;
    cost: bigint;
    odds: number[];
    currency_code: string;
    demo: boolean;
    status: LotteryBetStatus;
    result: Nullable<'won' | 'lost'>;
    payout: Nullable<bigint>;
    refund_reason: Nullable<LotteryRefundReason>;
    bet_transaction_id: Nullable<string>;
    rollback_transaction_id: Nullable<string>;
    claimed_at: NullableTimestamp;
    created_at: Timestamp;
    settled_at: NullableTimestamp;
  };
}
