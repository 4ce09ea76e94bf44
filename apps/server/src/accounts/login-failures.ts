import { type ExpressionBuilder, sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Database } from '../db/schema.ts';

/** How a counter of login failures locks. */
export type LockPolicy = {
  /** Attempts in a row, right ones aside, after which the key is locked. */
  limit: number;
  /** The first lock; each further failure doubles it, up to maxLockMs. */
  lockMs: number;
  maxLockMs: number;
  /** A counter with no attempt for this long starts again from nothing. */
  forgetMs: number;
};

/**
 * What a counter counts: scope 'member' or 'operator' with the account as subject and where the attempts come from
 * as source ('ip:...' or, for a member's known device, 'device:...'); 'member-address' and 'operator-address' count
 * one client address across every account (subject '').
 */
export type FailureKey = {
  scope: 'member' | 'member-address' | 'operator' | 'operator-address';
  subject: string;
  source: string;
};

export type Counted =
  /** The attempt may be checked; lockedUntil is set when it was the one that reached the limit. */
  { allowed: true; failures: number; lockedUntil: Date | null } | { allowed: false; lockedUntil: Date };

const ms = (value: number) => sql`(${value}::double precision * interval '1 millisecond')`;

/** The row of a key, as a where condition. */
const rowOf = (key: FailureKey) => (eb: ExpressionBuilder<Database, 'login_failures'>) =>
  eb.and({ scope: key.scope, subject: key.subject, source: key.source });

/**
 * Counts a login attempt before its password is checked, so that parallel guesses cannot all be checked: one UPDATE
 * counts it unless the key is locked, and sets the lock when the count reaches the limit (for
 * lockMs * 2^(count - limit), at most maxLockMs). An attempt that is refused changes nothing. A right password then
 * forgives the attempt (forgiveAttempt), a wrong one leaves it counted.
 */
export async function countAttempt(db: Db, key: FailureKey, policy: LockPolicy): Promise<Counted> {
  await db
    .insertInto('login_failures')
    .values(key)
    .onConflict((oc) => oc.doNothing())
    .execute();
  const failures = sql<number>`(case when last_failure_at < now() - ${ms(policy.forgetMs)} then 1 else failures + 1 end)`;
  // The exponent is capped so that power() cannot overflow after very many failures.
  const lock = sql`least(${policy.maxLockMs}::double precision,
    ${policy.lockMs}::double precision * power(2, least(${failures} - ${policy.limit}::int, 40)))`;
  const counted = await db
    .updateTable('login_failures')
    .set({
      failures,
      last_failure_at: sql`now()`,
      locked_until: sql`case when ${failures} >= ${policy.limit}::int
        then now() + (${lock} * interval '1 millisecond') end`,
    })
    .where(rowOf(key))
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', sql<Date>`now()`)]))
    .returning(['failures', 'locked_until'])
    .executeTakeFirst();
  if (counted) return { allowed: true, failures: counted.failures, lockedUntil: counted.locked_until };
  const row = await db.selectFrom('login_failures').select('locked_until').where(rowOf(key)).executeTakeFirst();
  return { allowed: false, lockedUntil: row?.locked_until ?? new Date() };
}

/**
 * A right password: the key's count and lock go, unless another attempt was counted after this one (that attempt is
 * answered on its own).
 */
export async function forgiveAttempt(db: Db, key: FailureKey, failures: number): Promise<void> {
  await db.deleteFrom('login_failures').where(rowOf(key)).where('failures', '=', failures).execute();
}

/**
 * A right password for a counter shared by several accounts (one address): only this attempt is taken back, with
 * the lock it may have set, so that the failures of the others still count.
 */
export async function takeBackAttempt(db: Db, key: FailureKey, policy: LockPolicy): Promise<void> {
  // A counter left with nothing goes, so that signing in leaves no row behind.
  const removed = await db.deleteFrom('login_failures').where(rowOf(key)).where('failures', '<=', 1).executeTakeFirst();
  if (removed.numDeletedRows > 0n) return;
  await db
    .updateTable('login_failures')
    .set({
      failures: sql<number>`greatest(failures - 1, 0)`,
      locked_until: sql`case when failures - 1 < ${policy.limit}::int then null else locked_until end`,
    })
    .where(rowOf(key))
    .execute();
}

/** Every counter of an account, from anywhere: after its password was reset through recovery. */
export async function clearAccountFailures(db: Db, scope: FailureKey['scope'], subject: string): Promise<void> {
  await db.deleteFrom('login_failures').where('scope', '=', scope).where('subject', '=', subject).execute();
}

/**
 * Deletes counters nobody has tried for longer than `forgetMs` and that hold no running lock: such a row already
 * counts as nothing (the next attempt starts it again from one), so failed attempts leave nothing behind for long.
 * Pass the longest forgetMs of the policies in use. Idempotent, so every node may run it.
 */
export async function purgeForgottenFailures(db: Db, forgetMs: number): Promise<number> {
  const result = await db
    .deleteFrom('login_failures')
    .where('last_failure_at', '<', sql<Date>`now() - ${ms(forgetMs)}`)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', sql<Date>`now()`)]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
