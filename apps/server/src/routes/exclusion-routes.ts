import { memberExclusionSetCall } from '@casino/contract/calls/protection-calls.ts';
import type { Db } from '../db/database.ts';
import type { CallRegistrar } from '../http/register-call.ts';
import { setMemberExclusion } from '../protection/member-exclusions.ts';
import type { Realtime } from '../realtime/echo-server.ts';

/** Take a break and self-exclusion, chosen by the member (responsible gaming, docs/decisions/0079). */
export function registerExclusionRoutes(
  registerCallFor: CallRegistrar,
  ctx: { db: Db; realtime: Pick<Realtime, 'endSessions'> },
  now: () => number = Date.now,
): void {
  registerCallFor(memberExclusionSetCall, ({ member, body }) => setMemberExclusion(ctx, member, body, now()));
}
