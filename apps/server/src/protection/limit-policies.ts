import { type LimitChangeAction, POLICY_KINDS } from '@casino/contract/calls/operator-protection-calls.ts';
import { LimitCode, type LimitKind, type LimitPeriod } from '@casino/contract/calls/protection-calls.ts';
import { Refusal } from '../http/reply.ts';
import type { Executor } from '../ledger/executor.ts';
import type { PolicyAmounts } from './limit-policy-rules.ts';
import { limitAt, type StoredLimit } from './limit-rules.ts';
import { formatLimit } from './limit-usage.ts';

const KINDS: readonly string[] = POLICY_KINDS;

/** The site's limit policies that apply to a member: those of the member's site and currency. */
export async function memberPolicies(db: Executor, memberId: number): Promise<PolicyAmounts[]> {
  const rows = await db
    .selectFrom('limit_policies as p')
    .innerJoin('members as m', (join) =>
      join.onRef('m.site_id', '=', 'p.site_id').onRef('m.currency_code', '=', 'p.currency_code'),
    )
    .select(['p.kind', 'p.period', 'p.default_amount', 'p.maximum_amount'])
    .where('m.id', '=', memberId)
    .execute();
  return rows
    .filter((row) => KINDS.includes(row.kind))
    .map((row) => ({
      kind: row.kind,
      period: row.period,
      defaultAmount: row.default_amount === null ? null : BigInt(row.default_amount),
      maximumAmount: row.maximum_amount === null ? null : BigInt(row.maximum_amount),
    }));
}

/** Refuses a limit above the site's maximum of that kind and period (code 102, the maximum as data, as the member's limits show it). */
export function refuseAboveMaximum(wanted: bigint | null, policy: PolicyAmounts | undefined, currency: string): void {
  const maximum = policy?.maximumAmount ?? null;
  if (!policy || wanted === null || maximum === null || wanted <= maximum) return;
  throw new Refusal(LimitCode.aboveMaximum, 'protection.above_maximum', {
    maximum: formatLimit(policy.kind, maximum, currency),
  });
}

/** What a change did, from the limit in force before it and the amount asked (null: removal). */
export function changeAction(before: bigint | null, asked: bigint | null): LimitChangeAction {
  if (asked === null) return 'remove';
  if (before === null) return 'set';
  return asked < before ? 'lower' : asked > before ? 'raise' : 'keep';
}

/**
 * Records a member's change to a limit in the history operators audit (docs/decisions/0084), in the change's
 * transaction: the limit in force before (the member's own, else the site's default), what was asked, and when it holds.
 */
export async function recordLimitChange(
  trx: Executor,
  change: {
    memberId: number;
    kind: LimitKind;
    period: LimitPeriod;
    base: StoredLimit | null;
    asked: bigint | null;
    next: StoredLimit | null;
    now: number;
  },
): Promise<void> {
  const before = change.base ? limitAt(change.base, change.now).amount : null;
  const waitsUntil = change.next?.pendingAt ?? null;
  await trx
    .insertInto('member_limit_changes')
    .values({
      member_id: change.memberId,
      kind: change.kind,
      period: change.period,
      action: changeAction(before, change.asked),
      amount_before: before,
      amount_asked: change.asked,
      effective_at: waitsUntil && waitsUntil.getTime() > change.now ? waitsUntil : new Date(change.now),
      created_at: new Date(change.now),
    })
    .execute();
}
