import type { Db } from '../db/database.ts';
import { inTransaction } from '../ledger/executor.ts';
import { writeAudit } from './audit-log.ts';
import type { OperatorSession } from './operator-sessions.ts';

/** The operator's open sessions, newest first, and whether they have an authenticator set up. */
export async function listOwnSessions(db: Db, operator: OperatorSession) {
  const [rows, factor] = await Promise.all([
    db
      .selectFrom('operator_sessions')
      .select(['id', 'ip', 'created_at', 'expires_at'])
      .where('operator_id', '=', operator.operatorId)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', new Date())
      .orderBy('id', 'desc')
      .limit(100)
      .execute(),
    db
      .selectFrom('operator_second_factors')
      .select('operator_id')
      .where('operator_id', '=', operator.operatorId)
      .where('confirmed_at', 'is not', null)
      .executeTakeFirst(),
  ]);
  return {
    second_factor: factor !== undefined,
    sessions: rows.map((r) => ({
      id: r.id,
      ip: r.ip,
      created_at: new Date(r.created_at).toISOString(),
      expires_at: new Date(r.expires_at).toISOString(),
      current: r.id === operator.sessionId,
    })),
  };
}

/** Ends every open session of the operator but this one (signing out everywhere else), audited. */
export async function endOtherSessions(db: Db, operator: OperatorSession, ip: string): Promise<{ ended: number }> {
  return inTransaction(db, async (trx) => {
    const ended = await trx
      .updateTable('operator_sessions')
      .set({ revoked_at: new Date() })
      .where('operator_id', '=', operator.operatorId)
      .where('id', '<>', operator.sessionId)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    const count = Number(ended.numUpdatedRows);
    await writeAudit(trx, {
      operatorId: operator.operatorId,
      action: 'operator.sessions_end_others',
      target: operator.username,
      details: { ended: count },
      ip,
    });
    return { ended: count };
  });
}
