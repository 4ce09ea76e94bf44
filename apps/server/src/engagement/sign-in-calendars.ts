import type { OperatorSignInCalendar } from '@casino/contract/calls/engagement-calls.ts';
import { sql } from 'kysely';
import type { Executor } from '../ledger/executor.ts';
import { formatAmount } from '../wallet/main-cash.ts';
import { siteDay } from './site-day.ts';

export type CalendarRow = {
  id: number;
  site_id: number;
  currency_code: string;
  starts_on: string;
  ends_on: string;
  rewards: bigint[];
  min_turnover: bigint;
  cancelled_at: Date | null;
  created_at: Date;
};

/** Calendars with their days as YYYY-MM-DD and rewards as minor units (the drivers disagree on dates and arrays). */
export function selectCalendars(executor: Executor) {
  return executor
    .selectFrom('sign_in_calendars as c')
    .select([
      'c.id',
      'c.site_id',
      'c.currency_code',
      sql<string>`c.starts_on::text`.as('starts_on'),
      sql<string>`c.ends_on::text`.as('ends_on'),
      sql<string[]>`c.rewards::text[]`.as('rewards_text'),
      'c.min_turnover',
      'c.cancelled_at',
      'c.created_at',
    ]);
}

export function toCalendar(row: {
  id: number;
  site_id: number;
  currency_code: string;
  starts_on: string;
  ends_on: string;
  rewards_text: string[];
  min_turnover: bigint;
  cancelled_at: Date | null;
  created_at: Date;
}): CalendarRow {
  const { rewards_text, ...rest } = row;
  return { ...rest, rewards: rewards_text.map((r) => BigInt(r)) };
}

/** The calendar of the site and currency that runs on this site day, if any (the newest when several do). */
export async function runningCalendar(executor: Executor, siteId: number, currency: string, day: string) {
  const row = await selectCalendars(executor)
    .where('c.site_id', '=', siteId)
    .where('c.currency_code', '=', currency)
    .where('c.cancelled_at', 'is', null)
    .where(sql<boolean>`c.starts_on <= ${day}::date and c.ends_on >= ${day}::date`)
    .orderBy('c.id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? toCalendar(row) : undefined;
}

export function calendarStatus(c: CalendarRow, today = siteDay()): OperatorSignInCalendar['status'] {
  if (c.cancelled_at) return 'cancelled';
  if (today < c.starts_on) return 'scheduled';
  if (today > c.ends_on) return 'ended';
  return 'running';
}

/** Calendars as the operators see them, newest first, with check-ins and money paid. */
export async function findOperatorCalendars(
  executor: Executor,
  filter: { siteId?: number; id?: number; limit: number },
): Promise<OperatorSignInCalendar[]> {
  let query = selectCalendars(executor)
    .select((eb) => [
      eb
        .selectFrom('sign_in_claims as s')
        .select(eb.fn.countAll<string>().as('n'))
        .whereRef('s.calendar_id', '=', 'c.id')
        .as('claims'),
      eb
        .selectFrom('sign_in_claims as s')
        .select(sql<string>`coalesce(sum(s.amount), 0)::text`.as('paid'))
        .whereRef('s.calendar_id', '=', 'c.id')
        .as('paid'),
    ])
    .orderBy('c.id', 'desc')
    .limit(filter.limit);
  if (filter.siteId !== undefined) query = query.where('c.site_id', '=', filter.siteId);
  if (filter.id !== undefined) query = query.where('c.id', '=', filter.id);
  const rows = await query.execute();
  return rows.map((row) => {
    const c = toCalendar(row);
    return {
      id: c.id,
      site_id: c.site_id,
      currency: c.currency_code,
      starts_on: c.starts_on,
      ends_on: c.ends_on,
      rewards: c.rewards.map((r) => formatAmount(r, c.currency_code)),
      min_turnover: formatAmount(c.min_turnover, c.currency_code),
      status: calendarStatus(c),
      claims: Number(row.claims ?? 0),
      paid: formatAmount(BigInt(row.paid ?? '0'), c.currency_code),
      created_at: c.created_at.toISOString(),
    };
  });
}
