import type { LimitKind, LimitPeriod } from '@casino/contract/calls/protection-calls.ts';
import type { ColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;

/**
 * The responsible-gaming tables (migration 0062, docs/decisions/0078); kinds wager, loss and session from migration
 * 0065 (docs/decisions/0082), whose members.play_limits and member_sessions.ends_by are in db/schema.ts.
 */
export interface ProtectionTables {
  member_limits: {
    member_id: number;
    kind: LimitKind;
    period: LimitPeriod;
    /** Minor units of the member's currency; for a session limit, minutes. */
    amount: bigint;
    /** With pending_at: the raise waiting (null with pending_at set: the removal waiting). */
    pending_amount: bigint | null;
    pending_at: Timestamp | null;
    updated_at: Timestamp;
  };
  /** The wallet calls of members whose stakes are checked, summed per UTC hour (migration 0074). */
  member_play_hours: {
    member_id: number;
    hour: Timestamp;
    staked: bigint;
    won: bigint;
  };
}
