import type { RedEnvelope } from '@casino/contract/calls/engagement-calls.ts';
import { pickText } from '../content/localised-text.ts';
import type { Executor } from '../ledger/executor.ts';
import type { MemberSession } from '../members/session-tokens.ts';
import { formatAmount } from '../wallet/main-cash.ts';
import { memberActivitySince } from './member-activity.ts';

const DAY_MS = 86_400_000;

type RunningEnvelope = {
  id: number;
  site_id: number;
  title: Record<string, string>;
  starts_at: Date;
  ends_at: Date;
  eligibility: 'none' | 'deposit' | 'wager';
  eligibility_days: number;
  currency_code: string;
  remaining: bigint;
  min_amount: bigint;
  max_amount: bigint;
  eligibility_amount: bigint;
};

/** Running promotions of the member's site and currency; by default only those with money left. */
export function runningEnvelopes(executor: Executor, member: Pick<MemberSession, 'siteId' | 'currency'>, now = new Date()) {
  return executor
    .selectFrom('red_envelope_promotions as p')
    .innerJoin('red_envelope_budgets as b', 'b.promotion_id', 'p.id')
    .select([
      'p.id',
      'p.site_id',
      'p.title',
      'p.starts_at',
      'p.ends_at',
      'p.eligibility',
      'p.eligibility_days',
      'b.currency_code',
      'b.remaining',
      'b.min_amount',
      'b.max_amount',
      'b.eligibility_amount',
    ])
    .where('p.site_id', '=', member.siteId)
    .where('b.currency_code', '=', member.currency)
    .where('p.cancelled_at', 'is', null)
    .where('p.starts_at', '<=', now)
    .where('p.ends_at', '>', now);
}

/** Whether the member met the promotion's requirement, and how far they are (null: no requirement). */
export async function envelopeRequirement(executor: Executor, memberId: number, envelope: RunningEnvelope, now = new Date()) {
  if (envelope.eligibility === 'none' || envelope.eligibility_amount === 0n) return { met: true, requirement: null };
  // The window: the given days before now, or (0 days) since the promotion started.
  const since = envelope.eligibility_days > 0 ? new Date(now.getTime() - envelope.eligibility_days * DAY_MS) : envelope.starts_at;
  const progress = await memberActivitySince(executor, memberId, envelope.currency_code, envelope.eligibility, since);
  return {
    met: progress >= envelope.eligibility_amount,
    requirement: {
      kind: envelope.eligibility,
      amount: formatAmount(envelope.eligibility_amount, envelope.currency_code),
      progress: formatAmount(progress > 0n ? progress : 0n, envelope.currency_code),
      days: envelope.eligibility_days,
    },
  };
}

/**
 * The red envelope the member may open now: a running promotion of the member's site and currency with money left
 * that the member has not claimed, the one ending first; an empty array when there is none (SPEC section 3).
 */
export async function findRedEnvelope(executor: Executor, member: MemberSession, lang: string): Promise<RedEnvelope | []> {
  const envelope = await runningEnvelopes(executor, member)
    .whereRef('b.remaining', '>=', 'b.min_amount')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('red_envelope_claims as c')
            .select('c.member_id')
            .whereRef('c.promotion_id', '=', 'p.id')
            .where('c.member_id', '=', member.memberId),
        ),
      ),
    )
    .orderBy('p.ends_at')
    .orderBy('p.id')
    .limit(1)
    .executeTakeFirst();
  if (!envelope) return [];
  const { met, requirement } = await envelopeRequirement(executor, member.memberId, envelope);
  const currency = envelope.currency_code;
  return {
    id: envelope.id,
    title: pickText(envelope.title, lang),
    start_at: envelope.starts_at.toISOString(),
    end_at: envelope.ends_at.toISOString(),
    currency,
    min_amount: formatAmount(envelope.min_amount, currency),
    max_amount: formatAmount(envelope.max_amount < envelope.remaining ? envelope.max_amount : envelope.remaining, currency),
    eligible: met ? 1 : 0,
    requirement,
  };
}
