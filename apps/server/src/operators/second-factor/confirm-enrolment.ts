import { OperatorSecondFactorCode } from '@casino/contract/calls/operator-second-factor-calls.ts';
import { Refusal } from '../../http/reply.ts';
import { inTransaction } from '../../ledger/executor.ts';
import { writeAudit } from '../audit-log.ts';
import type { OperatorSession } from '../operator-sessions.ts';
import { newRecoveryCode, RECOVERY_CODE_COUNT, recoveryCodeHash } from './recovery-codes.ts';
import { type SecondFactorContext, secretBinding } from './second-factor-context.ts';
import { matchTotp } from './totp-codes.ts';

/**
 * Confirms the authenticator with its first code: from now on every sign-in of the operator needs a code. Answers the
 * recovery codes, shown this once (only their hashes are kept), and lifts the set-up-only limit of this session.
 */
export async function confirmEnrolment(
  ctx: SecondFactorContext,
  operator: OperatorSession,
  code: string,
  ip: string,
): Promise<{ recovery_codes: string[] }> {
  const pending = await ctx.db
    .selectFrom('operator_second_factors')
    .select(['secret_sealed', 'confirmed_at', 'last_time_step'])
    .where('operator_id', '=', operator.operatorId)
    .executeTakeFirst();
  if (!pending || pending.confirmed_at) {
    throw new Refusal(
      pending ? OperatorSecondFactorCode.alreadyOn : OperatorSecondFactorCode.notStarted,
      pending ? 'operator.second_factor_already_on' : 'operator.second_factor_not_started',
    );
  }
  const secret = ctx.box.open(pending.secret_sealed, secretBinding(operator.operatorId));
  const step = await matchTotp(secret, code, ctx.now?.() ?? Date.now(), Number(pending.last_time_step));
  if (step === null) throw new Refusal(OperatorSecondFactorCode.wrongCode, 'operator.second_factor_wrong_code');
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  const confirmed = await inTransaction(ctx.db, async (trx) => {
    // Only the secret that was read, and only once: a second confirmation at the same moment changes nothing.
    const done = await trx
      .updateTable('operator_second_factors')
      .set({ confirmed_at: new Date(), last_time_step: BigInt(step) })
      .where('operator_id', '=', operator.operatorId)
      .where('secret_sealed', '=', pending.secret_sealed)
      .where('confirmed_at', 'is', null)
      .executeTakeFirst();
    if (done.numUpdatedRows !== 1n) return false;
    await trx.deleteFrom('operator_recovery_codes').where('operator_id', '=', operator.operatorId).execute();
    await trx
      .insertInto('operator_recovery_codes')
      .values(codes.map((c) => ({ operator_id: operator.operatorId, code_hash: recoveryCodeHash(c) })))
      .execute();
    await trx.updateTable('operator_sessions').set({ enrol_only: false }).where('id', '=', operator.sessionId).execute();
    await writeAudit(trx, {
      operatorId: operator.operatorId,
      action: 'operator.second_factor_on',
      target: operator.username,
      ip,
    });
    return true;
  });
  if (!confirmed) throw new Refusal(OperatorSecondFactorCode.alreadyOn, 'operator.second_factor_already_on');
  return { recovery_codes: codes };
}
