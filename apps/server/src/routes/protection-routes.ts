import { memberLimitSetCall, memberLimitsCall } from '@casino/contract/calls/protection-calls.ts';
import { realityCheckCall, realityCheckSetCall } from '@casino/contract/calls/reality-check-calls.ts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { CallRegistrar } from '../http/register-call.ts';
import { readMemberLimits } from '../protection/member-limits.ts';
import { readRealityCheck } from '../protection/read-reality-check.ts';
import { setMemberLimit } from '../protection/set-member-limit.ts';
import { setRealityCheckInterval } from '../protection/set-reality-check-interval.ts';

/** A member's own limits and reality check (responsible gaming, docs/decisions/0078 and 0080). */
export function registerProtectionRoutes(
  registerCallFor: CallRegistrar,
  db: Kysely<Database>,
  now: () => number = Date.now,
): void {
  registerCallFor(memberLimitsCall, ({ member }) => readMemberLimits(db, member, now()));
  registerCallFor(memberLimitSetCall, ({ member, body }) => setMemberLimit(db, member, body, now()));
  registerCallFor(realityCheckCall, ({ member }) => readRealityCheck(db, member, now()));
  registerCallFor(realityCheckSetCall, ({ member, body }) => setRealityCheckInterval(db, member, body, now()));
}
