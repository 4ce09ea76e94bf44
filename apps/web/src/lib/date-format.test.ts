import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './date-format.ts';

// 00:05:09 UTC on 24 November is 20:05:09 on 23 November in Caracas (UTC-4).
const INSTANT = '2026-11-24T00:05:09Z';

describe('formatDateTime', () => {
  it('writes an instant in the site time zone, in the order of each language, on a 24-hour clock', () => {
    expect(formatDateTime(INSTANT, 'en_US')).toBe('11/23/2026, 20:05:09');
    expect(formatDateTime(INSTANT, 'zh_CN')).toBe('2026/11/23 20:05:09');
    expect(formatDateTime(INSTANT, 'ja_JP')).toBe('2026/11/23 20:05:09');
    expect(formatDateTime(INSTANT, 'hi_IN')).toBe('23/11/2026, 20:05:09');
    expect(formatDateTime(INSTANT, 'en_US', 'UTC')).toBe('11/24/2026, 00:05:09');
  });

  it('keeps the Gregorian year and Latin digits in every language', () => {
    // Thai would otherwise count Buddhist years (2569) and Bengali and Burmese would use their own digits.
    expect(formatDateTime(INSTANT, 'th_TH')).toBe('23/11/2026 20:05:09');
    expect(formatDateTime(INSTANT, 'bn_BD')).toMatch(/^23\/11\/2026,? 20:05:09$/);
    expect(formatDateTime(INSTANT, 'my_MM')).toMatch(/2026/);
    expect(formatDateTime(INSTANT, 'my_MM')).not.toMatch(/[၀-၉]/);
  });

  it('shows text that is no date as it came', () => {
    expect(formatDateTime('not a date', 'en_US')).toBe('not a date');
  });
});

describe('formatDate', () => {
  it('writes a calendar day as that day, in the same order as the date and time', () => {
    expect(formatDate('2026-11-23', 'en_US')).toBe('11/23/2026');
    expect(formatDate('2026-11-23', 'zh_CN')).toBe('2026/11/23');
    expect(formatDate('2026-11-23', 'vi_VN')).toBe('23/11/2026');
    expect(formatDateTime(INSTANT, 'en_US').startsWith(formatDate('2026-11-23', 'en_US'))).toBe(true);
  });

  it('takes the day of an instant in the site time zone', () => {
    expect(formatDate(INSTANT, 'en_US')).toBe('11/23/2026');
  });

  it('shows text that is no date as it came', () => {
    expect(formatDate('2026-13-45x', 'en_US')).toBe('2026-13-45x');
  });
});
