import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AfterFirstPaint } from './after-first-paint.tsx';

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
