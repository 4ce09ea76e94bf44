import type { OperatorSession } from '../operators/operator-sessions.ts';
import { requirePermission } from '../operators/roles.ts';

/**
 * Who may use the content desk (docs/decisions/0027-content-desk.md): admins write; support reads the lists, to answer
 * players about what the site shows; finance has no part in it (content.read, content.manage).
 */
export function requireContentRight(operator: Pick<OperatorSession, 'role'>, right: 'read' | 'manage'): void {
  requirePermission(operator, right === 'read' ? 'content.read' : 'content.manage');
}
