import { siteDayStart } from '../../engagement/site-day.ts';

/**
 * Commission is settled per calendar month of site days (America/Caracas, SPEC section 9), the period of the agent
 * plans operators publish. A period is named by its first day, YYYY-MM-01.
 */
export function periodOf(siteDay: string): string {
  return `${siteDay.slice(0, 7)}-01`;
}

/** The first day of the month after (or before, with -1) a period. */
export function shiftPeriod(periodStart: string, months: number): string {
  const date = new Date(`${periodStart}T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.toISOString().slice(0, 10);
}

/** The instants a period covers: from its first site day's start to the next period's. */
export function periodBounds(periodStart: string): { from: Date; to: Date } {
  return { from: siteDayStart(periodStart), to: siteDayStart(shiftPeriod(periodStart, 1)) };
}
