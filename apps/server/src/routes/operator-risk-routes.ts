import {
  operatorRiskSettingsCall,
  operatorWithdrawLockLiftCall,
  operatorWithdrawLockPeriodCall,
} from '@casino/contract/calls/operator-risk-calls.ts';
import type { CallRegistrar } from '../http/register-call.ts';
import type { OperatorsContext } from '../operators/operators-context.ts';
import { liftWithdrawLock } from '../operators/risk/lift-withdraw-lock.ts';
import { readRiskSettings } from '../operators/risk/read-risk-settings.ts';
import { setWithdrawLockPeriod } from '../operators/risk/set-withdraw-lock-period.ts';
import { requirePermission } from '../operators/roles.ts';

/** The risk desk (decision 77): a site's withdraw-password lock period, lifting a member's lock; changes audited. */
export function registerOperatorRiskRoutes(registerCallFor: CallRegistrar, ctx: OperatorsContext): void {
  registerCallFor(operatorRiskSettingsCall, async ({ operator, body }) => {
    requirePermission(operator, 'security_events.read');
    return readRiskSettings(ctx.db, body.site_id);
  });

  registerCallFor(operatorWithdrawLockPeriodCall, async ({ operator, body, request }) => {
    requirePermission(operator, 'risk.manage');
    return setWithdrawLockPeriod(ctx.db, operator, body, request.ip);
  });

  registerCallFor(operatorWithdrawLockLiftCall, async ({ operator, body, request }) => {
    requirePermission(operator, 'risk.manage');
    return liftWithdrawLock(ctx.db, operator, body, request.ip);
  });
}
