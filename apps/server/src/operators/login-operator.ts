import { OperatorLoginCode, type OperatorRole } from '@casino/contract/calls/operator-calls.ts';
import { sql } from 'kysely';
import { verifyPassword } from '../accounts/passwords.ts';
import type { RateLimiter } from '../accounts/rate-limiter.ts';
import type { Db } from '../db/database.ts';
import { Refusal, TooManyRequests } from '../http/reply.ts';
import { inTransaction } from '../ledger/executor.ts';
import { writeAudit } from './audit-log.ts';
import { issueOperatorToken } from './operator-sessions.ts';

const MINUTE = 60_000;
/** Login attempts from one address per minute, right or wrong. */
export const OPERATOR_LOGINS_PER_ADDRESS = 20;
/** Failed logins under one user name, and from one address, after which they wait out the window (HTTP 429). */
export const OPERATOR_FAILURES_PER_USERNAME = 5;
export const OPERATOR_FAILURES_PER_ADDRESS = 20;
const FAILURE_WINDOW_MS = 15 * MINUTE;

/**
 * The failure counters of a user name and of an address. Wrong passwords count there whether they were given to sign
 * in or to change one's own password (operator-accounts.ts).
 */
function failureKeys(username: string, ip: string) {
  return {
    username: `operator-login-failures:${username.trim().toLowerCase()}`,
    address: `operator-login-failures-ip:${ip}`,
  };
}

/** HTTP 429 when the user name or the address has had too many failures within the window. */
export async function refuseAfterTooManyFailures(limiter: RateLimiter, username: string, ip: string): Promise<void> {
  const keys = failureKeys(username, ip);
  if ((await limiter.count(keys.username)) >= OPERATOR_FAILURES_PER_USERNAME) throw new TooManyRequests();
  if ((await limiter.count(keys.address)) >= OPERATOR_FAILURES_PER_ADDRESS) throw new TooManyRequests();
}

/** Counts a wrong password against the user name and the address. */
export async function countPasswordFailure(limiter: RateLimiter, username: string, ip: string): Promise<void> {
  const keys = failureKeys(username, ip);
  await limiter.hit(keys.username, OPERATOR_FAILURES_PER_USERNAME, FAILURE_WINDOW_MS);
  await limiter.hit(keys.address, OPERATOR_FAILURES_PER_ADDRESS, FAILURE_WINDOW_MS);
}

/** A right password clears the user name's failures (not the address's). */
export async function clearPasswordFailures(limiter: RateLimiter, username: string): Promise<void> {
  await limiter.reset(failureKeys(username, '').username);
}

export type OperatorLoginResult = { token: string; role: OperatorRole; username: string; expires_at: string };

/**
 * Signs an operator in. Every attempt that gets as far as the password is written to the audit log, the failed
 * ones too; a success starts the session and writes its row in one transaction. An unknown user name costs as much
 * time as a wrong password and gets the same answer; a disabled operator is refused.
 */
export async function loginOperator(
  ctx: { db: Db; limiter: RateLimiter },
  input: { username: string; password: string },
  client: { ip: string },
): Promise<OperatorLoginResult> {
  const { db, limiter } = ctx;
  const username = input.username.trim().toLowerCase();
  if (!(await limiter.hit(`operator-login-ip:${client.ip}`, OPERATOR_LOGINS_PER_ADDRESS, MINUTE))) throw new TooManyRequests();
  await refuseAfterTooManyFailures(limiter, username, client.ip);

  const operator = await db
    .selectFrom('operators')
    .select(['id', 'username', 'password_hash', 'role', 'active'])
    .where(sql<string>`lower(username)`, '=', username)
    .executeTakeFirst();
  if (!(await verifyPassword(operator?.password_hash, input.password)) || !operator) {
    await countPasswordFailure(limiter, username, client.ip);
    await writeAudit(db, {
      operatorId: operator?.id ?? null,
      action: 'login_failed',
      target: username,
      details: { reason: operator ? 'wrong_password' : 'unknown_username' },
      ip: client.ip,
    });
    throw new Refusal(OperatorLoginCode.wrongCredentials, 'operator.login_failed');
  }
  /** Records the failed sign-in of a known operator and refuses it. */
  const refuse = async (reason: 'inactive' | 'password_changed'): Promise<never> => {
    await writeAudit(db, {
      operatorId: operator.id,
      action: 'login_failed',
      target: username,
      details: { reason },
      ip: client.ip,
    });
    throw reason === 'inactive'
      ? new Refusal(OperatorLoginCode.disabled, 'operator.disabled')
      : new Refusal(OperatorLoginCode.wrongCredentials, 'operator.login_failed');
  };
  if (!operator.active) return refuse('inactive');
  await clearPasswordFailures(limiter, username);

  const result = await inTransaction(db, async (trx) => {
    // Read again under a share lock: a disable or password change already under way makes this wait, then refuses;
    // one that starts later waits until this session exists, then ends it.
    const current = await trx
      .selectFrom('operators')
      .select(['active', 'password_hash'])
      .where('id', '=', operator.id)
      .forShare()
      .executeTakeFirstOrThrow();
    if (!current.active) return 'inactive';
    if (current.password_hash !== operator.password_hash) return 'password_changed';
    const session = await issueOperatorToken(trx, operator.id, client.ip);
    await writeAudit(trx, { operatorId: operator.id, action: 'login', target: operator.username, ip: client.ip });
    return {
      token: session.token,
      role: operator.role,
      username: operator.username,
      expires_at: session.expiresAt.toISOString(),
    };
  });
  return typeof result === 'string' ? refuse(result) : result;
}
