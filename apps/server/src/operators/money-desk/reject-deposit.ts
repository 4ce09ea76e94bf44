import { OperatorOrderCode } from '@casino/contract/calls/operator-calls.ts';
import type { Db } from '../../db/database.ts';
import { Refusal } from '../../http/reply.ts';
import { writeAudit } from '../audit-log.ts';
import type { OperatorSession } from '../operator-sessions.ts';

/**
 * Rejects a pending deposit (a bank transfer that never arrived): the order is marked failed with the operator's
 * reason, nothing is credited, and its audit row is written in the same transaction. A gateway that later reports it
 * paid leaves it for review, as for any failed order (payments area). Rejecting again answers as the first time.
 */
export async function rejectDeposit(
  db: Db,
  operator: OperatorSession,
  input: { order_number: string; remark: string },
  ip: string,
): Promise<{ order_number: string; status: string }> {
  return db.transaction().execute(async (trx) => {
    const order = await trx
      .selectFrom('deposit_orders')
      .select(['id', 'order_number', 'status', 'member_id'])
      .where('order_number', '=', input.order_number)
      .forUpdate()
      .executeTakeFirst();
    if (!order) throw new Refusal(OperatorOrderCode.unknownOrder, 'operator.unknown_order');
    if (order.status === 'failed') return { order_number: order.order_number, status: order.status };
    if (order.status !== 'pending') throw new Refusal(OperatorOrderCode.notPending, 'operator.not_pending');
    await trx
      .updateTable('deposit_orders')
      .set({ status: 'failed', remark: input.remark, confirmed_by: operator.operatorId, updated_at: new Date() })
      .where('id', '=', order.id)
      .where('status', '=', 'pending')
      .execute();
    await writeAudit(trx, {
      operatorId: operator.operatorId,
      action: 'deposit.reject',
      target: order.order_number,
      details: { member_id: order.member_id, remark: input.remark, status: 'failed' },
      ip,
    });
    return { order_number: order.order_number, status: 'failed' };
  });
}
