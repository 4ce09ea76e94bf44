import { WithdrawCode } from '@casino/contract/calls/payment-calls.ts';
import type { Transaction } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import { Refusal } from '../http/reply.ts';
import { readBalance } from '../ledger/ledger-accounts.ts';
import { formatAmount } from '../wallet/main-cash.ts';
import { bonusAccount } from './bonus-accounts.ts';
import { closeGrant } from './close-grant.ts';

/**
 * Inside a withdrawal's transaction: while a grant of the member's currency is active and its requirement open, the
 * withdrawal is refused with 109 and the amount left to wager. A grant past its expiry is closed (forfeited) first,
 * and so is one whose bonus is all spent (nothing left to protect), so neither blocks the member's cash.
 */
export async function assertWageringDone(
  db: Db,
  trx: Transaction<Database>,
  member: { memberId: number; currency: string },
): Promise<void> {
  const grant = await trx
    .selectFrom('bonus_grants')
    .select(['id', 'requirement', 'wagered', 'expires_at'])
    .where('member_id', '=', member.memberId)
    .where('currency_code', '=', member.currency)
    .where('status', '=', 'active')
    .forUpdate()
    .executeTakeFirst();
  if (!grant) return;
  if (grant.expires_at.getTime() <= Date.now()) {
    await closeGrant(db, trx, grant.id, 'expired', { reason: 'expired' });
    return;
  }
  const left = await readBalance(trx, bonusAccount(member.memberId, grant.id, member.currency));
  if (left === 0n) {
    await closeGrant(db, trx, grant.id, 'forfeited', { reason: 'spent' });
    return;
  }
  const remaining = grant.requirement > grant.wagered ? grant.requirement - grant.wagered : 0n;
  throw new Refusal(WithdrawCode.wageringOpen, 'withdraw.wagering_open', {
    bonus_id: Number(grant.id),
    remaining: formatAmount(remaining, member.currency),
    currency: member.currency,
  });
}
