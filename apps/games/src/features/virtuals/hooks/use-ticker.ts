import { useEffect, useState } from 'react';

/**
 * A value that changes every animation frame, or every `everyMs` when `frames` is false (reduced motion, countdowns),
 * so that the component that reads it draws again that often; only that component does.
 */
export function useTicker(frames: boolean, everyMs = 500): number {
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (!frames || typeof requestAnimationFrame !== 'function') {
      const timer = setInterval(() => setTick((n) => n + 1), everyMs);
      return () => clearInterval(timer);
    }
    let frame = 0;
    const next = () => {
      setTick((n) => n + 1);
      frame = requestAnimationFrame(next);
    };
    frame = requestAnimationFrame(next);
    return () => cancelAnimationFrame(frame);
  }, [frames, everyMs]);
  return tick;
}
