import { MemberPageCode } from '@casino/contract/calls/operator-member-calls.ts';
import { Refusal } from '../../http/reply.ts';
import type { Executor } from '../../ledger/executor.ts';

/**
 * The member a member-page call names, or the call's refusal. Operators are not bound to a site (decision 11: an
 * operator's site is the home site of the tools, not an access boundary), so any member of the deployment is found.
 */
export async function findMemberOrRefuse(executor: Executor, memberId: number) {
  const member = await executor
    .selectFrom('members')
    .select(['id', 'site_id', 'account', 'currency_code', 'status'])
    .where('id', '=', memberId)
    .executeTakeFirst();
  if (!member) throw new Refusal(MemberPageCode.memberNotFound, 'operator.member_not_found');
  return member;
}
