/**
 * Money is held as integer minor units (bigint) and travels as a decimal string in major units.
 * No floating point anywhere on the way.
 */
const DECIMAL = /^(-)?(\d+)(?:\.(\d+))?$/;

export function formatMinorUnits(minor: bigint, exponent: number): string {
  const negative = minor < 0n;
  const digits = (negative ? -minor : minor).toString().padStart(exponent + 1, '0');
  const whole = digits.slice(0, digits.length - exponent);
  const fraction = digits.slice(digits.length - exponent);
  return `${negative ? '-' : ''}${whole}${exponent > 0 ? `.${fraction}` : ''}`;
}

/** Parses a decimal string into minor units; refuses more fraction digits than the currency has. */
export function parseMinorUnits(decimal: string, exponent: number): bigint {
  const match = DECIMAL.exec(decimal.trim());
  if (!match) throw new RangeError(`not a decimal amount: ${decimal}`);
  const [, sign, whole, fraction = ''] = match;
  if (fraction.length > exponent) throw new RangeError(`too many decimal places for exponent ${exponent}: ${decimal}`);
  const minor = BigInt(whole + fraction.padEnd(exponent, '0'));
  return sign ? -minor : minor;
}

/** Left-pads the integer part of a decimal string with zeros (the jackpot counter shows 10 digits). */
export function padIntegerDigits(decimal: string, digits: number): string {
  const [whole, fraction] = decimal.split('.');
  const padded = (whole ?? '0').padStart(digits, '0');
  return fraction === undefined ? padded : `${padded}.${fraction}`;
}
