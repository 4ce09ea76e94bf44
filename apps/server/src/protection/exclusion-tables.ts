import type { ExclusionChoice, ExclusionKind } from '@casino/contract/calls/protection-calls.ts';
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;

/** Take a break and self-exclusion (migration 0063, docs/decisions/0079). */
export interface ExclusionTables {
  member_exclusions: {
    id: Generated<number>;
    member_id: number;
    kind: ExclusionKind;
    choice: ExclusionChoice;
    started_at: Timestamp;
    /** Null: permanent (self-exclusion only). */
    ends_at: Timestamp | null;
    lifted_at: Timestamp | null;
    /** The operator who lifted it; null with lifted_at set: replaced by a longer one (replaced_by). */
    lifted_by: number | null;
    replaced_by: number | null;
    lift_reason: string | null;
    created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  };
}
