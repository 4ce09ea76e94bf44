import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatTime } from './date-format.ts';

// 00:05:09 UTC on 24 November is 20:05:09 on 23 November in Caracas (UTC-4).
const INSTANT = '2026-11-24T00:05:09Z';
const INSTANT_MS = Date.UTC(2026, 10, 24, 0, 5, 9);

describe('formatDateTime', () => {
  it('writes an instant in the site time zone, in the order of each language, on a 24-hour clock', () => {
    expect(formatDateTime(INSTANT, 'en_US')).toBe('11/23/2026, 20:05:09');
    expect(formatDateTime(INSTANT, 'zh_CN')).toBe('2026/11/23 20:05:09');
    expect(formatDateTime(INSTANT, 'ja_JP')).toBe('2026/11/23 20:05:09');
    expect(formatDateTime(INSTANT, 'hi_IN')).toBe('23/11/2026, 20:05:09');
    expect(formatDateTime(INSTANT, 'en_US', { timeZone: 'UTC' })).toBe('11/24/2026, 00:05:09');
  });

  it('keeps the Gregorian year and Latin digits in every language', () => {
    // Thai would otherwise count Buddhist years (2569) and Bengali and Burmese would use their own digits.
    expect(formatDateTime(INSTANT, 'th_TH')).toBe('23/11/2026 20:05:09');
    expect(formatDateTime(INSTANT, 'bn_BD')).toMatch(/^23\/11\/2026,? 20:05:09$/);
    expect(formatDateTime(INSTANT, 'my_MM')).toMatch(/2026/);
    expect(formatDateTime(INSTANT, 'my_MM')).not.toMatch(/[၀-၉]/);
  });

  it('takes milliseconds since the epoch as well, and leaves the seconds out when asked', () => {
    expect(formatDateTime(INSTANT_MS, 'en_US')).toBe('11/23/2026, 20:05:09');
    expect(formatDateTime(INSTANT, 'en_US', { seconds: false })).toBe('11/23/2026, 20:05');
  });

  it('shows text that is no date as it came', () => {
    expect(formatDateTime('not a date', 'en_US')).toBe('not a date');
  });
});

describe('formatTime', () => {
  it('writes the time of day in the site time zone on a 24-hour clock, as the date and time end', () => {
    expect(formatTime(INSTANT, 'en_US')).toBe('20:05:09');
    expect(formatTime(INSTANT_MS, 'zh_CN')).toBe('20:05:09');
    expect(formatTime(INSTANT, 'en_US', { timeZone: 'UTC' })).toBe('00:05:09');
    expect(formatDateTime(INSTANT, 'en_US').endsWith(formatTime(INSTANT, 'en_US'))).toBe(true);
    // Midnight is 00, never 24, and the afternoon never has an AM/PM mark.
    expect(formatTime('2026-11-24T04:00:00Z', 'en_US')).toBe('00:00:00');
    expect(formatTime('2026-11-23T17:30:00Z', 'ko_KR')).toBe('13:30:00');
  });

  it('keeps Latin digits in every language, and leaves the seconds out when asked', () => {
    expect(formatTime(INSTANT, 'bn_BD')).toBe('20:05:09');
    expect(formatTime(INSTANT, 'my_MM')).toBe('20:05:09');
    expect(formatTime(INSTANT, 'th_TH', { seconds: false })).toBe('20:05');
  });

  it('shows text that is no date as it came', () => {
    expect(formatTime('not a date', 'en_US')).toBe('not a date');
    expect(formatTime(Number.NaN, 'en_US')).toBe('NaN');
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
    expect(formatDate(INSTANT_MS, 'en_US')).toBe('11/23/2026');
    expect(formatDate(INSTANT_MS, 'en_US', { timeZone: 'UTC' })).toBe('11/24/2026');
  });

  it('shows text that is no date as it came', () => {
    expect(formatDate('2026-13-45x', 'en_US')).toBe('2026-13-45x');
  });
});
