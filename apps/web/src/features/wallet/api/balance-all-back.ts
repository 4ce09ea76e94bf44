import { type BalanceBackResult, balanceAllBackCall } from '@casino/contract/calls/wallet-calls.ts';
import { callApi, tokenOption } from '../../../lib/api-client.ts';

/**
 * POST /member/profile/balance/all/back: the one-key return, every provider wallet back into the main wallet.
 * Refusals 101 (another return running) to 105 (some came back, some did not; the reply data lists both).
 */
export function returnAllBalances(token?: string): Promise<BalanceBackResult> {
  return callApi(balanceAllBackCall, {}, tokenOption(token));
}
