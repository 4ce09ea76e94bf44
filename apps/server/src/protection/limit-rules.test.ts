import { LIMIT_COOLING_OFF_MS } from '@casino/contract/calls/protection-calls.ts';
import { describe, expect, it } from 'vitest';
import { changeLimit, limitAt, type StoredLimit } from './limit-rules.ts';

const T0 = Date.parse('2026-11-29T08:00:00Z');
const HOUR = 3_600_000;

describe('a member’s limit changes (cooling-off on a fake clock)', () => {
  it('holds a first limit and a lower one at once', () => {
    const first = changeLimit(null, 500n, T0);
    expect(first && limitAt(first, T0)).toEqual({ amount: 500n, pending: null });
    const lower = changeLimit(first, 300n, T0 + HOUR);
    expect(lower && limitAt(lower, T0 + HOUR)).toEqual({ amount: 300n, pending: null });
  });

  it('makes a raise wait 24 hours, shown as pending until then and in force from then on', () => {
    const base: StoredLimit = { amount: 300n, pendingAmount: null, pendingAt: null };
    const raised = changeLimit(base, 1_000n, T0) as StoredLimit;
    const due = T0 + LIMIT_COOLING_OFF_MS;
    expect(limitAt(raised, T0)).toEqual({ amount: 300n, pending: { amount: 1_000n, at: due } });
    expect(limitAt(raised, due - 1)).toEqual({ amount: 300n, pending: { amount: 1_000n, at: due } });
    expect(limitAt(raised, due)).toEqual({ amount: 1_000n, pending: null });
  });

  it('makes a removal wait 24 hours too, after which there is no limit', () => {
    const base: StoredLimit = { amount: 300n, pendingAmount: null, pendingAt: null };
    const removed = changeLimit(base, null, T0) as StoredLimit;
    expect(limitAt(removed, T0 + HOUR)).toEqual({ amount: 300n, pending: { amount: null, at: T0 + LIMIT_COOLING_OFF_MS } });
    expect(limitAt(removed, T0 + LIMIT_COOLING_OFF_MS).amount).toBeNull();
    // Removing a limit whose removal already came leaves nothing to store.
    expect(changeLimit(removed, null, T0 + LIMIT_COOLING_OFF_MS)).toBeNull();
  });

  it('lets a lower amount or the amount in force cancel what waits, and a new raise start its own 24 hours', () => {
    const base: StoredLimit = { amount: 300n, pendingAmount: null, pendingAt: null };
    const raised = changeLimit(base, 1_000n, T0) as StoredLimit;
    expect(changeLimit(raised, 300n, T0 + HOUR)).toEqual(base);
    expect(changeLimit(raised, 200n, T0 + HOUR)).toEqual({ amount: 200n, pendingAmount: null, pendingAt: null });
    // A second raise twelve hours in does not inherit the first one's time.
    const again = changeLimit(raised, 2_000n, T0 + 12 * HOUR) as StoredLimit;
    expect(limitAt(again, T0 + LIMIT_COOLING_OFF_MS).amount).toBe(300n);
    expect(limitAt(again, T0 + 12 * HOUR + LIMIT_COOLING_OFF_MS).amount).toBe(2_000n);
    // A raise that came into force is the base of the next change.
    const later = T0 + LIMIT_COOLING_OFF_MS + HOUR;
    expect(changeLimit(raised, 800n, later)).toEqual({ amount: 800n, pendingAmount: null, pendingAt: null });
  });
});
