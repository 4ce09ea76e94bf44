import { DEFAULT_TIMEZONE } from '@casino/contract/constants.ts';

/** A calendar day as the records calls take it: YYYY-MM-DD. */
export type Day = string;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isDay(value: string): boolean {
  const match = DAY.exec(value);
  if (!match) return false;
  const [, y, m, d] = match;
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  return date.getUTCFullYear() === Number(y) && date.getUTCMonth() === Number(m) - 1 && date.getUTCDate() === Number(d);
}

/** The calendar day of an instant in a time zone (the site's, America/Caracas, unless told). */
export function dayIn(instant: Date, timeZone: string = DEFAULT_TIMEZONE): Day {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(
    instant,
  );
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** The day so many days before (negative) or after (positive) the given one. */
export function addDays(day: Day, days: number): Day {
  const match = DAY.exec(day);
  if (!match) throw new RangeError(`not a day: ${day}`);
  const [, y, m, d] = match;
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d) + days));
  return date.toISOString().slice(0, 10);
}

export type DayRange = { start: Day; end: Day };

/** The last `count` days up to and including today in the site's time zone (1: today only). */
export function lastDays(count: number, now: Date = new Date(), timeZone: string = DEFAULT_TIMEZONE): DayRange {
  const end = dayIn(now, timeZone);
  return { start: addDays(end, -(Math.max(1, Math.floor(count)) - 1)), end };
}
