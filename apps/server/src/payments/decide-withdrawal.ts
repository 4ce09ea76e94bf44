import { sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { FieldError, Refusal } from '../http/reply.ts';
import { accountKey, ledgerAccounts } from '../ledger/ledger-accounts.ts';
import { postTransaction } from '../ledger/post-transaction.ts';
import { announceCash } from '../wallet/main-cash.ts';
import { commitDecision, type OrderDecision, type OrderReply } from './order-decision.ts';
import { PaymentOrderCode, PaymentOrderMessage } from './payment-codes.ts';
import type { PaymentsContext } from './payments-context.ts';

type Decision = 'paid' | 'rejected';

/**
 * Decides a pending withdrawal once, inside the caller's transaction: a conditional update moves it from pending to
 * the decision, and the held amount leaves the member's hold, to the system account payouts when paid (key
 * withdrawal:{order}:paid) or back to the main wallet when rejected (withdrawal:{order}:released). Deciding again the
 * same way answers the same; the other way is refused (notPending), an unknown order too (unknownOrder).
 */
async function decideWithdrawal(
  ctx: PaymentsContext,
  trx: Transaction<Database>,
  orderNumber: string,
  operatorId: number,
  decision: Decision,
  remark: string | undefined,
): Promise<OrderDecision> {
  const reply = { order_number: orderNumber, status: decision };
  const order = await trx
    .updateTable('withdrawal_orders')
    .set({
      status: decision,
      decided_by: operatorId,
      decided_at: sql`now()`,
      updated_at: sql`now()`,
      ...(remark !== undefined ? { remark } : {}),
    })
    .where('order_number', '=', orderNumber)
    .where('status', '=', 'pending')
    .returning(['id', 'member_id', 'currency_code', 'amount'])
    .executeTakeFirst();
  if (!order) {
    const current = await trx
      .selectFrom('withdrawal_orders')
      .select('status')
      .where('order_number', '=', orderNumber)
      .executeTakeFirst();
    if (!current) throw new Refusal(PaymentOrderCode.unknownOrder, PaymentOrderMessage.unknownOrder);
    if (current.status !== decision) throw new Refusal(PaymentOrderCode.notPending, PaymentOrderMessage.notPending);
    return { ...reply, announce: () => undefined };
  }
  const hold = ledgerAccounts.memberWithdrawalHold(order.member_id, order.currency_code);
  const main = ledgerAccounts.memberMain(order.member_id, order.currency_code);
  const to = decision === 'paid' ? ledgerAccounts.system('payouts', order.currency_code) : main;
  const posted = await postTransaction(ctx.db, trx, {
    key: `withdrawal:${orderNumber}:${decision === 'paid' ? 'paid' : 'released'}`,
    kind: decision === 'paid' ? 'withdrawal_payout' : 'withdrawal_release',
    reference: orderNumber,
    postings: [
      { account: hold, amount: -order.amount },
      { account: to, amount: order.amount },
    ],
  });
  await trx.updateTable('withdrawal_orders').set({ settle_transaction_id: posted.id }).where('id', '=', order.id).execute();
  // Only a release touches the main wallet.
  const mainCash = posted.balances.get(accountKey(main));
  const announce = () => {
    if (mainCash !== undefined) announceCash(ctx.realtime, order.member_id, mainCash, order.currency_code);
  };
  return { ...reply, announce };
}

/** An operator pays a pending withdrawal out, inside the caller's transaction: the held money leaves for payouts. */
export async function approveWithdrawalInTransaction(
  ctx: PaymentsContext,
  trx: Transaction<Database>,
  orderNumber: string,
  operatorId: number,
  remark?: string,
): Promise<OrderDecision> {
  return decideWithdrawal(ctx, trx, orderNumber, operatorId, 'paid', remark?.trim() || undefined);
}

/**
 * An operator rejects a pending withdrawal (a remark saying why is required), inside the caller's transaction: the
 * held money returns to main.
 */
export async function rejectWithdrawalInTransaction(
  ctx: PaymentsContext,
  trx: Transaction<Database>,
  orderNumber: string,
  operatorId: number,
  remark: string,
): Promise<OrderDecision> {
  const reason = remark.trim();
  if (!reason) throw new FieldError({ remark: ['required'] });
  return decideWithdrawal(ctx, trx, orderNumber, operatorId, 'rejected', reason.slice(0, 500));
}

/** approveWithdrawalInTransaction in a transaction of its own; the member is told once it committed. */
export function approveWithdrawal(
  ctx: PaymentsContext,
  orderNumber: string,
  operatorId: number,
  remark?: string,
): Promise<OrderReply> {
  return commitDecision(ctx.db, (trx) => approveWithdrawalInTransaction(ctx, trx, orderNumber, operatorId, remark));
}

/** rejectWithdrawalInTransaction in a transaction of its own; the member is told once it committed. */
export function rejectWithdrawal(
  ctx: PaymentsContext,
  orderNumber: string,
  operatorId: number,
  remark: string,
): Promise<OrderReply> {
  return commitDecision(ctx.db, (trx) => rejectWithdrawalInTransaction(ctx, trx, orderNumber, operatorId, remark));
}
