import { CURRENCIES, isCurrencyCode } from '@casino/contract/currencies.ts';

/**
 * The one money formatter of the site and the game pages: every amount on a page goes through it, so that the header,
 * the wallet, the records, the fund pages and the games write money alike. Intl places the symbol and groups the digits the way the page
 * language does (lakh and crore in Hindi and Tamil, "1.000 ₫" in Vietnamese); the currency table of the contract
 * gives the symbol (SPEC section 9) and the decimals (none for VND, JPY and WON). Latin digits in every script, so
 * that an amount reads the same as the amounts typed into the forms. Amounts are decimal strings from the server and
 * are formatted as such, never through a float.
 */

/** ISO 4217 codes of the site's currency codes that are not ISO themselves. */
const ISO_CODES: Readonly<Record<string, string>> = { RMB: 'CNY', WON: 'KRW' };

/** The country of each currency, for the English page of a market that groups digits its own way (en-IN: 1,00,000). */
const CURRENCY_REGIONS: Readonly<Record<string, string>> = {
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

export type MoneySign = 'auto' | 'always';
export type MoneyOptions = {
  /** 'always' writes + before money in and − before money out (records), never a sign on zero. */
  sign?: MoneySign;
  /** Places other than the currency's own (a game's coin, "0.50" in a currency without decimals). */
  decimals?: number;
};

/** A BCP 47 tag from the site's language codes ('en_US' or 'en-US'). */
export function localeOf(language: string): string {
  return language.replace('_', '-');
}

/**
 * The locale the amounts of a currency are written in: the page language, except that an English page writes a
 * currency the way English is written in that currency's country, when Intl knows it (INR: en-IN, 1,00,000.00).
 */
export function moneyLocale(language: string, currency: string): string {
  const locale = localeOf(language);
  const region = CURRENCY_REGIONS[currency];
  if (!region || !/^en(-|$)/i.test(locale)) return locale;
  const regional = `en-${region}`;
  try {
    if (new Intl.NumberFormat(regional).resolvedOptions().locale === regional) return regional;
  } catch {
    // Unknown to this browser: the page language as it is.
  }
  return locale;
}

export function currencyDecimals(currency: string): number {
  return isCurrencyCode(currency) ? CURRENCIES[currency].exponent : 2;
}

type Formatter = { format: (amount: string) => string };
const formatters = new Map<string, Formatter>();

function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  try {
    return new Intl.NumberFormat(locale, { numberingSystem: 'latn', ...options });
  } catch {
    return new Intl.NumberFormat('en-US', { numberingSystem: 'latn', ...options });
  }
}

function createFormatter(language: string, currency: string, sign: MoneySign, decimals: number): Formatter {
  const signDisplay = sign === 'always' ? 'exceptZero' : 'auto';
  const locale = moneyLocale(language, currency);
  const iso = ISO_CODES[currency] ?? currency;
  const symbol = isCurrencyCode(currency) ? CURRENCIES[currency].symbol : null;
  let currencyFormat: Intl.NumberFormat | null = null;
  if (/^[A-Z]{3}$/.test(iso)) {
    currencyFormat = numberFormat(locale, {
      style: 'currency',
      currency: iso,
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      signDisplay,
    });
  }
  if (currencyFormat) {
    const withSymbol = currencyFormat;
    return {
      // The site's own symbol where Intl puts the currency (before or after, with the locale's spacing).
      format: (amount) =>
        withSymbol
          .formatToParts(amount as unknown as number)
          .map((part) => (part.type === 'currency' && symbol !== null ? symbol : part.value))
          .join(''),
    };
  }
  // A currency Intl cannot name: the number, then the code.
  const plain = numberFormat(locale, { minimumFractionDigits: decimals, maximumFractionDigits: decimals, signDisplay });
  return {
    format: (amount) =>
      currency ? `${plain.format(amount as unknown as number)} ${currency}` : plain.format(amount as unknown as number),
  };
}

function formatterFor(language: string, currency: string, sign: MoneySign, decimals: number): Formatter {
  const key = `${language}|${currency}|${sign}|${decimals}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = createFormatter(language, currency, sign, decimals);
    formatters.set(key, formatter);
  }
  return formatter;
}

const DECIMAL = /^[-+]?\d+(?:\.\d+)?$/;

/**
 * An amount of money for reading, in the page language: "₹1,00,000.00" (hi_IN, or en_US on an INR site),
 * "$1,234.50", "1.000 ₫". Text that is not a decimal amount is shown as it came.
 */
export function formatMoney(amount: string, currency: string, language: string, options: MoneyOptions = {}): string {
  const text = amount.trim();
  if (!DECIMAL.test(text)) return text;
  return formatterFor(language, currency, options.sign ?? 'auto', options.decimals ?? currencyDecimals(currency)).format(text);
}
