import { sql } from 'kysely';
import { inTransaction } from '../ledger/executor.ts';
import { parseAmount } from '../wallet/main-cash.ts';
import { announceCredit, type CreditResult, creditDeposit } from './credit-deposit.ts';
import { type GatewayCallback, GatewayCallbackError } from './payment-gateway.ts';
import type { PaymentsContext } from './payments-context.ts';

/** A callback signed longer ago than this (or this far in the future) is refused: a replay or a broken clock. */
export const CALLBACK_MAX_AGE_MS = 10 * 60_000;

export type CallbackAnswer = { httpStatus: number; body: { code: number; message: string; data: unknown } };

class CallbackRefused extends Error {
  constructor(
    readonly httpStatus: number,
    readonly reason: string,
  ) {
    super(reason);
  }
}

const refused = (httpStatus: number, message: string): CallbackAnswer => ({
  httpStatus,
  body: { code: httpStatus, message, data: null },
});

/**
 * A gateway's server-to-server callback. Only a callback whose signature holds, that is fresh, that names an order of
 * this gateway with the same amount and currency is acted on; anything else is refused with nothing changed (401
 * forged, 400 malformed or stale, 404 unknown order, 409 amount, currency or payment mismatch). paid credits the
 * order once (creditDeposit); declined fails a pending order. Every nonce is processed once, and every message
 * acted on is kept in payment_callbacks. 200 tells the gateway to stop sending it.
 */
export async function handleGatewayCallback(
  ctx: PaymentsContext,
  gatewayName: string,
  headers: Record<string, string | string[] | undefined>,
  rawBody: string,
  now = new Date(),
): Promise<CallbackAnswer> {
  const gateway = Object.hasOwn(ctx.gateways, gatewayName) ? ctx.gateways[gatewayName] : undefined;
  if (!gateway) return refused(404, 'unknown_gateway');
  let callback: GatewayCallback;
  try {
    callback = gateway.verifyCallback(headers, rawBody);
  } catch (error) {
    if (!(error instanceof GatewayCallbackError)) throw error;
    return error.reason === 'bad_signature' ? refused(401, 'bad_signature') : refused(400, 'malformed_callback');
  }
  if (Math.abs(now.getTime() - callback.timestamp.getTime()) > CALLBACK_MAX_AGE_MS) return refused(400, 'stale_callback');

  let result: { status: string; outcome: string; credit?: CreditResult };
  try {
    result = await inTransaction(ctx.db, async (trx) => {
      const first = await trx
        .insertInto('payment_callbacks')
        .values({
          gateway: gateway.name,
          nonce: callback.nonce,
          order_number: callback.order_number,
          status: callback.status,
          outcome: 'received',
          body: rawBody,
        })
        .onConflict((oc) => oc.columns(['gateway', 'nonce']).doNothing())
        .returning('id')
        .executeTakeFirst();
      const order = await trx
        .selectFrom('deposit_orders')
        .select(['id', 'status', 'amount', 'currency_code', 'gateway_reference'])
        .where('order_number', '=', callback.order_number)
        .where('gateway', '=', gateway.name)
        .executeTakeFirst();
      if (!order) throw new CallbackRefused(404, 'unknown_order');
      // The same message again: already handled (or being handled) under its nonce.
      if (!first) return { status: order.status, outcome: 'duplicate' };
      if (callback.currency !== order.currency_code || parseAmount(callback.amount, order.currency_code) !== order.amount) {
        throw new CallbackRefused(409, 'amount_mismatch');
      }
      if (order.gateway_reference && order.gateway_reference !== callback.payment_id) {
        throw new CallbackRefused(409, 'payment_mismatch');
      }

      let outcome: string;
      let credit: CreditResult | undefined;
      if (callback.status === 'paid') {
        credit = await creditDeposit(ctx.db, trx, callback.order_number, { gatewayReference: callback.payment_id });
        outcome = credit.outcome;
        if (credit.outcome === 'failed_before') {
          // The gateway took the money of an order it had declined before: not credited blindly, an operator decides.
          await trx
            .updateTable('deposit_orders')
            .set({ needs_review: true, remark: 'gateway reported paid after failure', updated_at: sql`now()` })
            .where('id', '=', order.id)
            .execute();
          outcome = 'needs_review';
        }
      } else {
        const failed = await trx
          .updateTable('deposit_orders')
          .set({ status: 'failed', updated_at: sql`now()` })
          .where('id', '=', order.id)
          .where('status', '=', 'pending')
          .returning('id')
          .executeTakeFirst();
        outcome = failed ? 'failed' : 'ignored';
      }
      await trx.updateTable('payment_callbacks').set({ outcome }).where('id', '=', first.id).execute();
      const current = await trx
        .selectFrom('deposit_orders')
        .select('status')
        .where('id', '=', order.id)
        .executeTakeFirstOrThrow();
      return { status: current.status, outcome, credit };
    });
  } catch (error) {
    if (error instanceof CallbackRefused) return refused(error.httpStatus, error.reason);
    throw error;
  }
  if (result.credit) announceCredit(ctx, result.credit);
  return {
    httpStatus: 200,
    body: {
      code: 1000,
      message: 'ok',
      data: { order_number: callback.order_number, status: result.status, outcome: result.outcome },
    },
  };
}
