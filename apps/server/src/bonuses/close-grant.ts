import { sql, type Transaction } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import { ledgerAccounts, readBalance } from '../ledger/ledger-accounts.ts';
import { postTransaction } from '../ledger/post-transaction.ts';
import { bonusAccount, promotionsAccount } from './bonus-accounts.ts';

export type CloseStatus = 'converted' | 'forfeited' | 'expired' | 'cancelled';

/**
 * Closes an active grant inside the caller's transaction, in one ledger movement: converted, what is left of the bonus
 * becomes cash (bonus account -> main); forfeited, expired or cancelled, it goes back to the promotions account. The
 * member's cash is never touched. Returns false when the grant was not active (closed by someone else first).
 */
export async function closeGrant(
  db: Db,
  trx: Transaction<Database>,
  grantId: bigint,
  status: CloseStatus,
  by: { operatorId?: number; reason?: string } = {},
): Promise<{ closed: boolean; amount: bigint; memberId?: number; currency?: string; cash?: bigint }> {
  const grant = await trx
    .selectFrom('bonus_grants')
    .select(['id', 'member_id', 'currency_code', 'status'])
    .where('id', '=', grantId)
    .forUpdate()
    .executeTakeFirst();
  if (!grant || grant.status !== 'active') return { closed: false, amount: 0n };
  const account = bonusAccount(grant.member_id, grant.id, grant.currency_code);
  const left = await readBalance(trx, account);
  let cash: bigint | undefined;
  if (left > 0n) {
    const to =
      status === 'converted'
        ? ledgerAccounts.memberMain(grant.member_id, grant.currency_code)
        : promotionsAccount(grant.currency_code);
    const posted = await postTransaction(db, trx, {
      key: `bonus:${grant.id}:close`,
      kind: status === 'converted' ? 'bonus_convert' : 'bonus_forfeit',
      reference: `bonus:${grant.id}`,
      postings: [
        { account, amount: -left },
        { account: to, amount: left },
      ],
    });
    if (status === 'converted') cash = posted.balances.get(`${to.code}|${to.currency}`);
  }
  await trx
    .updateTable('bonus_grants')
    .set({
      status,
      closed_amount: left,
      closed_at: new Date(),
      closed_by: by.operatorId ?? null,
      close_reason: by.reason ?? '',
    })
    .where('id', '=', grant.id)
    .execute();
  await trx
    .updateTable('members')
    .set({ active_bonuses: sql`greatest(active_bonuses - 1, 0)` })
    .where('id', '=', grant.member_id)
    .execute();
  return { closed: true, amount: left, memberId: grant.member_id, currency: grant.currency_code, cash };
}
