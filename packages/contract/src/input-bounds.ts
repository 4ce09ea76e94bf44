import { z } from 'zod';

/*
 * Bounds every request value meets before it reaches the database: ids fit the int4 columns that hold them, days
 * exist in the calendar, and no string carries a NUL character (PostgreSQL text cannot hold one). A value beyond
 * them gets the contract's validation error instead of a database failure (docs/security.md, malformed input).
 */

/** The largest value of a PostgreSQL integer (int4) column: every id and counter a request names is int4. */
export const INT4_MAX = 2_147_483_647;

/** A row id of an int4 column (site, member, game, provider, order, bank account ...), a number or numeric string. */
export const rowId = z.lazy(() => z.coerce.number().int().min(1).max(INT4_MAX));

const DAY_FORMAT = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether text is a day that exists, written YYYY-MM-DD, in the years 0001 to 9999: 2024-02-30 is not one. */
export function isCalendarDate(text: string): boolean {
  const match = DAY_FORMAT.exec(text);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const daysInMonth = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] as number;
  return day <= daysInMonth;
}

/** A calendar day YYYY-MM-DD that exists; message is the error of anything else. */
export const calendarDate = (message = 'date_format') => z.string().regex(DAY_FORMAT, message).refine(isCalendarDate, message);

/**
 * Where a request body carries a NUL character, in a string or in an object key: the path of the first one found
 * (dot-separated, '' for the body itself), or undefined when there is none. Walks without recursion, so that no
 * nesting depth can exhaust the stack.
 */
export function nulCharacterPath(body: unknown): string | undefined {
  const pending: [unknown, string][] = [[body, '']];
  while (pending.length > 0) {
    const [value, path] = pending.pop() as [unknown, string];
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return path;
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (key.includes('\u0000')) return path;
        pending.push([item, path === '' ? key : `${path}.${key}`]);
      }
    }
  }
  return undefined;
}
