import { type ReactNode, useEffect, useState } from 'react';

/** Once the browser has been idle after the first page drawn, later pages draw their deferred parts at once. */
let firstIdleReached = false;

/** The first idle moment after the first paint; soon where idle callbacks are missing (Safari, jsdom). */
function afterFirstIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    // Within a second at most: a page kept busy by animations still draws the rest.
    const id = requestIdleCallback(task, { timeout: 1000 });
    return () => cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 50);
  return () => window.clearTimeout(id);
}

/**
 * Draws parts of a page below the fold after the first paint, when the browser is idle, so that the first render
 * (and the calls and reply parsing those parts start) does not hold up the largest paint above them (decision 36).
 * Until then an empty box of `reservedHeight` stands in their place, so what follows does not jump.
 */
export function AfterFirstPaint({ children, reservedHeight }: { children: ReactNode; reservedHeight: string }) {
  const [ready, setReady] = useState(firstIdleReached);
  useEffect(() => {
    if (ready) return;
    return afterFirstIdle(() => {
      firstIdleReached = true;
      setReady(true);
    });
  }, [ready]);
  // Busy until drawn: tests that wait for a page to settle wait for these parts too.
  return ready ? children : <div aria-busy="true" data-testid="after-first-paint" style={{ minHeight: reservedHeight }} />;
}
