import { useEffect, useRef, useState } from 'react';

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
 * Follows a money amount in minor units for display: the first amount shows as it is; each new one is reached by
 * counting from the amount shown to it over `durationMs` (at once when `animate` is false), ending on it exactly.
 * Undefined while there is no amount.
 */
export function useCountUp(target: bigint | undefined, animate: boolean, durationMs = COUNT_UP_MS): bigint | undefined {
  const [shown, setShown] = useState(target);
  const shownRef = useRef(target);

  useEffect(() => {
    const show = (value: bigint | undefined) => {
      shownRef.current = value;
      setShown(value);
    };
    const from = shownRef.current;
    if (target === undefined || from === undefined || from === target || !animate || durationMs <= 0) {
      show(target);
      return;
    }
    let frame = 0;
    const start = performance.now();
    const tick = (now: number) => {
      const progress = (now - start) / durationMs;
      show(countUpStep(from, target, progress));
      if (progress < 1) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    // Interrupted (a newer amount, or the counter leaves the page): the next run starts from what is shown.
    return () => cancelAnimationFrame(frame);
  }, [target, animate, durationMs]);

  return shown;
}
