import type { LimitKind, LimitPeriod } from '@casino/contract/calls/protection-calls.ts';
import { limitAt, type StoredLimit } from './limit-rules.ts';

/** A site's default and maximum of one limit in the member's currency (docs/decisions/0084); null: none. */
export type PolicyAmounts = { kind: LimitKind; period: LimitPeriod; defaultAmount: bigint | null; maximumAmount: bigint | null };

/** Whose limit holds: the member's own, the site's default (the member set none) or the site's maximum. */
export type LimitSource = 'member' | 'default' | 'maximum';

/**
 * The limit that holds given the member's own in force (null: none) and the site's policy: the member's own, else the
 * default, else the maximum; never above the maximum. Null amount: no limit at all.
 */
export function effectiveLimit(
  own: bigint | null,
  policy: Pick<PolicyAmounts, 'defaultAmount' | 'maximumAmount'> | undefined,
): { amount: bigint | null; source: LimitSource } {
  const maximum = policy?.maximumAmount ?? null;
  const chosen =
    own !== null
      ? { amount: own, source: 'member' as const }
      : { amount: policy?.defaultAmount ?? null, source: 'default' as const };
  if (maximum !== null && (chosen.amount === null || chosen.amount > maximum)) return { amount: maximum, source: 'maximum' };
  return chosen;
}

type StoredOf = { kind: string; period: string; stored: StoredLimit };

/** One limit of a member at `now`: what holds and whose it is, and the member's own change waiting, if any. */
export function limitInForce(
  stored: readonly StoredOf[],
  policies: readonly PolicyAmounts[],
  kind: LimitKind,
  period: LimitPeriod,
  now: number,
): { amount: bigint | null; source: LimitSource; pending: ReturnType<typeof limitAt>['pending'] } {
  const own = stored.find((s) => s.kind === kind && s.period === period);
  const at = own ? limitAt(own.stored, now) : { amount: null, pending: null };
  const policy = policies.find((p) => p.kind === kind && p.period === period);
  return { ...effectiveLimit(at.amount, policy), pending: at.pending };
}

/**
 * What a member's change starts from: their own limit while one is in force, else the site's default as if it were
 * theirs, so that going above a default waits the cooling-off as a raise of one's own limit does (a removal of none
 * changes nothing).
 */
export function changeBase(
  own: StoredLimit | null,
  policy: PolicyAmounts | undefined,
  wanted: bigint | null,
  now: number,
): StoredLimit | null {
  if (wanted === null || (own && limitAt(own, now).amount !== null)) return own;
  const fallback = policy?.defaultAmount ?? null;
  return fallback === null ? own : { amount: fallback, pendingAmount: null, pendingAt: null };
}
