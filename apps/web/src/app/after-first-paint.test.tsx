import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AfterFirstPaint } from './after-first-paint.tsx';

describe('AfterFirstPaint', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('keeps a box of the reserved height until the browser is idle, then draws its parts; later pages at once', async () => {
    const idle: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (task: () => void) => idle.push(task));
    vi.stubGlobal('cancelIdleCallback', () => undefined);

    const first = render(
      <AfterFirstPaint reservedHeight="40rem">
        <p>below the fold</p>
      </AfterFirstPaint>,
    );
    expect(screen.queryByText('below the fold')).toBeNull();
    expect(screen.getByTestId('after-first-paint').style.minHeight).toBe('40rem');
    expect(idle).toHaveLength(1);

    idle[0]?.();
    expect(await screen.findByText('below the fold')).toBeTruthy();
    expect(screen.queryByTestId('after-first-paint')).toBeNull();
    first.unmount();

    // Back on the page later: the first paint is long done, nothing waits.
    render(
      <AfterFirstPaint reservedHeight="40rem">
        <p>below the fold</p>
      </AfterFirstPaint>,
    );
    expect(screen.getByText('below the fold')).toBeTruthy();
    expect(idle).toHaveLength(1);
  });
});
