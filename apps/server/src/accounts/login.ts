import { randomBytes } from 'node:crypto';
import { type DoubleValidationQuestion, LoginCode, type LoginResult } from '@casino/contract/calls/auth-calls.ts';
import { DOUBLE_VALIDATION_QUESTIONS } from '@casino/contract/constants.ts';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { Refusal, TooManyRequests } from '../http/reply.ts';
import { refuseIfExcluded } from '../protection/member-exclusions.ts';
import { refuseIfSessionLimitReached } from '../protection/session-limit.ts';
import type { AccountsContext } from './accounts-context.ts';
import { consumeCaptcha } from './captcha.ts';
import { countAttempt, type FailureKey, forgiveAttempt, type LockPolicy, takeBackAttempt } from './login-failures.ts';
import { verifyPassword } from './passwords.ts';
import { recordSecurityEvent } from './security-events.ts';
import { startSession } from './start-session.ts';
import { verifyWithdrawPassword } from './withdraw-password-guard.ts';

const CAPTCHA_LOGIN = 1;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/**
 * Wrong passwords for one account from one address (or one known device of the member) after which that address or
 * device is locked out of the account (code 802, which offers recovery): 15 minutes, doubled by each further
 * failure, at most a day. Other addresses and the member's known devices are not locked.
 */
export const MEMBER_LOGIN_LOCK: LockPolicy = { limit: 5, lockMs: 15 * MINUTE, maxLockMs: 24 * HOUR, forgetMs: 24 * HOUR };
/** Failed logins from one address, across accounts, after which the address waits (code 202). */
export const MEMBER_ADDRESS_LOCK: LockPolicy = { limit: 20, lockMs: HOUR, maxLockMs: HOUR, forgetMs: HOUR };
/** Login attempts per account and minute from devices the member has not signed in on (HTTP 429). */
const ATTEMPTS_PER_ACCOUNT_PER_MINUTE = 10;
const CHALLENGE_TTL_MS = 10 * 60_000;
const CHALLENGE_ATTEMPTS = 3;

export type Client = { ip: string; udid: string; country?: string | null };
type Question = DoubleValidationQuestion['question'];
const QUESTION_COLUMNS: Question[] = ['member_name', 'identity_id', 'member_phone', 'member_email', 'withdraw_password'];

async function findMember(db: Db, siteId: number, account: string) {
  return db
    .selectFrom('members')
    .selectAll()
    .where('site_id', '=', siteId)
    .where(sql`lower(account)`, '=', account.trim().toLowerCase())
    .executeTakeFirst();
}

type Member = NonNullable<Awaited<ReturnType<typeof findMember>>>;

async function refuseByStatus(db: Db, member: Member, ip: string) {
  if (member.status === 2) throw new Refusal(LoginCode.accountDisabled, 'login.account_disabled');
  if (member.status === 3) throw new Refusal(LoginCode.accountFrozen, 'login.account_frozen');
  const blocked = await db
    .selectFrom('blacklist_entries')
    .select('value')
    .where('site_id', '=', member.site_id)
    .where('kind', '=', 'ip')
    .where('value', '=', ip)
    .executeTakeFirst();
  if (blocked) throw new Refusal(LoginCode.ipError, 'login.ip_error');
}

/** Questions a member can answer: the columns of SPEC section 3 that their account has filled in. */
function answerableQuestions(member: Member): Question[] {
  return QUESTION_COLUMNS.filter((q) => (q === 'withdraw_password' ? member.withdraw_password_hash : member[q]));
}

function pickQuestion(available: Question[], asked: string[]): Question | undefined {
  const fresh = available.filter((q) => !asked.includes(q));
  return fresh[Math.floor(Math.random() * fresh.length)];
}

/** A login attempt counted before its password is checked (login-failures.ts). */
type LoginAttempt = {
  /** The account from this address, or from this known device of the member. */
  accountKey: FailureKey;
  /** The address across accounts; not counted from a known device. */
  addressKey: FailureKey | null;
  failures: number;
  /** Set when this attempt reached the limit: a wrong password locks the account key until then. */
  lockedUntil: Date | null;
};

