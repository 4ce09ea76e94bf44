import { bankAccountBindCall, bankAccountDefaultCall, bankAccountListCall } from '@casino/contract/calls/bank-account-calls.ts';
import type { CallRequest, CallResponse } from '@casino/contract/define-call.ts';
import { useQuery } from '@tanstack/react-query';
import { callApi, tokenOption } from '../../../lib/api-client.ts';
import { MEMBER_QUERY_ROOT, useSession } from '../../../lib/session.ts';

export type BankAccountList = CallResponse<typeof bankAccountListCall>;
export type BindBankAccountRequest = CallRequest<typeof bankAccountBindCall>;

/** Refusal codes of /member/bank_account/bind (docs/decisions/0008-bank-accounts.md). */
export const BIND_REFUSAL = {
  wrongWithdrawPassword: 101,
  noWithdrawPassword: 102,
  alreadyBound: 103,
  limitReached: 104,
  holderDiffers: 105,
} as const;

export const bankAccountKeys = {
  all: [MEMBER_QUERY_ROOT, 'bank-accounts'] as const,
  list: (memberId: number) => [...bankAccountKeys.all, memberId] as const,
};

/** POST /member/bank_account/list: the member's accounts (numbers masked) and how many may be bound. */
export async function fetchBankAccounts(signal?: AbortSignal): Promise<BankAccountList> {
  return callApi(bankAccountListCall, {}, { signal });
}

/** The signed-in member's bank accounts. */
export function useBankAccounts() {
  const session = useSession();
  return useQuery({
    queryKey: bankAccountKeys.list(session?.memberId ?? 0),
    queryFn: ({ signal }) => fetchBankAccounts(signal),
    enabled: session !== null,
  });
}

/** POST /member/bank_account/bind: binds an account, confirmed by the withdraw password; resolves with its id. */
export async function bindBankAccount(request: BindBankAccountRequest, token?: string): Promise<number> {
  const reply = await callApi(bankAccountBindCall, request, tokenOption(token));
  return reply.id;
}

/** POST /member/bank_account/default: makes one of the member's accounts the default for withdrawals. */
export async function setDefaultBankAccount(id: number): Promise<void> {
  await callApi(bankAccountDefaultCall, { id });
}
