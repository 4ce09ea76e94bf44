import { QueryClient } from '@tanstack/react-query';
import { isRetryableError } from '../lib/api-client.ts';

const MAX_RETRIES = 2;

/** Reads are cached for a minute; only transient failures (network, timeout, 5xx, 429) are retried. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        gcTime: 10 * 60_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => failureCount < MAX_RETRIES && isRetryableError(error),
      },
      mutations: { retry: false },
    },
  });
}
