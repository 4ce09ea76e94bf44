import { randomBytes } from 'node:crypto';
import { CaptchaType, RecoveryCode } from '@casino/contract/calls/auth-calls.ts';
import { checkPassword } from '@casino/contract/registration-rules.ts';
import { sql } from 'kysely';
import { Refusal } from '../http/reply.ts';
import { revokeSessions } from '../members/revoke-session.ts';
import { hashToken } from '../members/session-tokens.ts';
import type { AccountsContext } from './accounts-context.ts';
import { consumeCaptcha } from './captcha.ts';
import { clearAccountFailures } from './login-failures.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { verifyWithdrawPassword } from './withdraw-password-guard.ts';

const RECOVERY_TTL_MS = 15 * 60_000;

/**
 * Recovery step 1: the account proves itself with its withdraw password and its email or phone, after a recovery
 * captcha checked here (its answer never leaves the server). Codes: 105 captcha wrong, used or expired, 101 no such
 * account, 102 details do not match, 201 no withdraw password set, 202 disabled account, 108 withdraw password locked
 * after wrong tries.
 */
export async function verifyRecovery(
  ctx: AccountsContext,
  input: {
    siteId: number;
    account: string;
    withdrawPassword: string;
    email: string;
    phone: string;
    captchaToken: string;
    answer: string;
  },
): Promise<string> {
  if (!(await consumeCaptcha(ctx.db, input.captchaToken, input.answer, CaptchaType.recovery))) {
    throw new Refusal(RecoveryCode.captchaFailed, 'recovery.verify_failed');
  }
  const member = await ctx.db
    .selectFrom('members')
    .select(['id', 'status', 'withdraw_password_hash', 'member_email', 'member_phone'])
    .where('site_id', '=', input.siteId)
    .where(sql`lower(account)`, '=', input.account.trim().toLowerCase())
    .executeTakeFirst();
  if (!member) throw new Refusal(101, 'recovery.reverify');
  if (!member.withdraw_password_hash) throw new Refusal(201, 'recovery.reverify');
  if (member.status === 2) throw new Refusal(202, 'recovery.reverify');
  const channelMatches = input.email
    ? member.member_email !== '' && member.member_email.toLowerCase() === input.email.trim().toLowerCase()
    : member.member_phone !== '' && member.member_phone === input.phone.trim();
  // The withdraw password counts as a try (code 108 while it is locked) only once the email or phone matched, so
  // that someone who knows just the account name cannot lock it; the hash is worked out anyway, to take as long.
  if (!channelMatches) {
    await verifyPassword(member.withdraw_password_hash, input.withdrawPassword);
    throw new Refusal(102, 'recovery.reverify');
  }
  const hash = { id: member.id, withdrawPasswordHash: member.withdraw_password_hash };
  if (!(await verifyWithdrawPassword(ctx, hash, input.withdrawPassword, 'recovery.verify')))
    throw new Refusal(102, 'recovery.reverify');
  const token = randomBytes(24).toString('base64url');
  await ctx.db
    .insertInto('recovery_tokens')
    .values({ token_hash: hashToken(token), member_id: member.id, expires_at: new Date(Date.now() + RECOVERY_TTL_MS) })
    .execute();
  return token;
}

/**
 * Recovery step 2: a new password with the token of step 1, used once. Every session of the member ends and the
 * failed-login counts that forced recovery are cleared, from every address and device. Codes: 201 bad or used
 * token, 202 token of another account, 203 password does not follow the rules.
 */
export async function resetPassword(
  ctx: AccountsContext,
  input: { account: string; password: string; token: string },
): Promise<void> {
  const problem = checkPassword(input.password);
  if (problem) throw new Refusal(203, problem);
  const row = await ctx.db
    .selectFrom('recovery_tokens as r')
    .innerJoin('members as m', 'm.id', 'r.member_id')
    .select(['r.token_hash', 'm.id', 'm.account', 'm.site_id'])
    .where('r.token_hash', '=', hashToken(input.token))
    .where('r.used_at', 'is', null)
    .where('r.expires_at', '>', new Date())
    .executeTakeFirst();
  if (!row) throw new Refusal(201, 'recovery.reverify');
  if (row.account.toLowerCase() !== input.account.trim().toLowerCase()) throw new Refusal(202, 'recovery.reverify');
  const passwordHash = await hashPassword(input.password);
  const ended = await ctx.db.transaction().execute(async (tx) => {
    const used = await tx
      .updateTable('recovery_tokens')
      .set({ used_at: new Date() })
      .where('token_hash', '=', row.token_hash)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    if (used.numUpdatedRows !== 1n) throw new Refusal(201, 'recovery.reverify');
    await tx
      .updateTable('members')
      .set({ password_hash: passwordHash, first_login_to_change_password: false })
      .where('id', '=', row.id)
      .execute();
    return revokeSessions(tx, { memberId: row.id });
  });
  ctx.realtime.endSessions(row.id, ended, '');
  await clearAccountFailures(ctx.db, 'member', `${row.site_id}:${row.account.toLowerCase()}`);
}
