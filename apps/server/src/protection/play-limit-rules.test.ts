import { describe, expect, it } from 'vitest';
import { parseLimitAmount } from './after-limit-change.ts';
import { firstCrossed, type PlayWindow, usedOf } from './play-limits.ts';

/** The pure rules of wager, loss and session-time limits (docs/decisions/0082). */
const window = (staked: bigint, won: bigint, oldest: number | null = 1_000): PlayWindow => ({ staked, won, oldest });

describe('wager and loss limits', () => {
  it('count stakes for a wager limit and stakes less wins for a loss limit', () => {
    expect(usedOf('wager', window(500n, 800n))).toBe(500n);
    expect(usedOf('loss', window(500n, 800n))).toBe(-300n);
    expect(usedOf('loss', window(500n, 200n))).toBe(300n);
  });

  it("refuse a stake above a limit's room, not one that fills it exactly, and name the first limit crossed", () => {
    const rooms = [
      { kind: 'wager' as const, period: 'month' as const, room: 5_000n },
      { kind: 'loss' as const, period: 'day' as const, room: 10n },
    ];
    expect(firstCrossed(rooms, 10n)).toBeNull();
    expect(firstCrossed(rooms, 11n)).toEqual(rooms[1]);
    expect(firstCrossed(rooms, 5_001n)).toEqual(rooms[0]);
    // A launch asks with one minor unit: a limit exactly reached (no room) is reached; one overspent too.
    expect(firstCrossed([{ ...rooms[1]!, room: 0n }], 1n)).toMatchObject({ kind: 'loss' });
    expect(firstCrossed([{ ...rooms[1]!, room: -20n }], 1n)).toMatchObject({ kind: 'loss' });
    expect(firstCrossed([], 1_000_000n)).toBeNull();
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
