import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * A number that counts up on screen, written straight into its element frame by frame: the page is not drawn again
 * sixty times a second for one meter. `show` writes a value at once; `run` counts from one value to another over
 * `ms` (at once when `ms` is 0) and resolves when it is done.
 */
export function useCountUp(initial: string) {
  const ref = useRef<HTMLElement | null>(null);
  const frame = useRef(0);

  const show = useCallback((text: string) => {
    cancelAnimationFrame(frame.current);
    if (ref.current) ref.current.textContent = text;
  }, []);

  const run = useCallback(
    (from: number, to: number, ms: number, format: (value: number) => string) =>
      new Promise<void>((resolve) => {
        if (ms <= 0 || to <= from) {
          show(format(to));
          resolve();
          return;
        }
        const started = performance.now();
        const step = (now: number) => {
          const k = Math.min(1, (now - started) / ms);
          if (ref.current) ref.current.textContent = format(Math.round(from + (to - from) * (1 - (1 - k) ** 3)));
          if (k < 1) frame.current = requestAnimationFrame(step);
          else resolve();
        };
        frame.current = requestAnimationFrame(step);
      }),
    [show],
  );

  // The first value only: later ones are written by show and run.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useLayoutEffect(() => {
    show(initial);
    return () => cancelAnimationFrame(frame.current);
  }, [show]);

  return { ref, show, run };
}
