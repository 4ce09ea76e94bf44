import { DEFAULT_TIMEZONE } from '@casino/contract/constants.ts';

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: DEFAULT_TIMEZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The site's calendar day (America/Caracas, SPEC section 9) of an instant, as YYYY-MM-DD. */
export function siteDay(at: Date = new Date()): string {
  return dayFormat.format(at);
}

/** The calendar day before or after a YYYY-MM-DD day. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The instant a site day begins (midnight in America/Caracas). */
export function siteDayStart(day: string): Date {
  // The offset of the zone at noon of that day (the zone keeps one offset all day).
  const noon = new Date(`${day}T12:00:00Z`);
  const local = new Date(noon.toLocaleString('en-US', { timeZone: DEFAULT_TIMEZONE }));
  const utc = new Date(noon.toLocaleString('en-US', { timeZone: 'UTC' }));
  const offsetMs = local.getTime() - utc.getTime();
  return new Date(new Date(`${day}T00:00:00Z`).getTime() - offsetMs);
}
