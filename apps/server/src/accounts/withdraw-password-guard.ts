import { setTimeout as sleep } from 'node:timers/promises';
import { WITHDRAW_PASSWORD_LOCKED } from '@casino/contract/calls/payment-calls.ts';
import { privateChannels, realtimeEvents } from '@casino/contract/realtime.ts';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { Refusal, TooManyRequests } from '../http/reply.ts';
import type { Realtime } from '../realtime/echo-server.ts';
import { verifyPassword } from './passwords.ts';
import { recordSecurityEvent } from './security-events.ts';

/** Wrong withdraw passwords after which it is locked, whichever calls they came through. */
export const WITHDRAW_PASSWORD_ATTEMPTS = 5;
/** How long one try may hold the member's turn: a try that died frees it after this. */
const TURN_LEASE_MS = 5_000;
/** How long a try waits for the tries before it to be answered (HTTP 429 after). */
const TURN_WAIT_MS = 10_000;

export type WithdrawPasswordContext = { db: Db; realtime: Pick<Realtime, 'broadcast'> };

type CountedTry = { failures: number; lockedUntil: Date | null; turn: Date };

/**
 * Checks a member's withdraw password under the one counter that every call checking it shares. A member's tries are
 * answered one at a time, and each is counted before its answer is decided, by the one UPDATE that takes the turn
 * (countTry): so parallel guesses cannot all be checked. The try that makes WITHDRAW_PASSWORD_ATTEMPTS in a row sets
 * the lock in that UPDATE; unless it was right, every later try is refused with code 108 (the right password too)
 * until the site's lock period ends, the member is told on their private channel and the operator sees a security
 * event. A right answer clears the count. Returns whether the password was right: the caller answers a wrong one with
 * its own code.
 */
export async function verifyWithdrawPassword(
  ctx: WithdrawPasswordContext,
  member: { id: number; withdrawPasswordHash: string },
  given: string,
  call: string,
): Promise<boolean> {
  const counted = await countTry(ctx.db, member.id);
  let right = false;
  try {
    right = await verifyPassword(member.withdrawPasswordHash, given);
  } finally {
    // The turn is this try's: a right answer clears the count and the lock this try may have set.
    await ctx.db
      .updateTable('members')
      .set({
        withdraw_password_turn_until: null,
        ...(right ? { withdraw_password_failures: 0, withdraw_password_locked_until: null } : {}),
      })
      .where('id', '=', member.id)
      .where('withdraw_password_turn_until', '=', counted.turn)
      .execute();
  }
  if (!right && counted.lockedUntil) await announceLock(ctx, member.id, counted, call);
  return right;
}

/**
 * Waits for the member's turn and counts the try, in one UPDATE: it takes the turn only when no other try holds it
 * and the password is not locked, adds the try to the count (a lock that ran out starts the count again) and sets the
 * lock when the count reaches the limit. Refuses with 108 while locked.
 */
async function countTry(db: Db, memberId: number): Promise<CountedTry> {
  const deadline = Date.now() + TURN_WAIT_MS;
  for (let pause = 5; ; pause = Math.min(pause * 2, 100)) {
    const counted = await db
      .updateTable('members')
      .set({
        withdraw_password_failures: sql<number>`case when withdraw_password_locked_until is null
          then withdraw_password_failures + 1 else 1 end`,
        withdraw_password_locked_until: sql<Date | null>`case
          when withdraw_password_locked_until is null and withdraw_password_failures + 1 >= ${WITHDRAW_PASSWORD_ATTEMPTS}
          then now() + (select withdraw_password_lock_minutes from sites where sites.id = members.site_id) * interval '1 minute'
          end`,
        // Whole milliseconds, so that the try can name its turn with a JavaScript date when it gives it back.
        withdraw_password_turn_until: sql<Date>`date_trunc('milliseconds',
          now() + ${TURN_LEASE_MS}::double precision * interval '1 millisecond')`,
      })
      .where('id', '=', memberId)
      .where((eb) =>
        eb.and([
          eb.or([eb('withdraw_password_locked_until', 'is', null), eb('withdraw_password_locked_until', '<=', sql<Date>`now()`)]),
          eb.or([eb('withdraw_password_turn_until', 'is', null), eb('withdraw_password_turn_until', '<=', sql<Date>`now()`)]),
        ]),
      )
      .returning(['withdraw_password_failures', 'withdraw_password_locked_until', 'withdraw_password_turn_until'])
      .executeTakeFirst();
    if (counted) {
      return {
        failures: counted.withdraw_password_failures,
        lockedUntil: counted.withdraw_password_locked_until,
        turn: counted.withdraw_password_turn_until as Date,
      };
    }
    const state = await db
      .selectFrom('members')
      .select(['withdraw_password_locked_until', sql<boolean>`withdraw_password_locked_until > now()`.as('locked')])
      .where('id', '=', memberId)
      .executeTakeFirstOrThrow();
    if (state.locked) {
      throw new Refusal(WITHDRAW_PASSWORD_LOCKED, 'withdraw_password.locked', {
        locked_until: state.withdraw_password_locked_until?.toISOString() ?? null,
      });
    }
    // Another try of the member is being answered.
    if (Date.now() > deadline) throw new TooManyRequests();
    await sleep(pause);
  }
}

async function announceLock(ctx: WithdrawPasswordContext, memberId: number, counted: CountedTry, call: string): Promise<void> {
  const site = await ctx.db
    .selectFrom('members')
    .innerJoin('sites', 'sites.id', 'members.site_id')
    .select('sites.withdraw_password_lock_minutes as minutes')
    .where('members.id', '=', memberId)
    .executeTakeFirstOrThrow();
  const lockedUntil = (counted.lockedUntil as Date).toISOString();
  await recordSecurityEvent(ctx.db, {
    memberId,
    kind: 'withdraw_password_locked',
    detail: { failures: counted.failures, locked_until: lockedUntil, minutes: site.minutes, call },
  });
  ctx.realtime.broadcast(privateChannels.member(memberId), realtimeEvents.withdrawPasswordLocked, {
    locked_until: lockedUntil,
    minutes: site.minutes,
  });
}
