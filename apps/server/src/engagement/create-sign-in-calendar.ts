import { EngagementOperatorCode, type OperatorSignInCalendar } from '@casino/contract/calls/engagement-calls.ts';
import { sql } from 'kysely';
import { FieldError, Refusal } from '../http/reply.ts';
import { inTransaction } from '../ledger/executor.ts';
import { writeAudit } from '../operators/audit-log.ts';
import type { OperatorSession } from '../operators/operator-sessions.ts';
import { findSite } from '../sites/find-site.ts';
import { requireOfferedCurrency } from '../sites/offered-currency.ts';
import { parseAmount } from '../wallet/main-cash.ts';
import type { EngagementContext } from './engagement-context.ts';
import { findOperatorCalendars } from './sign-in-calendars.ts';
import { siteDay } from './site-day.ts';

export type CreateSignInInput = {
  site_id: number;
  currency: string;
  starts_on: string;
  ends_on: string;
  rewards: string[];
  min_turnover: string;
};

/**
 * Opens a sign-in calendar for a site and currency offered there. Calendars of one site and currency never overlap
 * (104), so a member's day has one reward; the check runs under a lock of the site's calendars.
 */
export async function createSignInCalendar(
  ctx: EngagementContext,
  operator: OperatorSession,
  input: CreateSignInInput,
  ip: string,
): Promise<OperatorSignInCalendar> {
  await findSite(ctx.db, input.site_id);
  if (input.ends_on < input.starts_on) throw new FieldError({ ends_on: ['ends_before_start'] });
  if (input.ends_on < siteDay()) throw new FieldError({ ends_on: ['in_the_past'] });
  await requireOfferedCurrency(ctx.db, input.site_id, input.currency, EngagementOperatorCode.currencyNotOffered);
  const rewards = input.rewards.map((r, i) => {
    const amount = parseAmount(r, input.currency);
    if (amount === undefined) throw new FieldError({ [`rewards.${i}`]: ['amount_precision'] });
    if (amount <= 0n) throw new FieldError({ [`rewards.${i}`]: ['amount_positive'] });
    return amount;
  });
  const minTurnover = parseAmount(input.min_turnover, input.currency);
  if (minTurnover === undefined) throw new FieldError({ min_turnover: ['amount_precision'] });
  const id = await inTransaction(ctx.db, async (trx) => {
    // One creator at a time per site, so that two overlapping calendars cannot both pass the check.
    await sql`select pg_advisory_xact_lock(7272, ${input.site_id})`.execute(trx);
    const overlapping = await trx
      .selectFrom('sign_in_calendars')
      .select('id')
      .where('site_id', '=', input.site_id)
      .where('currency_code', '=', input.currency)
      .where('cancelled_at', 'is', null)
      .where(sql<boolean>`starts_on <= ${input.ends_on}::date and ends_on >= ${input.starts_on}::date`)
      .executeTakeFirst();
    if (overlapping)
      throw new Refusal(EngagementOperatorCode.overlapping, 'operator.sign_in_overlapping', { id: overlapping.id });
    const row = await trx
      .insertInto('sign_in_calendars')
      .values({
        site_id: input.site_id,
        currency_code: input.currency,
        starts_on: input.starts_on,
        ends_on: input.ends_on,
        rewards: rewards.map(String),
        min_turnover: minTurnover,
        created_by: operator.operatorId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await writeAudit(trx, {
      operatorId: operator.operatorId,
      action: 'sign_in.create',
      target: `sign_in:${row.id}`,
      details: { ...input },
      ip,
    });
    return row.id;
  });
  const [created] = await findOperatorCalendars(ctx.db, { id, limit: 1 });
  if (!created) throw new Error(`calendar ${id} vanished`);
  return created;
}
