import { addDays, type DayRange, dayIn, isDay } from '../../lib/site-dates.ts';
import { OPERATION_MAX_DAYS } from './api/operation.ts';

/** This month so far in the site's time zone: its first day up to today, the OperationTable's first period. */
export function thisMonth(now: Date = new Date()): DayRange {
  const today = dayIn(now);
  return { start: `${today.slice(0, 8)}01`, end: today };
}

/** The last day of the month a period (its first day, YYYY-MM-01) names. */
export function monthEnd(period: string): string {
  const [year, month] = period.split('-').map(Number);
  const next = new Date(Date.UTC(year ?? 1970, month ?? 1, 1));
  return addDays(next.toISOString().slice(0, 10), -1);
}

export type PeriodError = 'date' | 'range' | 'too_long';

/** Why the server would refuse a period (code 111), checked before asking: null when it is fine. */
export function periodError({ start, end }: DayRange): PeriodError | null {
  if (!isDay(start) || !isDay(end)) return 'date';
  if (start > end) return 'range';
  if (addDays(start, OPERATION_MAX_DAYS - 1) < end) return 'too_long';
  return null;
}
