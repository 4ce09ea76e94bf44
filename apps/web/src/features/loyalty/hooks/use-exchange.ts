import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { isApiError } from '../../../lib/api-client.ts';
import { MEMBER_QUERY_ROOT } from '../../../lib/session.ts';
import { exchangePoints } from '../api/exchange-points.ts';

function newKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return `pts-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/** Whether a failed exchange may have gone through (no answer came): then a retry must carry the same key. */
const outcomeUnknown = (error: unknown) =>
  !isApiError(error) || error.kind === 'requestTimeout' || error.kind === 'networkError' || (error.status ?? 0) >= 500;

/**
 * Exchanges points, one idempotency key per intended exchange: the same points asked again after an unknown outcome
 * reuse the key (the server answers the first result), anything else gets a new one. Every member query is read
 * again afterwards (points, level and cash changed).
 */
export function useExchangePoints() {
  const queryClient = useQueryClient();
  const pending = useRef<{ points: number; key: string } | null>(null);
  return useMutation({
    mutationFn: (points: number) => {
      if (pending.current?.points !== points) pending.current = { points, key: newKey() };
      return exchangePoints(points, pending.current.key);
    },
    onSuccess: () => {
      pending.current = null;
    },
    onError: (error) => {
      if (!outcomeUnknown(error)) pending.current = null;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: [MEMBER_QUERY_ROOT] }),
  });
}
