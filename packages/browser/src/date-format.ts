import { DEFAULT_TIMEZONE } from '@casino/contract/constants.ts';
import { localeOf } from './money-format.ts';

/**
 * The one date format of the site and the game pages: every date and time on a page goes through it, in the page
 * language's order and separators ("11/23/2026, 20:05:09" in English, "2026/11/23 20:05:09" in Chinese,
 * "23/11/2026 20:05:09" in Thai), always on the Gregorian calendar with Latin digits and a 24-hour clock, in the
 * site's time zone (America/Caracas, SPEC section 9) that the records' day filters use too.
 */

/** An instant as the server sends it: ISO 8601 text, or milliseconds since the epoch. */
export type Instant = string | number;

export type DateFormatOptions = {
  /** Defaults to the site's time zone. */
  timeZone?: string;
  /** Whether a time shows its seconds; it does unless told not to. */
  seconds?: boolean;
};

type Kind = 'date' | 'dateTime' | 'time';

const DATE: Intl.DateTimeFormatOptions = { year: 'numeric', month: '2-digit', day: '2-digit' };
const TIME: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };

const formats = new Map<string, Intl.DateTimeFormat>();

function formatFor(kind: Kind, language: string, timeZone: string, seconds: boolean): Intl.DateTimeFormat {
  const key = `${kind}|${language}|${timeZone}|${seconds}`;
  let format = formats.get(key);
  if (!format) {
    const options: Intl.DateTimeFormatOptions = {
      ...(kind === 'time' ? {} : DATE),
      ...(kind === 'date' ? {} : { ...TIME, ...(seconds ? { second: '2-digit' } : {}) }),
      timeZone,
      calendar: 'gregory',
      numberingSystem: 'latn',
    };
    try {
      format = new Intl.DateTimeFormat(localeOf(language), options);
    } catch {
      format = new Intl.DateTimeFormat('en-US', options);
    }
    formats.set(key, format);
  }
  return format;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function formatInstant(kind: Kind, value: Instant, language: string, options: DateFormatOptions): string {
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime())) return String(value);
  return formatFor(kind, language, options.timeZone ?? DEFAULT_TIMEZONE, options.seconds ?? true).format(instant);
}

/** An instant as date and time; text that is no date is shown as it came. */
export function formatDateTime(value: Instant, language: string, options: DateFormatOptions = {}): string {
  return formatInstant('dateTime', value, language, options);
}

/** An instant's time of day alone ("20:05:09"); text that is no date is shown as it came. */
export function formatTime(value: Instant, language: string, options: DateFormatOptions = {}): string {
  return formatInstant('time', value, language, options);
}

/**
 * A date alone: a calendar day as the records take it (YYYY-MM-DD, shown as that day whatever the time zone), or
 * the day of an instant in the site's time zone.
 */
export function formatDate(value: Instant, language: string, options: DateFormatOptions = {}): string {
  const day = typeof value === 'string' ? DAY.exec(value) : null;
  if (day) {
    const [, y, m, d] = day;
    const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
    return Number.isNaN(date.getTime()) ? String(value) : formatFor('date', language, 'UTC', false).format(date);
  }
  return formatInstant('date', value, language, options);
}
