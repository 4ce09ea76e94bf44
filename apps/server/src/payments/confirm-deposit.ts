import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { Refusal } from '../http/reply.ts';
import { announceCredit, creditDeposit } from './credit-deposit.ts';
import { commitDecision, type OrderDecision, type OrderReply } from './order-decision.ts';
import { PaymentOrderCode, PaymentOrderMessage } from './payment-codes.ts';
import type { PaymentsContext } from './payments-context.ts';

/**
 * An operator confirms that the money of a deposit arrived (a bank transfer, or a gateway payment whose callback
 * never came), inside the caller's transaction: the order is credited exactly as a gateway's paid callback would
 * credit it. Idempotent: an order already paid answers paid again without moving money. Refusals:
 * PaymentOrderCode.unknownOrder (101), PaymentOrderCode.notPending (102, the order failed).
 */
export async function confirmDepositInTransaction(
  ctx: PaymentsContext,
  trx: Transaction<Database>,
  orderNumber: string,
  operatorId: number,
): Promise<OrderDecision> {
  const order = await trx
    .selectFrom('deposit_orders')
    .select('status')
    .where('order_number', '=', orderNumber)
    .executeTakeFirst();
  if (!order) throw new Refusal(PaymentOrderCode.unknownOrder, PaymentOrderMessage.unknownOrder);
  const credit = await creditDeposit(ctx.db, trx, orderNumber, { confirmedBy: operatorId });
  if (credit.outcome === 'failed_before') throw new Refusal(PaymentOrderCode.notPending, PaymentOrderMessage.notPending);
  return { order_number: orderNumber, status: 'paid', announce: () => announceCredit(ctx, credit) };
}

/** confirmDepositInTransaction in a transaction of its own; the member is told once it committed. */
export function confirmDeposit(ctx: PaymentsContext, orderNumber: string, operatorId: number): Promise<OrderReply> {
  return commitDecision(ctx.db, (trx) => confirmDepositInTransaction(ctx, trx, orderNumber, operatorId));
}
