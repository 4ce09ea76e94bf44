import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint, nextTask } from './next-paint.ts';

describe('nextTask', () => {
  afterEach(() => vi.useRealTimers());

  it('resolves in a later task, not in the microtasks of this one', async () => {
    vi.useFakeTimers();
    let resolved = false;
    void nextTask().then(() => {
      resolved = true;
    });
    await Promise.resolve();
    await Promise.resolve();
    expect(resolved).toBe(false);
    await vi.runOnlyPendingTimersAsync();
    expect(resolved).toBe(true);
  });
});

describe('afterNextPaint', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('resolves in a task queued from the next frame, or after the time limit when no frame comes', async () => {
    vi.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    let painted = false;
    void afterNextPaint().then(() => {
      painted = true;
    });
    frames.shift()?.(0);
    expect(painted).toBe(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(painted).toBe(true);

    let hidden = false;
    void afterNextPaint(100).then(() => {
      hidden = true;
    });
    await vi.advanceTimersByTimeAsync(99);
    expect(hidden).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(hidden).toBe(true);
  });
});
