import { useLayoutEffect, useRef } from 'react';

/** How long the counter takes to run from the amount it shows to a new one. */
export const COUNT_UP_MS = 1_500;
const STEPS = 10_000n;

/**
 * The amount between `from` and `to` at `progress` (0 to 1) of the run, eased out, in integer minor units: it starts
 * exactly at `from`, ends exactly at `to` and never passes it.
 */
export function countUpStep(from: bigint, to: bigint, progress: number): bigint {
  if (!(progress < 1)) return to;
  if (!(progress > 0)) return from;
  const eased = 1 - (1 - progress) ** 3;
  return from + ((to - from) * BigInt(Math.floor(eased * Number(STEPS)))) / STEPS;
}

/**
 * Counts a money amount in minor units on screen without drawing the component again: the component draws the
 * amount as it is (`target`), and `show` writes each step of the run from the amount shown before to it straight into
 * the page (through a ref), over `durationMs` (not at all when `animate` is false or there was no amount before),
 * ending on it exactly. A render per frame of the animation would keep a phone's main thread busy (issue of the
 * first seconds after load); a newer amount mid-way starts from the amount shown.
 */
export function useCountUp(
  target: bigint | undefined,
  animate: boolean,
  show: (value: bigint) => void,
  durationMs = COUNT_UP_MS,
): void {
  const shownRef = useRef(target);
  const showRef = useRef(show);
  showRef.current = show;

  // Before the paint: the new amount drawn by the render is replaced by the one shown until now at once.
  useLayoutEffect(() => {
    const from = shownRef.current;
    if (target === undefined || from === undefined || from === target || !animate || durationMs <= 0) {
      shownRef.current = target;
      return;
    }
    const step = (value: bigint) => {
      shownRef.current = value;
      showRef.current(value);
    };
    step(from);
    let frame = 0;
    const start = performance.now();
    const tick = (now: number) => {
      const progress = (now - start) / durationMs;
      step(countUpStep(from, target, progress));
      if (progress < 1) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    // Interrupted (a newer amount, or the counter leaves the page): the next run starts from what is shown.
    return () => cancelAnimationFrame(frame);
  }, [target, animate, durationMs]);
}
