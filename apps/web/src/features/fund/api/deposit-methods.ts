import { depositMethodsCall } from '@casino/contract/calls/payment-calls.ts';
import type { CallResponse } from '@casino/contract/define-call.ts';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { MEMBER_QUERY_ROOT, useSession } from '../../../lib/session.ts';

export type DepositMethods = CallResponse<typeof depositMethodsCall>;

export const depositMethodsKeys = {
  all: [MEMBER_QUERY_ROOT, 'fund', 'deposit-methods'] as const,
  list: (memberId: number) => [...depositMethodsKeys.all, memberId] as const,
};

/** POST /member/deposit/methods: the methods open to the member in their currency, with limits. */
export async function fetchDepositMethods(signal?: AbortSignal): Promise<DepositMethods> {
  return callApi(depositMethodsCall, {}, { signal });
}

/** The signed-in member's deposit methods, and whether a bank account must be bound first. */
export function useDepositMethods() {
  const session = useSession();
  return useQuery({
    queryKey: depositMethodsKeys.list(session?.memberId ?? 0),
    queryFn: ({ signal }) => fetchDepositMethods(signal),
    enabled: session !== null,
    staleTime: 0,
  });
}
