import type { OperatorRole } from '@casino/contract/calls/operator-calls.ts';
import type { OperatorSession } from './operator-sessions.ts';

/** What an operator call needs the right to do. */
export type OperatorPermission =
  | 'orders.read'
  | 'deposits.confirm'
  | 'withdrawals.decide'
  | 'members.adjust'
  | 'audit.read'
  | 'operators.manage';

/** The rights of each role (docs/decisions/0011-operators.md). */
const GRANTS: Record<OperatorRole, ReadonlySet<OperatorPermission>> = {
  admin: new Set(['orders.read', 'deposits.confirm', 'withdrawals.decide', 'members.adjust', 'audit.read', 'operators.manage']),
  finance: new Set(['orders.read', 'deposits.confirm', 'withdrawals.decide', 'members.adjust']),
  support: new Set(['orders.read']),
};

/** The operator's role does not allow the call: HTTP 403 (through the app's error handler). */
export class Forbidden extends Error {
  readonly statusCode = 403;
  constructor() {
    super('forbidden');
  }
}

export function can(role: OperatorRole, permission: OperatorPermission): boolean {
  return GRANTS[role].has(permission);
}

export function requirePermission(operator: Pick<OperatorSession, 'role'>, permission: OperatorPermission): void {
  if (!can(operator.role, permission)) throw new Forbidden();
}
