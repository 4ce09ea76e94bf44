import { WITHDRAW_PASSWORD_LOCKED } from '@casino/contract/calls/payment-calls.ts';
import { privateChannels, realtimeEvents } from '@casino/contract/realtime.ts';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { Refusal } from '../http/reply.ts';
import type { Realtime } from '../realtime/echo-server.ts';
import { verifyPassword } from './passwords.ts';
import { recordSecurityEvent } from './security-events.ts';

/** Wrong withdraw passwords after which it is locked, whichever calls they came through. */
export const WITHDRAW_PASSWORD_ATTEMPTS = 5;

export type WithdrawPasswordContext = { db: Db; realtime: Pick<Realtime, 'broadcast'> };

/**
 * Checks a member's withdraw password under the one counter that every call checking it shares. The try is counted
 * before the answer is decided, by one UPDATE that refuses while the lock holds, so that parallel guesses cannot all
 * be checked: at most WITHDRAW_PASSWORD_ATTEMPTS tries in a row get an answer, the last of them locks the password
 * unless it was right, and every other try is refused with code 108 (the right password too) until the site's lock
 * period ends. The member is told on their private channel and the operator sees a security event. A right answer
 * clears the count. Right tries count too while they are checked, so more than WITHDRAW_PASSWORD_ATTEMPTS at once
 * are refused even from the member. Returns whether the password was right: the caller answers a wrong one with its
 * own code.
 */
export async function verifyWithdrawPassword(
  ctx: WithdrawPasswordContext,
  member: { id: number; withdrawPasswordHash: string },
  given: string,
  call: string,
): Promise<boolean> {
  const counted = await ctx.db
    .updateTable('members')
    .set({
      // A lock that has run out starts the count again.
      withdraw_password_failures: sql<number>`case when withdraw_password_locked_until is null
        then withdraw_password_failures + 1 else 1 end`,
      withdraw_password_locked_until: sql<Date | null>`case
        when withdraw_password_locked_until is null and withdraw_password_failures + 1 >= ${WITHDRAW_PASSWORD_ATTEMPTS}
        then now() + (select withdraw_password_lock_minutes from sites where sites.id = members.site_id) * interval '1 minute'
        end`,
    })
    .where('id', '=', member.id)
    .where((eb) =>
      eb.or([eb('withdraw_password_locked_until', 'is', null), eb('withdraw_password_locked_until', '<=', sql<Date>`now()`)]),
    )
    .returning(['withdraw_password_failures', 'withdraw_password_locked_until'])
    .executeTakeFirst();
  if (!counted) {
    const row = await ctx.db
      .selectFrom('members')
      .select('withdraw_password_locked_until')
      .where('id', '=', member.id)
      .executeTakeFirstOrThrow();
    throw new Refusal(WITHDRAW_PASSWORD_LOCKED, 'withdraw_password.locked', {
      locked_until: row.withdraw_password_locked_until?.toISOString() ?? null,
    });
  }

  if (await verifyPassword(member.withdrawPasswordHash, given)) {
    // Not while locked, unless this try set the lock and none was counted after it.
    await ctx.db
      .updateTable('members')
      .set({ withdraw_password_failures: 0, withdraw_password_locked_until: null })
      .where('id', '=', member.id)
      .where((eb) =>
        eb.or([
          eb('withdraw_password_locked_until', 'is', null),
          eb('withdraw_password_failures', '=', counted.withdraw_password_failures),
        ]),
      )
      .execute();
    return true;
  }
  if (counted.withdraw_password_locked_until) await announceLock(ctx, member.id, counted, call);
  return false;
}

async function announceLock(
  ctx: WithdrawPasswordContext,
  memberId: number,
  counted: { withdraw_password_failures: number; withdraw_password_locked_until: Date | null },
  call: string,
): Promise<void> {
  const site = await ctx.db
    .selectFrom('members')
    .innerJoin('sites', 'sites.id', 'members.site_id')
    .select('sites.withdraw_password_lock_minutes as minutes')
    .where('members.id', '=', memberId)
    .executeTakeFirstOrThrow();
  const lockedUntil = (counted.withdraw_password_locked_until as Date).toISOString();
  await recordSecurityEvent(ctx.db, {
    memberId,
    kind: 'withdraw_password_locked',
    detail: { failures: counted.withdraw_password_failures, locked_until: lockedUntil, minutes: site.minutes, call },
  });
  ctx.realtime.broadcast(privateChannels.member(memberId), realtimeEvents.withdrawPasswordLocked, {
    locked_until: lockedUntil,
    minutes: site.minutes,
  });
}
