import type { LimitKind, LimitPeriod } from '@casino/contract/calls/protection-calls.ts';
import type { ColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;

/** The responsible-gaming tables (migration 0062, docs/decisions/0078). */
export interface ProtectionTables {
  member_limits: {
    member_id: number;
    kind: LimitKind;
    period: LimitPeriod;
    amount: bigint;
    /** With pending_at: the raise waiting (null with pending_at set: the removal waiting). */
    pending_amount: bigint | null;
    pending_at: Timestamp | null;
    updated_at: Timestamp;
  };
}
