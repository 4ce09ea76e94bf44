import { logoutCall } from '@casino/contract/calls/auth-calls.ts';
import type { Db } from '../db/database.ts';
import type { CallRegistrar } from '../http/register-call.ts';
import { revokeSession } from '../members/revoke-session.ts';

/** Session calls of SPEC section 7 ("Authentication and recovery"). */
export function registerAuthRoutes(registerCallFor: CallRegistrar, db: Db): void {
  registerCallFor(logoutCall, async ({ member }) => {
    await revokeSession(db, member.sessionId);
    return null;
  });
}
