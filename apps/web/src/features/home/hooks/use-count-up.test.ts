import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COUNT_UP_MS, countUpStep, useCountUp } from './use-count-up.ts';

describe('countUpStep', () => {
  it('starts on the amount shown, ends on the new one and never passes it', () => {
    expect(countUpStep(100n, 250n, 0)).toBe(100n);
    expect(countUpStep(100n, 250n, 1)).toBe(250n);
    expect(countUpStep(100n, 250n, 7)).toBe(250n);
    let last = 100n;
    for (let i = 1; i < 100; i++) {
      const value = countUpStep(100n, 250n, i / 100);
      expect(value).toBeGreaterThanOrEqual(last);
      expect(value).toBeLessThanOrEqual(250n);
      last = value;
    }
  });

  it('counts down as well (a jackpot was won) and stays exact beyond floating point', () => {
    expect(countUpStep(5_000n, 16n, 1)).toBe(16n);
    expect(countUpStep(5_000n, 16n, 0.5)).toBeLessThan(5_000n);
    const big = 9_007_199_254_740_993n;
    expect(countUpStep(big, big + 2n, 1)).toBe(big + 2n);
    expect(countUpStep(big, big + 2n, 0)).toBe(big);
  });
});

describe('useCountUp', () => {
  let now = 0;
  let frames: FrameRequestCallback[] = [];
  const runFrame = (at: number) => {
    now = at;
    const due = frames;
    frames = [];
    act(() => {
      for (const callback of due) callback(at);
    });
  };

  beforeEach(() => {
    now = 0;
    frames = [];
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    vi.stubGlobal('cancelAnimationFrame', () => {
      frames = [];
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  /** The hook with the amount on screen: what the render drew, as replaced by each step shown since. */
  function counter(initial: bigint | undefined, animate = true) {
    let screen = initial;
    let renders = 0;
    const hook = renderHook(
      ({ target }) => {
        renders += 1;
        screen = target;
        useCountUp(target, animate, (value) => {
          screen = value;
        });
      },
      { initialProps: { target: initial } },
    );
    return { shown: () => screen, renders: () => renders, rerender: (target: bigint | undefined) => hook.rerender({ target }) };
  }

  it('shows the first amount as it is, then counts to each newer one and ends on it, drawing nothing per frame', () => {
    const view = counter(undefined);
    expect(view.shown()).toBeUndefined();
    view.rerender(500_000_016n);
    expect(view.shown()).toBe(500_000_016n);

    view.rerender(500_001_516n);
    expect(view.shown()).toBe(500_000_016n);
    const renders = view.renders();
    runFrame(COUNT_UP_MS / 2);
    expect(view.shown()).toBeGreaterThan(500_000_016n);
    expect(view.shown()).toBeLessThan(500_001_516n);
    runFrame(COUNT_UP_MS);
    expect(view.shown()).toBe(500_001_516n);
    expect(frames).toHaveLength(0);
    expect(view.renders()).toBe(renders);
  });

  it('jumps to the new amount when motion is reduced', () => {
    const view = counter(10n, false);
    view.rerender(99n);
    expect(view.shown()).toBe(99n);
    expect(frames).toHaveLength(0);
  });

  it('starts a newer run from the amount shown when one arrives mid-way', () => {
    const view = counter(0n);
    view.rerender(1_000n);
    runFrame(COUNT_UP_MS / 2);
    const midway = view.shown() as bigint;
    view.rerender(2_000n);
    expect(view.shown()).toBe(midway);
    runFrame(COUNT_UP_MS / 2 + COUNT_UP_MS);
    expect(view.shown()).toBe(2_000n);
  });
});
