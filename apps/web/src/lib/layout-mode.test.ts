import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLayoutModeStore, layoutModeForWidth, useLayoutMode } from './layout-mode.ts';

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  window.dispatchEvent(new Event('resize'));
}

describe('layoutModeForWidth', () => {
  it('is desktop from 992 px and mobile below', () => {
    expect(layoutModeForWidth(992)).toBe('desktop');
    expect(layoutModeForWidth(1920)).toBe('desktop');
    expect(layoutModeForWidth(991)).toBe('mobile');
    expect(layoutModeForWidth(390)).toBe('mobile');
  });
});

describe('useLayoutMode', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1280 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('switches template only after resizing has been quiet for 1000 ms', () => {
    const store = createLayoutModeStore(window);
    const { result } = renderHook(() => useLayoutMode(store));
    expect(result.current).toBe('desktop');

    act(() => setWidth(800));
    act(() => vi.advanceTimersByTime(999));
    expect(result.current).toBe('desktop');

    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('mobile');
  });

  it('restarts the wait on every resize event', () => {
    const store = createLayoutModeStore(window);
    const { result } = renderHook(() => useLayoutMode(store));

    act(() => setWidth(700));
    act(() => vi.advanceTimersByTime(600));
    act(() => setWidth(600));
    act(() => vi.advanceTimersByTime(600));
    expect(result.current).toBe('desktop');
    act(() => vi.advanceTimersByTime(400));
    expect(result.current).toBe('mobile');

    act(() => setWidth(1200));
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toBe('desktop');
  });

  it('ignores a resize that ends on the same side of the breakpoint', () => {
    const store = createLayoutModeStore(window);
    const { result } = renderHook(() => useLayoutMode(store));
    act(() => setWidth(500));
    act(() => setWidth(1100));
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toBe('desktop');
  });

  it('stops listening once nobody uses it', () => {
    const store = createLayoutModeStore(window);
    const remove = vi.spyOn(window, 'removeEventListener');
    const { unmount } = renderHook(() => useLayoutMode(store));
    unmount();
    expect(remove).toHaveBeenCalledWith('resize', expect.any(Function));
  });
});

describe('createLayoutModeStore with matchMedia', () => {
  it('reads the breakpoint from the media query, never innerWidth (which forces a layout on a phone)', () => {
    const query = { matches: false };
    const asked: string[] = [];
    const win = {
      matchMedia: (text: string) => {
        asked.push(text);
        return query;
      },
      get innerWidth(): number {
        throw new Error('innerWidth read');
      },
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    } as unknown as Window;
    const store = createLayoutModeStore(win);
    expect(asked).toEqual(['(min-width: 992px)']);
    expect(store.getSnapshot()).toBe('mobile');
    query.matches = true;
    expect(store.getSnapshot()).toBe('desktop');
  });
});
