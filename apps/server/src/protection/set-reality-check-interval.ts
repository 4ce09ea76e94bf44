import type { realityCheckSetCall } from '@casino/contract/calls/reality-check-calls.ts';
import type { CallRequest } from '@casino/contract/define-call.ts';
import type { Db } from '../db/database.ts';
import type { MemberSession } from '../members/session-tokens.ts';
import { readRealityCheck } from './read-reality-check.ts';

/**
 * Sets how often the game pages remind the member of their play (docs/decisions/0080). Unlike a limit it holds at
 * once either way: it only changes when a reminder shows, never what the member may stake.
 */
export async function setRealityCheckInterval(
  db: Db,
  member: Pick<MemberSession, 'memberId' | 'loginId' | 'currency'>,
  body: CallRequest<typeof realityCheckSetCall>,
  now: number,
) {
  const values = { interval_minutes: body.interval_minutes, updated_at: new Date(now) };
  await db
    .insertInto('member_reality_checks')
    .values({ member_id: member.memberId, ...values })
    .onConflict((oc) => oc.column('member_id').doUpdateSet(values))
    .execute();
  return readRealityCheck(db, member, now);
}
