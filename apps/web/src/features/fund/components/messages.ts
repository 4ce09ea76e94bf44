import type { TFunction } from 'i18next';
import { translateKey } from '../../../lib/i18n.ts';
import type { AmountError } from '../money.ts';

/** A message key with its values, kept untranslated in state so that it follows a language change. */
export type Message = { key: string; values?: Record<string, string | number> };

export function messageString(t: TFunction, message: Message | string | null | undefined): string | null {
  if (message === null || message === undefined) return null;
  return typeof message === 'string' ? message : translateKey(t, message.key, message.values);
}

/** The amount rules' refusals as messages; limits and balance are shown as money of the currency. */
export function amountMessage(error: AmountError, money: (decimal: string) => string): Message {
  switch (error.key) {
    case 'blank':
      return { key: 'fund.err_amount_blank' };
    case 'format':
      return { key: 'fund.err_amount_format' };
    case 'zero':
      return { key: 'fund.err_amount_zero' };
    case 'decimals':
      return error.digits === 0
        ? { key: 'fund.err_amount_whole' }
        : { key: 'fund.err_amount_decimals', values: { digits: error.digits } };
    case 'below_min':
      return { key: 'fund.err_amount_below_min', values: { min: money(error.min) } };
    case 'above_max':
      return { key: 'fund.err_amount_above_max', values: { max: money(error.max) } };
    case 'above_balance':
      return { key: 'fund.err_amount_above_balance', values: { balance: money(error.balance) } };
  }
}
