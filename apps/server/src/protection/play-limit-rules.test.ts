import { describe, expect, it } from 'vitest';
import { parseLimitAmount } from './after-limit-change.ts';
import { PERIOD_MS } from './limit-rules.ts';
import { crossedLimit, type PlayWindow, usedOf } from './play-limits.ts';

/** The pure rules of wager, loss and session-time limits (docs/decisions/0082). */
const window = (staked: bigint, won: bigint, oldest: number | null = 1_000): PlayWindow => ({ staked, won, oldest });
const none = window(0n, 0n, null);

describe('wager and loss limits', () => {
  it('count stakes for a wager limit and stakes less wins for a loss limit', () => {
    expect(usedOf('wager', window(500n, 800n))).toBe(500n);
    expect(usedOf('loss', window(500n, 800n))).toBe(-300n);
    expect(usedOf('loss', window(500n, 200n))).toBe(300n);
  });

  it('refuse a stake that takes the used amount past the limit, and not one that reaches it exactly', () => {
    const windows = { day: window(700n, 0n), week: window(900n, 100n), month: window(900n, 100n) };
    const wager = [{ kind: 'wager' as const, period: 'day' as const, amount: 1_000n }];
    expect(crossedLimit(wager, windows, 300n)).toBeNull();
    expect(crossedLimit(wager, windows, 301n)).toEqual({ kind: 'wager', period: 'day', frees_at: 1_000 + PERIOD_MS.day });
    // The loss counts the whole stake as lost, since it may be; wins leave room.
    const loss = [{ kind: 'loss' as const, period: 'week' as const, amount: 1_000n }];
    expect(crossedLimit(loss, windows, 200n)).toBeNull();
    expect(crossedLimit(loss, windows, 201n)).toEqual({ kind: 'loss', period: 'week', frees_at: 1_000 + PERIOD_MS.week });
    // A member ahead has the limit plus what they are ahead.
    expect(crossedLimit(loss, { ...windows, week: window(100n, 400n) }, 1_300n)).toBeNull();
  });

  it('report the first limit crossed among several, and no time when the window counted nothing', () => {
    const limits = [
      { kind: 'wager' as const, period: 'month' as const, amount: 5_000n },
      { kind: 'loss' as const, period: 'day' as const, amount: 10n },
    ];
    expect(crossedLimit(limits, { day: none, week: none, month: none }, 11n)).toEqual({
      kind: 'loss',
      period: 'day',
      frees_at: null,
    });
    // A launch asks with one minor unit: a limit exactly reached is reached.
    expect(crossedLimit(limits, { day: window(10n, 0n), week: none, month: none }, 1n)).toMatchObject({ kind: 'loss' });
    expect(crossedLimit(limits, { day: window(9n, 0n), week: none, month: none }, 1n)).toBeNull();
  });
});

describe('limit amounts as asked', () => {
  it('reads money in the currency and a session limit in whole minutes per day', () => {
    expect(parseLimitAmount({ kind: 'wager', period: 'week', amount: '12.34' }, 'INR')).toBe(1_234n);
    expect(parseLimitAmount({ kind: 'loss', period: 'day', amount: '1.234' }, 'INR')).toBeUndefined();
    expect(parseLimitAmount({ kind: 'loss', period: 'day', amount: null }, 'INR')).toBeNull();
    expect(parseLimitAmount({ kind: 'session', period: 'day', amount: '90' }, 'INR')).toBe(90n);
    expect(parseLimitAmount({ kind: 'session', period: 'day', amount: '15' }, 'INR')).toBe(15n);
    expect(parseLimitAmount({ kind: 'session', period: 'day', amount: '1440' }, 'INR')).toBe(1_440n);
    for (const amount of ['14', '1441', '60.5', '1e2', '-30', '']) {
      expect(parseLimitAmount({ kind: 'session', period: 'day', amount }, 'INR'), amount).toBeUndefined();
    }
    expect(parseLimitAmount({ kind: 'session', period: 'week', amount: '60' }, 'INR')).toBeUndefined();
    expect(parseLimitAmount({ kind: 'session', period: 'month', amount: null }, 'INR')).toBeUndefined();
    expect(parseLimitAmount({ kind: 'session', period: 'day', amount: null }, 'INR')).toBeNull();
  });
});
