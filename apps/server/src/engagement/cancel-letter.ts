import { EngagementOperatorCode, type OperatorLetter } from '@casino/contract/calls/engagement-calls.ts';
import { sql } from 'kysely';
import { Refusal } from '../http/reply.ts';
import { inTransaction } from '../ledger/executor.ts';
import { writeAudit } from '../operators/audit-log.ts';
import type { OperatorSession } from '../operators/operator-sessions.ts';
import type { EngagementContext } from './engagement-context.ts';
import { announceLetter } from './letter-events.ts';
import { findOperatorLetters } from './operator-letters.ts';

/**
 * Cancels a letter: its delivery stops (the row lock waits for a batch in flight) and it leaves every box it reached,
 * with the audit row in the same transaction. A letter cancelled before is refused (102).
 */
export async function cancelLetter(
  ctx: EngagementContext,
  operator: OperatorSession,
  id: number,
  ip: string,
): Promise<OperatorLetter> {
  const removed = await inTransaction(ctx.db, async (trx) => {
    const { rows } = await sql<{ id: bigint; status: string }>`
      select id, status from letters where id = ${BigInt(id)} for update`.execute(trx);
    const letter = rows[0];
    if (!letter || letter.status === 'cancelled') throw new Refusal(EngagementOperatorCode.notFound, 'operator.not_found');
    await trx.updateTable('letters').set({ status: 'cancelled', finished_at: new Date() }).where('id', '=', letter.id).execute();
    const boxes = await trx
      .updateTable('member_letters')
      .set({ deleted_at: new Date() })
      .where('letter_id', '=', letter.id)
      .where('deleted_at', 'is', null)
      .returning(['id', 'member_id'])
      .execute();
    await writeAudit(trx, {
      operatorId: operator.operatorId,
      action: 'letter.cancel',
      target: `letter:${id}`,
      details: { removed: boxes.length },
      ip,
    });
    return boxes;
  });
  for (const box of removed) announceLetter(ctx.realtime, box.member_id, 'delete', { ids: [Number(box.id)] });
  const [letter] = await findOperatorLetters(ctx.db, { id, limit: 1 });
  if (!letter) throw new Error(`letter ${id} vanished`);
  return letter;
}
