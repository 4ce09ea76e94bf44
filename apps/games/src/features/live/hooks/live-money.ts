/** Currency codes of the platform that are not ISO 4217 codes. */
const ISO: Record<string, string> = { RMB: 'CNY', WON: 'KRW' };
/**
 * The site's money format (decision 21, apps/web/src/lib/money-format.ts): the currency table's symbols where Intl puts
 * the currency, Latin digits, and an English page writing a currency the way English is written in that currency's
 * country ("₹1,00,000.00").
 */
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
    // An engine without the region's English: the page's own language.
  }
  return locale;
}

/** Money of one session: amounts as the server writes them ("12.50") in the page's language and the session's currency. */
export type LiveMoney = {
  readonly decimals: number;
  /** "12.50" as the site writes it ("₹12.50"). */
  format(amount: string | number): string;
  toMinor(amount: string): number;
  toMajor(minor: number): string;
  /** A chip's face: 500, 1K, 2.5K. */
  short(amount: string | number): string;
};

export function liveMoney(language: string, currency: string, decimals: number): LiveMoney {
  let formatter: ((value: number) => string) | null = null;
  const build = () => {
    const locale = moneyLocale(language, currency);
    const places = { minimumFractionDigits: decimals, maximumFractionDigits: decimals, numberingSystem: 'latn' };
    try {
      const intl = new Intl.NumberFormat(locale, {
        style: 'currency',
        currency: ISO[currency] ?? currency,
        currencyDisplay: 'narrowSymbol',
        ...places,
      });
      const symbol = SYMBOLS[currency];
      return (value: number) =>
        intl
          .formatToParts(value)
          .map((part) => (part.type === 'currency' && symbol ? symbol : part.value))
          .join('');
    } catch {
      const plain = new Intl.NumberFormat(locale, places);
      return (value: number) => `${plain.format(value)} ${currency}`.trim();
    }
  };
  return {
    decimals,
    format(amount) {
      const value = Number(amount);
      if (!Number.isFinite(value)) return String(amount);
      formatter ??= build();
      return formatter(value);
    },
    toMinor: (amount) => Math.round(Number(amount) * 10 ** decimals),
    toMajor: (minor) => (minor / 10 ** decimals).toFixed(decimals),
    short(amount) {
      const value = Number(amount);
      return value >= 1000 ? `${value / 1000}K` : String(value);
    },
  };
}
