import { Refusal } from '../http/reply.ts';
import { inTransaction } from '../ledger/executor.ts';
import { announceCredit, creditDeposit } from './credit-deposit.ts';
import { PaymentOrderCode, PaymentOrderMessage } from './payment-codes.ts';
import type { PaymentsContext } from './payments-context.ts';

/**
 * An operator confirms that the money of a deposit arrived (a bank transfer, or a gateway payment whose callback
 * never came): the order is credited exactly as a gateway's paid callback would credit it. Idempotent: an order
 * already paid answers paid again without moving money. Refusals: PaymentOrderCode.unknownOrder (101),
 * PaymentOrderCode.notPending (102, the order failed).
 */
export async function confirmDeposit(
  ctx: PaymentsContext,
  orderNumber: string,
  operatorId: number,
): Promise<{ order_number: string; status: string }> {
  const result = await inTransaction(ctx.db, async (trx) => {
    const order = await trx
      .selectFrom('deposit_orders')
      .select('status')
      .where('order_number', '=', orderNumber)
      .executeTakeFirst();
    if (!order) throw new Refusal(PaymentOrderCode.unknownOrder, PaymentOrderMessage.unknownOrder);
    return creditDeposit(ctx.db, trx, orderNumber, { confirmedBy: operatorId });
  });
  if (result.outcome === 'failed_before') throw new Refusal(PaymentOrderCode.notPending, PaymentOrderMessage.notPending);
  announceCredit(ctx, result);
  return { order_number: orderNumber, status: 'paid' };
}
