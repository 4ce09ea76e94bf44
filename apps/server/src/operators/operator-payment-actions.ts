import type { OperatorAuditAction } from '@casino/contract/calls/operator-calls.ts';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { inTransaction } from '../ledger/executor.ts';
import { confirmDepositInTransaction } from '../payments/confirm-deposit.ts';
import { approveWithdrawalInTransaction, rejectWithdrawalInTransaction } from '../payments/decide-withdrawal.ts';
import type { OrderDecision, OrderReply } from '../payments/order-decision.ts';
import type { PaymentsContext } from '../payments/payments-context.ts';
import { writeAudit } from './audit-log.ts';
import type { OperatorSession } from './operator-sessions.ts';

/**
 * Makes a payments decision and writes its audit row in one database transaction: the decision and its record
 * stand or fall together. A refusal of the use-case rolls both back and is answered as it is. The member's pages
 * are told only after the commit.
 */
async function audited(
  payments: PaymentsContext,
  operator: OperatorSession,
  audit: { action: OperatorAuditAction; ip: string; details?: Record<string, unknown> },
  decide: (trx: Transaction<Database>) => Promise<OrderDecision>,
): Promise<OrderReply> {
  const decision = await inTransaction(payments.db, async (trx) => {
    const made = await decide(trx);
    await writeAudit(trx, {
      operatorId: operator.operatorId,
      action: audit.action,
      target: made.order_number,
      details: { ...audit.details, status: made.status },
      ip: audit.ip,
    });
    return made;
  });
  decision.announce();
  return { order_number: decision.order_number, status: decision.status };
}

export function confirmDepositByOperator(
  payments: PaymentsContext,
  operator: OperatorSession,
  orderNumber: string,
  ip: string,
  remark?: string,
) {
  return audited(payments, operator, { action: 'deposit.confirm', ip, details: { remark: remark ?? '' } }, (trx) =>
    confirmDepositInTransaction(payments, trx, orderNumber, operator.operatorId),
  );
}

export function approveWithdrawalByOperator(
  payments: PaymentsContext,
  operator: OperatorSession,
  orderNumber: string,
  remark: string | undefined,
  ip: string,
) {
  return audited(payments, operator, { action: 'withdrawal.approve', ip, details: { remark: remark ?? '' } }, (trx) =>
    approveWithdrawalInTransaction(payments, trx, orderNumber, operator.operatorId, remark),
  );
}

export function rejectWithdrawalByOperator(
  payments: PaymentsContext,
  operator: OperatorSession,
  orderNumber: string,
  remark: string,
  ip: string,
) {
  return audited(payments, operator, { action: 'withdrawal.reject', ip, details: { remark } }, (trx) =>
    rejectWithdrawalInTransaction(payments, trx, orderNumber, operator.operatorId, remark),
  );
}