/**
 * Counts a login attempt before the password is checked. From a device the member has signed in on, attempts are
 * counted apart from the address: failures from elsewhere, the same address included, never lock the owner out there,
 * and a guessed device id gets its own few tries. From anywhere else the account is also held to a few attempts a
 * minute (HTTP 429) and the address to its failures across accounts (202). A locked key answers 802 (recovery).
 */
async function countLoginAttempt(
  ctx: AccountsContext,
  input: { siteId: number; account: string; member: Member | undefined },
  client: Client,
): Promise<LoginAttempt> {
  const { db, limiter } = ctx;
  const account = input.account.trim().toLowerCase();
  const knownDevice = input.member !== undefined && (await isKnownDevice(db, input.member.id, client.udid));
  const addressKey: FailureKey | null = knownDevice ? null : { scope: 'member-address', subject: '', source: client.ip };
  if (addressKey) {
    if (!(await limiter.hit(`login-account:${input.siteId}:${account}`, ATTEMPTS_PER_ACCOUNT_PER_MINUTE, MINUTE)))
      throw new TooManyRequests();
    if (!(await countAttempt(db, addressKey, MEMBER_ADDRESS_LOCK)).allowed)
      throw new Refusal(LoginCode.ipErrorBlocked, 'login.ip_error');
  }
  const accountKey: FailureKey = {
    scope: 'member',
    subject: `${input.siteId}:${account}`,
    source: knownDevice ? `device:${client.udid}` : `ip:${client.ip}`,
  };
  const counted = await countAttempt(db, accountKey, MEMBER_LOGIN_LOCK);
  if (!counted.allowed) {
    // Refused unchecked: not a failure of the address.
    if (addressKey) await takeBackAttempt(db, addressKey, MEMBER_ADDRESS_LOCK);
    throw new Refusal(LoginCode.recovery, 'login.recovery_required');
  }
  return { accountKey, addressKey, failures: counted.failures, lockedUntil: counted.lockedUntil };
}

/** A right password: the account key forgets its failures and the address takes this attempt back. */
async function forgiveLoginAttempt(db: Db, attempt: LoginAttempt): Promise<void> {
  await forgiveAttempt(db, attempt.accountKey, attempt.failures);
  if (attempt.addressKey) await takeBackAttempt(db, attempt.addressKey, MEMBER_ADDRESS_LOCK);
}

/** The operator sees each lock of a member's login as a security event. */
async function recordLoginLock(db: Db, memberId: number, attempt: LoginAttempt, client: Client): Promise<void> {
  await recordSecurityEvent(db, {
    memberId,
    kind: 'login_locked',
    detail: {
      failures: attempt.failures,
      locked_until: attempt.lockedUntil?.toISOString(),
      address: client.ip,
      known_device: attempt.addressKey === null,
    },
  });
}

