import { describe, expect, it } from 'vitest';
import { changeBase, effectiveLimit, limitInForce, type PolicyAmounts } from './limit-policy-rules.ts';

/** The limit in force under a site's default and maximum (docs/decisions/0084). */
const NOW = Date.UTC(2026, 10, 29);
const policy = (defaultAmount: bigint | null, maximumAmount: bigint | null): PolicyAmounts => ({
  kind: 'deposit',
  period: 'day',
  defaultAmount,
  maximumAmount,
});

describe('the limit in force', () => {
  it("is the member's own, else the default, else the maximum, never above the maximum", () => {
    expect(effectiveLimit(null, undefined)).toEqual({ amount: null, source: 'default' });
    expect(effectiveLimit(500n, undefined)).toEqual({ amount: 500n, source: 'member' });
    expect(effectiveLimit(null, policy(300n, null))).toEqual({ amount: 300n, source: 'default' });
    expect(effectiveLimit(700n, policy(300n, null))).toEqual({ amount: 700n, source: 'member' });
    expect(effectiveLimit(null, policy(null, 1000n))).toEqual({ amount: 1000n, source: 'maximum' });
    expect(effectiveLimit(1500n, policy(null, 1000n))).toEqual({ amount: 1000n, source: 'maximum' });
    expect(effectiveLimit(1000n, policy(null, 1000n))).toEqual({ amount: 1000n, source: 'member' });
    expect(effectiveLimit(null, policy(1200n, 1000n))).toEqual({ amount: 1000n, source: 'maximum' });
  });

  it("keeps the member's waiting change beside the site's limit, and reads a waiting change whose time came", () => {
    const stored = [
      { kind: 'deposit', period: 'day', stored: { amount: 400n, pendingAmount: null, pendingAt: new Date(NOW + 1000) } },
      { kind: 'deposit', period: 'week', stored: { amount: 400n, pendingAmount: null, pendingAt: new Date(NOW - 1000) } },
    ];
    const policies = [policy(300n, null), { ...policy(900n, null), period: 'week' as const }];
    expect(limitInForce(stored, policies, 'deposit', 'day', NOW)).toEqual({
      amount: 400n,
      source: 'member',
      pending: { amount: null, at: NOW + 1000 },
    });
    // The removal took effect: the default holds again.
    expect(limitInForce(stored, policies, 'deposit', 'week', NOW)).toEqual({ amount: 900n, source: 'default', pending: null });
    expect(limitInForce(stored, policies, 'deposit', 'month', NOW)).toEqual({ amount: null, source: 'default', pending: null });
  });

  it('starts a change from the default when the member has none, so going above it waits', () => {
    const own = { amount: 400n, pendingAmount: null, pendingAt: null };
    expect(changeBase(own, policy(300n, null), 900n, NOW)).toBe(own);
    expect(changeBase(null, policy(300n, null), 900n, NOW)).toEqual({ amount: 300n, pendingAmount: null, pendingAt: null });
    expect(changeBase(null, policy(null, 1000n), 900n, NOW)).toBeNull();
    expect(changeBase(null, policy(300n, null), null, NOW)).toBeNull();
  });
});
