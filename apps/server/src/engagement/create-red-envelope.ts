import {
  EngagementOperatorCode,
  type OperatorRedEnvelope,
  type RedEnvelopeEligibility,
} from '@casino/contract/calls/engagement-calls.ts';
import { FieldError, Refusal } from '../http/reply.ts';
import { inTransaction } from '../ledger/executor.ts';
import { writeAudit } from '../operators/audit-log.ts';
import type { OperatorSession } from '../operators/operator-sessions.ts';
import { findSite } from '../sites/find-site.ts';
import { parseAmount } from '../wallet/main-cash.ts';
import type { EngagementContext } from './engagement-context.ts';
import { findOperatorRedEnvelopes } from './operator-red-envelopes.ts';
import { announceRedEnvelope } from './red-envelope-events.ts';

export type CreateRedEnvelopeInput = {
  site_id: number;
  title: Partial<Record<string, string>>;
  starts_at: string;
  ends_at: string;
  eligibility: RedEnvelopeEligibility;
  eligibility_days: number;
  budgets: { currency: string; budget: string; min_amount: string; max_amount: string; eligibility_amount: string }[];
};

function minor(value: string, currency: string, field: string): bigint {
  const amount = parseAmount(value, currency);
  if (amount === undefined) throw new FieldError({ [field]: ['amount_precision'] });
  return amount;
}

/**
 * Schedules a red-envelope promotion with one budget per currency (each offered on the site, with
 * 0 < min <= max <= budget), and its audit row. A promotion that runs already is announced at once; one that starts
 * later is announced by the worker when it starts.
 */
export async function createRedEnvelope(
  ctx: EngagementContext,
  operator: OperatorSession,
  input: CreateRedEnvelopeInput,
  ip: string,
): Promise<OperatorRedEnvelope> {
  await findSite(ctx.db, input.site_id);
  const startsAt = new Date(input.starts_at);
  const endsAt = new Date(input.ends_at);
  if (endsAt <= startsAt) throw new FieldError({ ends_at: ['ends_before_start'] });
  if (endsAt <= new Date()) throw new FieldError({ ends_at: ['in_the_past'] });
  const currencies = input.budgets.map((b) => b.currency);
  if (new Set(currencies).size !== currencies.length) throw new FieldError({ budgets: ['duplicate_currency'] });
  const offered = await ctx.db
    .selectFrom('site_currencies')
    .select('currency_code')
    .where('site_id', '=', input.site_id)
    .execute();
  const offeredSet = new Set(offered.map((r) => r.currency_code));
  if (currencies.some((c) => !offeredSet.has(c))) {
    throw new Refusal(EngagementOperatorCode.currencyNotOffered, 'operator.currency_not_offered');
  }
  const budgets = input.budgets.map((b, i) => {
    const row = {
      currency_code: b.currency,
      budget: minor(b.budget, b.currency, `budgets.${i}.budget`),
      min_amount: minor(b.min_amount, b.currency, `budgets.${i}.min_amount`),
      max_amount: minor(b.max_amount, b.currency, `budgets.${i}.max_amount`),
      eligibility_amount: minor(b.eligibility_amount, b.currency, `budgets.${i}.eligibility_amount`),
    };
    if (row.min_amount <= 0n) throw new FieldError({ [`budgets.${i}.min_amount`]: ['amount_positive'] });
    if (row.max_amount < row.min_amount) throw new FieldError({ [`budgets.${i}.max_amount`]: ['max_below_min'] });
    if (row.budget < row.max_amount) throw new FieldError({ [`budgets.${i}.budget`]: ['budget_below_max'] });
    return row;
  });
  const running = startsAt <= new Date();
  const id = await inTransaction(ctx.db, async (trx) => {
    const promotion = await trx
      .insertInto('red_envelope_promotions')
      .values({
        site_id: input.site_id,
        title: JSON.stringify(input.title),
        starts_at: startsAt,
        ends_at: endsAt,
        eligibility: input.eligibility,
        eligibility_days: input.eligibility_days,
        announced_at: running ? new Date() : null,
        created_by: operator.operatorId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('red_envelope_budgets')
      .values(budgets.map((b) => ({ ...b, promotion_id: promotion.id, remaining: b.budget })))
      .execute();
    await writeAudit(trx, {
      operatorId: operator.operatorId,
      action: 'red_envelope.create',
      target: `red_envelope:${promotion.id}`,
      details: { ...input },
      ip,
    });
    return promotion.id;
  });
  if (running) announceRedEnvelope(ctx.realtime, { id, site_id: input.site_id }, currencies);
  const [created] = await findOperatorRedEnvelopes(ctx.db, { id, limit: 1 });
  if (!created) throw new Error(`promotion ${id} vanished`);
  return created;
}
