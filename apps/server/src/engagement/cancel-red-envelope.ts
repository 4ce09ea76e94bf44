import { EngagementOperatorCode, type OperatorRedEnvelope } from '@casino/contract/calls/engagement-calls.ts';
import { Refusal } from '../http/reply.ts';
import { inTransaction } from '../ledger/executor.ts';
import { writeAudit } from '../operators/audit-log.ts';
import type { OperatorSession } from '../operators/operator-sessions.ts';
import type { EngagementContext } from './engagement-context.ts';
import { findOperatorRedEnvelopes } from './operator-red-envelopes.ts';
import { announceRedEnvelope } from './red-envelope-events.ts';

/**
 * Cancels a promotion that has not ended. Claims check cancelled_at inside their transaction after taking the
 * budget row, and this takes the same rows, so no claim is paid after the cancellation commits.
 */
export async function cancelRedEnvelope(
  ctx: EngagementContext,
  operator: OperatorSession,
  id: number,
  ip: string,
): Promise<OperatorRedEnvelope> {
  const promotion = await inTransaction(ctx.db, async (trx) => {
    const row = await trx
      .updateTable('red_envelope_promotions')
      .set({ cancelled_at: new Date() })
      .where('id', '=', id)
      .where('cancelled_at', 'is', null)
      .where('ends_at', '>', new Date())
      .returning(['id', 'site_id'])
      .executeTakeFirst();
    if (!row) throw new Refusal(EngagementOperatorCode.notFound, 'operator.not_found');
    const budgets = await trx
      .selectFrom('red_envelope_budgets')
      .select('currency_code')
      .where('promotion_id', '=', id)
      .forUpdate()
      .execute();
    await writeAudit(trx, { operatorId: operator.operatorId, action: 'red_envelope.cancel', target: `red_envelope:${id}`, ip });
    return { ...row, currencies: budgets.map((b) => b.currency_code) };
  });
  announceRedEnvelope(ctx.realtime, promotion, promotion.currencies);
  const [cancelled] = await findOperatorRedEnvelopes(ctx.db, { id, limit: 1 });
  if (!cancelled) throw new Error(`promotion ${id} vanished`);
  return cancelled;
}
