import {
  operatorSecondFactorConfirmCall,
  operatorSecondFactorResetCall,
  operatorSecondFactorStartCall,
  operatorSessionsEndOthersCall,
  operatorSessionsListCall,
} from '@casino/contract/calls/operator-second-factor-calls.ts';
import type { CallRegistrar } from '../http/register-call.ts';
import { endOtherSessions, listOwnSessions } from '../operators/operator-session-list.ts';
import type { OperatorsContext } from '../operators/operators-context.ts';
import { requirePermission } from '../operators/roles.ts';
import { confirmEnrolment } from '../operators/second-factor/confirm-enrolment.ts';
import { resetSecondFactor } from '../operators/second-factor/reset-second-factor.ts';
import { startEnrolment } from '../operators/second-factor/start-enrolment.ts';

/** Operators' authenticator set-up and reset, and their sessions (docs/decisions/0071). */
export function registerOperatorSecondFactorRoutes(registerCallFor: CallRegistrar, ctx: OperatorsContext): void {
  const factor = { db: ctx.db, ...ctx.secondFactor };

  registerCallFor(operatorSecondFactorStartCall, ({ operator, request }) => startEnrolment(factor, operator, request.ip));

  registerCallFor(operatorSecondFactorConfirmCall, ({ operator, body, request }) =>
    confirmEnrolment(factor, operator, body.code, request.ip),
  );

  registerCallFor(operatorSecondFactorResetCall, async ({ operator, body, request }) => {
    requirePermission(operator, 'operators.manage');
    await resetSecondFactor(ctx.db, operator, { operatorId: body.operator_id, reason: body.reason }, request.ip);
    return null;
  });

  registerCallFor(operatorSessionsListCall, ({ operator }) => listOwnSessions(ctx.db, operator));

  registerCallFor(operatorSessionsEndOthersCall, ({ operator, request }) => endOtherSessions(ctx.db, operator, request.ip));
}