export async function login(
  ctx: AccountsContext,
  input: { siteId: number; account: string; password: string; answer: string; captchaToken: string },
  client: Client,
): Promise<LoginResult> {
  const { db } = ctx;
  // A demonstration deployment shows no captcha (SPEC section 4); the attempt limits below still hold.
  if (!ctx.demoMode && !(await consumeCaptcha(db, input.captchaToken, input.answer, CAPTCHA_LOGIN))) {
    throw new Refusal(LoginCode.verificationFailed, 'login.verification_failed');
  }
  const site = await db
    .selectFrom('sites')
    .select(['double_validation_enabled', 'login_countries', 'accounts_per_ip_per_day'])
    .where('id', '=', input.siteId)
    .executeTakeFirstOrThrow();
  if (site.login_countries.length > 0 && !(client.country && site.login_countries.includes(client.country))) {
    throw new Refusal(LoginCode.ipErrorRegion, 'login.ip_error');
  }
  const member = await findMember(db, input.siteId, input.account);
  const attempt = await countLoginAttempt(ctx, { siteId: input.siteId, account: input.account, member }, client);
  if (!(await verifyPassword(member?.password_hash, input.password)) || !member) {
    if (member && attempt.lockedUntil) await recordLoginLock(db, member.id, attempt, client);
    // How many more wrong passwords this address or device has before the lock; counted alike for an unknown
    // account, so the figure tells nothing of which accounts exist.
    throw new Refusal(LoginCode.accountError, 'login.account_error', {
      tries_left: Math.max(0, MEMBER_LOGIN_LOCK.limit - attempt.failures),
    });
  }
  await forgiveLoginAttempt(db, attempt);
  await refuseByStatus(db, member, client.ip);
  const newDevice = site.double_validation_enabled && (await isNewDevice(db, member.id, client.udid));
  // A break or a self-exclusion (docs/decisions/0079): after the password, so it tells no stranger of the account. On a
  // device the member signed in on before, the refusal carries a withdraw-only session; a new one gets none, since
  // its security question is not asked then.
  await refuseIfExcluded(db, member.id, newDevice ? null : client);
  // The session-time limit of the rolling day used up (docs/decisions/0082).
  await refuseIfSessionLimitReached(db, member.id);
  if (await tooManyAccountsFromAddress(db, member.id, client.ip, site.accounts_per_ip_per_day)) {
    throw new Refusal(LoginCode.ipErrorChanged, 'login.ip_error');
  }

  if (newDevice) {
    const available = answerableQuestions(member);
    const question = pickQuestion(available, []);
    if (question) {
      const id = randomBytes(16).toString('base64url');
      await db
        .insertInto('login_challenges')
        .values({
          id,
          member_id: member.id,
          question,
          asked: [question],
          device: JSON.stringify(client),
          expires_at: new Date(Date.now() + CHALLENGE_TTL_MS),
        })
        .execute();
      const data: DoubleValidationQuestion = {
        member_login_id: id,
        available_questions_count: Math.min(available.length, DOUBLE_VALIDATION_QUESTIONS),
        question,
      };
      throw new Refusal(LoginCode.differentDevice, 'login.different_device', data);
    }
  }
  return startSession(ctx, member, client);
}

/** Whether other accounts signing in from this address today already reach the site's limit. */
async function tooManyAccountsFromAddress(db: Db, memberId: number, ip: string, limit: number): Promise<boolean> {
  const row = await db
    .selectFrom('member_sessions')
    .select((eb) => eb.fn.count<bigint>('member_id').distinct().as('accounts'))
    .where('ip', '=', ip)
    .where('member_id', '<>', memberId)
    .where('created_at', '>', sql<Date>`now() - interval '1 day'`)
    .executeTakeFirstOrThrow();
  return Number(row.accounts) >= limit;
}

/** Whether the member has signed in from this device before. */
async function isKnownDevice(db: Db, memberId: number, udid: string): Promise<boolean> {
  if (udid === '') return false;
  const row = await db
    .selectFrom('member_devices')
    .select('udid')
    .where('member_id', '=', memberId)
    .where('udid', '=', udid)
    .executeTakeFirst();
  return row !== undefined;
}

/** A device is new when the member has signed in before and never from this one. */
async function isNewDevice(db: Db, memberId: number, udid: string): Promise<boolean> {
  const known = await db.selectFrom('member_devices').select('udid').where('member_id', '=', memberId).execute();
  if (known.length === 0) return false;
  return !known.some((d) => d.udid === udid && udid !== '');
}

async function liveChallenge(db: Db, id: string) {
  const challenge = await db
    .selectFrom('login_challenges')
    .selectAll()
    .where('id', '=', id)
    .where('resolved_at', 'is', null)
    .where('expires_at', '>', new Date())
    .executeTakeFirst();
  if (!challenge) throw new Refusal(LoginCode.accountError, 'login.account_error');
  const member = await db.selectFrom('members').selectAll().where('id', '=', challenge.member_id).executeTakeFirstOrThrow();
  return { challenge, member };
}

