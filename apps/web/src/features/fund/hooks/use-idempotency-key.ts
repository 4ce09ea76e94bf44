import { useRef } from 'react';
import { isApiError } from '../../../lib/api-client.ts';

/**
 * Idempotency keys of money-moving requests (ARCHITECTURE, Money). One key names one intended deposit or withdrawal:
 * the server stores it with the request and its answer, so sending the same request with the same key again (a
 * double click, a retry after a lost reply) gets the first answer back instead of a second order. The same key with
 * a different request is refused (HTTP 409), so a changed form gets a new key.
 */

/** A fresh random key, for example "dep-3f9c...": 128 random bits (getRandomValues also works outside https). */
export function newIdempotencyKey(prefix: string): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return `${prefix}-${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * Whether a failed request may have been carried out all the same: the reply was lost or unreadable (network,
 * timeout, cancelled, a gateway error). Its key must then be kept for the retry. A refusal, a rejected request
 * (400), a 401 or a 409 are final answers: the next submission is a new intent.
 */
export function isOutcomeUnknown(error: unknown): boolean {
  if (!isApiError(error)) return true;
  switch (error.kind) {
    case 'networkError':
    case 'requestTimeout':
    case 'aborted':
    case 'invalidResponse':
      return true;
    case 'httpError':
      return error.status === null || error.status >= 500 || error.status === 408 || error.status === 425 || error.status === 429;
    default:
      return false;
  }
}

export type IdempotencyKeeper = {
  /** The key for this request: the pending one when exactly this request is being sent again, else a new one. */
  keyFor: (request: unknown) => string;
  /** The request got a final answer (done or refused): forget its key. */
  settle: () => void;
};

export function createIdempotencyKeeper(prefix: string): IdempotencyKeeper {
  let pending: { fingerprint: string; key: string } | null = null;
  return {
    keyFor: (request) => {
      const fingerprint = JSON.stringify(request);
      if (pending?.fingerprint !== fingerprint) pending = { fingerprint, key: newIdempotencyKey(prefix) };
      return pending.key;
    },
    settle: () => {
      pending = null;
    },
  };
}

/** One keeper for the lifetime of a form. */
export function useIdempotencyKeeper(prefix: string): IdempotencyKeeper {
  const keeper = useRef<IdempotencyKeeper | null>(null);
  keeper.current ??= createIdempotencyKeeper(prefix);
  return keeper.current;
}
