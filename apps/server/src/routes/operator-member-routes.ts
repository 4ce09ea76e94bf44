import {
  operatorAdjustDecideCall,
  operatorAdjustPendingCall,
  operatorAdjustProposeCall,
  operatorAdjustThresholdSetCall,
  operatorAdjustThresholdsCall,
  operatorDepositQueueCall,
  operatorDepositRejectCall,
  operatorMemberDetailCall,
  operatorMemberEndSessionsCall,
  operatorMemberExclusionLiftCall,
  operatorMemberLedgerCall,
  operatorMemberLockCall,
  operatorMemberNoteAddCall,
  operatorMemberOrdersCall,
  operatorMemberResetPasswordCall,
  operatorMemberSearchCall,
  operatorOrderRiskHintsCall,
} from '@casino/contract/calls/operator-member-calls.ts';
import type { CallRegistrar } from '../http/register-call.ts';
import {
  decideAdjustment,
  listPendingAdjustments,
  listThresholds,
  proposeAdjustment,
  setThreshold,
} from '../operators/member-page/adjustment-approvals.ts';
import { endMemberSessions, lockMember, resetMemberPassword } from '../operators/member-page/member-access.ts';
import { readMemberDetail } from '../operators/member-page/member-detail.ts';
import { readMemberLedger } from '../operators/member-page/member-ledger.ts';
import { addMemberNote } from '../operators/member-page/member-notes.ts';
import { readMemberOrders } from '../operators/member-page/member-orders.ts';
import { readDepositQueue } from '../operators/money-desk/deposit-queue.ts';
import { readOrderRiskHints } from '../operators/money-desk/order-risk-hints.ts';
import { rejectDeposit } from '../operators/money-desk/reject-deposit.ts';
import type { OperatorsContext } from '../operators/operators-context.ts';
import { requirePermission } from '../operators/roles.ts';
import { searchMembers } from '../operators/search-members.ts';
import { liftMemberExclusion } from '../protection/member-exclusions.ts';

/** Operators finding members and working on one member's page (decisions 72 and 76). */
export function registerOperatorMemberRoutes(registerCallFor: CallRegistrar, ctx: OperatorsContext): void {
  registerCallFor(operatorMemberSearchCall, async ({ operator, body, request }) => {
    requirePermission(operator, 'members.read');
    return searchMembers(ctx.db, operator, body, request.ip);
  });
  registerCallFor(operatorMemberDetailCall, async ({ operator, body, request }) => {
    requirePermission(operator, 'members.read');
    return readMemberDetail(ctx.db, operator, body, request.ip);
  });
  registerCallFor(operatorMemberLedgerCall, async ({ operator, body }) => {
    requirePermission(operator, 'members.read');
    return readMemberLedger(ctx.db, body);
  });
  registerCallFor(operatorMemberOrdersCall, async ({ operator, body }) => {
    requirePermission(operator, 'members.read');
    return readMemberOrders(ctx.db, body);
  });
  registerCallFor(operatorMemberNoteAddCall, async ({ operator, body, request }) => {
    requirePermission(operator, 'members.read');
    return addMemberNote(ctx.db, operator, body, request.ip);
  });
  registerCallFor(operatorMemberLockCall, async ({ operator, body, request }) => {
    requirePermission(operator, 'members.manage');
    return lockMember(ctx, operator, body, request);
  });
  registerCallFor(operatorMemberResetPasswordCall, async ({ operator, body, request }) => {
    requirePermission(operator, 'members.manage');
    return resetMemberPassword(ctx, operator, body, request);
  });
  registerCallFor(operatorMemberEndSessionsCall, async ({ operator, body, request }) => {
    requirePermission(operator, 'members.manage');
    return endMemberSessions(ctx, operator, body, request);
  });
  registerCallFor(operatorMemberExclusionLiftCall, async ({ operator, body, request }) => {
    requirePermission(operator, 'members.protection');
    return liftMemberExclusion(ctx.db, operator, body, request.ip, Date.now());
  });
  registerCallFor(operatorAdjustThresholdsCall, async ({ operator, body }) => {
    requirePermission(operator, 'members.read');
    return listThresholds(ctx.db, body);
  });
  registerCallFor(operatorAdjustThresholdSetCall, async ({ operator, body, request }) => {
    requirePermission(operator, 'adjustments.settings');
    return setThreshold(ctx.db, operator, body, request.ip);
  });
  registerCallFor(operatorAdjustProposeCall, async ({ operator, body, request, idempotencyKey }) => {
    requirePermission(operator, 'members.adjust');
    return proposeAdjustment(ctx.db, operator, body, { idempotencyKey, ip: request.ip });
  });
  registerCallFor(operatorAdjustPendingCall, async ({ operator, body }) => {
    requirePermission(operator, 'members.read');
    return listPendingAdjustments(ctx.db, body);
  });
  registerCallFor(operatorAdjustDecideCall, async ({ operator, body, request }) => {
    requirePermission(operator, 'adjustments.approve');
    return decideAdjustment(ctx, operator, body, request.ip);
  });
  registerCallFor(operatorOrderRiskHintsCall, async ({ operator, body }) => {
    requirePermission(operator, 'orders.read');
    return readOrderRiskHints(ctx.db, body);
  });
  registerCallFor(operatorDepositRejectCall, async ({ operator, body, request }) => {
    requirePermission(operator, 'deposits.confirm');
    return rejectDeposit(ctx.db, operator, body, request.ip);
  });
  registerCallFor(operatorDepositQueueCall, async ({ operator, body }) => {
    requirePermission(operator, 'orders.read');
    return readDepositQueue(ctx.db, body);
  });
}
