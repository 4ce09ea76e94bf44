import { sql } from 'kysely';
import { FieldError, Refusal } from '../http/reply.ts';
import { inTransaction } from '../ledger/executor.ts';
import { accountKey, ledgerAccounts } from '../ledger/ledger-accounts.ts';
import { postTransaction } from '../ledger/post-transaction.ts';
import { announceCash } from '../wallet/main-cash.ts';
import { PaymentOrderCode, PaymentOrderMessage } from './payment-codes.ts';
import type { PaymentsContext } from './payments-context.ts';

type Decision = 'paid' | 'rejected';

/**
 * Decides a pending withdrawal once: a conditional update moves it from pending to the decision, and in the same
 * transaction the held amount leaves the member's hold, to the system account payouts when paid (key
 * withdrawal:{order}:paid) or back to the main wallet when rejected (withdrawal:{order}:released). Deciding again the
 * same way answers the same; the other way is refused (notPending), an unknown order too (unknownOrder).
 */
async function decideWithdrawal(
  ctx: PaymentsContext,
  orderNumber: string,
  operatorId: number,
  decision: Decision,
  remark: string | undefined,
): Promise<{ order_number: string; status: string }> {
  const outcome = await inTransaction(ctx.db, async (trx) => {
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
      return undefined;
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
    return { memberId: order.member_id, currency: order.currency_code, mainCash: posted.balances.get(accountKey(main)) };
  });
  // Only a release touches the main wallet.
  if (outcome?.mainCash !== undefined) announceCash(ctx.realtime, outcome.memberId, outcome.mainCash, outcome.currency);
  return { order_number: orderNumber, status: decision };
}

/** An operator paid a pending withdrawal out: the held money leaves for the payouts account. */
export async function approveWithdrawal(
  ctx: PaymentsContext,
  orderNumber: string,
  operatorId: number,
  remark?: string,
): Promise<{ order_number: string; status: string }> {
  return decideWithdrawal(ctx, orderNumber, operatorId, 'paid', remark?.trim() || undefined);
}

/** An operator rejects a pending withdrawal (a remark saying why is required): the held money returns to main. */
export async function rejectWithdrawal(
  ctx: PaymentsContext,
  orderNumber: string,
  operatorId: number,
  remark: string,
): Promise<{ order_number: string; status: string }> {
  const reason = remark.trim();
  if (!reason) throw new FieldError({ remark: ['required'] });
  return decideWithdrawal(ctx, orderNumber, operatorId, 'rejected', reason.slice(0, 500));
}
