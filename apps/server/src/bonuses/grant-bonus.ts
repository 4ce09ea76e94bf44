import { sql, type Transaction } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import { postTransaction } from '../ledger/post-transaction.ts';
import { bonusAccount, promotionsAccount } from './bonus-accounts.ts';
import { closeGrant } from './close-grant.ts';

export type NewGrant = {
  memberId: number;
  siteId: number;
  currency: string;
  promotionId: number | null;
  source: 'promotion' | 'deposit' | 'operator';
  depositOrderId?: number | null;
  depositAmount?: bigint;
  amount: bigint;
  requirement: bigint;
  weights: Record<string, number>;
  expiresAt: Date;
  grantedBy?: number | null;
};

export type GrantOutcome =
  | { granted: true; id: bigint }
  | { granted: false; reason: 'bonus_active' | 'already_claimed' | 'deposit_used' };

/**
 * Gives one bonus inside the caller's transaction: the grant row, the bonus money from the promotions account into the
 * grant's own ledger account (key bonus:{id}:grant), and the member's count of active grants, which the wallet reads
 * with every bet. The unique indexes (one active grant per member and currency, once per promotion, once per deposit)
 * decide races: a losing insert writes nothing (ON CONFLICT DO NOTHING, so the caller's transaction stays usable) and
 * the reason is read back. A requirement of zero converts the bonus to cash at once.
 */
export async function grantBonus(db: Db, trx: Transaction<Database>, grant: NewGrant): Promise<GrantOutcome> {
  // The member row is the lock under which grants of one member are made and closed (active_bonuses moves with them).
  await trx.selectFrom('members').select('id').where('id', '=', grant.memberId).forNoKeyUpdate().execute();
  const inserted = await trx
    .insertInto('bonus_grants')
    .values({
      member_id: grant.memberId,
      site_id: grant.siteId,
      currency_code: grant.currency,
      promotion_id: grant.promotionId,
      source: grant.source,
      deposit_order_id: grant.depositOrderId ?? null,
      deposit_amount: grant.depositAmount ?? 0n,
      amount: grant.amount,
      requirement: grant.requirement,
      weights: JSON.stringify(grant.weights),
      expires_at: grant.expiresAt,
      granted_by: grant.grantedBy ?? null,
    })
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) return { granted: false, reason: await whyRefused(trx, grant) };
  await postTransaction(db, trx, {
    key: `bonus:${inserted.id}:grant`,
    kind: 'bonus_grant',
    reference: grant.promotionId ? `promotion:${grant.promotionId}` : 'operator',
    postings: [
      { account: promotionsAccount(grant.currency), amount: -grant.amount },
      { account: bonusAccount(grant.memberId, inserted.id, grant.currency), amount: grant.amount },
    ],
  });
  await trx.updateTable('members').set({ active_bonuses: sql`active_bonuses + 1` }).where('id', '=', grant.memberId).execute();
  if (grant.requirement === 0n) await closeGrant(db, trx, inserted.id, 'converted', { reason: 'no_requirement' });
  return { granted: true, id: inserted.id };
}

async function whyRefused(trx: Transaction<Database>, grant: NewGrant) {
  if (grant.depositOrderId) {
    const used = await trx
      .selectFrom('bonus_grants')
      .select('id')
      .where('deposit_order_id', '=', grant.depositOrderId)
      .executeTakeFirst();
    if (used) return 'deposit_used' as const;
  }
  if (grant.promotionId !== null) {
    const claimed = await trx
      .selectFrom('bonus_grants')
      .select('id')
      .where('promotion_id', '=', grant.promotionId)
      .where('member_id', '=', grant.memberId)
      .executeTakeFirst();
    if (claimed) return 'already_claimed' as const;
  }
  return 'bonus_active' as const;
}
