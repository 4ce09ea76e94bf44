import {
  checkOperatorPassword,
  type OperatorAccount,
  OperatorAccountCode,
  type OperatorRole,
} from '@casino/contract/calls/operator-calls.ts';
import { sql } from 'kysely';
import { hashPassword, verifyPassword } from '../accounts/passwords.ts';
import type { Db } from '../db/database.ts';
import { FieldError, Refusal } from '../http/reply.ts';
import { type Executor, inTransaction } from '../ledger/executor.ts';
import { findSite } from '../sites/find-site.ts';
import { writeAudit } from './audit-log.ts';
import { countPasswordAttempt, forgivePasswordAttempt } from './login-operator.ts';
import type { OperatorSession } from './operator-sessions.ts';
import { Forbidden } from './roles.ts';

const UNIQUE_VIOLATION = '23505';

/** The admin doing the change, and from where. */
type Actor = { operator: OperatorSession; ip: string };

function accounts(executor: Executor) {
  return executor.selectFrom('operators as o').select((eb) => [
    'o.id',
    'o.username',
    'o.role',
    'o.active',
    'o.site_id',
    'o.created_at',
    // Every sign-in starts a session: the newest one is the last login.
    eb
      .selectFrom('operator_sessions as s')
      .whereRef('s.operator_id', '=', 'o.id')
      .select((s) => s.fn.max('s.created_at').as('created_at'))
      .as('last_login_at'),
  ]);
}

type AccountRow = Awaited<ReturnType<ReturnType<typeof accounts>['executeTakeFirstOrThrow']>>;

function present(row: AccountRow): OperatorAccount {
  return {
    id: row.id,
    username: row.username,
    role: row.role,
    active: row.active,
    site_id: row.site_id,
    created_at: row.created_at.toISOString(),
    last_login_at: row.last_login_at ? new Date(row.last_login_at).toISOString() : null,
  };
}

async function readAccount(executor: Executor, operatorId: number): Promise<OperatorAccount> {
  return present(await accounts(executor).where('o.id', '=', operatorId).executeTakeFirstOrThrow());
}

/**
 * The operator of a user name (whatever its case), or refusal 101. With lock, the row stays locked until the
 * transaction ends: a sign-in of that operator waits, so it cannot slip a new session past a disable or a password
 * change (see login-operator.ts).
 */
async function findOperator(executor: Executor, username: string, options: { lock: boolean }) {
  let query = executor
    .selectFrom('operators')
    .select(['id', 'username', 'active'])
    .where(sql<string>`lower(username)`, '=', username.trim().toLowerCase());
  if (options.lock) query = query.forNoKeyUpdate();
  const row = await query.executeTakeFirst();
  if (!row) throw new Refusal(OperatorAccountCode.unknownOperator, 'operator.not_found');
  return row;
}

/**
 * Locks another operator's row (refusal 103 for the actor's own) together with the actor's, in id order, and checks
 * that the actor is still an active admin then (else 403): two admins disabling or demoting each other at the same
 * moment cannot leave no admin.
 */
async function lockOtherOperator(executor: Executor, actor: Actor, username: string) {
  const found = await findOperator(executor, username, { lock: false });
  if (found.id === actor.operator.operatorId) throw new Refusal(OperatorAccountCode.ownAccount, 'operator.own_account');
  const rows = await executor
    .selectFrom('operators')
    .select(['id', 'username', 'role', 'active'])
    .where('id', 'in', [found.id, actor.operator.operatorId])
    .orderBy('id')
    .forNoKeyUpdate()
    .execute();
  const target = rows.find((row) => row.id === found.id);
  const admin = rows.find((row) => row.id === actor.operator.operatorId);
  if (!target) throw new Refusal(OperatorAccountCode.unknownOperator, 'operator.not_found');
  if (!admin?.active || admin.role !== 'admin') throw new Forbidden();
  return target;
}

