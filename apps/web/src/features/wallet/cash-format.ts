import { isCurrencyCode } from '@casino/contract/currencies.ts';
import { currencySymbol } from '../../lib/site-currency.ts';

/** The symbol of a currency of SPEC section 9 (₹, $, ₫ ...), or the code itself for an unknown one. */
export function symbolOf(currency: string): string {
  return isCurrencyCode(currency) ? currencySymbol(currency) : currency;
}

export type Direction = 'in' | 'out' | 'none';

const DECIMAL = /^([-+])?(\d+)(?:\.(\d+))?$/;

function parseDecimal(value: string): { negative: boolean; digits: string; fraction: string } | null {
  const match = DECIMAL.exec(value.trim());
  if (!match) return null;
  return { negative: match[1] === '-', digits: match[2] ?? '0', fraction: match[3] ?? '' };
}

/** Whether a signed amount of the record put money in, took it out, or is zero. */
export function directionOf(amount: string): Direction {
  const parsed = parseDecimal(amount);
  if (!parsed || /^0*$/.test(parsed.digits + parsed.fraction)) return 'none';
  return parsed.negative ? 'out' : 'in';
}

function toScaled(value: string, scale: number): bigint | null {
  const parsed = parseDecimal(value);
  if (!parsed || parsed.fraction.length > scale) return null;
  const units = BigInt(parsed.digits + parsed.fraction.padEnd(scale, '0'));
  return parsed.negative ? -units : units;
}

function fromScaled(units: bigint, scale: number): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const fraction = digits.slice(digits.length - scale);
  return `${negative ? '-' : ''}${whole}${scale > 0 ? `.${fraction}` : ''}`;
}

/**
 * total - before + after, in exact decimal arithmetic (amounts are decimal strings on the wire, never floats). When
 * an input is not a decimal the total is returned unchanged.
 */
export function replaceDecimalPart(total: string, before: string, after: string): string {
  const scale = Math.max(...[total, before, after].map((v) => parseDecimal(v)?.fraction.length ?? 0));
  const t = toScaled(total, scale);
  const b = toScaled(before, scale);
  const a = toScaled(after, scale);
  if (t === null || b === null || a === null) return total;
  return fromScaled(t - b + a, scale);
}
