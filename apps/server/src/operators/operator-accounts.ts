import { type OperatorAccount, OperatorAccountCode, type OperatorRole } from '@casino/contract/calls/operator-calls.ts';
import { sql } from 'kysely';
import { hashPassword } from '../accounts/passwords.ts';
import type { Db } from '../db/database.ts';
import { Refusal } from '../http/reply.ts';
import { type Executor, inTransaction } from '../ledger/executor.ts';
import { findSite } from '../sites/find-site.ts';
import { writeAudit } from './audit-log.ts';
import type { OperatorSession } from './operator-sessions.ts';

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

/** Ends the operator's open sessions; says how many there were. */
async function revokeOpenSessions(executor: Executor, operatorId: number): Promise<number> {
  const result = await executor
    .updateTable('operator_sessions')
    .set({ revoked_at: new Date() })
    .where('operator_id', '=', operatorId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', new Date())
    .executeTakeFirst();
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
    const target = await findOperator(trx, username, { lock: true });
    if (target.id === actor.operator.operatorId) throw new Refusal(OperatorAccountCode.ownAccount, 'operator.own_account');
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
