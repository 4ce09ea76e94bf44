import { type ReactNode, useEffect, useState } from 'react';

/** Once the browser has been idle after the first page drawn, later pages draw their deferred parts at once. */
let firstIdleReached = false;

/** An idle moment; soon where idle callbacks are missing (Safari, jsdom). */
function whenIdle(task: () => void) {
  // Within a second at most: a page kept busy by animations still draws the rest.
  if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout: 1000 });
  else window.setTimeout(task, 50);
}

/**
 * The parts waiting, drawn one per idle moment in the order they asked: together in one task they were a long task of
 * their own (about 110 ms on a phone), one at a time they leave the page free to answer between them.
 */
const waiting: (() => void)[] = [];
let pumping = false;

function drawNext() {
  const next = waiting.shift();
  if (next) next();
  if (waiting.length > 0) whenIdle(drawNext);
  else {
    pumping = false;
    firstIdleReached = true;
  }
}

function afterFirstIdle(task: () => void): () => void {
  waiting.push(task);
  if (!pumping) {
    pumping = true;
    whenIdle(drawNext);
  }
  return () => {
    const at = waiting.indexOf(task);
    if (at >= 0) waiting.splice(at, 1);
  };
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
    return afterFirstIdle(() => setReady(true));
  }, [ready]);
  // Busy until drawn: tests that wait for a page to settle wait for these parts too.
  return ready ? children : <div aria-busy="true" data-testid="after-first-paint" style={{ minHeight: reservedHeight }} />;
}
