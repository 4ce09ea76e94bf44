import { localeOf } from '@casino/browser/money-format.ts';
import { DEFAULT_TIMEZONE } from '@casino/contract/constants.ts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The one date formatter of the site: every date and time on a page goes through it, in the page language's order
 * and separators ("11/23/2026, 20:05:09" in English, "2026/11/23 20:05:09" in Chinese, "23/11/2026 20:05:09" in
 * Thai), always on the Gregorian calendar with Latin digits and a 24-hour clock, in the site's time zone
 * (America/Caracas, SPEC section 9) that the records' day filters use too.
 */

type Kind = 'date' | 'dateTime';

const DATE: Intl.DateTimeFormatOptions = { year: 'numeric', month: '2-digit', day: '2-digit' };
const TIME: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' };

const formats = new Map<string, Intl.DateTimeFormat>();

function formatFor(kind: Kind, language: string, timeZone: string): Intl.DateTimeFormat {
  const key = `${kind}|${language}|${timeZone}`;
  let format = formats.get(key);
  if (!format) {
    const options: Intl.DateTimeFormatOptions = {
      ...DATE,
      ...(kind === 'dateTime' ? TIME : {}),
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

/** An instant from the server (ISO 8601) as date and time; text that is no date is shown as it came. */
export function formatDateTime(value: string, language: string, timeZone: string = DEFAULT_TIMEZONE): string {
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime())) return value;
  return formatFor('dateTime', language, timeZone).format(instant);
}

/**
 * A date alone: a calendar day as the records take it (YYYY-MM-DD, shown as that day whatever the time zone), or
 * the day of an instant in the site's time zone.
 */
export function formatDate(value: string, language: string, timeZone: string = DEFAULT_TIMEZONE): string {
  const day = DAY.exec(value);
  if (day) {
    const [, y, m, d] = day;
    const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
    return Number.isNaN(date.getTime()) ? value : formatFor('date', language, 'UTC').format(date);
  }
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime())) return value;
  return formatFor('date', language, timeZone).format(instant);
}

export type DateFormat = { dateTime: (value: string) => string; date: (value: string) => string };

/** formatDateTime and formatDate in the page's language. */
export function useDateFormat(): DateFormat {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(
    () => ({ dateTime: (value) => formatDateTime(value, language), date: (value) => formatDate(value, language) }),
    [language],
  );
}
