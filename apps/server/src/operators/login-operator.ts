import { OperatorLoginCode, type OperatorRole } from '@casino/contract/calls/operator-calls.ts';
import { sql } from 'kysely';
import { countAttempt, type FailureKey, forgiveAttempt, type LockPolicy, takeBackAttempt } from '../accounts/login-failures.ts';
import { verifyPassword } from '../accounts/passwords.ts';
import type { RateLimiter } from '../accounts/rate-limiter.ts';
import type { Db } from '../db/database.ts';
import { Refusal, TooManyRequests } from '../http/reply.ts';
import { inTransaction } from '../ledger/executor.ts';
import { writeAudit } from './audit-log.ts';
import { issueOperatorToken } from './operator-sessions.ts';
import { SECOND_FACTOR_ROLES, type SecondFactorContext } from './second-factor/second-factor-context.ts';
import { useSecondFactor } from './second-factor/use-second-factor.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** Login attempts from one address per minute, right or wrong. */
export const OPERATOR_LOGINS_PER_ADDRESS = 20;
/**
 * Wrong passwords for one user name from one address after which that address waits (HTTP 429): 15 minutes, doubled
 * by each further failure, at most a day. The same user name from another address is not held up, so that no one can
 * lock an operator out from elsewhere.
 */
export const OPERATOR_LOGIN_LOCK: LockPolicy = { limit: 5, lockMs: 15 * MINUTE, maxLockMs: 24 * HOUR, forgetMs: 24 * HOUR };
/** Wrong passwords from one address across user names after which the address waits (HTTP 429). */
export const OPERATOR_ADDRESS_LOCK: LockPolicy = {
  limit: 20,
  lockMs: 15 * MINUTE,
  maxLockMs: 15 * MINUTE,
  forgetMs: 15 * MINUTE,
};

/** An attempt at an operator's password, counted before the password is checked. */
export type PasswordAttempt = { pair: FailureKey; address: FailureKey; failures: number };

/**
 * Counts an attempt at an operator's password, whether it was given to sign in or to change one's own password
 * (operator-accounts.ts), against the user name from this address and against the address: HTTP 429 while either is
 * locked. Counting comes before the check, in one UPDATE each, so that parallel guesses cannot all be checked; an
 * attempt refused here is not counted.
 */
export async function countPasswordAttempt(db: Db, username: string, ip: string): Promise<PasswordAttempt> {
  const address: FailureKey = { scope: 'operator-address', subject: '', source: ip };
  const pair: FailureKey = { scope: 'operator', subject: username.trim().toLowerCase(), source: `ip:${ip}` };
  if (!(await countAttempt(db, address, OPERATOR_ADDRESS_LOCK)).allowed) throw new TooManyRequests();
  const counted = await countAttempt(db, pair, OPERATOR_LOGIN_LOCK);
  if (!counted.allowed) {
    await takeBackAttempt(db, address, OPERATOR_ADDRESS_LOCK);
    throw new TooManyRequests();
  }
  return { pair, address, failures: counted.failures };
}

/** A right password: the attempt no longer counts, and the user name's failures from this address are forgotten. */
export async function forgivePasswordAttempt(db: Db, attempt: PasswordAttempt): Promise<void> {
  await forgiveAttempt(db, attempt.pair, attempt.failures);
  await takeBackAttempt(db, attempt.address, OPERATOR_ADDRESS_LOCK);
}

export type OperatorLoginResult = {
  token: string;
  role: OperatorRole;
  username: string;
  expires_at: string;
  second_factor: 'none' | 'verified' | 'enrol';
};

/**
 * Signs an operator in. Every attempt that gets as far as the password is written to the audit log, the failed
 * ones too; a success starts the session and writes its row in one transaction. An unknown user name costs as much
 * time as a wrong password and gets the same answer; a disabled operator is refused.
 */
export async function loginOperator(
  ctx: { db: Db; limiter: RateLimiter; secondFactor: Omit<SecondFactorContext, 'db'> },
  input: { username: string; password: string; totp?: string | undefined; recovery_code?: string | undefined },
  client: { ip: string },
): Promise<OperatorLoginResult> {
  const { db, limiter } = ctx;
  const username = input.username.trim().toLowerCase();
  if (!(await limiter.hit(`operator-login-ip:${client.ip}`, OPERATOR_LOGINS_PER_ADDRESS, MINUTE))) throw new TooManyRequests();
  const attempt = await countPasswordAttempt(db, username, client.ip);

  const operator = await db
    .selectFrom('operators')
    .select(['id', 'username', 'password_hash', 'role', 'active'])
    .where(sql<string>`lower(username)`, '=', username)
    .executeTakeFirst();
  if (!(await verifyPassword(operator?.password_hash, input.password)) || !operator) {
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
  const refuse = async (reason: 'inactive' | 'password_changed' | 'wrong_second_factor'): Promise<never> => {
    await writeAudit(db, {
      operatorId: operator.id,
      action: 'login_failed',
      target: username,
      details: { reason },
      ip: client.ip,
    });
    throw reason === 'inactive'
      ? new Refusal(OperatorLoginCode.disabled, 'operator.disabled')
      : reason === 'wrong_second_factor'
        ? new Refusal(OperatorLoginCode.wrongSecondFactor, 'operator.second_factor_wrong_code')
        : new Refusal(OperatorLoginCode.wrongCredentials, 'operator.login_failed');
  };
  const factorInput = { totp: input.totp, recoveryCode: input.recovery_code };
  const hasFactor = await db
    .selectFrom('operator_second_factors')
    .select('operator_id')
    .where('operator_id', '=', operator.id)
    .where('confirmed_at', 'is not', null)
    .executeTakeFirst();
  if (hasFactor && !input.totp && !input.recovery_code) {
    // The password was right; the code step follows. Not a failure, so it is forgiven.
    await forgivePasswordAttempt(db, attempt);
    throw new Refusal(OperatorLoginCode.secondFactorNeeded, 'operator.second_factor_needed');
  }
  // A wrong code keeps the attempt counted: five wrong codes lock the user name at this address like passwords do.
  if (!hasFactor) await forgivePasswordAttempt(db, attempt);
  if (!operator.active) return refuse('inactive');

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
    const factor = await useSecondFactor(trx, ctx.secondFactor, operator.id, factorInput);
    if (factor === 'wrong' || factor === 'needed') return 'wrong_second_factor';
    const enrolOnly = factor === 'none' && ctx.secondFactor.required && SECOND_FACTOR_ROLES.includes(operator.role);
    const session = await issueOperatorToken(trx, operator.id, client.ip, undefined, { enrolOnly });
    await writeAudit(trx, {
      operatorId: operator.id,
      action: 'login',
      target: operator.username,
      details: { second_factor: factor === 'ok' ? 'verified' : enrolOnly ? 'enrol' : 'none' },
      ip: client.ip,
    });
    return {
      token: session.token,
      role: operator.role,
      username: operator.username,
      expires_at: session.expiresAt.toISOString(),
      second_factor: factor === 'ok' ? ('verified' as const) : enrolOnly ? ('enrol' as const) : ('none' as const),
    };
  });
  if (result === 'wrong_second_factor') return refuse(result);
  if (hasFactor) await forgivePasswordAttempt(db, attempt);
  return typeof result === 'string' ? refuse(result) : result;
}
