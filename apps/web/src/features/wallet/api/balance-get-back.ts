import { type BalanceBackResult, balanceGetBackCall } from '@casino/contract/calls/wallet-calls.ts';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { walletKeys } from './wallet-keys.ts';

export const balanceGetBackKey = [...walletKeys.all, 'balance-get-back'] as const;

/** POST /member/profile/balance_get_back {gp_id}: one provider wallet back into the main wallet. */
export function returnProviderBalance(gpId: number): Promise<BalanceBackResult> {
  return callApi(balanceGetBackCall, { gp_id: gpId });
}

/** The return of one provider wallet; its variables are the gp_id being returned. */
export function useReturnProviderBalance() {
  return useMutation({ mutationKey: balanceGetBackKey, mutationFn: (gpId: number) => returnProviderBalance(gpId) });
}