/** Another question for the same login; 101 when the member has none left. */
export async function skipQuestion(ctx: AccountsContext, memberLoginId: string): Promise<DoubleValidationQuestion> {
  const { challenge, member } = await liveChallenge(ctx.db, memberLoginId);
  // A login may be asked at most DOUBLE_VALIDATION_QUESTIONS questions, never the same one twice.
  const available = answerableQuestions(member);
  const remaining = Math.min(available.length, DOUBLE_VALIDATION_QUESTIONS) - challenge.asked.length;
  const question = pickQuestion(available, challenge.asked);
  if (!question || remaining <= 0) throw new Refusal(LoginCode.accountError, 'login.no_more_questions');
  await ctx.db
    .updateTable('login_challenges')
    .set({ question, asked: [...challenge.asked, question] })
    .where('id', '=', challenge.id)
    .execute();
  return { member_login_id: challenge.id, available_questions_count: remaining, question };
}

function normalise(value: string): string {
  return value.trim().toLowerCase().replace(/\s+/g, ' ');
}

/** Answers the question of a login from a new device; success signs the member in and trusts the device. */
export async function answerDoubleValidation(
  ctx: AccountsContext,
  input: { memberLoginId: string; answer: string; captchaAnswer: string; captchaToken: string },
  client: Client,
): Promise<LoginResult> {
  const { db } = ctx;
  const { challenge, member } = await liveChallenge(db, input.memberLoginId);
  await refuseByStatus(db, member, client.ip);
  await refuseIfExcluded(db, member.id, null);
  // The session-time limit of the rolling day used up (docs/decisions/0082).
  await refuseIfSessionLimitReached(db, member.id);
  if (!(await consumeCaptcha(db, input.captchaToken, input.captchaAnswer, CAPTCHA_LOGIN))) {
    throw new Refusal(LoginCode.verificationFailed, 'double_validation.captcha_failed');
  }
  // Counted before the answer is checked, in one UPDATE, so that parallel answers cannot all be checked.
  const { attempts } = await db
    .updateTable('login_challenges')
    .set({ attempts: sql<number>`attempts + 1` })
    .where('id', '=', challenge.id)
    .returning('attempts')
    .executeTakeFirstOrThrow();
  if (attempts > CHALLENGE_ATTEMPTS) throw new Refusal(LoginCode.doubleValidationFailed, 'double_validation.failed');
  const question = challenge.question as Question;
  const withdrawHash = member.withdraw_password_hash;
  let right: boolean;
  if (question !== 'withdraw_password') {
    right = normalise(String(member[question])) === normalise(input.answer) && input.answer.trim() !== '';
  } else {
    // The withdraw password shares its counter and lock with every other call that checks it.
    const hash = { id: member.id, withdrawPasswordHash: withdrawHash ?? '' };
    right = withdrawHash !== null && (await verifyWithdrawPassword(ctx, hash, input.answer.trim(), 'login.double_validation'));
  }
  if (!right) {
    if (attempts >= CHALLENGE_ATTEMPTS) {
      await db.updateTable('login_challenges').set({ resolved_at: new Date() }).where('id', '=', challenge.id).execute();
      throw new Refusal(LoginCode.doubleValidationFailed, 'double_validation.failed');
    }
    throw new Refusal(103, 'double_validation.verify_failed', { attempts_left: CHALLENGE_ATTEMPTS - attempts });
  }
  const resolved = await db
    .updateTable('login_challenges')
    .set({ resolved_at: new Date() })
    .where('id', '=', challenge.id)
    .where('resolved_at', 'is', null)
    .executeTakeFirst();
  if (resolved.numUpdatedRows !== 1n) throw new Refusal(LoginCode.accountError, 'login.account_error');
  return startSession(ctx, member, client);
}
