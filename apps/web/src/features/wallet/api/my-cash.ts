import { myCashCall } from '@casino/contract/calls/wallet-calls.ts';
import type { CallResponse } from '@casino/contract/define-call.ts';
import { useQuery } from '@tanstack/react-query';
import { callApi, tokenOption } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.ts';
import { replaceDecimalPart } from '../cash-format.ts';
import { walletKeys } from './wallet-keys.ts';

export type MyCash = CallResponse<typeof myCashCall>;

export const myCashKeys = {
  all: [...walletKeys.all, 'my-cash'] as const,
  detail: (memberId: number) => [...myCashKeys.all, memberId] as const,
};

/** POST /member/profile/my_cash: the main wallet, one row per provider wallet, and the total. */
export function fetchMyCash(signal?: AbortSignal, token?: string): Promise<MyCash> {
  return callApi(myCashCall, {}, { signal, ...tokenOption(token) });
}

/** The signed-in member's wallets; idle for visitors. */
export function useMyCash() {
  const session = useSession();
  return useQuery({
    queryKey: myCashKeys.detail(session?.memberId ?? 0),
    queryFn: ({ signal }) => fetchMyCash(signal),
    enabled: session !== null,
    staleTime: 30_000,
  });
}

/** The wallets with a new main balance (a member.cash event); the total moves by the same amount. */
export function withMainCash(data: MyCash, cash: string): MyCash {
  return { ...data, main_cash: cash, total: replaceDecimalPart(data.total, data.main_cash, cash) };
}
