import { EXCLUSION_CHOICES, type ExclusionChoice, type ExclusionKind } from '@casino/contract/calls/protection-calls.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** An exclusion as stored, times in ms (endsAt null: permanent; liftedAt null: not lifted nor replaced). */
export type StoredExclusion = {
  kind: ExclusionKind;
  choice: ExclusionChoice;
  startedAt: number;
  endsAt: number | null;
  liftedAt: number | null;
};

/** When an exclusion chosen at `start` ends: days for a break, calendar months (UTC) for a self-exclusion; null: never. */
export function exclusionEnd(choice: ExclusionChoice, start: number): number | null {
  const rule: { days?: number; months?: number | null } = EXCLUSION_CHOICES[choice];
  if (rule.days !== undefined) return start + rule.days * DAY_MS;
  if (rule.months === null || rule.months === undefined) return null;
  const end = new Date(start);
  const day = end.getUTCDate();
  end.setUTCMonth(end.getUTCMonth() + rule.months);
  // 31 August + 6 months is the last day of February, not 3 March.
  if (end.getUTCDate() !== day) end.setUTCDate(0);
  return end.getTime();
}

/**
 * Whether an exclusion refuses the member at `now`: a break until its end, a self-exclusion until an operator lifts
 * it (after its period) or forever when permanent.
 */
export function isInForce(exclusion: StoredExclusion, now: number): boolean {
  if (exclusion.liftedAt !== null) return false;
  if (exclusion.kind === 'break') return exclusion.endsAt !== null && exclusion.endsAt > now;
  return true;
}

/** A self-exclusion whose period is over and that waits for an operator to lift it. */
export function liftNeeded(exclusion: StoredExclusion, now: number): boolean {
  return isInForce(exclusion, now) && exclusion.kind === 'self_exclusion' && exclusion.endsAt !== null && exclusion.endsAt <= now;
}

/**
 * Whether the member may replace the exclusion in force with one ending at `wantedEnd` (null: permanent): only when
 * it ends no sooner. A self-exclusion whose period ended but was not lifted counts as ending now.
 */
export function mayReplace(current: StoredExclusion, wantedEnd: number | null, now: number): boolean {
  if (!isInForce(current, now)) return true;
  if (current.endsAt === null) return wantedEnd === null;
  if (wantedEnd === null) return true;
  return wantedEnd >= Math.max(current.endsAt, now);
}

/** Whether an operator may lift it at `now`: a self-exclusion in force whose period is over (never a permanent one). */
export function mayLift(exclusion: StoredExclusion, now: number): boolean {
  return liftNeeded(exclusion, now);
}
