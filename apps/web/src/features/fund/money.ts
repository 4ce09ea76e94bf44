import { CURRENCIES, isCurrencyCode } from '@casino/contract/currencies.ts';
import { formatMinorUnits, parseMinorUnits } from '@casino/contract/money.ts';

/**
 * Money in the Fund pages: amounts stay decimal strings on the wire and bigint minor units in between (ARCHITECTURE,
 * Money). No floating point anywhere. Amounts are shown through lib/money-format.ts.
 */

/** Decimal places of a currency's minor unit; a code the site does not know counts as two (the most common). */
export function currencyExponent(currency: string): number {
  return isCurrencyCode(currency) ? CURRENCIES[currency].exponent : 2;
}

/** What the member may type: digits with an optional fraction (the contract's decimalAmount, 15 + 4 digits). */
const AMOUNT = /^(\d{1,15})(?:\.(\d{1,4}))?$/;

/**
 * Minor units of a decimal string from the server (limits, balances). Zeros beyond the currency's decimals are
 * dropped ("100.0000" is 100 rupees); null when the text is not a decimal amount of that currency.
 */
export function toMinorUnits(decimal: string, exponent: number): bigint | null {
  const text = decimal.trim();
  const dot = text.indexOf('.');
  const cleaned = dot >= 0 && text.length - dot - 1 > exponent ? text.replace(/0+$/, '').replace(/\.$/, '') : text;
  try {
    return parseMinorUnits(cleaned, exponent);
  } catch {
    return null;
  }
}

export type AmountError =
  | { key: 'blank' }
  | { key: 'format' }
  | { key: 'decimals'; digits: number }
  | { key: 'zero' }
  | { key: 'below_min'; min: string }
  | { key: 'above_max'; max: string }
  | { key: 'above_balance'; balance: string };

export type AmountCheck = { ok: true; minor: bigint; amount: string } | { ok: false; error: AmountError };

export type AmountRules = {
  exponent: number;
  /** Decimal strings as the server sent them; an unreadable limit is not applied (the server checks again). */
  min?: string | undefined;
  max?: string | undefined;
  /** A withdrawal may not exceed the withdrawable balance. */
  balance?: string | undefined;
};

/**
 * Checks a typed amount against the currency's decimals and the limits. On success the amount is given back in the
 * currency's canonical form ("100" with two decimals becomes "100.00"), which is what the request carries.
 */
export function checkAmount(input: string, rules: AmountRules): AmountCheck {
  const text = input.trim();
  if (text === '') return { ok: false, error: { key: 'blank' } };
  const match = AMOUNT.exec(text);
  if (!match) return { ok: false, error: { key: 'format' } };
  const fraction = match[2] ?? '';
  if (fraction.length > rules.exponent) return { ok: false, error: { key: 'decimals', digits: rules.exponent } };
  const minor = parseMinorUnits(text, rules.exponent);
  if (minor <= 0n) return { ok: false, error: { key: 'zero' } };
  const min = rules.min === undefined ? null : toMinorUnits(rules.min, rules.exponent);
  if (min !== null && minor < min) return { ok: false, error: { key: 'below_min', min: formatMinorUnits(min, rules.exponent) } };
  const max = rules.max === undefined ? null : toMinorUnits(rules.max, rules.exponent);
  if (max !== null && minor > max) return { ok: false, error: { key: 'above_max', max: formatMinorUnits(max, rules.exponent) } };
  const balance = rules.balance === undefined ? null : toMinorUnits(rules.balance, rules.exponent);
  if (balance !== null && minor > balance) {
    return { ok: false, error: { key: 'above_balance', balance: formatMinorUnits(balance, rules.exponent) } };
  }
  return { ok: true, minor, amount: formatMinorUnits(minor, rules.exponent) };
}

const QUICK_STEPS = [1n, 2n, 5n] as const;

/**
 * Round amounts for the quick-amount chips: 1, 2 and 5 times a power of ten, in whole units of the currency, within
 * the limits, the smallest first (at most `count`). Canonical decimal strings.
 */
export function quickAmounts(min: string, max: string, exponent: number, count = 6): string[] {
  const low = toMinorUnits(min, exponent);
  const high = toMinorUnits(max, exponent);
  if (low === null || high === null || high <= 0n || low > high) return [];
  const unit = 10n ** BigInt(exponent);
  const found: string[] = [];
  for (let power = 1n; power * unit <= high && found.length < count; power *= 10n) {
    for (const step of QUICK_STEPS) {
      const minor = step * power * unit;
      if (minor >= low && minor <= high && found.length < count) found.push(formatMinorUnits(minor, exponent));
    }
  }
  return found;
}
