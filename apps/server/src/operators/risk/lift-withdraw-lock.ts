import { OperatorRiskCode } from '@casino/contract/calls/operator-risk-calls.ts';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { Refusal } from '../../http/reply.ts';
import { inTransaction } from '../../ledger/executor.ts';
import { writeAudit } from '../audit-log.ts';
import type { OperatorSession } from '../operator-sessions.ts';

/**
 * Lifts a member's withdraw-password lock before it runs out (the member proved who they are to support) and starts
 * the count of wrong tries again, audited with the reason. A member not locked now is refused with 102.
 */
export async function liftWithdrawLock(
  db: Db,
  operator: OperatorSession,
  body: { site_id: number; member_account: string; reason: string },
  ip: string,
) {
  return inTransaction(db, async (tx) => {
    const member = await tx
      .selectFrom('members')
      .select(['id', 'account', 'withdraw_password_locked_until'])
      .where('site_id', '=', body.site_id)
      .where(sql<boolean>`lower(account) = ${body.member_account.toLowerCase()}`)
      .forUpdate()
      .executeTakeFirst();
    if (!member) throw new Refusal(OperatorRiskCode.notFound, 'not_found');
    const lockedUntil = member.withdraw_password_locked_until;
    if (!lockedUntil || lockedUntil.getTime() <= Date.now()) throw new Refusal(OperatorRiskCode.notLocked, 'not_locked');
    await tx
      .updateTable('members')
      .set({ withdraw_password_locked_until: null, withdraw_password_failures: 0 })
      .where('id', '=', member.id)
      .execute();
    await writeAudit(tx, {
      operatorId: operator.operatorId,
      action: 'risk.withdraw_lock_lift',
      target: `member:${member.id}`,
      details: {
        member_account: member.account,
        site_id: body.site_id,
        locked_until: lockedUntil.toISOString(),
        reason: body.reason,
      },
      ip,
    });
    return { member_id: member.id, member_account: member.account, locked_until: lockedUntil.toISOString() };
  });
}
