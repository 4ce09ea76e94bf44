import { describe, expect, it } from 'vitest';
import { addDays, dayIn, isDay, lastDays } from './site-dates.ts';

describe('site dates', () => {
  it('takes the calendar day in America/Caracas (UTC-4)', () => {
    expect(dayIn(new Date('2025-03-10T02:00:00Z'))).toBe('2025-03-09');
    expect(dayIn(new Date('2025-03-10T04:00:00Z'))).toBe('2025-03-10');
    expect(dayIn(new Date('2025-03-10T02:00:00Z'), 'UTC')).toBe('2025-03-10');
  });

  it('adds days across months and years', () => {
    expect(addDays('2025-03-01', -1)).toBe('2025-02-28');
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
  });

  it('gives today, the last 7 and the last 30 days', () => {
    const now = new Date('2025-03-10T02:00:00Z');
    expect(lastDays(1, now)).toEqual({ start: '2025-03-09', end: '2025-03-09' });
    expect(lastDays(7, now)).toEqual({ start: '2025-03-03', end: '2025-03-09' });
    expect(lastDays(30, now)).toEqual({ start: '2025-02-08', end: '2025-03-09' });
  });

  it('checks day strings', () => {
    expect(isDay('2025-02-28')).toBe(true);
    expect(isDay('2025-02-30')).toBe(false);
    expect(isDay('2025-2-3')).toBe(false);
    expect(isDay('')).toBe(false);
  });
});
