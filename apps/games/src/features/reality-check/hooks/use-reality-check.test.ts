import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemberCallError } from '../api/member-api.ts';
import { nextReminderAt, REALITY_CHECK_ACK_KEY, type RealityCheckFigures, useRealityCheck } from './use-reality-check.ts';

const MINUTE = 60_000;
const SIGNED_IN = Date.UTC(2026, 0, 10, 12, 0, 0);

/** The server as the hook reads it: the sign-in, the interval, and the figures at the moment of the call. */
function server(interval = 60) {
  const state = { interval };
  const load = vi.fn(
    async (): Promise<RealityCheckFigures> => ({
      signed_in_at: SIGNED_IN,
      minutes_played: Math.floor((Date.now() - SIGNED_IN) / MINUTE),
      net_result: '-12.50',
      currency: 'INR',
      interval_minutes: state.interval,
    }),
  );
  return { state, load };
}

/** Lets the hook's awaited reads settle under fake timers. */
const settle = () => act(async () => void (await vi.advanceTimersByTimeAsync(0)));
const advance = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('nextReminderAt', () => {
  it('counts one interval from the last "continue" of the sign-in, else from the sign-in', () => {
    expect(nextReminderAt({ signed_in_at: SIGNED_IN, interval_minutes: 30 }, null)).toBe(SIGNED_IN + 30 * MINUTE);
    expect(nextReminderAt({ signed_in_at: SIGNED_IN, interval_minutes: 30 }, SIGNED_IN + 40 * MINUTE)).toBe(
      SIGNED_IN + 70 * MINUTE,
    );
  });
});

describe('useRealityCheck', () => {
  it('shows after the interval from the sign-in, not from the page load, and again an interval after "continue"', async () => {
    // The page opens 20 minutes into the sign-in: the first reminder is 40 minutes away, not 60.
    vi.setSystemTime(SIGNED_IN + 20 * MINUTE);
    const { load } = server(60);
    const { result } = renderHook(() => useRealityCheck({ enabled: true, load }));
    await settle();
    expect(result.current.shown).toBeNull();

    await advance(40 * MINUTE - 1);
    expect(result.current.shown).toBeNull();
    await advance(1);
    expect(result.current.shown).toMatchObject({ minutes_played: 60, net_result: '-12.50' });

    // The member reads it for 3 minutes, then continues: the next one is 60 minutes after that.
    await advance(3 * MINUTE);
    act(() => result.current.keepPlaying());
    expect(result.current.shown).toBeNull();
    await advance(60 * MINUTE - 1);
    expect(result.current.shown).toBeNull();
    await advance(1);
    expect(result.current.shown).toMatchObject({ minutes_played: 123 });
  });

  it('keeps the count over a reload: a "continue" of this sign-in is remembered, a due reminder shows at once', async () => {
    vi.setSystemTime(SIGNED_IN + 50 * MINUTE);
    localStorage.setItem(REALITY_CHECK_ACK_KEY, JSON.stringify({ signed_in_at: SIGNED_IN, at: SIGNED_IN + 30 * MINUTE }));
    const { load } = server(30);
    const reloaded = renderHook(() => useRealityCheck({ enabled: true, load }));
    await settle();
    expect(reloaded.result.current.shown).toBeNull();
    await advance(10 * MINUTE);
    expect(reloaded.result.current.shown).toMatchObject({ minutes_played: 60 });
    reloaded.unmount();

    // A reminder that was due when the page was closed shows as soon as the page opens again.
    vi.setSystemTime(SIGNED_IN + 75 * MINUTE);
    const again = renderHook(() => useRealityCheck({ enabled: true, load }));
    await settle();
    expect(again.result.current.shown).toMatchObject({ minutes_played: 75 });
  });

  it('closes when the member continues in another game tab, and counts from that moment', async () => {
    vi.setSystemTime(SIGNED_IN + 31 * MINUTE);
    const { load } = server(30);
    const { result } = renderHook(() => useRealityCheck({ enabled: true, load }));
    await settle();
    expect(result.current.shown).toMatchObject({ minutes_played: 31 });

    const ack = JSON.stringify({ signed_in_at: SIGNED_IN, at: SIGNED_IN + 32 * MINUTE });
    localStorage.setItem(REALITY_CHECK_ACK_KEY, ack);
    act(() => void window.dispatchEvent(new StorageEvent('storage', { key: REALITY_CHECK_ACK_KEY, newValue: ack })));
    expect(result.current.shown).toBeNull();
    await advance(31 * MINUTE - 1);
    expect(result.current.shown).toBeNull();
    await advance(1);
    expect(result.current.shown).toMatchObject({ minutes_played: 62 });
  });

  it('ignores a "continue" remembered from another sign-in', async () => {
    vi.setSystemTime(SIGNED_IN + 16 * MINUTE);
    localStorage.setItem(REALITY_CHECK_ACK_KEY, JSON.stringify({ signed_in_at: SIGNED_IN - 1, at: SIGNED_IN + 10 * MINUTE }));
    const { load } = server(15);
    const { result } = renderHook(() => useRealityCheck({ enabled: true, load }));
    await settle();
    expect(result.current.shown).toMatchObject({ minutes_played: 16 });
  });

  it('follows an interval changed meanwhile, read again when the reminder is due', async () => {
    vi.setSystemTime(SIGNED_IN);
    const { state, load } = server(15);
    const { result } = renderHook(() => useRealityCheck({ enabled: true, load }));
    await settle();
    state.interval = 45;
    await advance(15 * MINUTE);
    expect(result.current.shown).toBeNull();
    await advance(30 * MINUTE);
    expect(result.current.shown).toMatchObject({ minutes_played: 45, interval_minutes: 45 });
  });

  it('does nothing when not enabled (demo play, no member), and stops when the sign-in has ended', async () => {
    vi.setSystemTime(SIGNED_IN + 90 * MINUTE);
    const { load } = server(15);
    const demo = renderHook(() => useRealityCheck({ enabled: false, load }));
    await advance(120 * MINUTE);
    expect(load).not.toHaveBeenCalled();
    expect(demo.result.current.shown).toBeNull();

    const ended = vi.fn(async (): Promise<RealityCheckFigures> => {
      throw new MemberCallError('unauthorised');
    });
    const signedOut = renderHook(() => useRealityCheck({ enabled: true, load: ended }));
    await advance(120 * MINUTE);
    expect(ended).toHaveBeenCalledTimes(1);
    expect(signedOut.result.current.shown).toBeNull();
  });

  it('tries again a minute after a failed read', async () => {
    vi.setSystemTime(SIGNED_IN + 61 * MINUTE);
    const { load } = server(60);
    load.mockRejectedValueOnce(new MemberCallError('failed'));
    const { result } = renderHook(() => useRealityCheck({ enabled: true, load }));
    await settle();
    expect(result.current.shown).toBeNull();
    await advance(MINUTE);
    expect(result.current.shown).toMatchObject({ minutes_played: 62 });
  });
});
