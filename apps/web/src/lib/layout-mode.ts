import { DESKTOP_BREAKPOINT_PX, RESIZE_DEBOUNCE_MS } from '@casino/contract/constants.ts';
import { useSyncExternalStore } from 'react';

export type LayoutMode = 'desktop' | 'mobile';

/** Desktop from 992 px wide, mobile below (SPEC section 2). */
export function layoutModeForWidth(width: number): LayoutMode {
  return width >= DESKTOP_BREAKPOINT_PX ? 'desktop' : 'mobile';
}

/**
 * The window's layout now. A media query answers without laying the page out, where reading `innerWidth` on a phone
 * forces a layout of the whole page (about 140 ms at Lighthouse's phone slowdown when the home page first draws,
 * decision 36); `innerWidth` stays for windows without `matchMedia` (jsdom).
 */
function layoutModeOf(win: Window, desktopQuery: MediaQueryList | null): LayoutMode {
  if (desktopQuery) return desktopQuery.matches ? 'desktop' : 'mobile';
  return layoutModeForWidth(win.innerWidth);
}

export type LayoutModeStore = {
  getSnapshot: () => LayoutMode;
  subscribe: (listener: () => void) => () => void;
};

/**
 * Follows the window width. Resize events are debounced (1000 ms) so that dragging a window edge across the
 * breakpoint swaps the template once, after the user stops.
 */
export function createLayoutModeStore(win: Window, debounceMs: number = RESIZE_DEBOUNCE_MS): LayoutModeStore {
  const desktopQuery = typeof win.matchMedia === 'function' ? win.matchMedia(`(min-width: ${DESKTOP_BREAKPOINT_PX}px)`) : null;
  let mode = layoutModeOf(win, desktopQuery);
  const listeners = new Set<() => void>();
  let timer: ReturnType<typeof setTimeout> | undefined;

  const onResize = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      const next = layoutModeOf(win, desktopQuery);
      if (next === mode) return;
      mode = next;
      for (const listener of listeners) listener();
    }, debounceMs);
  };

  return {
    // Without subscribers nothing follows resizes, so the width is read afresh.
    getSnapshot: () => (listeners.size === 0 ? layoutModeOf(win, desktopQuery) : mode),
    subscribe: (listener) => {
      if (listeners.size === 0) {
        mode = layoutModeOf(win, desktopQuery);
        win.addEventListener('resize', onResize);
      }
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) {
          win.removeEventListener('resize', onResize);
          if (timer !== undefined) clearTimeout(timer);
          timer = undefined;
        }
      };
    },
  };
}

let defaultStore: LayoutModeStore | null = null;

function windowStore(): LayoutModeStore {
  defaultStore ??= createLayoutModeStore(window);
  return defaultStore;
}

/** 'desktop' when the window is at least 992 px wide, else 'mobile'; updates 1000 ms after resizing stops. */
export function useLayoutMode(store?: LayoutModeStore): LayoutMode {
  const active = store ?? windowStore();
  return useSyncExternalStore(active.subscribe, active.getSnapshot, () => 'desktop');
}
