import type { LimitChangeAction } from '@casino/contract/calls/operator-protection-calls.ts';
import type { LimitKind, LimitPeriod } from '@casino/contract/calls/protection-calls.ts';
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;

/** Site-wide limit policies and the history of members' limit changes (migration 0067, docs/decisions/0084). */
export interface LimitPolicyTables {
  limit_policies: {
    site_id: number;
    currency_code: string;
    kind: LimitKind;
    period: LimitPeriod;
    default_amount: bigint | null;
    maximum_amount: bigint | null;
    updated_by: number | null;
    updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  };
  member_limit_changes: {
    id: Generated<number>;
    member_id: number;
    kind: LimitKind;
    period: LimitPeriod;
    action: LimitChangeAction;
    amount_before: bigint | null;
    amount_asked: bigint | null;
    effective_at: Timestamp;
    created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  };
}
