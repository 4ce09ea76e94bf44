import { DepositCode } from '@casino/contract/calls/payment-calls.ts';
import type { Transaction } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import { Refusal } from '../http/reply.ts';
import type { Executor } from '../ledger/executor.ts';
import { matchGrantOf } from './apply-bonus.ts';
import { runningOffers } from './bonus-offers.ts';
import { grantBonus } from './grant-bonus.ts';

/**
 * Deposit page: the promotion chosen with a deposit must run a deposit match for the member's currency that the member
 * has not had and the member must hold no active bonus; else 106 and no order is opened.
 */
export async function checkDepositBonus(
  executor: Executor,
  member: { memberId: number; siteId: number; currency: string },
  promotionId: number,
  amount: bigint,
): Promise<void> {
  const [offer] = await runningOffers(executor, { siteId: member.siteId, currency: member.currency, promotionId });
  const refused = () => new Refusal(DepositCode.bonusUnavailable, 'deposit.bonus_unavailable');
  if (!offer || offer.kind !== 'deposit_match' || amount < offer.minDeposit) throw refused();
  const taken = await executor
    .selectFrom('bonus_grants')
    .select('id')
    .where('member_id', '=', member.memberId)
    .where((eb) =>
      eb.or([
        eb('promotion_id', '=', promotionId),
        eb.and([eb('status', '=', 'active'), eb('currency_code', '=', member.currency)]),
      ]),
    )
    .executeTakeFirst();
  if (taken) throw refused();
}

/**
 * When a deposit made with a promotion chosen is credited, in the credit's transaction: the deposit match is granted if
 * it still may be (the promotion runs, the member had not had it and holds no other active bonus). Otherwise the
 * deposit is credited alone: a bonus is never a reason to refuse money paid in.
 */
export async function grantDepositBonus(
  db: Db,
  trx: Transaction<Database>,
  order: { id: number; member_id: number; currency_code: string; amount: bigint },
): Promise<void> {
  const row = await trx
    .selectFrom('deposit_orders as d')
    .innerJoin('members as m', 'm.id', 'd.member_id')
    .select(['d.bonus_promotion_id', 'm.site_id'])
    .where('d.id', '=', order.id)
    .executeTakeFirst();
  if (!row?.bonus_promotion_id) return;
  const now = new Date();
  const [offer] = await runningOffers(
    trx,
    { siteId: row.site_id, currency: order.currency_code, promotionId: row.bonus_promotion_id },
    now,
  );
  if (!offer || offer.kind !== 'deposit_match') return;
  const match = matchGrantOf(offer, { id: order.id, amount: order.amount }, now);
  if (!match) return;
  await grantBonus(db, trx, {
    memberId: order.member_id,
    siteId: row.site_id,
    currency: order.currency_code,
    promotionId: row.bonus_promotion_id,
    source: 'deposit',
    weights: offer.weights,
    ...match,
  });
}
