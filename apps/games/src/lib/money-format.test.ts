import { CURRENCIES, CURRENCY_CODES } from '@casino/contract/currencies.ts';
import { describe, expect, it } from 'vitest';
import { moneyFormat, writtenDecimals } from './money-format.ts';

describe('money in the site format', () => {
  it('writes the currency table symbol, the language grouping and the decimals asked', () => {
    expect(moneyFormat('zh_CN', 'RMB', 2)('500')).toBe('¥500.00');
    expect(moneyFormat('en_US', 'INR', 2)('100000')).toBe('₹1,00,000.00');
    expect(moneyFormat('en_US', 'USD', 0)('1250')).toBe('$1,250');
    expect(moneyFormat('th_TH', 'INR', 2)('500.00')).toBe('₹500.00');
    expect(moneyFormat('hi_IN', 'INR', 2)('100000.00')).toBe('₹1,00,000.00');
    expect(moneyFormat('vi_VN', 'VND', 0)('1000')).toBe('1.000\u00a0₫');
    expect(moneyFormat('my_MM', 'USD', 2)('12.5')).not.toMatch(/[၀-၉]/);
  });

  it("uses the contract's currency symbols", () => {
    for (const currency of CURRENCY_CODES) {
      expect(moneyFormat('en_US', currency, CURRENCIES[currency].exponent)('1'), currency).toContain(CURRENCIES[currency].symbol);
    }
  });

  it('shows a dash for no amount and text that is not a number as it is', () => {
    const money = moneyFormat('en_US', 'USD', 2);
    expect(money(null)).toBe('–');
    expect(money('n/a')).toBe('n/a');
  });

  it('reads the places an amount is written with', () => {
    expect(writtenDecimals('5.00')).toBe(2);
    expect(writtenDecimals('500')).toBe(0);
    expect(writtenDecimals(undefined)).toBe(0);
  });
});
