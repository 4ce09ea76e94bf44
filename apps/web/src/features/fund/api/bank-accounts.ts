import { bankAccountListCall } from '@casino/contract/calls/bank-account-calls.ts';
import type { CallResponse } from '@casino/contract/define-call.ts';
import { useQuery } from '@tanstack/react-query';
import { callApi, tokenOption } from '../../../lib/api-client.ts';
import { MEMBER_QUERY_ROOT, useSession } from '../../../lib/session.ts';

export type BankAccountList = CallResponse<typeof bankAccountListCall>;

/**
 * The same cache entry as the bank accounts page (member/bank-accounts, [member, 'bank-accounts', id]): both hold
 * the unchanged reply of the same call, so an account bound there shows here without a reload.
 */
export const withdrawalBankAccountKeys = {
  all: [MEMBER_QUERY_ROOT, 'bank-accounts'] as const,
  list: (memberId: number) => [...withdrawalBankAccountKeys.all, memberId] as const,
};

/** POST /member/bank_account/list: the member's accounts (numbers masked). */
export async function fetchBankAccountList(signal?: AbortSignal, token?: string): Promise<BankAccountList> {
  return callApi(bankAccountListCall, {}, { signal, ...tokenOption(token) });
}

/** The accounts a withdrawal can be paid to. */
export function useWithdrawalBankAccounts() {
  const session = useSession();
  return useQuery({
    queryKey: withdrawalBankAccountKeys.list(session?.memberId ?? 0),
    queryFn: ({ signal }) => fetchBankAccountList(signal),
    enabled: session !== null,
  });
}
