import { privateChannels, realtimeEvents } from '@casino/contract/realtime.ts';
import { sql, type Transaction } from 'kysely';
import { grantDepositBonus } from '../bonuses/deposit-bonus.ts';
import type { Db } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import { accountKey, ledgerAccounts } from '../ledger/ledger-accounts.ts';
import { postTransaction } from '../ledger/post-transaction.ts';
import { announceCash, formatAmount } from '../wallet/main-cash.ts';
import type { PaymentsContext } from './payments-context.ts';

export type CreditResult =
  | {
      outcome: 'credited';
      orderNumber: string;
      memberId: number;
      currency: string;
      amount: bigint;
      mainCash: bigint;
      depositTimes: number;
    }
  | { outcome: 'already_paid'; orderNumber: string }
  | { outcome: 'failed_before'; orderNumber: string };

/**
 * Credits a deposit order once, inside the caller's transaction: the order moves from pending (or expired: the
 * money was taken, so a late payment still counts) to paid by a conditional update, and the ledger moves the amount
 * from the gateway's account to the member's main wallet under key deposit:{order_number}. A second call, concurrent
 * or later, finds the order paid and does nothing; the ledger key would refuse a second movement anyway.
 */
export async function creditDeposit(
  db: Db,
  trx: Transaction<Database>,
  orderNumber: string,
  by: { confirmedBy?: number; gatewayReference?: string } = {},
): Promise<CreditResult> {
  const order = await trx
    .updateTable('deposit_orders')
    .set({
      status: 'paid',
      paid_at: sql`now()`,
      updated_at: sql`now()`,
      ...(by.confirmedBy !== undefined ? { confirmed_by: by.confirmedBy } : {}),
      ...(by.gatewayReference ? { gateway_reference: by.gatewayReference } : {}),
    })
    .where('order_number', '=', orderNumber)
    .where('status', 'in', ['pending', 'expired'])
    .returning(['id', 'member_id', 'currency_code', 'amount', 'gateway'])
    .executeTakeFirst();
  if (!order) {
    const current = await trx
      .selectFrom('deposit_orders')
      .select('status')
      .where('order_number', '=', orderNumber)
      .executeTakeFirstOrThrow();
    return { outcome: current.status === 'paid' ? 'already_paid' : 'failed_before', orderNumber };
  }

  const main = ledgerAccounts.memberMain(order.member_id, order.currency_code);
  const posted = await postTransaction(db, trx, {
    key: `deposit:${orderNumber}`,
    kind: 'deposit',
    reference: orderNumber,
    postings: [
      { account: ledgerAccounts.system(`gateway:${order.gateway}`, order.currency_code), amount: -order.amount },
      { account: main, amount: order.amount },
    ],
  });
  await trx.updateTable('deposit_orders').set({ ledger_transaction_id: posted.id }).where('id', '=', order.id).execute();
  await grantDepositBonus(db, trx, order);
  const paid = await trx
    .selectFrom('deposit_orders')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('member_id', '=', order.member_id)
    .where('status', '=', 'paid')
    .executeTakeFirstOrThrow();
  return {
    outcome: 'credited',
    orderNumber,
    memberId: order.member_id,
    currency: order.currency_code,
    amount: order.amount,
    mainCash: posted.balances.get(accountKey(main)) ?? 0n,
    depositTimes: Number(paid.n),
  };
}

/** After the credit committed: the new balance and member_deposit.success on the member's private channel. */
export function announceCredit(ctx: Pick<PaymentsContext, 'realtime'>, result: CreditResult): void {
  if (result.outcome !== 'credited') return;
  announceCash(ctx.realtime, result.memberId, result.mainCash, result.currency);
  ctx.realtime.broadcast(privateChannels.member(result.memberId), realtimeEvents.memberDepositSuccess, {
    order_number: result.orderNumber,
    deposit_amount: formatAmount(result.amount, result.currency),
    deposit_times: result.depositTimes,
  });
}
