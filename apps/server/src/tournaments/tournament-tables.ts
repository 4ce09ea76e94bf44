import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export type TournamentRanking = 'total_stake' | 'rounds' | 'biggest_multiplier';
export type TournamentParticipation = 'automatic' | 'opt_in' | 'buy_in';

/** The tournament tables (migration 0068, docs/decisions/0085). */
export interface TournamentTables {
  tournaments: {
    id: Generated<number>;
    site_id: number;
    currency_code: string;
    /** Title per language. */
    title: ColumnType<Record<string, string>, string, string>;
    starts_at: Timestamp;
    ends_at: Timestamp;
    ranking: TournamentRanking;
    participation: TournamentParticipation;
    buy_in: Generated<bigint>;
    status: Generated<'open' | 'paid' | 'cancelled'>;
    changes: Generated<bigint>;
    pushed_changes: Generated<bigint>;
    pushed_at: NullableTimestamp;
    paid_at: NullableTimestamp;
    cancelled_at: NullableTimestamp;
    created_by: number | null;
    created_at: Generated<Date>;
  };
  tournament_games: {
    tournament_id: number;
    provider_id: number;
    game_code: string | null;
    game_type_id: number | null;
  };
  tournament_prizes: {
    tournament_id: number;
    rank_from: number;
    rank_to: number;
    amount: bigint;
  };
  tournament_entries: {
    tournament_id: number;
    member_id: number;
    /** The ranking's figure: stake in minor units, rounds, or the best multiplier in ten-thousandths. */
    score: Generated<bigint>;
    score_at: Timestamp;
    rounds: Generated<number>;
    stake: Generated<bigint>;
    /** Ten-thousandths: 10000 is a win of once the stake. */
    best_multiplier: Generated<bigint>;
    joined_at: Timestamp;
    buy_in_transaction_id: bigint | null;
    refund_transaction_id: bigint | null;
    updated_at: Timestamp;
  };
  tournament_rounds: {
    tournament_id: number;
    provider_id: number;
    round_id: string;
    member_id: number;
    stake: bigint;
    win: bigint;
  };
  /** Bets scored at less than their stake, with the part they were scored at (migration 0070). */
  tournament_bet_valid: {
    tournament_id: number;
    bet_id: bigint;
    valid: bigint;
  };
  tournament_payouts: {
    tournament_id: number;
    rank: number;
    member_id: number;
    score: bigint;
    amount: bigint;
    ledger_transaction_id: bigint;
    created_at: Generated<Date>;
  };
  tournament_cursor: {
    id: number;
    transaction_id: bigint;
    scored_until: Timestamp;
  };
}
