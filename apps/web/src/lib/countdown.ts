import { useCallback, useEffect, useRef, useState } from 'react';

const TICK_MS = 1_000;

export type Countdown = {
  /** Whole seconds left; 0 when not running. */
  remaining: number;
  running: boolean;
  start: (seconds: number) => void;
  stop: () => void;
};

/**
 * A countdown in whole seconds that ticks once a second. It follows the clock rather than counting ticks, so a
 * throttled background tab still ends on time.
 */
export function useCountdown(onEnd?: () => void): Countdown {
  const [remaining, setRemaining] = useState(0);
  const endAt = useRef(0);
  const timer = useRef<ReturnType<typeof setInterval> | undefined>(undefined);
  const onEndRef = useRef(onEnd);
  onEndRef.current = onEnd;

  const stop = useCallback(() => {
    if (timer.current !== undefined) clearInterval(timer.current);
    timer.current = undefined;
    setRemaining(0);
  }, []);

  const start = useCallback((seconds: number) => {
    if (timer.current !== undefined) clearInterval(timer.current);
    const whole = Math.max(0, Math.floor(seconds));
    endAt.current = Date.now() + whole * TICK_MS;
    setRemaining(whole);
    if (whole === 0) return;
    timer.current = setInterval(() => {
      const left = Math.max(0, Math.ceil((endAt.current - Date.now()) / TICK_MS));
      setRemaining(left);
      if (left === 0) {
        clearInterval(timer.current);
        timer.current = undefined;
        onEndRef.current?.();
      }
    }, TICK_MS);
  }, []);

  useEffect(() => () => clearInterval(timer.current), []);

  return { remaining, running: remaining > 0, start, stop };
}

/** 300 -> "05:00". */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}
