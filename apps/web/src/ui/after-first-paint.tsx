import { type ReactNode, useEffect, useState } from 'react';

/** Once the browser has been idle after the first page drawn, later pages draw their deferred parts at once. */
let firstIdleReached = false;

/** How long the parts may wait for idle moments, all together: a page kept busy by animations still draws the rest. */
const WAIT_MS = 1000;

/** An idle moment before the deadline, else a task of its own at once; soon where idle callbacks are missing. */
function whenIdle(task: () => void, deadline: number) {
  if (typeof requestIdleCallback === 'function')
    requestIdleCallback(task, { timeout: Math.max(1, Math.round(deadline - performance.now())) });
  else window.setTimeout(task, 50);
}

/**
 * The parts waiting, drawn one per idle moment in the order they asked: together in one task they were a long task of
 * their own (about 110 ms on a phone), one at a time they leave the page free to answer between them.
 */
const waiting: (() => void)[] = [];
let pumping = false;
let deadline = 0;

function drawNext() {
  const next = waiting.shift();
  if (next) next();
  if (waiting.length > 0) whenIdle(drawNext, deadline);
  else {
    pumping = false;
    firstIdleReached = true;
  }
}

function afterFirstIdle(task: () => void): () => void {
  waiting.push(task);
  if (!pumping) {
    pumping = true;
    deadline = performance.now() + WAIT_MS;
    whenIdle(drawNext, deadline);
  }
  return () => {
    const at = waiting.indexOf(task);
    if (at >= 0) waiting.splice(at, 1);
  };
}

/**
 * Draws parts of a page below the fold after the first paint, when the browser is idle, so that the first render
 * (and the calls and reply parsing those parts start) does not hold up the largest paint above them (decision 36).
 * Until then an empty box of `reservedHeight` stands in their place, so what follows does not jump; without one (an
 * overlay), nothing does.
 */
export function AfterFirstPaint({ children, reservedHeight }: { children: ReactNode; reservedHeight?: string }) {
  const [ready, setReady] = useState(firstIdleReached);
  useEffect(() => {
    if (ready) return;
    return afterFirstIdle(() => setReady(true));
  }, [ready]);
  if (ready) return children;
  // Nothing stands in for a part that takes no room in the page (an overlay).
  if (reservedHeight === undefined) return null;
  // Busy until drawn: tests that wait for a page to settle wait for these parts too.
  return <div aria-busy="true" data-testid="after-first-paint" style={{ minHeight: reservedHeight }} />;
}

/** Set once a part has waited for the first render to be painted: later pages draw such parts at once. */
let firstPaintDone = false;

/**
 * Draws a part of the first screen in a task of its own, right after the render before it is painted (the effects of a
 * render run once it is painted; the part then renders in the next task). The first render and its layout become two
 * shorter tasks instead of one long one, and the page answers input between them. Nothing stands in its place: a part
 * whose room matters to what is visible below it must not wait this way.
 */
export function AfterNextPaint({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(firstPaintDone);
  useEffect(() => {
    if (ready) return;
    const timer = window.setTimeout(() => {
      firstPaintDone = true;
      setReady(true);
    }, 0);
    return () => window.clearTimeout(timer);
  }, [ready]);
  return ready ? children : null;
}
