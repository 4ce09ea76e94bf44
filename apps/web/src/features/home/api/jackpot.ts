import { jackpotCall } from '@casino/contract/calls/game-calls.ts';
import type { CurrencyCode } from '@casino/contract/currencies.ts';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

/** The counter follows the pools the games feed; it asks again this often (and when the window regains focus). */
export const JACKPOT_REFRESH_MS = 20_000;

export const jackpotKeys = {
  all: ['jackpot'] as const,
  total: (currency: CurrencyCode) => [...jackpotKeys.all, currency] as const,
};

export async function fetchJackpot(currency: CurrencyCode, signal?: AbortSignal): Promise<string> {
  const reply = await callApi(jackpotCall, { currency }, { signal });
  return reply.jackpot_amount_total;
}

/** Jackpot total of the site currency as a decimal string, refreshed every 20 seconds. */
export function useJackpot(currency: CurrencyCode) {
  return useQuery({
    queryKey: jackpotKeys.total(currency),
    queryFn: ({ signal }) => fetchJackpot(currency, signal),
    refetchInterval: JACKPOT_REFRESH_MS,
    // back from a game window, the counter moves to what the spins there made of the pool
    refetchOnWindowFocus: true,
  });
}