/** Ends the operator's open sessions, but the one of keepSessionId when given; says how many there were. */
async function revokeOpenSessions(executor: Executor, operatorId: number, keepSessionId?: number): Promise<number> {
  let query = executor
    .updateTable('operator_sessions')
    .set({ revoked_at: new Date() })
    .where('operator_id', '=', operatorId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', new Date());
  if (keepSessionId !== undefined) query = query.where('id', '!=', keepSessionId);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Every operator account, by user name. */
export async function listOperatorAccounts(db: Db): Promise<OperatorAccount[]> {
  const rows = await accounts(db).orderBy(sql`lower(o.username)`).execute();
  return rows.map(present);
}

/**
 * Creates an operator (argon2id hash of the password, which the contract has checked) and its audit row in one
 * transaction. A user name taken whatever its case is refused, also when two admins race for it.
 */
export async function createOperatorAccount(
  db: Db,
  actor: Actor,
  input: { username: string; role: OperatorRole; password: string; site_id?: number },
): Promise<OperatorAccount> {
  const siteId = input.site_id ?? actor.operator.siteId;
  await findSite(db, siteId);
  const taken = await db
    .selectFrom('operators')
    .select('id')
    .where(sql<string>`lower(username)`, '=', input.username.toLowerCase())
    .executeTakeFirst();
  if (taken) throw new Refusal(OperatorAccountCode.usernameTaken, 'operator.username_taken');
  const passwordHash = await hashPassword(input.password);
  try {
    return await inTransaction(db, async (trx) => {
      const row = await trx
        .insertInto('operators')
        .values({ username: input.username, password_hash: passwordHash, role: input.role, site_id: siteId })
        .returning('id')
        .executeTakeFirstOrThrow();
      await writeAudit(trx, {
        operatorId: actor.operator.operatorId,
        action: 'operator.create',
        target: input.username,
        details: { operator_id: row.id, role: input.role, site_id: siteId },
        ip: actor.ip,
      });
      return readAccount(trx, row.id);
    });
  } catch (error) {
    if ((error as { code?: string }).code === UNIQUE_VIOLATION)
      throw new Refusal(OperatorAccountCode.usernameTaken, 'operator.username_taken');
    throw error;
  }
}

/**
 * Disables an operator: they cannot sign in, and their open sessions end in the same transaction as the change and
 * its audit row. An admin cannot disable themselves (so one active admin always remains). Disabling a disabled
 * operator changes nothing but is recorded like the first time.
 */
export async function disableOperatorAccount(
  db: Db,
  actor: Actor,
  username: string,
): Promise<OperatorAccount & { revoked_sessions: number }> {
  return inTransaction(db, async (trx) => {
    const target = await lockOtherOperator(trx, actor, username);
    if (target.active) await trx.updateTable('operators').set({ active: false }).where('id', '=', target.id).execute();
    const revoked = await revokeOpenSessions(trx, target.id);
    await writeAudit(trx, {
      operatorId: actor.operator.operatorId,
      action: 'operator.disable',
      target: target.username,
      details: { operator_id: target.id, was_active: target.active, revoked_sessions: revoked },
      ip: actor.ip,
    });
    return { ...(await readAccount(trx, target.id)), revoked_sessions: revoked };
  });
}

/** Lets a disabled operator sign in again; the sessions ended by the disable stay ended. */
export async function enableOperatorAccount(db: Db, actor: Actor, username: string): Promise<OperatorAccount> {
  return inTransaction(db, async (trx) => {
    const target = await findOperator(trx, username, { lock: true });
    if (!target.active) await trx.updateTable('operators').set({ active: true }).where('id', '=', target.id).execute();
    await writeAudit(trx, {
      operatorId: actor.operator.operatorId,
      action: 'operator.enable',
      target: target.username,
      details: { operator_id: target.id, was_active: target.active },
      ip: actor.ip,
    });
    return readAccount(trx, target.id);
  });
}

/**
 * Sets an operator's password (checked by the contract) and ends their open sessions, with its audit row, in one
 * transaction. An admin resetting their own password ends their own sessions too, the one of the request included.
 */
export async function resetOperatorPassword(
  db: Db,
  actor: Actor,
  input: { username: string; password: string },
): Promise<OperatorAccount & { revoked_sessions: number }> {
  // Refuse an unknown user name before spending the time of a hash.
  await findOperator(db, input.username, { lock: false });
  const passwordHash = await hashPassword(input.password);
  return inTransaction(db, async (trx) => {
    const target = await findOperator(trx, input.username, { lock: true });
    await trx.updateTable('operators').set({ password_hash: passwordHash }).where('id', '=', target.id).execute();
    const revoked = await revokeOpenSessions(trx, target.id);
    await writeAudit(trx, {
      operatorId: actor.operator.operatorId,
      action: 'operator.password',
      target: target.username,
      details: { operator_id: target.id, revoked_sessions: revoked },
      ip: actor.ip,
    });
    return { ...(await readAccount(trx, target.id)), revoked_sessions: revoked };
  });
}

/**
 * Changes another operator's role and ends their open sessions (the role is read again on every call anyway; ending
 * them makes the operator sign in again and see it), with its audit row, in one transaction. An admin cannot change
 * their own role (code 103). The rows of the target and of the acting admin are locked in id order, and the admin
 * must still be an active admin under that lock (HTTP 403 otherwise): two admins demoting each other at once cannot
 * leave the site without one. Setting the role the operator has changes nothing, ends no session, and is recorded.
 */
export async function changeOperatorRole(
  db: Db,
  actor: Actor,
  input: { username: string; role: OperatorRole },
): Promise<OperatorAccount & { revoked_sessions: number }> {
  return inTransaction(db, async (trx) => {
    const target = await lockOtherOperator(trx, actor, input.username);
    let revoked = 0;
    if (target.role !== input.role) {
      await trx.updateTable('operators').set({ role: input.role }).where('id', '=', target.id).execute();
      revoked = await revokeOpenSessions(trx, target.id);
    }
    await writeAudit(trx, {
      operatorId: actor.operator.operatorId,
      action: 'operator.role',
      target: target.username,
      details: { operator_id: target.id, old_role: target.role, new_role: input.role, revoked_sessions: revoked },
      ip: actor.ip,
    });
    return { ...(await readAccount(trx, target.id)), revoked_sessions: revoked };
  });
}

/**
 * The signed-in operator changes their own password, given the current one. The new one must pass the rules of
 * create, the user name part included (HTTP 400 naming new_password). A wrong current password counts as a failed
 * sign-in of that user name from that address (the same counters, HTTP 429 once locked; a `login_failed` audit row
 * with reason `wrong_current_password`), is refused with code 104 and changes nothing. On success the new hash, the
 * end of the operator's other sessions and the audit row are one transaction; the session of the request stays open.
 */
export async function changeOwnPassword(
  ctx: { db: Db },
  actor: Actor,
  input: { current_password: string; new_password: string },
): Promise<OperatorAccount & { revoked_sessions: number }> {
  const { db } = ctx;
  const { operator, ip } = actor;
  const problem = checkOperatorPassword(input.new_password, operator.username);
  if (problem) throw new FieldError({ new_password: [problem] });
  const attempt = await countPasswordAttempt(db, operator.username, ip);
  const before = await db
    .selectFrom('operators')
    .select('password_hash')
    .where('id', '=', operator.operatorId)
    .executeTakeFirstOrThrow();
  if (!(await verifyPassword(before.password_hash, input.current_password))) {
    await writeAudit(db, {
      operatorId: operator.operatorId,
      action: 'login_failed',
      target: operator.username.toLowerCase(),
      details: { reason: 'wrong_current_password' },
      ip,
    });
    throw new Refusal(OperatorAccountCode.wrongPassword, 'operator.wrong_password');
  }
  await forgivePasswordAttempt(db, attempt);
  const passwordHash = await hashPassword(input.new_password);
  return inTransaction(db, async (trx) => {
    // Under the lock a sign-in waits for (see findOperator); a change or reset that came first makes the password
    // given no longer the current one.
    const current = await trx
      .selectFrom('operators')
      .select(['username', 'password_hash'])
      .where('id', '=', operator.operatorId)
      .forNoKeyUpdate()
      .executeTakeFirstOrThrow();
    if (current.password_hash !== before.password_hash)
      throw new Refusal(OperatorAccountCode.wrongPassword, 'operator.wrong_password');
    // A disable meanwhile ended the session of the request: answer as to any ended session.
    const session = await trx
      .selectFrom('operator_sessions')
      .select('id')
      .where('id', '=', operator.sessionId)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    if (!session) throw Object.assign(new Error('unauthenticated'), { statusCode: 401 });
    await trx.updateTable('operators').set({ password_hash: passwordHash }).where('id', '=', operator.operatorId).execute();
    const revoked = await revokeOpenSessions(trx, operator.operatorId, operator.sessionId);
    await writeAudit(trx, {
      operatorId: operator.operatorId,
      action: 'operator.password_change',
      target: current.username,
      details: { operator_id: operator.operatorId, revoked_sessions: revoked },
      ip,
    });
    return { ...(await readAccount(trx, operator.operatorId)), revoked_sessions: revoked };
  });
}
