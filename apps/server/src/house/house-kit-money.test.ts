import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { CURRENCIES, CURRENCY_CODES } from '@casino/contract/currencies.ts';
import { describe, expect, it } from 'vitest';

/**
 * The money of the house's own pages (slot, tables, live tables, virtual football and cockfight) is written as the
 * site writes it (docs/decisions/0021): the kit's formatter, run as a browser runs it.
 */
type Money = { set: (currency: string, decimals: number) => void; format: (text: string) => string };
const kit = (() => {
  const window: { HouseKit?: { moneyOf: (language: string) => Money } } = {};
  runInNewContext(readFileSync(join(import.meta.dirname, 'page-kit', 'house-kit.js'), 'utf8'), { window, Intl, document: {} });
  return window.HouseKit!;
})();

const format = (language: string, currency: string, decimals: number, amount: string) => {
  const money = kit.moneyOf(language);
  money.set(currency, decimals);
  return money.format(amount);
};

describe('house pages money', () => {
  it('writes amounts with the site symbol where the language puts it, Latin digits, as the site does', () => {
    expect(format('zh_CN', 'RMB', 2, '5.00')).toBe('¥5.00');
    expect(format('en_US', 'RMB', 2, '5.00')).toBe('¥5.00');
    expect(format('th_TH', 'INR', 2, '500.00')).toBe('₹500.00');
    expect(format('hi_IN', 'INR', 2, '100000.00')).toBe('₹1,00,000.00');
    expect(format('en_US', 'INR', 2, '100000.00')).toBe('₹1,00,000.00');
    expect(format('vi_VN', 'VND', 0, '1000')).toBe('1.000\u00a0₫');
    expect(format('my_MM', 'USD', 2, '12.5')).not.toMatch(/[၀-၉]/);
  });

  it("uses the contract's currency symbols", () => {
    for (const currency of CURRENCY_CODES) {
      expect(format('en_US', currency, CURRENCIES[currency].exponent, '1'), currency).toContain(CURRENCIES[currency].symbol);
    }
  });
});
