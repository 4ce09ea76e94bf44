import type { BulletinAudience } from '@casino/contract/calls/content-calls.ts';
import type { Db } from '../db/database.ts';

/**
 * The audience a member belongs to for pop-up notices (decision 42): bonus_taken once they took a promotion's bonus
 * (on the promotion page or with a deposit; an operator's grant is not the member taking an offer), else deposited once
 * a deposit of theirs was credited, else never_deposited. Read on each member notice call, which is not cached, so a
 * deposit or a bonus changes the next answer.
 */
export async function memberAudience(db: Db, memberId: number): Promise<BulletinAudience> {
  const row = await db
    .selectNoFrom(({ exists, selectFrom }) => [
      exists(
        selectFrom('bonus_grants').select('id').where('member_id', '=', memberId).where('source', 'in', ['promotion', 'deposit']),
      ).as('bonus_taken'),
      exists(selectFrom('deposit_orders').select('id').where('member_id', '=', memberId).where('status', '=', 'paid')).as(
        'deposited',
      ),
    ])
    .executeTakeFirstOrThrow();
  if (row.bonus_taken) return 'bonus_taken';
  return row.deposited ? 'deposited' : 'never_deposited';
}
