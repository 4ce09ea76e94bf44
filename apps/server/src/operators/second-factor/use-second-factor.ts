import type { Executor } from '../../ledger/executor.ts';
import { recoveryCodeHash } from './recovery-codes.ts';
import { type SecondFactorContext, secretBinding } from './second-factor-context.ts';
import { matchTotp } from './totp-codes.ts';

export type SecondFactorInput = { totp?: string | undefined; recoveryCode?: string | undefined };
/** none: the operator has no confirmed authenticator; needed: one is, and no code came; wrong; ok. */
export type SecondFactorOutcome = 'none' | 'needed' | 'wrong' | 'ok';

/**
 * Checks the second factor of a sign-in: an authenticator code, good once (its time step must be later than the last
 * one used, moved in one UPDATE, so the same code given twice at once signs in once), or a recovery code, used up.
 */
export async function useSecondFactor(
  executor: Executor,
  ctx: Pick<SecondFactorContext, 'box' | 'now'>,
  operatorId: number,
  input: SecondFactorInput,
): Promise<SecondFactorOutcome> {
  const factor = await executor
    .selectFrom('operator_second_factors')
    .select(['secret_sealed', 'last_time_step'])
    .where('operator_id', '=', operatorId)
    .where('confirmed_at', 'is not', null)
    .executeTakeFirst();
  if (!factor) return 'none';
  if (input.recoveryCode) {
    const used = await executor
      .updateTable('operator_recovery_codes')
      .set({ used_at: new Date() })
      .where('operator_id', '=', operatorId)
      .where('code_hash', '=', recoveryCodeHash(input.recoveryCode))
      .where('used_at', 'is', null)
      .executeTakeFirst();
    return used.numUpdatedRows === 1n ? 'ok' : 'wrong';
  }
  if (!input.totp) return 'needed';
  const secret = ctx.box.open(factor.secret_sealed, secretBinding(operatorId));
  const step = await matchTotp(secret, input.totp, ctx.now?.() ?? Date.now(), Number(factor.last_time_step));
  if (step === null) return 'wrong';
  const taken = await executor
    .updateTable('operator_second_factors')
    .set({ last_time_step: BigInt(step) })
    .where('operator_id', '=', operatorId)
    .where('last_time_step', '<', BigInt(step))
    .executeTakeFirst();
  return taken.numUpdatedRows === 1n ? 'ok' : 'wrong';
}
