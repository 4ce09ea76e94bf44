import type { OperatorAuditAction } from '@casino/contract/calls/operator-calls.ts';
import { inTransaction } from '../ledger/executor.ts';
import { confirmDeposit } from '../payments/confirm-deposit.ts';
import { approveWithdrawal, rejectWithdrawal } from '../payments/decide-withdrawal.ts';
import type { PaymentsContext } from '../payments/payments-context.ts';
import { writeAudit } from './audit-log.ts';
import { joinTransaction } from './join-transaction.ts';
import type { OperatorSession } from './operator-sessions.ts';

type Decision = { order_number: string; status: string };

/**
 * Runs a payments use-case and writes its audit row in one database transaction: the decision and its record
 * stand or fall together. A refusal of the use-case rolls both back and is answered as it is.
 */
async function audited(
  payments: PaymentsContext,
  operator: OperatorSession,
  audit: { action: OperatorAuditAction; ip: string; details?: Record<string, unknown> },
  decide: (ctx: PaymentsContext) => Promise<Decision>,
): Promise<Decision> {
  return inTransaction(payments.db, async (trx) => {
    const decision = await decide({ ...payments, db: joinTransaction(trx) });
    await writeAudit(trx, {
      operatorId: operator.operatorId,
      action: audit.action,
      target: decision.order_number,
      details: { ...audit.details, status: decision.status },
      ip: audit.ip,
    });
    return { order_number: decision.order_number, status: decision.status };
  });
}

export function confirmDepositByOperator(payments: PaymentsContext, operator: OperatorSession, orderNumber: string, ip: string) {
  return audited(payments, operator, { action: 'deposit.confirm', ip }, (ctx) =>
    confirmDeposit(ctx, orderNumber, operator.operatorId),
  );
}

export function approveWithdrawalByOperator(
  payments: PaymentsContext,
  operator: OperatorSession,
  orderNumber: string,
  remark: string | undefined,
  ip: string,
) {
  return audited(payments, operator, { action: 'withdrawal.approve', ip, details: { remark: remark ?? '' } }, (ctx) =>
    approveWithdrawal(ctx, orderNumber, operator.operatorId, remark),
  );
}

export function rejectWithdrawalByOperator(
  payments: PaymentsContext,
  operator: OperatorSession,
  orderNumber: string,
  remark: string,
  ip: string,
) {
  return audited(payments, operator, { action: 'withdrawal.reject', ip, details: { remark } }, (ctx) =>
    rejectWithdrawal(ctx, orderNumber, operator.operatorId, remark),
  );
}
