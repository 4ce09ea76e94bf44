import { BonusCode, type MemberBonus } from '@casino/contract/calls/bonus-calls.ts';
import type { Db } from '../db/database.ts';
import { Refusal } from '../http/reply.ts';
import { inTransaction } from '../ledger/executor.ts';
import type { MemberSession } from '../members/session-tokens.ts';
import { findSite } from '../sites/find-site.ts';
import { type OfferTerms, runningOffers } from './bonus-offers.ts';
import { matchAmount, requirementOf } from './bonus-rules.ts';
import { memberBonusOf, selectGrants } from './bonus-views.ts';
import { type GrantOutcome, grantBonus } from './grant-bonus.ts';

/** A deposit match applies to a deposit credited at most this long ago (and not matched before). */
export const MATCH_WINDOW_MS = 24 * 3_600_000;
const DAY_MS = 86_400_000;

export function refusalOf(reason: Extract<GrantOutcome, { granted: false }>['reason']): Refusal {
  if (reason === 'already_claimed') return new Refusal(BonusCode.alreadyClaimed, 'bonus.already_claimed');
  if (reason === 'deposit_used') return new Refusal(BonusCode.noQualifyingDeposit, 'bonus.no_qualifying_deposit');
  return new Refusal(BonusCode.bonusActive, 'bonus.bonus_active');
}

/** The grant a deposit match makes for one deposit: nothing when the deposit is below the minimum or matches to 0. */
export function matchGrantOf(offer: OfferTerms, deposit: { id: number; amount: bigint }, now: Date) {
  if (deposit.amount < offer.minDeposit) return undefined;
  const amount = matchAmount(deposit.amount, offer.percentBp, offer.cap);
  if (amount <= 0n) return undefined;
  return {
    amount,
    depositOrderId: deposit.id,
    depositAmount: deposit.amount,
    requirement: requirementOf(amount, deposit.amount, offer.multiple, offer.base),
    expiresAt: new Date(now.getTime() + offer.validDays * DAY_MS),
  };
}

/**
 * A member takes a running promotion's bonus on its page (/discount/{id}): a fixed bonus at once; a deposit match on
 * the member's latest deposit of the last 24 hours that has had no bonus and no withdrawal after it. One bonus at a
 * time per member and currency, once per promotion (codes 101 to 104).
 */
export async function applyBonus(
  db: Db,
  member: MemberSession,
  promotionId: number,
  lang: string,
  now = new Date(),
): Promise<MemberBonus> {
  const site = await findSite(db, member.siteId);
  const id = await inTransaction(db, async (trx) => {
    const [offer] = await runningOffers(trx, { siteId: member.siteId, currency: member.currency, promotionId }, now);
    if (!offer) throw new Refusal(BonusCode.noOffer, 'bonus.no_offer');
    const had = await trx
      .selectFrom('bonus_grants')
      .select('id')
      .where('promotion_id', '=', promotionId)
      .where('member_id', '=', member.memberId)
      .executeTakeFirst();
    if (had) throw refusalOf('already_claimed');
    const base = {
      memberId: member.memberId,
      siteId: member.siteId,
      currency: member.currency,
      promotionId,
      weights: offer.weights,
    };
    let outcome: GrantOutcome;
    if (offer.kind === 'fixed') {
      if (offer.amount <= 0n) throw new Refusal(BonusCode.noOffer, 'bonus.no_offer');
      outcome = await grantBonus(db, trx, {
        ...base,
        source: 'promotion',
        amount: offer.amount,
        requirement: requirementOf(offer.amount, 0n, offer.multiple, 'bonus'),
        expiresAt: new Date(now.getTime() + offer.validDays * DAY_MS),
      });
    } else {
      // The member's row first, as a withdrawal takes it: a claim and a withdrawal of one member run one after the
      // other, so the claim sees a withdrawal made before it, and a withdrawal after it sees the grant (109).
      await trx.selectFrom('members').select('id').where('id', '=', member.memberId).forNoKeyUpdate().execute();
      const deposit = await trx
        .selectFrom('deposit_orders as d')
        .leftJoin('bonus_grants as g', 'g.deposit_order_id', 'd.id')
        .select(['d.id', 'd.amount', 'd.paid_at', 'g.id as grant_id'])
        .where('d.member_id', '=', member.memberId)
        .where('d.currency_code', '=', member.currency)
        .where('d.status', '=', 'paid')
        .where('d.paid_at', '>', new Date(now.getTime() - MATCH_WINDOW_MS))
        .orderBy('d.paid_at', 'desc')
        .limit(1)
        .executeTakeFirst();
      // A deposit that money was withdrawn after (a withdrawal asked since it was credited, not rejected) no longer
      // qualifies: a match is for money that stays in play (docs/decisions/0039).
      const withdrawnSince =
        deposit?.paid_at &&
        (await trx
          .selectFrom('withdrawal_orders')
          .select('id')
          .where('member_id', '=', member.memberId)
          .where('currency_code', '=', member.currency)
          .where('status', '!=', 'rejected')
          .where('created_at', '>=', deposit.paid_at)
          .executeTakeFirst());
      const match = deposit && deposit.grant_id === null && !withdrawnSince ? matchGrantOf(offer, deposit, now) : undefined;
      if (!match) throw new Refusal(BonusCode.noQualifyingDeposit, 'bonus.no_qualifying_deposit');
      outcome = await grantBonus(db, trx, { ...base, source: 'deposit', ...match });
    }
    if (!outcome.granted) throw refusalOf(outcome.reason);
    return outcome.id;
  });
  const [row] = await selectGrants(db, { id, limit: 1 });
  if (!row) throw new Error('grant not found after commit');
  return memberBonusOf(row, lang, site.default_language);
}
