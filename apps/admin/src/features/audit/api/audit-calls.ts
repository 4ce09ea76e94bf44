import { type OperatorAuditAction, operatorAuditListCall } from '@casino/contract/calls/operator-calls.ts';
import type { CallResponse } from '@casino/contract/define-call.ts';
import type { AdminClient } from '../../../lib/admin-api.ts';

export type AuditEntry = CallResponse<typeof operatorAuditListCall>['list'][number];
export const AUDIT_PAGE = 50;

/** What the log is filtered by: an action, an operator's user name, a target as the log writes it. */
export type AuditFilter = { action?: OperatorAuditAction | undefined; operator?: string; target?: string };

/** A page of the audit log, newest first, filtered; older than `beforeId` when given. */
export const readAuditPage = async (
  call: AdminClient,
  filter: AuditFilter & { beforeId?: number | undefined },
): Promise<AuditEntry[]> =>
  (
    await call(operatorAuditListCall, {
      limit: AUDIT_PAGE,
      ...(filter.action ? { action: filter.action } : {}),
      ...(filter.operator ? { operator: filter.operator } : {}),
      ...(filter.target ? { target: filter.target } : {}),
      ...(filter.beforeId ? { before_id: filter.beforeId } : {}),
    })
  ).list;
