import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { createStore, useStore } from '../../../lib/create-store.ts';
import { useSession } from '../../../lib/session.ts';
import { type MyCash, useMyCash } from '../api/my-cash.ts';
import { walletKeys } from '../api/wallet-keys.ts';
import { symbolOf } from '../cash-format.ts';

/** Refreshes under way, from any part of the page: every balance shows its placeholder meanwhile. */
const refreshes = createStore(0);

/**
 * Loads the member's wallets again (SPEC section 4, "Cash refresh shows a placeholder while reloading"); the
 * balances everywhere show their placeholder until it is done. Resolves when the reload has finished.
 */
export async function refreshCash(queryClient: QueryClient): Promise<void> {
  refreshes.set(refreshes.get() + 1);
  try {
    await queryClient.invalidateQueries({ queryKey: walletKeys.all });
  } finally {
    refreshes.set(Math.max(0, refreshes.get() - 1));
  }
}

export type MemberCash = {
  /** The member's wallets, when loaded. */
  wallets: MyCash | undefined;
  /** The main balance as a decimal string, when loaded. */
  main: string | null;
  /** The member's currency code and its symbol. */
  currency: string;
  symbol: string;
  /** First load or a refresh under way: show the placeholder instead of the amount. */
  placeholder: boolean;
  refreshing: boolean;
  error: unknown;
  /** Reload with the placeholder showing. */
  refresh: () => Promise<void>;
};

/**
 * The member's cash, shared by the whole page (header, home panel, member centre): one cached my_cash query that the
 * realtime member.cash event updates in place.
 */
export function useMemberCash(): MemberCash {
  const session = useSession();
  const queryClient = useQueryClient();
  const query = useMyCash();
  const refreshing = useStore(refreshes) > 0;
  const refresh = useCallback(() => refreshCash(queryClient), [queryClient]);
  const currency = session?.currency ?? '';
  return {
    wallets: query.data,
    main: query.data?.main_cash ?? null,
    currency,
    symbol: symbolOf(currency),
    placeholder: session !== null && (query.isPending || refreshing),
    refreshing,
    error: query.isError ? query.error : null,
    refresh,
  };
}
