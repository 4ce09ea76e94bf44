import { describe, expect, it } from 'vitest';
import { formatMinorUnits, padIntegerDigits, parseMinorUnits } from './money.ts';

describe('money in minor units', () => {
  it('formats minor units with the currency exponent', () => {
    expect(formatMinorUnits(123456n, 2)).toBe('1234.56');
    expect(formatMinorUnits(5n, 2)).toBe('0.05');
    expect(formatMinorUnits(0n, 2)).toBe('0.00');
    expect(formatMinorUnits(-1050n, 2)).toBe('-10.50');
    expect(formatMinorUnits(98765n, 0)).toBe('98765');
  });

  it('parses decimal strings exactly, with no floating point', () => {
    expect(parseMinorUnits('0.1', 2)).toBe(10n);
    expect(parseMinorUnits('12345678901234567.89', 2)).toBe(1234567890123456789n);
    expect(parseMinorUnits('-3', 2)).toBe(-300n);
    expect(parseMinorUnits('500', 0)).toBe(500n);
  });

  it('refuses more decimals than the currency has, and anything not a number', () => {
    expect(() => parseMinorUnits('1.005', 2)).toThrow(RangeError);
    expect(() => parseMinorUnits('1.5', 0)).toThrow(RangeError);
    expect(() => parseMinorUnits('1e5', 2)).toThrow(RangeError);
    expect(() => parseMinorUnits('', 2)).toThrow(RangeError);
  });

  it('round-trips every amount through format and parse', () => {
    for (const exponent of [0, 2, 3]) {
      for (let i = 0; i < 500; i++) {
        const minor = BigInt(Math.floor(Math.random() * 1e12)) * (i % 2 ? -1n : 1n);
        expect(parseMinorUnits(formatMinorUnits(minor, exponent), exponent)).toBe(minor);
      }
    }
  });

  it('pads the integer digits of the jackpot to ten', () => {
    expect(padIntegerDigits('13333333.22', 10)).toBe('0013333333.22');
    expect(padIntegerDigits('98765432100', 10)).toBe('98765432100');
    expect(padIntegerDigits('0', 10)).toBe('0000000000');
  });
});
