import {
  operatorExclusionsCall,
  operatorLimitChangesCall,
  operatorLimitPoliciesCall,
  operatorLimitPolicySetCall,
  operatorMemberLimitsCall,
} from '@casino/contract/calls/operator-protection-calls.ts';
import type { CallRegistrar } from '../http/register-call.ts';
import type { OperatorsContext } from '../operators/operators-context.ts';
import { requirePermission } from '../operators/roles.ts';
import { readLimitPolicies, setLimitPolicy } from '../protection/operator-limit-policies.ts';
import {
  readExclusionRecords,
  readLimitChanges,
  readMemberLimitsForOperator,
} from '../protection/operator-protection-history.ts';

/** The operator side of player protection (docs/decisions/0084): site limit policies, limit changes, exclusions. */
export function registerOperatorProtectionRoutes(registerCallFor: CallRegistrar, ctx: OperatorsContext): void {
  registerCallFor(operatorLimitPoliciesCall, async ({ operator, body }) => {
    requirePermission(operator, 'members.protection');
    return readLimitPolicies(ctx.db, body);
  });
  registerCallFor(operatorLimitPolicySetCall, async ({ operator, body, request }) => {
    requirePermission(operator, 'members.protection');
    return setLimitPolicy(ctx.db, operator, body, request.ip);
  });
  registerCallFor(operatorLimitChangesCall, async ({ operator, body }) => {
    requirePermission(operator, 'members.read');
    return readLimitChanges(ctx.db, body);
  });
  registerCallFor(operatorExclusionsCall, async ({ operator, body }) => {
    requirePermission(operator, 'members.read');
    return readExclusionRecords(ctx.db, body, Date.now());
  });
  registerCallFor(operatorMemberLimitsCall, async ({ operator, body }) => {
    requirePermission(operator, 'members.read');
    return readMemberLimitsForOperator(ctx.db, body, Date.now());
  });
}
