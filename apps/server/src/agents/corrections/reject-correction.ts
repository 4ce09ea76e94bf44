import { AgentOperatorCode, type CommissionCorrectionView } from '@casino/contract/calls/agent-calls.ts';
import type { Db } from '../../db/database.ts';
import { Refusal } from '../../http/reply.ts';
import { inTransaction } from '../../ledger/executor.ts';
import { writeAudit } from '../../operators/audit-log.ts';
import type { OperatorSession } from '../../operators/operator-sessions.ts';
import { readCorrection } from './correction-view.ts';

/**
 * Rejects a waiting correction with a reason (123 when it is not waiting): nothing is paid and the statement keeps
 * its version. Its proposer may withdraw it this way too: only paying needs a second person. Audited with the reason.
 */
export async function rejectCorrection(
  db: Db,
  operator: OperatorSession,
  input: { id: number; reason: string },
  ip: string,
): Promise<CommissionCorrectionView> {
  return inTransaction(db, async (trx) => {
    const rejected = await trx
      .updateTable('agent_commission_corrections')
      .set({ status: 'rejected', decided_by: operator.operatorId, decided_at: new Date(), decision_reason: input.reason })
      .where('id', '=', input.id)
      .where('status', '=', 'pending')
      .returning(['agent_id', 'period_start', 'currency_code', 'version'])
      .executeTakeFirst();
    if (!rejected) throw new Refusal(AgentOperatorCode.correctionNotPending, 'operator.correction_not_pending');
    await writeAudit(trx, {
      operatorId: operator.operatorId,
      action: 'agent.correction_reject',
      target: `member:${rejected.agent_id}`,
      details: {
        correction: input.id,
        period: rejected.period_start,
        currency: rejected.currency_code,
        version: rejected.version,
        reason: input.reason,
      },
      ip,
    });
    return (await readCorrection(trx, input.id)) as CommissionCorrectionView;
  });
}
