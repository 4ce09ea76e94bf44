import { BalanceBackCode, type BalanceBackResult, balanceBackResult } from '@casino/contract/calls/wallet-calls.ts';
import type { TFunction } from 'i18next';
import { isApiError } from '../../lib/api-client.ts';
import { describeError } from '../../lib/error-text.ts';

type BalanceBackRefusal = (typeof BalanceBackCode)[keyof typeof BalanceBackCode];

const REFUSALS: ReadonlySet<number> = new Set(Object.values(BalanceBackCode));

function isBalanceBackRefusal(code: number | null): code is BalanceBackRefusal {
  return code !== null && REFUSALS.has(code);
}

/** A failed balance return as a sentence (SPEC section 8): codes 101 to 105 by their own messages, else the server's. */
export function balanceBackErrorText(error: unknown, t: TFunction): string {
  if (isApiError(error) && error.kind === 'rejected' && isBalanceBackRefusal(error.code)) {
    return t(`wallet.one_key_err_code_${error.code}`);
  }
  return describeError(error, t);
}

/** What did come back with a partial refusal (code 105 carries the reply's shape in its data). */
export function partialResult(error: unknown): BalanceBackResult | null {
  if (!isApiError(error) || error.code !== BalanceBackCode.partial) return null;
  const parsed = balanceBackResult.safeParse(error.data);
  return parsed.success ? parsed.data : null;
}
