import { useEffect, useState } from 'react';

/**
 * `value` one task later: a costly part of a page (with `memo`) draws in a task of its own instead of lengthening the
 * one that drew the rest, which keeps a phone's main thread free in shorter stretches.
 */
export function useLater<T>(value: T): T {
  const [later, setLater] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setLater(() => value), 0);
    return () => clearTimeout(timer);
  }, [value]);
  return later;
}
