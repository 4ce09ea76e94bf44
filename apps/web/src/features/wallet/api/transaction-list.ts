import { type TransactionKind, transactionListCall } from '@casino/contract/calls/wallet-calls.ts';
import type { CallResponse } from '@casino/contract/define-call.ts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.ts';
import { walletKeys } from './wallet-keys.ts';

export type TransactionPage = CallResponse<typeof transactionListCall>;

/** One page of the record: calendar days of America/Caracas (YYYY-MM-DD, both included), a kind or all. */
export type TransactionFilter = {
  start_date: string;
  end_date: string;
  kind: TransactionKind | null;
  page: number;
  page_size: number;
};

export const transactionKeys = {
  all: [...walletKeys.all, 'transactions'] as const,
  page: (memberId: number, filter: TransactionFilter) => [...transactionKeys.all, memberId, filter] as const,
};

/** POST /member/transaction/list: movements of the main wallet, newest first; kind is left out for all kinds. */
export function fetchTransactions(filter: TransactionFilter, signal?: AbortSignal): Promise<TransactionPage> {
  const { kind, ...rest } = filter;
  return callApi(transactionListCall, kind ? { ...rest, kind } : rest, { signal });
}

/** A page of the signed-in member's transaction record; the previous page stays on screen while the next loads. */
export function useTransactions(filter: TransactionFilter) {
  const session = useSession();
  return useQuery({
    queryKey: transactionKeys.page(session?.memberId ?? 0, filter),
    queryFn: ({ signal }) => fetchTransactions(filter, signal),
    enabled: session !== null,
    placeholderData: keepPreviousData,
  });
}
