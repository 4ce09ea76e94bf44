import { memberLimitSetCall, memberLimitsCall } from '@casino/contract/calls/protection-calls.ts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { CallRegistrar } from '../http/register-call.ts';
import { readMemberLimits } from '../protection/member-limits.ts';
import { setMemberLimit } from '../protection/set-member-limit.ts';

/** A member's own limits (responsible gaming, docs/decisions/0078). */
export function registerProtectionRoutes(
  registerCallFor: CallRegistrar,
  db: Kysely<Database>,
  now: () => number = Date.now,
): void {
  registerCallFor(memberLimitsCall, ({ member }) => readMemberLimits(db, member, now()));
  registerCallFor(memberLimitSetCall, ({ member, body }) => setMemberLimit(db, member, body, now()));
}
