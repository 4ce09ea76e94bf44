import { describe, expect, it } from 'vitest';
import { addDays, dayIn, isDay } from '../../lib/site-dates.ts';
import { matchingPreset, presetRange } from './dates.ts';

describe('record days in America/Caracas', () => {
  // 03:30 UTC on 1 March is still 28 February in Caracas (UTC-4).
  const now = new Date('2025-03-01T03:30:00Z');

  it('takes today from the site time zone, not from UTC', () => {
    expect(dayIn(now)).toBe('2025-02-28');
    expect(dayIn(new Date('2025-03-01T04:00:00Z'))).toBe('2025-03-01');
  });

  it('moves across month and year ends', () => {
    expect(addDays('2025-03-01', -1)).toBe('2025-02-28');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('2025-01-01', -6)).toBe('2024-12-26');
  });

  it('gives the presets with both ends included', () => {
    expect(presetRange('today', now)).toEqual({ start: '2025-02-28', end: '2025-02-28' });
    expect(presetRange('yesterday', now)).toEqual({ start: '2025-02-27', end: '2025-02-27' });
    expect(presetRange('last7', now)).toEqual({ start: '2025-02-22', end: '2025-02-28' });
    expect(presetRange('last30', now)).toEqual({ start: '2025-01-30', end: '2025-02-28' });
    expect(matchingPreset({ start: '2025-02-22', end: '2025-02-28' }, now)).toBe('last7');
    expect(matchingPreset({ start: '2025-02-21', end: '2025-02-28' }, now)).toBeNull();
  });

  it('checks days', () => {
    expect(isDay('2025-02-28')).toBe(true);
    expect(isDay('2025-02-30')).toBe(false);
    expect(isDay('28/02/2025')).toBe(false);
  });
});
