import { type RefObject, useLayoutEffect } from 'react';

/**
 * Keeps `--float-reserve` on the layout: how far from the window's right edge the floating buttons reach (their
 * column's width, its offset from the edge and a gap), so that the page's content stays clear of them
 * (layouts.css). Measured, since the buttons' labels are as wide as the language writes them.
 */
export function useFloatReserve(layout: RefObject<HTMLElement | null>, stack: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const root = layout.current;
    const column = stack.current;
    if (!root || !column || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      const box = column.getBoundingClientRect();
      const reach = box.width > 0 ? document.documentElement.clientWidth - box.left : 0;
      root.style.setProperty('--float-reserve', `${Math.ceil(reach)}px`);
    };
    const observer = new ResizeObserver(measure);
    observer.observe(column);
    measure();
    return () => observer.disconnect();
  }, [layout, stack]);
}
