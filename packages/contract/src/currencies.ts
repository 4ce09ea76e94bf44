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
