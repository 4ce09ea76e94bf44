import { describe, expect, it } from 'vitest';
import { exclusionEnd, isInForce, liftNeeded, mayLift, mayReplace, type StoredExclusion } from './exclusion-rules.ts';

const T0 = Date.parse('2026-08-31T10:00:00Z');
const DAY = 24 * 3_600_000;

describe('exclusion rules (fake clock)', () => {
  it('ends breaks after whole days and self-exclusions after calendar months, a permanent one never', () => {
    expect(exclusionEnd('break_24h', T0)).toBe(T0 + DAY);
    expect(exclusionEnd('break_30d', T0)).toBe(T0 + 30 * DAY);
    expect(new Date(exclusionEnd('exclusion_6m', T0)!).toISOString()).toBe('2027-02-28T10:00:00.000Z');
    expect(new Date(exclusionEnd('exclusion_1y', T0)!).toISOString()).toBe('2027-08-31T10:00:00.000Z');
    expect(exclusionEnd('exclusion_permanent', T0)).toBeNull();
  });

  it('lets a break lapse by itself and keeps a self-exclusion until lifted, liftable only after its period', () => {
    const pause: StoredExclusion = { kind: 'break', choice: 'break_7d', startedAt: T0, endsAt: T0 + 7 * DAY, liftedAt: null };
    expect(isInForce(pause, T0 + 7 * DAY - 1)).toBe(true);
    expect(isInForce(pause, T0 + 7 * DAY)).toBe(false);
    expect(mayLift(pause, T0 + DAY)).toBe(false);

    const self: StoredExclusion = {
      kind: 'self_exclusion',
      choice: 'exclusion_6m',
      startedAt: T0,
      endsAt: T0 + 180 * DAY,
      liftedAt: null,
    };
    expect(mayLift(self, T0 + 180 * DAY - 1)).toBe(false);
    expect(isInForce(self, T0 + 400 * DAY)).toBe(true);
    expect(liftNeeded(self, T0 + 400 * DAY)).toBe(true);
    expect(mayLift(self, T0 + 180 * DAY)).toBe(true);
    expect(isInForce({ ...self, liftedAt: T0 + 200 * DAY }, T0 + 201 * DAY)).toBe(false);

    const forever: StoredExclusion = { ...self, choice: 'exclusion_permanent', endsAt: null };
    expect(mayLift(forever, T0 + 10_000 * DAY)).toBe(false);
  });

  it('lets the member lengthen what is in force, never shorten it', () => {
    const self: StoredExclusion = {
      kind: 'self_exclusion',
      choice: 'exclusion_6m',
      startedAt: T0,
      endsAt: T0 + 180 * DAY,
      liftedAt: null,
    };
    expect(mayReplace(self, T0 + DAY, T0)).toBe(false);
    expect(mayReplace(self, T0 + 365 * DAY, T0)).toBe(true);
    expect(mayReplace(self, null, T0)).toBe(true);
    const forever: StoredExclusion = { ...self, endsAt: null };
    expect(mayReplace(forever, T0 + 10_000 * DAY, T0)).toBe(false);
    expect(mayReplace(forever, null, T0)).toBe(true);
    // A break that lapsed is no longer in force: anything may follow.
    const pause: StoredExclusion = { kind: 'break', choice: 'break_7d', startedAt: T0, endsAt: T0 + 7 * DAY, liftedAt: null };
    expect(mayReplace(pause, T0 + 8 * DAY + DAY, T0 + 8 * DAY)).toBe(true);
  });
});
