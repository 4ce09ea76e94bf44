import type { LoginResult } from '@casino/contract/calls/auth-calls.ts';
import { sql } from 'kysely';
import { revokeSessions, sessionFingerprint } from '../members/revoke-session.ts';
import { issueSessionToken } from '../members/session-tokens.ts';
import { sessionEndsBy } from '../protection/session-limit.ts';
import type { AccountsContext } from './accounts-context.ts';
import { recordSharedSignIn } from './shared-sign-in.ts';

export type MemberForSession = { id: number; account: string; currency_code: string };

/**
 * Signs a member in on one device: remembers the device, ends every other session of the member (single-session
 * rule: the realtime login event tells the older ones to leave, and their sockets are closed) and hands out a new token.
 */
export async function startSession(
  ctx: AccountsContext,
  member: MemberForSession,
  device: { udid: string; ip: string },
): Promise<LoginResult> {
  const { token, ended } = await ctx.db.transaction().execute(async (tx) => {
    const ended = await revokeSessions(tx, { memberId: member.id });
    let newDevice = false;
    if (device.udid) {
      const seen = await tx
        .insertInto('member_devices')
        .values({ member_id: member.id, udid: device.udid })
        .onConflict((oc) => oc.columns(['member_id', 'udid']).doUpdateSet({ last_seen_at: sql`now()` }))
        // xmax is 0 on a row this statement inserted, not on one it updated.
        .returning(sql<boolean>`xmax = 0`.as('inserted'))
        .executeTakeFirstOrThrow();
      newDevice = seen.inserted;
    }
    await recordSharedSignIn(tx, member.id, { ...device, newDevice });
    // Under a session-time limit the sign-in ends by what is left of the day's minutes (docs/decisions/0082).
    const endsBy = await sessionEndsBy(tx, member.id, Date.now());
    return { token: await issueSessionToken(tx, member.id, ctx.sessionTtlMs, device, null, endsBy), ended };
  });
  // The older sessions' sockets learn which session is now in force (never its token) and are closed.
  ctx.realtime.endSessions(member.id, ended, sessionFingerprint(token));
  return {
    member_id: member.id,
    member_account: member.account,
    member_login_id: String(member.id),
    member_currency: member.currency_code,
    token,
  };
}
