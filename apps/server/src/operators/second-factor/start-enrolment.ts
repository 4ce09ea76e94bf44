import { OperatorSecondFactorCode } from '@casino/contract/calls/operator-second-factor-calls.ts';
import { Refusal } from '../../http/reply.ts';
import { writeAudit } from '../audit-log.ts';
import type { OperatorSession } from '../operator-sessions.ts';
import { type SecondFactorContext, secretBinding } from './second-factor-context.ts';
import { newTotpSecret, totpUri } from './totp-codes.ts';

/**
 * Starts setting up the operator's authenticator: a new secret, kept sealed until its first code confirms it. Asked
 * again before confirming, it replaces the secret; once confirmed, it is refused (an admin resets a lost one).
 */
export async function startEnrolment(
  ctx: SecondFactorContext,
  operator: OperatorSession,
  ip: string,
): Promise<{ secret: string; otpauth_uri: string }> {
  const secret = newTotpSecret();
  const sealed = ctx.box.seal(secret, secretBinding(operator.operatorId));
  const written = await ctx.db
    .insertInto('operator_second_factors')
    .values({ operator_id: operator.operatorId, secret_sealed: sealed })
    .onConflict((oc) =>
      oc
        .column('operator_id')
        .doUpdateSet({ secret_sealed: sealed, last_time_step: 0n, created_at: new Date() })
        .where('operator_second_factors.confirmed_at', 'is', null),
    )
    .executeTakeFirst();
  if (written.numInsertedOrUpdatedRows === 0n) {
    throw new Refusal(OperatorSecondFactorCode.alreadyOn, 'operator.second_factor_already_on');
  }
  await writeAudit(ctx.db, {
    operatorId: operator.operatorId,
    action: 'operator.second_factor_start',
    target: operator.username,
    ip,
  });
  return { secret, otpauth_uri: totpUri(secret, operator.username) };
}
