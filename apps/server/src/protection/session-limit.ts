import { LoginCode } from '@casino/contract/calls/auth-calls.ts';
import type { SessionLimitRefusal } from '@casino/contract/calls/protection-calls.ts';
import { sql } from 'kysely';
import { Refusal } from '../http/reply.ts';
import type { Executor } from '../ledger/executor.ts';
import { memberPolicies } from './limit-policies.ts';
import { limitInForce } from './limit-policy-rules.ts';
import { PERIOD_MS } from './limit-rules.ts';
import { storedLimits } from './member-limits.ts';

/**
 * The session-time limit (docs/decisions/0082): at most N minutes signed in per rolling 24 hours. The sign-ins begun in
 * the last 24 hours count from their start to their end (logout, a sign-in elsewhere, an exclusion: the revocation;
 * else the expiry of their last token) or to now while live. A sign-in gets a hard end (member_sessions.ends_by) at
 * what is left of the day's minutes, and its tokens and game sessions expire by then; once nothing is left, the login
 * is refused (code 109) until the oldest counted sign-in leaves the window.
 */

const DAY_MS = PERIOD_MS.day;

/**
 * The member's session-time limit in force at `now`, in minutes (null: none): their own, else the site's default, else
 * its maximum, never above the maximum (docs/decisions/0084).
 */
export async function sessionLimitMinutes(db: Executor, memberId: number, now: number): Promise<number | null> {
  const [stored, policies] = await Promise.all([storedLimits(db, memberId), memberPolicies(db, memberId)]);
  const { amount } = limitInForce(stored, policies, 'session', 'day', now);
  return amount === null ? null : Number(amount);
}

/** The time signed in during the rolling day (ms) and when its oldest counted sign-in began (ms; null: none). */
export async function signedInToday(
  db: Executor,
  memberId: number,
  now: number,
): Promise<{ usedMs: number; oldest: number | null }> {
  const { rows } = await sql<{ started: Date | string; ended: Date | string | null }>`
    select l.created_at as started,
      (select least(max(s.expires_at), min(s.revoked_at)) from member_sessions s
        where s.id = l.id or s.login_id = l.id) as ended
    from member_sessions l
    where l.member_id = ${memberId} and l.login_id is null and l.created_at > ${new Date(now - DAY_MS)}`.execute(db);
  let usedMs = 0;
  let oldest: number | null = null;
  for (const row of rows) {
    const started = new Date(row.started).getTime();
    const ended = Math.min(now, row.ended === null ? now : new Date(row.ended).getTime());
    usedMs += Math.max(0, ended - started);
    oldest = oldest === null ? started : Math.min(oldest, started);
  }
  return { usedMs, oldest };
}

/** What a new sign-in may last under the member's limit: its hard end (null: no limit). */
export async function sessionEndsBy(db: Executor, memberId: number, now: number): Promise<Date | null> {
  const minutes = await sessionLimitMinutes(db, memberId, now);
  if (minutes === null) return null;
  const { usedMs } = await signedInToday(db, memberId, now);
  return new Date(now + Math.max(0, minutes * 60_000 - usedMs));
}

/** The sign-in's check (login code 109): the day's minutes are used up; says when the oldest counted sign-in leaves. */
export async function refuseIfSessionLimitReached(db: Executor, memberId: number, now = Date.now()): Promise<void> {
  const minutes = await sessionLimitMinutes(db, memberId, now);
  if (minutes === null) return;
  const { usedMs, oldest } = await signedInToday(db, memberId, now);
  if (usedMs < minutes * 60_000) return;
  const data: SessionLimitRefusal = { minutes, ends_at: (oldest ?? now) + DAY_MS };
  throw new Refusal(LoginCode.sessionLimit, 'login.session_limit', data);
}

/**
 * After a change of the session-time limit: the member's live sign-ins end by what the limit now leaves of the day
 * (a lower limit holds at once; a sign-in never gets longer here), their tokens and their games' sessions with them.
 */
export async function applySessionLimit(db: Executor, memberId: number, now: number): Promise<void> {
  const endsBy = await sessionEndsBy(db, memberId, now);
  if (endsBy === null) return;
  await db
    .updateTable('member_sessions')
    .set({
      ends_by: sql<Date>`least(ends_by, ${endsBy})`,
      expires_at: sql<Date>`least(expires_at, ${endsBy})`,
    })
    .where('member_id', '=', memberId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', new Date(now))
    .execute();
  await db
    .updateTable('game_sessions')
    .set({ expires_at: sql<Date>`least(expires_at, ${endsBy})` })
    .where('member_id', '=', memberId)
    .where('ended_at', 'is', null)
    .where('expires_at', '>', new Date(now))
    .execute();
}
