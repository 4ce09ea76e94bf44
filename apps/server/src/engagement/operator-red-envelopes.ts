import type { OperatorRedEnvelope } from '@casino/contract/calls/engagement-calls.ts';
import type { Executor } from '../ledger/executor.ts';
import { formatAmount } from '../wallet/main-cash.ts';

type Period = { starts_at: Date; ends_at: Date; cancelled_at: Date | null };

/** scheduled, running, ended or cancelled, as of now. */
export function promotionStatus(p: Period, now = new Date()): OperatorRedEnvelope['status'] {
  if (p.cancelled_at) return 'cancelled';
  if (now < p.starts_at) return 'scheduled';
  if (now >= p.ends_at) return 'ended';
  return 'running';
}

/** Promotions as the operators see them, newest first, with each budget's remainder and claims. */
export async function findOperatorRedEnvelopes(
  executor: Executor,
  filter: { siteId?: number; id?: number; limit: number },
): Promise<OperatorRedEnvelope[]> {
  let query = executor.selectFrom('red_envelope_promotions').selectAll().orderBy('id', 'desc').limit(filter.limit);
  if (filter.siteId !== undefined) query = query.where('site_id', '=', filter.siteId);
  if (filter.id !== undefined) query = query.where('id', '=', filter.id);
  const promotions = await query.execute();
  if (promotions.length === 0) return [];
  const budgets = await executor
    .selectFrom('red_envelope_budgets as b')
    .select((eb) => [
      'b.promotion_id',
      'b.currency_code',
      'b.budget',
      'b.remaining',
      'b.min_amount',
      'b.max_amount',
      'b.eligibility_amount',
      eb
        .selectFrom('red_envelope_claims as c')
        .select(eb.fn.countAll<string>().as('n'))
        .whereRef('c.promotion_id', '=', 'b.promotion_id')
        .whereRef('c.currency_code', '=', 'b.currency_code')
        .as('claims'),
    ])
    .where(
      'b.promotion_id',
      'in',
      promotions.map((p) => p.id),
    )
    .orderBy('b.currency_code')
    .execute();
  return promotions.map((p) => ({
    id: p.id,
    site_id: p.site_id,
    title: p.title,
    starts_at: p.starts_at.toISOString(),
    ends_at: p.ends_at.toISOString(),
    eligibility: p.eligibility,
    eligibility_days: p.eligibility_days,
    status: promotionStatus(p),
    budgets: budgets
      .filter((b) => b.promotion_id === p.id)
      .map((b) => ({
        currency: b.currency_code,
        budget: formatAmount(b.budget, b.currency_code),
        remaining: formatAmount(b.remaining, b.currency_code),
        min_amount: formatAmount(b.min_amount, b.currency_code),
        max_amount: formatAmount(b.max_amount, b.currency_code),
        eligibility_amount: formatAmount(b.eligibility_amount, b.currency_code),
        claims: Number(b.claims ?? 0),
      })),
    created_at: p.created_at.toISOString(),
  }));
}
