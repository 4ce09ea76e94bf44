import type { ColumnType } from 'kysely';

/** The reality check's table (migration 0064, docs/decisions/0080). */
export interface RealityCheckTables {
  member_reality_checks: {
    member_id: number;
    /** One of the contract's REALITY_CHECK_INTERVALS. */
    interval_minutes: number;
    updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  };
}
