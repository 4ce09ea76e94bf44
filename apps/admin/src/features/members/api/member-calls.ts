import { operatorMemberAdjustCall } from '@casino/contract/calls/operator-calls.ts';
import { type MEMBER_SEARCH_FIELDS, operatorMemberSearchCall } from '@casino/contract/calls/operator-member-calls.ts';
import type { CallResponse } from '@casino/contract/define-call.ts';
import type { AdminClient } from '../../../lib/admin-api.ts';

export type FoundMember = CallResponse<typeof operatorMemberSearchCall>['list'][number];
export type SearchField = (typeof MEMBER_SEARCH_FIELDS)[number];

export const searchMembers = async (call: AdminClient, q: string, by: SearchField): Promise<FoundMember[]> =>
  (await call(operatorMemberSearchCall, { q, by })).list;

/** Credits (positive) or debits (negative) a member's main wallet; the key makes a retried submit move money once. */
export const adjustBalance = (call: AdminClient, member: FoundMember, amount: string, reason: string, idempotencyKey: string) =>
  call(operatorMemberAdjustCall, { member_account: member.account, site_id: member.site_id, amount, reason }, { idempotencyKey });
