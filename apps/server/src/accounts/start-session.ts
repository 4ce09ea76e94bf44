import type { LoginResult } from '@casino/contract/calls/auth-calls.ts';
import { privateChannels, realtimeEvents } from '@casino/contract/realtime.ts';
import { sql } from 'kysely';
import { issueSessionToken } from '../members/session-tokens.ts';
import type { AccountsContext } from './accounts-context.ts';

export type MemberForSession = { id: number; account: string; currency_code: string };

/**
 * Signs a member in on one device: remembers the device, ends every other session of the member (single-session
 * rule: the realtime login event tells the older one to leave) and hands out a new token.
 */
export async function startSession(
  ctx: AccountsContext,
  member: MemberForSession,
  device: { udid: string; ip: string },
): Promise<LoginResult> {
  const token = await ctx.db.transaction().execute(async (tx) => {
    await tx
      .updateTable('member_sessions')
      .set({ revoked_at: new Date() })
      .where('member_id', '=', member.id)
      .where('revoked_at', 'is', null)
      .execute();
    if (device.udid) {
      await tx
        .insertInto('member_devices')
        .values({ member_id: member.id, udid: device.udid })
        .onConflict((oc) => oc.columns(['member_id', 'udid']).doUpdateSet({ last_seen_at: sql`now()` }))
        .execute();
    }
    return issueSessionToken(tx, member.id, ctx.sessionTtlMs, device);
  });
  ctx.realtime.broadcast(privateChannels.member(member.id), realtimeEvents.login, { token });
  return {
    member_id: member.id,
    member_account: member.account,
    member_login_id: String(member.id),
    member_currency: member.currency_code,
    token,
  };
}
