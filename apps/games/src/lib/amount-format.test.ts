import { describe, expect, it } from 'vitest';
import { formatAmount, toMajor, toMinor } from './amount-format.ts';

describe('amounts on the game pages', () => {
  it('are grouped as the language writes them, in Latin digits, with the decimals they are written with', () => {
    expect(formatAmount('1250000.50', 'en_US')).toBe('1,250,000.50');
    expect(formatAmount('1250000.50', 'hi_IN')).toBe('12,50,000.50');
    expect(formatAmount('1250.5', 'vi_VN')).toBe('1.250,5');
    expect(formatAmount('2000', 'th_TH')).toBe('2,000');
    expect(formatAmount('0.1234', 'en_US')).toBe('0.1234');
  });

  it('show text that is not a number as it is', () => {
    expect(formatAmount('–', 'en_US')).toBe('–');
    expect(formatAmount('', 'en_US')).toBe('');
  });

  it('turn to minor units and back', () => {
    expect(toMinor('12.35', 2)).toBe(1235);
    expect(toMajor(1235, 2)).toBe('12.35');
    expect(toMajor(5, 0)).toBe('5');
  });
});
