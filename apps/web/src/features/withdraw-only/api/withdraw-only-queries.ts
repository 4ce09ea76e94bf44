import { useQuery } from '@tanstack/react-query';
import { fetchBankAccountList } from '../../fund/api/bank-accounts.ts';
import { DW_RECORD_PAGE_SIZE, fetchDwRecord } from '../../fund/api/dw-record.ts';
import { fetchWithdrawSettings } from '../../fund/api/withdraw-settings.ts';
import { presetRange } from '../../fund/dates.ts';
import { fetchMyCash } from '../../wallet/api/my-cash.ts';

/**
 * Keys apart from the member queries ([member, ...]): a sign-in or sign-out of the site clears those, and none of
 * them may ever hold a reply made with this token.
 */
export const withdrawOnlyKeys = {
  all: ['withdraw-only'] as const,
  cash: (token: string) => [...withdrawOnlyKeys.all, token, 'cash'] as const,
  settings: (token: string) => [...withdrawOnlyKeys.all, token, 'settings'] as const,
  accounts: (token: string) => [...withdrawOnlyKeys.all, token, 'accounts'] as const,
  records: (token: string) => [...withdrawOnlyKeys.all, token, 'records'] as const,
};

/** A refused token is final: no retry. */
const once = { retry: false, refetchOnWindowFocus: false } as const;

export function useWithdrawOnlyCash(token: string) {
  return useQuery({ queryKey: withdrawOnlyKeys.cash(token), queryFn: ({ signal }) => fetchMyCash(signal, token), ...once });
}

export function useWithdrawOnlySettings(token: string) {
  return useQuery({
    queryKey: withdrawOnlyKeys.settings(token),
    queryFn: ({ signal }) => fetchWithdrawSettings(signal, token),
    ...once,
  });
}

export function useWithdrawOnlyAccounts(token: string) {
  return useQuery({
    queryKey: withdrawOnlyKeys.accounts(token),
    queryFn: ({ signal }) => fetchBankAccountList(signal, token),
    ...once,
  });
}

/** The withdrawals of the last 30 days, newest first. */
export function useWithdrawOnlyRecords(token: string) {
  return useQuery({
    queryKey: withdrawOnlyKeys.records(token),
    queryFn: ({ signal }) => {
      const range = presetRange('last30');
      const request = { type: 'withdrawal' as const, start_date: range.start, end_date: range.end, page: 1 };
      return fetchDwRecord({ ...request, page_size: DW_RECORD_PAGE_SIZE }, signal, token);
    },
    ...once,
  });
}
