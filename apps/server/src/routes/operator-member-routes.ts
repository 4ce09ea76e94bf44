import { operatorMemberSearchCall } from '@casino/contract/calls/operator-member-calls.ts';
import type { CallRegistrar } from '../http/register-call.ts';
import type { OperatorsContext } from '../operators/operators-context.ts';
import { requirePermission } from '../operators/roles.ts';
import { searchMembers } from '../operators/search-members.ts';

/** Operators finding members (the back office's member search, decision 72). */
export function registerOperatorMemberRoutes(registerCallFor: CallRegistrar, ctx: OperatorsContext): void {
  registerCallFor(operatorMemberSearchCall, async ({ operator, body, request }) => {
    requirePermission(operator, 'members.read');
    return searchMembers(ctx.db, operator, body, request.ip);
  });
}
