import { languageForCountry } from './languages.ts';

/** Currency symbols of SPEC section 9 and the exponent of each currency's minor unit. */
export const CURRENCIES = {
  RMB: { symbol: '¥', exponent: 2 },
  VND: { symbol: '₫', exponent: 0 },
  WON: { symbol: '₩', exponent: 0 },
  JPY: { symbol: '¥', exponent: 0 },
  THB: { symbol: '฿', exponent: 2 },
  USD: { symbol: '$', exponent: 2 },
  INR: { symbol: '₹', exponent: 2 },
  MMK: { symbol: 'K', exponent: 2 },
  BRL: { symbol: 'R$', exponent: 2 },
  BDT: { symbol: '৳', exponent: 2 },
  NGN: { symbol: '₭', exponent: 2 },
} as const;

export type CurrencyCode = keyof typeof CURRENCIES;
export const CURRENCY_CODES = Object.keys(CURRENCIES) as CurrencyCode[];

export function isCurrencyCode(value: unknown): value is CurrencyCode {
  return typeof value === 'string' && Object.hasOwn(CURRENCIES, value);
}

/** The cookie that keeps a visitor's site currency. */
export const CURRENCY_COOKIE = 'ccy';

/**
 * Site currency choice (SPEC section 4): the ccy cookie if that currency is configured, else the default currency of
 * the language whose countries include the visitor's country (when configured), else the first configured currency.
 * The client chooses by it, and the server to write the page's first replies for the currency the page will ask in.
 */
export function chooseSiteCurrency(input: {
  cookie: string | undefined;
  configured: readonly CurrencyCode[];
  visitorCountry: string | null | undefined;
}): CurrencyCode {
  const { cookie, configured, visitorCountry } = input;
  const first = configured[0];
  if (!first) throw new Error('a site has at least one currency');
  if (isCurrencyCode(cookie) && configured.includes(cookie)) return cookie;
  const byCountry = languageForCountry(visitorCountry ?? undefined)?.defaultCurrency;
  if (byCountry && configured.includes(byCountry)) return byCountry;
  return first;
}
