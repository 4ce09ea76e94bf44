import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AfterFirstPaint, AfterNextPaint } from './after-first-paint.tsx';

describe('AfterFirstPaint', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  // Module state: the first paint's idle moments happen once, in this first test.
  it('keeps boxes of the reserved heights (none for an overlay) until the browser is idle, then draws one part per idle moment, in order; later pages at once', async () => {
    const idle: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (task: () => void) => idle.push(task));

    const first = render(
      <>
        <AfterFirstPaint reservedHeight="40rem">
          <p>below the fold</p>
        </AfterFirstPaint>
        <AfterFirstPaint reservedHeight="6rem">
          <p>further down</p>
        </AfterFirstPaint>
        <AfterFirstPaint>
          <p>an overlay</p>
        </AfterFirstPaint>
      </>,
    );
    expect(screen.queryByText('below the fold')).toBeNull();
    expect(screen.getAllByTestId('after-first-paint').map((box) => box.style.minHeight)).toEqual(['40rem', '6rem']);
    expect(idle).toHaveLength(1);

    idle.shift()?.();
    expect(await screen.findByText('below the fold')).toBeTruthy();
    expect(screen.queryByText('further down')).toBeNull();
    expect(idle).toHaveLength(1);

    idle.shift()?.();
    expect(await screen.findByText('further down')).toBeTruthy();
    expect(screen.queryByTestId('after-first-paint')).toBeNull();
    // An overlay takes no room in the page: nothing stood in for it, and it comes last.
    expect(screen.queryByText('an overlay')).toBeNull();
    expect(idle).toHaveLength(1);

    idle.shift()?.();
    expect(await screen.findByText('an overlay')).toBeTruthy();
    expect(idle).toHaveLength(0);
    first.unmount();

    // Back on the page later: the first paint is long done, nothing waits.
    render(
      <AfterFirstPaint reservedHeight="40rem">
        <p>below the fold</p>
      </AfterFirstPaint>,
    );
    expect(screen.getByText('below the fold')).toBeTruthy();
    expect(idle).toHaveLength(0);
  });
});

describe('AfterNextPaint', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  // Module state: the first render is painted once, in this first test.
  it('draws nothing in the first render, then the part in a task of its own after the effects; later pages at once', async () => {
    vi.useFakeTimers();
    const first = render(
      <>
        <p>the banner</p>
        <AfterNextPaint>
          <p>the body</p>
        </AfterNextPaint>
      </>,
    );
    expect(screen.getByText('the banner')).toBeTruthy();
    expect(screen.queryByText('the body')).toBeNull();
    // The render's effects have run (testing-library flushes them); the part waits for the task they queued.
    expect(vi.getTimerCount()).toBe(1);
    await act(async () => {
      vi.runOnlyPendingTimers();
    });
    expect(screen.getByText('the body')).toBeTruthy();
    first.unmount();

    render(
      <AfterNextPaint>
        <p>the body</p>
      </AfterNextPaint>,
    );
    expect(screen.getByText('the body')).toBeTruthy();
    expect(vi.getTimerCount()).toBe(0);
  });
});
