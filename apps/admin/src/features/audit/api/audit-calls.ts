import { type OperatorAuditAction, operatorAuditListCall } from '@casino/contract/calls/operator-calls.ts';
import type { CallResponse } from '@casino/contract/define-call.ts';
import type { AdminClient } from '../../../lib/admin-api.ts';

export type AuditEntry = CallResponse<typeof operatorAuditListCall>['list'][number];
export const AUDIT_PAGE = 50;

/** A page of the audit log, newest first: of one action when given, older than `beforeId` when given. */
export const readAuditPage = async (
  call: AdminClient,
  filter: { action?: OperatorAuditAction | undefined; beforeId?: number | undefined },
): Promise<AuditEntry[]> =>
  (
    await call(operatorAuditListCall, {
      limit: AUDIT_PAGE,
      ...(filter.action ? { action: filter.action } : {}),
      ...(filter.beforeId ? { before_id: filter.beforeId } : {}),
    })
  ).list;
