import { JACKPOT_INTEGER_DIGITS } from '@casino/contract/constants.ts';
import { CURRENCIES, type CurrencyCode } from '@casino/contract/currencies.ts';
import { formatMinorUnits, padIntegerDigits } from '@casino/contract/money.ts';

const DECIMAL = /^(\d+)(?:\.(\d+))?$/;

/**
 * The jackpot total of the reply (a decimal string in major units) in minor units of the currency. Anything that is
 * not a plain non-negative decimal counts as zero; digits beyond the currency's decimals are dropped.
 */
export function jackpotMinorUnits(amount: string, currency: CurrencyCode): bigint {
  const match = DECIMAL.exec(amount.trim());
  if (!match) return 0n;
  const { exponent } = CURRENCIES[currency];
  const [, whole = '0', fraction = ''] = match;
  return BigInt(whole + fraction.slice(0, exponent).padEnd(exponent, '0'));
}

/**
 * The jackpot counter: the integer part left-padded with zeros to 10 digits, the fraction of the currency's decimals,
 * and the currency symbol. Takes the reply's decimal string or an amount in minor units.
 */
export function formatJackpot(amount: string | bigint, currency: CurrencyCode): { symbol: string; digits: string } {
  const { symbol, exponent } = CURRENCIES[currency];
  const minor = typeof amount === 'bigint' ? (amount < 0n ? 0n : amount) : jackpotMinorUnits(amount, currency);
  return { symbol, digits: padIntegerDigits(formatMinorUnits(minor, exponent), JACKPOT_INTEGER_DIGITS) };
}
