import { LIMIT_COOLING_OFF_MS, type LimitPeriod } from '@casino/contract/calls/protection-calls.ts';

/** A limit as stored: the amount in force when nothing waits, and the change waiting for its time. */
export type StoredLimit = { amount: bigint; pendingAmount: bigint | null; pendingAt: Date | null };

/** The rolling window of each period. */
export const PERIOD_MS: Record<LimitPeriod, number> = {
  day: 24 * 60 * 60 * 1000,
  week: 7 * 24 * 60 * 60 * 1000,
  month: 30 * 24 * 60 * 60 * 1000,
};

/** The limit in force at `now` (null: none), and what still waits. A waiting change whose time came holds. */
export function limitAt(
  stored: StoredLimit,
  now: number,
): { amount: bigint | null; pending: { amount: bigint | null; at: number } | null } {
  if (stored.pendingAt === null) return { amount: stored.amount, pending: null };
  const at = stored.pendingAt.getTime();
  if (at <= now) return { amount: stored.pendingAmount, pending: null };
  return { amount: stored.amount, pending: { amount: stored.pendingAmount, at } };
}

/**
 * What a member's change makes of a limit (null stored: none yet; null wanted: remove). Lower (or a first limit)
 * holds at once and drops anything waiting; higher or a removal waits LIMIT_COOLING_OFF_MS; asking for what is in
 * force drops what waits. Null answered: no limit at all.
 */
export function changeLimit(stored: StoredLimit | null, wanted: bigint | null, now: number): StoredLimit | null {
  const inForce = stored ? limitAt(stored, now).amount : null;
  if (inForce === null) {
    return wanted === null ? null : { amount: wanted, pendingAmount: null, pendingAt: null };
  }
  if (wanted !== null && wanted <= inForce) return { amount: wanted, pendingAmount: null, pendingAt: null };
  return { amount: inForce, pendingAmount: wanted, pendingAt: new Date(now + LIMIT_COOLING_OFF_MS) };
}
