import { describe, expect, it } from 'vitest';
import { formatMoney, moneyLocale } from './money-format.ts';

/** Intl separates some symbols with a no-break space; the tests read it as a plain one. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatMoney', () => {
  it('writes every amount of one language and currency the same way, with the site symbol', () => {
    expect(formatMoney('1000.00', 'USD', 'en_US')).toBe('$1,000.00');
    expect(formatMoney('1000', 'USD', 'en_US')).toBe('$1,000.00');
    expect(formatMoney('0.5', 'USD', 'en_US')).toBe('$0.50');
    expect(formatMoney('1234567.50', 'RMB', 'zh_CN')).toBe('¥1,234,567.50');
    expect(formatMoney('1234567.50', 'RMB', 'zh_TW')).toBe('¥1,234,567.50');
    expect(formatMoney('1234567.50', 'THB', 'th_TH')).toBe('฿1,234,567.50');
  });

  it('groups rupees in lakhs and crores as Intl does for India', () => {
    expect(formatMoney('100000.00', 'INR', 'hi_IN')).toBe('₹1,00,000.00');
    expect(formatMoney('12345678.90', 'INR', 'ta_IN')).toBe('₹1,23,45,678.90');
    // An English page of an INR site writes rupees as English does in India.
    expect(moneyLocale('en_US', 'INR')).toBe('en-IN');
    expect(formatMoney('100000.00', 'INR', 'en_US')).toBe('₹1,00,000.00');
    expect(formatMoney('100000.00', 'USD', 'en_US')).toBe('$100,000.00');
    expect(plain(formatMoney('1234567.00', 'BDT', 'bn_BD'))).toBe('12,34,567.00৳');
  });

  it('shows no decimals for currencies that have none in the currency table', () => {
    expect(plain(formatMoney('1234567', 'VND', 'vi_VN'))).toBe('1.234.567 ₫');
    expect(formatMoney('1234567', 'VND', 'en_US')).toBe('₫1,234,567');
    expect(formatMoney('50000', 'WON', 'ko_KR')).toBe('₩50,000');
    expect(formatMoney('50000', 'JPY', 'ja_JP')).toBe('¥50,000');
  });

  it('keeps the symbols of SPEC section 9 where Intl has others, and Latin digits in every script', () => {
    expect(plain(formatMoney('1234.5', 'MMK', 'my_MM'))).toBe('1,234.50 K');
    expect(formatMoney('1234.5', 'BDT', 'bn_BD')).not.toMatch(/[০-৯]/);
    expect(formatMoney('1234.5', 'NGN', 'en_US')).toBe('₭1,234.50');
  });

  it('is exact for amounts beyond a float', () => {
    expect(formatMoney('12345678901234567.89', 'USD', 'en_US')).toBe('$12,345,678,901,234,567.89');
  });

  it('writes the sign of money in and out when asked, never on zero', () => {
    expect(formatMoney('500.00', 'INR', 'en_US', { sign: 'always' })).toBe('+₹500.00');
    expect(formatMoney('-200.00', 'INR', 'en_US', { sign: 'always' })).toBe('-₹200.00');
    expect(formatMoney('0.00', 'INR', 'en_US', { sign: 'always' })).toBe('₹0.00');
    expect(formatMoney('-10.5', 'INR', 'en_US')).toBe('-₹10.50');
  });

  it('shows a currency outside the table by its code, and text that is no amount as it came', () => {
    expect(formatMoney('3', 'EUR', 'en_US')).toBe('€3.00');
    expect(formatMoney('3.00', 'X1', 'en_US')).toBe('3.00 X1');
    expect(formatMoney('n/a', 'USD', 'en_US')).toBe('n/a');
    expect(formatMoney('1e5', 'USD', 'en_US')).toBe('1e5');
  });

  it('takes the language as the site writes it or as a BCP 47 tag', () => {
    expect(formatMoney('1000', 'RMB', 'zh-CN')).toBe(formatMoney('1000', 'RMB', 'zh_CN'));
  });

  it("writes a game's places where they differ from the currency's own", () => {
    expect(plain(formatMoney('0.5', 'VND', 'vi_VN', { decimals: 2 }))).toBe('0,50 ₫');
    expect(formatMoney('1250', 'USD', 'en_US', { decimals: 0 })).toBe('$1,250');
  });
});
