import type { OperatorAuditAction, OperatorAuditEntry } from '@casino/contract/calls/operator-calls.ts';
import type { Db } from '../db/database.ts';
import type { Executor } from '../ledger/executor.ts';

export type AuditRecord = {
  operatorId: number | null;
  action: OperatorAuditAction;
  /** What the action was on: an order number, a member, a user name. */
  target?: string;
  details?: Record<string, unknown>;
  ip?: string;
};

/**
 * Appends one row to the audit log, in the executor the caller gives: the transaction of the action's effect, so
 * that the effect and its record stand or fall together. There is no way to change or remove a row.
 */
export async function writeAudit(executor: Executor, record: AuditRecord): Promise<number> {
  const row = await executor
    .insertInto('operator_audit_log')
    .values({
      operator_id: record.operatorId,
      action: record.action,
      target: record.target ?? '',
      details: JSON.stringify(record.details ?? {}, (_key, value) => (typeof value === 'bigint' ? value.toString() : value)),
      ip: record.ip ?? '',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The newest rows first, optionally of one action; beforeId pages back through older ones. */
export async function listAuditLog(
  db: Db,
  filter: { limit: number; beforeId?: number; action?: OperatorAuditAction; operator?: string; target?: string },
): Promise<OperatorAuditEntry[]> {
  let query = db
    .selectFrom('operator_audit_log as a')
    .leftJoin('operators as o', 'o.id', 'a.operator_id')
    .select(['a.id', 'a.operator_id', 'o.username', 'a.action', 'a.target', 'a.details', 'a.ip', 'a.created_at'])
    .orderBy('a.id', 'desc')
    .limit(filter.limit);
  if (filter.beforeId !== undefined) query = query.where('a.id', '<', filter.beforeId);
  if (filter.action !== undefined) query = query.where('a.action', '=', filter.action);
  if (filter.operator !== undefined) query = query.where('o.username', '=', filter.operator);
  if (filter.target !== undefined) query = query.where('a.target', '=', filter.target);
  const rows = await query.execute();
  return rows.map((r) => ({
    id: r.id,
    operator_id: r.operator_id,
    operator_username: r.username,
    action: r.action,
    target: r.target,
    details: r.details,
    ip: r.ip,
    created_at: r.created_at.toISOString(),
  }));
}
