import { OperatorSecondFactorCode } from '@casino/contract/calls/operator-second-factor-calls.ts';
import type { Db } from '../../db/database.ts';
import { Refusal } from '../../http/reply.ts';
import { inTransaction } from '../../ledger/executor.ts';
import { writeAudit } from '../audit-log.ts';
import type { OperatorSession } from '../operator-sessions.ts';

/**
 * An admin removes another operator's authenticator and recovery codes (a lost phone), with a reason, and ends that
 * operator's sessions in the same transaction; they set up a new one at their next sign-in. Their own is never
 * reset this way: it would let a stolen admin session drop the admin's second factor.
 */
export async function resetSecondFactor(
  db: Db,
  by: OperatorSession,
  input: { operatorId: number; reason: string },
  ip: string,
): Promise<void> {
  if (input.operatorId === by.operatorId) {
    throw new Refusal(OperatorSecondFactorCode.unknownOperator, 'operator.second_factor_not_own');
  }
  await inTransaction(db, async (trx) => {
    const target = await trx
      .selectFrom('operators')
      .select(['id', 'username'])
      .where('id', '=', input.operatorId)
      .forUpdate()
      .executeTakeFirst();
    if (!target) throw new Refusal(OperatorSecondFactorCode.unknownOperator, 'operator.unknown_operator');
    await trx.deleteFrom('operator_recovery_codes').where('operator_id', '=', target.id).execute();
    await trx.deleteFrom('operator_second_factors').where('operator_id', '=', target.id).execute();
    await trx
      .updateTable('operator_sessions')
      .set({ revoked_at: new Date() })
      .where('operator_id', '=', target.id)
      .where('revoked_at', 'is', null)
      .execute();
    await writeAudit(trx, {
      operatorId: by.operatorId,
      action: 'operator.second_factor_reset',
      target: target.username,
      details: { reason: input.reason },
      ip,
    });
  });
}
