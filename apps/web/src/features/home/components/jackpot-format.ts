import { JACKPOT_INTEGER_DIGITS } from '@casino/contract/constants.ts';
import { CURRENCIES, type CurrencyCode } from '@casino/contract/currencies.ts';
import { padIntegerDigits } from '@casino/contract/money.ts';

const DECIMAL = /^\d+(\.\d+)?$/;

/**
 * The jackpot counter: the integer part left-padded with zeros to 10 digits, the fraction completed to the
 * currency's decimals, and the currency symbol. Anything that is not a plain decimal shows as zero.
 */
export function formatJackpot(amount: string, currency: CurrencyCode): { symbol: string; digits: string } {
  const { symbol, exponent } = CURRENCIES[currency];
  const value = DECIMAL.test(amount.trim()) ? amount.trim() : '0';
  const [whole = '0', fraction = ''] = value.split('.');
  const completedFraction = fraction.length < exponent ? fraction.padEnd(exponent, '0') : fraction;
  const decimal = completedFraction ? `${whole}.${completedFraction}` : whole;
  return { symbol, digits: padIntegerDigits(decimal, JACKPOT_INTEGER_DIGITS) };
}
