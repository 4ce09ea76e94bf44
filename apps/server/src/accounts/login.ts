import { randomBytes } from 'node:crypto';
import { type DoubleValidationQuestion, LoginCode, type LoginResult } from '@casino/contract/calls/auth-calls.ts';
import { DOUBLE_VALIDATION_QUESTIONS } from '@casino/contract/constants.ts';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { Refusal } from '../http/reply.ts';
import type { AccountsContext } from './accounts-context.ts';
import { consumeCaptcha } from './captcha.ts';
import { verifyPassword } from './passwords.ts';
import { startSession } from './start-session.ts';

const CAPTCHA_LOGIN = 1;
/** Wrong passwords in a row, within the window, after which the account must be recovered (code 802). */
const FAILED_LOGINS_BEFORE_RECOVERY = 5;
const FAILED_LOGIN_WINDOW_MS = 15 * 60_000;
const CHALLENGE_TTL_MS = 10 * 60_000;
const CHALLENGE_ATTEMPTS = 3;

export type Client = { ip: string; udid: string; country?: string | null };
/** Failed logins from one address, across accounts, after which the address waits (code 202). */
const FAILED_LOGINS_PER_ADDRESS = 20;
const FAILED_LOGINS_PER_ADDRESS_WINDOW_MS = 60 * 60_000;
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

export async function login(
  ctx: AccountsContext,
  input: { siteId: number; account: string; password: string; answer: string; captchaToken: string },
  client: Client,
): Promise<LoginResult> {
  const { db, limiter } = ctx;
  if (!(await consumeCaptcha(db, input.captchaToken, input.answer, CAPTCHA_LOGIN))) {
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
  const addressKey = `login-failures-ip:${client.ip}`;
  if ((await limiter.count(addressKey)) >= FAILED_LOGINS_PER_ADDRESS)
    throw new Refusal(LoginCode.ipErrorBlocked, 'login.ip_error');
  const failuresKey = `login-failures:${input.siteId}:${input.account.trim().toLowerCase()}`;
  if ((await limiter.count(failuresKey)) >= FAILED_LOGINS_BEFORE_RECOVERY)
    throw new Refusal(LoginCode.recovery, 'login.recovery_required');

  const member = await findMember(db, input.siteId, input.account);
  if (!(await verifyPassword(member?.password_hash, input.password)) || !member) {
    await limiter.hit(failuresKey, FAILED_LOGINS_BEFORE_RECOVERY, FAILED_LOGIN_WINDOW_MS);
    await limiter.hit(addressKey, FAILED_LOGINS_PER_ADDRESS, FAILED_LOGINS_PER_ADDRESS_WINDOW_MS);
    throw new Refusal(LoginCode.accountError, 'login.account_error');
  }
  await limiter.reset(failuresKey);
  await refuseByStatus(db, member, client.ip);
  if (await tooManyAccountsFromAddress(db, member.id, client.ip, site.accounts_per_ip_per_day)) {
    throw new Refusal(LoginCode.ipErrorChanged, 'login.ip_error');
  }

  if (site.double_validation_enabled && (await isNewDevice(db, member.id, client.udid))) {
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
  if (!(await consumeCaptcha(db, input.captchaToken, input.captchaAnswer, CAPTCHA_LOGIN))) {
    throw new Refusal(LoginCode.verificationFailed, 'double_validation.captcha_failed');
  }
  const question = challenge.question as Question;
  const right =
    question === 'withdraw_password'
      ? await verifyPassword(member.withdraw_password_hash, input.answer.trim())
      : normalise(String(member[question])) === normalise(input.answer) && input.answer.trim() !== '';
  if (!right) {
    const attempts = challenge.attempts + 1;
    const spent = attempts >= CHALLENGE_ATTEMPTS;
    await db
      .updateTable('login_challenges')
      .set({ attempts, ...(spent ? { resolved_at: new Date() } : {}) })
      .where('id', '=', challenge.id)
      .execute();
    if (spent) throw new Refusal(LoginCode.doubleValidationFailed, 'double_validation.failed');
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
