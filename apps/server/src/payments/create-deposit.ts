import { DepositCode, depositCreateCall } from '@casino/contract/calls/payment-calls.ts';
import { sql, type Transaction } from 'kysely';
import { checkDepositBonus } from '../bonuses/deposit-bonus.ts';
import type { Database } from '../db/schema.ts';
import { FieldError, Refusal } from '../http/reply.ts';
import { runIdempotent } from '../ledger/idempotent-request.ts';
import type { MemberSession } from '../members/session-tokens.ts';
import { checkDepositLimits } from '../protection/check-deposit-limits.ts';
import { formatAmount, parseAmount } from '../wallet/main-cash.ts';
import { expireOverdueDeposits } from './expire-deposits.ts';
import { activeDepositMethods, needsBankAccount } from './list-deposit-methods.ts';
import { newOrderNumber } from './order-numbers.ts';
import { BANK_TRANSFER_ORDER_TTL_MS, GATEWAY_ORDER_TTL_MS, MAX_PENDING_DEPOSITS, RETURN_PATH } from './payment-codes.ts';
import type { PaymentsContext } from './payments-context.ts';

export type DepositRequest = {
  method_id: number;
  amount: string;
  payer_name: string;
  payer_reference: string;
  bonus_promotion_id?: number;
};
export type DepositAnswer = { order_number: string; status: string; amount: string; pay_url: string | null };

/** Inserts a row under a fresh order number, drawing again on the rare collision with an existing one. */
export async function insertWithOrderNumber<T>(
  prefix: 'D' | 'W',
  insert: (orderNumber: string) => Promise<T | undefined>,
): Promise<{ orderNumber: string; row: T }> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const orderNumber = newOrderNumber(prefix);
    const row = await insert(orderNumber);
    if (row !== undefined) return { orderNumber, row };
  }
  throw new Error('could not draw a free order number');
}

/**
 * Opens a deposit order for the member, once per idempotency key. A gateway method also opens the payment at the
 * gateway and answers its hosted page (pay_url); a bank transfer answers pay_url null and waits for an operator.
 * Refusals (DepositCode): 101 no such method, 104 bank account required, 102/103 outside the method's limits,
 * 105 too many orders waiting.
 */
export async function createDeposit(
  ctx: PaymentsContext,
  member: MemberSession,
  input: DepositRequest,
  idempotencyKey: string,
  requestHost: string | undefined,
  language?: string,
): Promise<DepositAnswer> {
  // Chosen among configured hosts before the transaction; the request's Host is never copied into an address.
  const browserOrigin = await ctx.origins.browser(requestHost);
  const scope = `member:${member.memberId}:${depositCreateCall.path}`;
  return runIdempotent(ctx.db, scope, idempotencyKey, input, async (trx: Transaction<Database>) => {
    // One request of a member at a time counts the orders waiting.
    await trx.selectFrom('members').select('id').where('id', '=', member.memberId).forNoKeyUpdate().execute();
    const method = (await activeDepositMethods(ctx, trx, member)).find((m) => m.id === input.method_id);
    if (!method) throw new Refusal(DepositCode.noMethod, 'deposit.no_method');
    if (await needsBankAccount(trx, member.memberId))
      throw new Refusal(DepositCode.bankAccountRequired, 'deposit.bank_account_required');
    const amount = parseAmount(input.amount, member.currency);
    if (amount === undefined) throw new FieldError({ amount: ['amount_format'] });
    if (amount < method.min_amount) throw new Refusal(DepositCode.belowMinimum, 'deposit.below_minimum');
    if (amount > method.max_amount) throw new Refusal(DepositCode.aboveMaximum, 'deposit.above_maximum');
    await expireOverdueDeposits(trx, member.memberId);
    const pending = await trx
      .selectFrom('deposit_orders')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('member_id', '=', member.memberId)
      .where('status', '=', 'pending')
      .executeTakeFirstOrThrow();
    if (Number(pending.n) >= MAX_PENDING_DEPOSITS) throw new Refusal(DepositCode.tooManyPending, 'deposit.too_many_pending');
    // Under the member's lock: deposits opened at once never jointly cross the member's own limits.
    await checkDepositLimits(trx, member.memberId, amount, Date.now());
    // A deposit match chosen with the deposit is granted when the money arrives (docs/decisions/0033).
    if (input.bonus_promotion_id !== undefined) await checkDepositBonus(trx, member, input.bonus_promotion_id, amount);

    const ttl = method.kind === 'gateway' ? GATEWAY_ORDER_TTL_MS : BANK_TRANSFER_ORDER_TTL_MS;
    const { orderNumber, row } = await insertWithOrderNumber('D', (orderNumber) =>
      trx
        .insertInto('deposit_orders')
        .values({
          order_number: orderNumber,
          member_id: member.memberId,
          site_id: member.siteId,
          currency_code: member.currency,
          method_id: method.id,
          gateway: method.gateway,
          amount,
          payer_name: input.payer_name,
          payer_reference: input.payer_reference,
          pay_url: null,
          ledger_transaction_id: null,
          confirmed_by: null,
          bonus_promotion_id: input.bonus_promotion_id ?? null,
          expires_at: sql<Date>`now() + ${`${ttl} milliseconds`}::interval`,
        })
        .onConflict((oc) => oc.column('order_number').doNothing())
        .returning('id')
        .executeTakeFirst(),
    );

    let payUrl: string | null = null;
    if (method.kind === 'gateway') {
      const gateway = ctx.gateways[method.gateway];
      if (!gateway) throw new Refusal(DepositCode.noMethod, 'deposit.no_method');
      const payment = await gateway.createPayment({
        order_number: orderNumber,
        amount: formatAmount(amount, member.currency),
        currency: member.currency,
        notify_url: `${ctx.origins.callback()}/api/payments/${encodeURIComponent(gateway.name)}/callback`,
        return_url: `${browserOrigin}${RETURN_PATH}`,
        origin: browserOrigin,
        ...(language ? { language } : {}),
      });
      payUrl = payment.pay_url;
      await trx
        .updateTable('deposit_orders')
        .set({ pay_url: payment.pay_url, gateway_reference: payment.reference })
        .where('id', '=', row.id)
        .execute();
    }
    return { order_number: orderNumber, status: 'pending', amount: formatAmount(amount, member.currency), pay_url: payUrl };
  });
}
