/** The page's money format as a hook (the format itself: @casino/browser/money-format.ts, shared with the games). */

import { formatMoney, type MoneyOptions } from '@casino/browser/money-format.ts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

export type MoneyFormat = (amount: string, currency: string, options?: MoneyOptions) => string;

/** formatMoney in the page's language. */
export function useMoneyFormat(): MoneyFormat {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useCallback((amount, currency, options) => formatMoney(amount, currency, language, options), [language]);
}
