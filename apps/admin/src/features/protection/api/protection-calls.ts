import { operatorMemberExclusionLiftCall } from '@casino/contract/calls/operator-member-calls.ts';
import {
  type LimitPolicy,
  operatorExclusionsCall,
  operatorLimitChangesCall,
  operatorLimitPoliciesCall,
  operatorLimitPolicySetCall,
  operatorMemberLimitsCall,
  type PolicyKind,
} from '@casino/contract/calls/operator-protection-calls.ts';
import type { LimitPeriod } from '@casino/contract/calls/protection-calls.ts';
import type { CallResponse } from '@casino/contract/define-call.ts';
import type { AdminClient } from '../../../lib/admin-api.ts';

export type { LimitPolicy };
export type MemberLimits = CallResponse<typeof operatorMemberLimitsCall>;
export type LimitChanges = CallResponse<typeof operatorLimitChangesCall>;
export type ExclusionRecords = CallResponse<typeof operatorExclusionsCall>;

export const readMemberLimits = (call: AdminClient, memberId: number) => call(operatorMemberLimitsCall, { member_id: memberId });

export const readLimitChanges = (call: AdminClient, memberId: number, beforeId: number | null) =>
  call(operatorLimitChangesCall, { member_id: memberId, ...(beforeId ? { before_id: beforeId } : {}) });

export const readExclusions = (call: AdminClient, memberId: number) => call(operatorExclusionsCall, { member_id: memberId });

export const liftExclusion = (call: AdminClient, memberId: number, reason: string) =>
  call(operatorMemberExclusionLiftCall, { member_id: memberId, reason });

export const readLimitPolicies = async (call: AdminClient, siteId: number) =>
  (await call(operatorLimitPoliciesCall, { site_id: siteId })).list;

export const setLimitPolicy = (
  call: AdminClient,
  policy: {
    site_id: number;
    currency: string;
    kind: PolicyKind;
    period: LimitPeriod;
    default_amount: string | null;
    maximum_amount: string | null;
  },
) => call(operatorLimitPolicySetCall, policy);
