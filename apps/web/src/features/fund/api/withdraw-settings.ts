import { withdrawSettingsCall } from '@casino/contract/calls/payment-calls.ts';
import type { CallResponse } from '@casino/contract/define-call.ts';
import { useQuery } from '@tanstack/react-query';
import { callApi, tokenOption } from '../../../lib/api-client.ts';
import { MEMBER_QUERY_ROOT, useSession } from '../../../lib/session.ts';

export type WithdrawSettings = CallResponse<typeof withdrawSettingsCall>;

export const withdrawSettingsKeys = {
  all: [MEMBER_QUERY_ROOT, 'fund', 'withdraw-settings'] as const,
  detail: (memberId: number) => [...withdrawSettingsKeys.all, memberId] as const,
};

/** POST /member/withdraw/settings: limits, the withdrawable main balance and whether a withdraw password is set. */
export async function fetchWithdrawSettings(signal?: AbortSignal, token?: string): Promise<WithdrawSettings> {
  return callApi(withdrawSettingsCall, {}, { signal, ...tokenOption(token) });
}

/** The signed-in member's withdrawal settings; the balance is read afresh whenever the page comes back into view. */
export function useWithdrawSettings() {
  const session = useSession();
  return useQuery({
    queryKey: withdrawSettingsKeys.detail(session?.memberId ?? 0),
    queryFn: ({ signal }) => fetchWithdrawSettings(signal),
    enabled: session !== null,
    staleTime: 0,
    refetchOnWindowFocus: true,
  });
}
