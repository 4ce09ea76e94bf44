import {
  operatorAccountCreateCall,
  operatorAccountDisableCall,
  operatorAccountEnableCall,
  operatorAccountPasswordCall,
  operatorAccountRoleCall,
  operatorAccountsListCall,
  operatorAuditListCall,
  operatorDepositConfirmCall,
  operatorDepositsListCall,
  operatorLoginCall,
  operatorLogoutCall,
  operatorMemberAdjustCall,
  operatorPasswordChangeCall,
  operatorSecurityEventsListCall,
  operatorWithdrawalApproveCall,
  operatorWithdrawalRejectCall,
  operatorWithdrawalsListCall,
} from '@casino/contract/calls/operator-calls.ts';
import { listSecurityEvents } from '../accounts/security-events.ts';
import type { CallRegistrar } from '../http/register-call.ts';
import { adjustMemberBalance } from '../operators/adjust-member-balance.ts';
import { listAuditLog } from '../operators/audit-log.ts';
import { loginOperator } from '../operators/login-operator.ts';
import { logoutOperator } from '../operators/logout-operator.ts';
import {
  changeOperatorRole,
  changeOwnPassword,
  createOperatorAccount,
  disableOperatorAccount,
  enableOperatorAccount,
  listOperatorAccounts,
  resetOperatorPassword,
} from '../operators/operator-accounts.ts';
import {
  approveWithdrawalByOperator,
  confirmDepositByOperator,
  rejectWithdrawalByOperator,
} from '../operators/operator-payment-actions.ts';
import type { OperatorsContext } from '../operators/operators-context.ts';
import { requirePermission } from '../operators/roles.ts';
import { listDepositOrders, listWithdrawalOrders } from '../payments/list-orders.ts';
import { registerOperatorMemberRoutes } from './operator-member-routes.ts';
import { registerOperatorProtectionRoutes } from './operator-protection-routes.ts';
import { registerOperatorReportRoutes } from './operator-report-routes.ts';
import { registerOperatorRiskRoutes } from './operator-risk-routes.ts';
import { registerOperatorSecondFactorRoutes } from './operator-second-factor-routes.ts';

/**
 * The operator API (/api/operator/...): sign-in, orders, balance adjustments, audit log, members' security events,
 * operator accounts; each call checks the role.
 */
export function registerOperatorRoutes(registerCallFor: CallRegistrar, ctx: OperatorsContext): void {
  const { db, payments } = ctx;

  registerCallFor(operatorLoginCall, ({ body, request }) => loginOperator(ctx, body, { ip: request.ip }));
  registerOperatorSecondFactorRoutes(registerCallFor, ctx);
  registerOperatorMemberRoutes(registerCallFor, ctx);
  registerOperatorProtectionRoutes(registerCallFor, ctx);
  registerOperatorReportRoutes(registerCallFor, ctx);
  registerOperatorRiskRoutes(registerCallFor, ctx);

  registerCallFor(operatorLogoutCall, async ({ operator, request }) => {
    await logoutOperator(db, operator, request.ip);
    return null;
  });

  registerCallFor(operatorDepositsListCall, async ({ operator, body }) => {
    requirePermission(operator, 'orders.read');
    return { list: await listDepositOrders(db, body) };
  });

  registerCallFor(operatorDepositConfirmCall, async ({ operator, body, request }) => {
    requirePermission(operator, 'deposits.confirm');
    return confirmDepositByOperator(payments, operator, body.order_number, request.ip, body.remark);
  });

  registerCallFor(operatorWithdrawalsListCall, async ({ operator, body }) => {
    requirePermission(operator, 'orders.read');
    return { list: await listWithdrawalOrders(db, body) };
  });

  registerCallFor(operatorWithdrawalApproveCall, async ({ operator, body, request }) => {
    requirePermission(operator, 'withdrawals.decide');
    return approveWithdrawalByOperator(payments, operator, body.order_number, body.remark, request.ip);
  });

  registerCallFor(operatorWithdrawalRejectCall, async ({ operator, body, request }) => {
    requirePermission(operator, 'withdrawals.decide');
    return rejectWithdrawalByOperator(payments, operator, body.order_number, body.remark, request.ip);
  });

  registerCallFor(operatorMemberAdjustCall, async ({ operator, body, request, idempotencyKey }) => {
    requirePermission(operator, 'members.adjust');
    return adjustMemberBalance(ctx, operator, body, { idempotencyKey, ip: request.ip });
  });

  registerCallFor(operatorAuditListCall, async ({ operator, body }) => {
    requirePermission(operator, 'audit.read');
    const { limit, before_id: beforeId, action, operator: operatorName, target } = body;
    const filter = { limit, beforeId, action, operator: operatorName, target };
    return { list: await listAuditLog(db, filter) };
  });

  registerCallFor(operatorSecurityEventsListCall, async ({ operator, body }) => {
    requirePermission(operator, 'security_events.read');
    const filter = { limit: body.limit, beforeId: body.before_id, kind: body.kind, memberAccount: body.member_account };
    return { list: await listSecurityEvents(db, filter) };
  });

  registerCallFor(operatorAccountsListCall, async ({ operator }) => {
    requirePermission(operator, 'operators.manage');
    return { list: await listOperatorAccounts(db) };
  });

  registerCallFor(operatorAccountCreateCall, async ({ operator, body, request }) => {
    requirePermission(operator, 'operators.manage');
    return createOperatorAccount(db, { operator, ip: request.ip }, body);
  });

  registerCallFor(operatorAccountDisableCall, async ({ operator, body, request }) => {
    requirePermission(operator, 'operators.manage');
    return disableOperatorAccount(db, { operator, ip: request.ip }, body.username);
  });

  registerCallFor(operatorAccountEnableCall, async ({ operator, body, request }) => {
    requirePermission(operator, 'operators.manage');
    return enableOperatorAccount(db, { operator, ip: request.ip }, body.username);
  });

  registerCallFor(operatorAccountPasswordCall, async ({ operator, body, request }) => {
    requirePermission(operator, 'operators.manage');
    return resetOperatorPassword(db, { operator, ip: request.ip }, body);
  });

  registerCallFor(operatorAccountRoleCall, async ({ operator, body, request }) => {
    requirePermission(operator, 'operators.manage');
    return changeOperatorRole(db, { operator, ip: request.ip }, body);
  });

  // Every role: an operator's own password.
  registerCallFor(operatorPasswordChangeCall, ({ operator, body, request }) =>
    changeOwnPassword(ctx, { operator, ip: request.ip }, body),
  );
}
