import { logoutCall } from '@casino/contract/calls/auth-calls.ts';
import type { Db } from '../db/database.ts';
import type { CallRegistrar } from '../http/register-call.ts';
import { endSessions } from '../members/revoke-session.ts';
import type { Realtime } from '../realtime/echo-server.ts';

/** Session calls of SPEC section 7 ("Authentication and recovery"). */
export function registerAuthRoutes(
  registerCallFor: CallRegistrar,
  ctx: { db: Db; realtime: Pick<Realtime, 'endSessions'> },
): void {
  registerCallFor(logoutCall, async ({ member }) => {
    await endSessions(ctx, { memberId: member.memberId, only: member.sessionId });
    return null;
  });
}
