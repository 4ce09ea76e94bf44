import { jackpotCall } from '@casino/contract/calls/game-calls.ts';
import type { CurrencyCode } from '@casino/contract/currencies.ts';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

const JACKPOT_REFRESH_MS = 60_000;

export const jackpotKeys = {
  all: ['jackpot'] as const,
  total: (currency: CurrencyCode) => [...jackpotKeys.all, currency] as const,
};

export async function fetchJackpot(currency: CurrencyCode, signal?: AbortSignal): Promise<string> {
  const reply = await callApi(jackpotCall, { currency }, { signal });
  return reply.jackpot_amount_total;
}

/** Jackpot total of the site currency as a decimal string, refreshed every minute. */
export function useJackpot(currency: CurrencyCode) {
  return useQuery({
    queryKey: jackpotKeys.total(currency),
    queryFn: ({ signal }) => fetchJackpot(currency, signal),
    refetchInterval: JACKPOT_REFRESH_MS,
  });
}
