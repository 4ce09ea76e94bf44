import type { LimitKind, LimitPeriod } from '@casino/contract/calls/protection-calls.ts';
import type { Executor } from '../ledger/executor.ts';
import { formatAmount } from '../wallet/main-cash.ts';
import { PERIOD_MS } from './limit-rules.ts';
import { depositedSince } from './member-limits.ts';
import { playWindows, usedOf } from './play-limits.ts';
import { signedInToday } from './session-limit.ts';

/**
 * What a window has used against a limit of each kind (docs/decisions/0078, 0082): deposits opened, stakes (wager),
 * stakes less wins (loss), minutes signed in (session); and when the oldest thing counted leaves the window (ms).
 */
export async function usedInWindow(
  db: Executor,
  memberId: number,
  kind: LimitKind,
  period: LimitPeriod,
  now: number,
): Promise<{ used: bigint; freesAt: number | null }> {
  if (kind === 'deposit') return { used: await depositedSince(db, memberId, new Date(now - PERIOD_MS[period])), freesAt: null };
  if (kind === 'session') {
    const { usedMs, oldest } = await signedInToday(db, memberId, now);
    return { used: BigInt(Math.floor(usedMs / 60_000)), freesAt: oldest === null ? null : oldest + PERIOD_MS.day };
  }
  const window = (await playWindows(db, memberId, now, period))[period];
  return { used: usedOf(kind, window), freesAt: window.oldest === null ? null : window.oldest + PERIOD_MS[period] };
}

/** A limit's figure as the member reads it: money in the currency, a session limit's minutes as a whole number. */
export const formatLimit = (kind: LimitKind, value: bigint, currency: string): string =>
  kind === 'session' ? value.toString() : formatAmount(value, currency);
