import { EngagementOperatorCode, type OperatorSignInCalendar } from '@casino/contract/calls/engagement-calls.ts';
import { Refusal } from '../http/reply.ts';
import { inTransaction } from '../ledger/executor.ts';
import { writeAudit } from '../operators/audit-log.ts';
import type { OperatorSession } from '../operators/operator-sessions.ts';
import type { EngagementContext } from './engagement-context.ts';
import { findOperatorCalendars } from './sign-in-calendars.ts';

/** Cancels a calendar: no check-in from then on; the rewards paid stay paid. */
export async function cancelSignInCalendar(
  ctx: EngagementContext,
  operator: OperatorSession,
  id: number,
  ip: string,
): Promise<OperatorSignInCalendar> {
  await inTransaction(ctx.db, async (trx) => {
    const row = await trx
      .updateTable('sign_in_calendars')
      .set({ cancelled_at: new Date() })
      .where('id', '=', id)
      .where('cancelled_at', 'is', null)
      .returning('id')
      .executeTakeFirst();
    if (!row) throw new Refusal(EngagementOperatorCode.notFound, 'operator.not_found');
    await writeAudit(trx, { operatorId: operator.operatorId, action: 'sign_in.cancel', target: `sign_in:${id}`, ip });
  });
  const [cancelled] = await findOperatorCalendars(ctx.db, { id, limit: 1 });
  if (!cancelled) throw new Error(`calendar ${id} vanished`);
  return cancelled;
}
