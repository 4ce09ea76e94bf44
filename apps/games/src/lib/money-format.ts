import { formatMoney } from '@casino/browser/money-format.ts';

/** Formats amounts as the house API writes them ("12.50") in one language and currency, with `decimals` places. */
export type MoneyFormat = (amount: string | null | undefined) => string;

/**
 * The site's money format (@casino/browser/money-format.ts) for one page: its language, the session's currency and the
 * game's places; text that is not a number is shown as it is, no amount as a dash.
 */
export function moneyFormat(language: string, currency: string, decimals: number): MoneyFormat {
  return (amount) => (amount === null || amount === undefined ? '–' : formatMoney(amount, currency, language, { decimals }));
}

/** The places an amount is written with ("5.00": 2, "500": 0). */
export const writtenDecimals = (amount: string | undefined) => (amount?.includes('.') ? (amount.split('.')[1] ?? '').length : 0);
