import { OperatorRiskCode } from '@casino/contract/calls/operator-risk-calls.ts';
import type { Db } from '../../db/database.ts';
import { Refusal } from '../../http/reply.ts';
import { inTransaction } from '../../ledger/executor.ts';
import { writeAudit } from '../audit-log.ts';
import type { OperatorSession } from '../operator-sessions.ts';

/**
 * Sets how long a site's withdraw passwords stay locked after too many wrong tries (read by the lock itself,
 * accounts/withdraw-password-guard.ts), audited with the period before. Locks already set keep their end.
 */
export async function setWithdrawLockPeriod(
  db: Db,
  operator: OperatorSession,
  body: { site_id: number; minutes: number },
  ip: string,
) {
  return inTransaction(db, async (tx) => {
    const before = await tx
      .selectFrom('sites')
      .select('withdraw_password_lock_minutes as minutes')
      .where('id', '=', body.site_id)
      .forUpdate()
      .executeTakeFirst();
    if (!before) throw new Refusal(OperatorRiskCode.notFound, 'not_found');
    await tx.updateTable('sites').set({ withdraw_password_lock_minutes: body.minutes }).where('id', '=', body.site_id).execute();
    await writeAudit(tx, {
      operatorId: operator.operatorId,
      action: 'risk.lock_period',
      target: `site:${body.site_id}`,
      details: { withdraw_password_lock_minutes: { from: before.minutes, to: body.minutes } },
      ip,
    });
    return { site_id: body.site_id, withdraw_password_lock_minutes: body.minutes, previous: before.minutes };
  });
}
