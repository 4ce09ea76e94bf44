import type { OperatorRole } from '@casino/contract/calls/operator-calls.ts';
import type { OperatorSession } from '../operators/operator-sessions.ts';
import { Forbidden } from '../operators/roles.ts';

/**
 * Who may use the content desk (docs/decisions/0027-content-desk.md): admins write; support reads the lists, to answer
 * players about what the site shows; finance has no part in it.
 */
const CONTENT_RIGHTS: Record<OperatorRole, ReadonlySet<'read' | 'manage'>> = {
  admin: new Set(['read', 'manage']),
  finance: new Set(),
  support: new Set(['read']),
};

/** HTTP 403 unless the operator's role has the right. */
export function requireContentRight(operator: Pick<OperatorSession, 'role'>, right: 'read' | 'manage'): void {
  if (!CONTENT_RIGHTS[operator.role]?.has(right)) throw new Forbidden();
}
