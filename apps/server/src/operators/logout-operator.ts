import type { Db } from '../db/database.ts';
import { inTransaction } from '../ledger/executor.ts';
import { writeAudit } from './audit-log.ts';
import { type OperatorSession, revokeOperatorSession } from './operator-sessions.ts';

/** Ends the operator's session and records it, in one transaction. */
export async function logoutOperator(db: Db, operator: OperatorSession, ip: string): Promise<void> {
  await inTransaction(db, async (trx) => {
    if (!(await revokeOperatorSession(trx, operator.sessionId))) return;
    await writeAudit(trx, { operatorId: operator.operatorId, action: 'logout', target: operator.username, ip });
  });
}
