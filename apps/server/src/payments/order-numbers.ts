import { randomInt } from 'node:crypto';

const CARACAS_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Caracas',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The site's calendar day (America/Caracas) as YYYYMMDD. */
export function siteDay(at = new Date()): string {
  return CARACAS_DAY.format(at).replace(/-/g, '');
}

/**
 * An order number: D (deposit) or W (withdrawal), the site's day, and 12 random digits, e.g. D20250131048213377251.
 * Unique by the database's index; callers draw again on the rare collision.
 */
export function newOrderNumber(prefix: 'D' | 'W', at = new Date()): string {
  const random = `${randomInt(0, 1_000_000).toString().padStart(6, '0')}${randomInt(0, 1_000_000).toString().padStart(6, '0')}`;
  return `${prefix}${siteDay(at)}${random}`;
}
