/**
 * Money as the table pages show it, in the site's format (decision 21, apps/web/src/lib/money-format.ts): the currency
 * table's symbols (SPEC section 9) where Intl puts the currency, Latin digits, and an English page writing a currency
 * the way English is written in that currency's country ("₹1,00,000.00").
 */

// Currency codes of the platform that are not ISO 4217 codes.
const ISO: Record<string, string> = { RMB: 'CNY', WON: 'KRW' };
const SYMBOLS: Record<string, string> = {
  RMB: '¥',
  VND: '₫',
  WON: '₩',
  JPY: '¥',
  THB: '฿',
  USD: '$',
  INR: '₹',
  MMK: 'K',
  BRL: 'R$',
  BDT: '৳',
  NGN: '₭',
};
const REGIONS: Record<string, string> = {
  RMB: 'CN',
  VND: 'VN',
  WON: 'KR',
  JPY: 'JP',
  THB: 'TH',
  USD: 'US',
  INR: 'IN',
  MMK: 'MM',
  BRL: 'BR',
  BDT: 'BD',
  NGN: 'NG',
};

function moneyLocale(language: string, currency: string): string {
  const locale = language.replace('_', '-');
  const region = REGIONS[currency];
  if (!region || !/^en(-|$)/i.test(locale)) return locale;
  try {
    if (new Intl.NumberFormat(`en-${region}`).resolvedOptions().locale === `en-${region}`) return `en-${region}`;
  } catch {
    // The browser has no such locale: the page's own.
  }
  return locale;
}

/** Amounts as the house API writes them ("12.50") in the page's language and the session's currency. */
export function tableMoney(language: string, currency: string, decimals: number): (amount: string) => string {
  const locale = moneyLocale(language, currency);
  const places = { minimumFractionDigits: decimals, maximumFractionDigits: decimals, numberingSystem: 'latn' };
  let format: (value: number) => string;
  try {
    if (!currency) throw new RangeError('no currency');
    const intl = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: ISO[currency] ?? currency,
      currencyDisplay: 'narrowSymbol',
      ...places,
    });
    const symbol = SYMBOLS[currency];
    format = (value) =>
      intl
        .formatToParts(value)
        .map((part) => (part.type === 'currency' && symbol ? symbol : part.value))
        .join('');
  } catch {
    const plain = new Intl.NumberFormat(locale, places);
    format = (value) => `${plain.format(value)} ${currency}`.trim();
  }
  return (amount) => {
    const value = Number(amount);
    return amount.trim() === '' || !Number.isFinite(value) ? amount : format(value);
  };
}

/** The places an amount is written with ("5.00": 2, "500": 0). */
export const decimalsOf = (amount: string | undefined) => (amount?.includes('.') ? (amount.split('.')[1] ?? '').length : 0);
