import { createHash, randomInt } from 'node:crypto';
import { SmsCode } from '@casino/contract/calls/register-calls.ts';
import { checkPhone } from '@casino/contract/registration-rules.ts';
import { sql } from 'kysely';
import { Refusal } from '../http/reply.ts';
import type { AccountsContext } from './accounts-context.ts';

const CODE_TTL_MS = 10 * 60_000;
/** One code per phone per five minutes (SPEC section 8, SMS code 102). */
const RESEND_WINDOW_MS = 5 * 60_000;
const MAX_ATTEMPTS = 5;

const hashCode = (code: string) => createHash('sha256').update(code).digest('hex');

/** Sends a six-digit code by SMS and keeps its hash; returns the resend countdown in seconds. */
export async function sendSmsCode(
  ctx: AccountsContext,
  input: { siteId: number; phone: string; currency: string; purpose: string },
): Promise<number> {
  const site = await ctx.db
    .selectFrom('sites')
    .select('sms_countdown_seconds')
    .where('id', '=', input.siteId)
    .executeTakeFirstOrThrow();
  if (input.phone.trim() === '') throw new Refusal(SmsCode.phoneBlank, 'sms.phone_blank');
  if (checkPhone(input.phone, input.currency, { is_display: 1, is_required: 1, is_unique: 0, is_verification: 1 })) {
    throw new Refusal(SmsCode.phoneVerifyError, 'sms.phone_verify_error');
  }
  const recent = await ctx.db
    .selectFrom('sms_codes')
    .select('id')
    .where('site_id', '=', input.siteId)
    .where('phone', '=', input.phone)
    .where('purpose', '=', input.purpose)
    .where('created_at', '>', new Date(Date.now() - RESEND_WINDOW_MS))
    .executeTakeFirst();
  if (recent) throw new Refusal(SmsCode.rateLimited, 'sms.rate_limited', { countdown_seconds: site.sms_countdown_seconds });

  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const result = await ctx.sms.send(input.phone, `Your verification code is ${code}`, code);
  if (result === 'no_balance') throw new Refusal(SmsCode.noBalance, 'sms.no_balance');
  if (result === 'refused') throw new Refusal(SmsCode.contactService, 'sms.contact_service');
  await ctx.db
    .insertInto('sms_codes')
    .values({
      site_id: input.siteId,
      phone: input.phone,
      purpose: input.purpose,
      code_hash: hashCode(code),
      expires_at: new Date(Date.now() + CODE_TTL_MS),
    })
    .execute();
  return site.sms_countdown_seconds;
}

/**
 * Uses up the latest live code of a phone when it matches. Every guess is counted before it is checked, by one UPDATE
 * of that code, so that parallel guesses cannot all be checked: N guesses count N, and only the first MAX_ATTEMPTS
 * of them are compared with the code.
 */
export async function consumeSmsCode(
  ctx: Pick<AccountsContext, 'db'>,
  input: { siteId: number; phone: string; purpose: string; code: string },
): Promise<boolean> {
  const latestLive = ctx.db
    .selectFrom('sms_codes as live')
    .select('live.id')
    .where('live.site_id', '=', input.siteId)
    .where('live.phone', '=', input.phone)
    .where('live.purpose', '=', input.purpose)
    .where('live.used_at', 'is', null)
    .where('live.expires_at', '>', new Date())
    .orderBy('live.id', 'desc')
    .limit(1);
  const guess = await ctx.db
    .updateTable('sms_codes')
    .set({ attempts: sql<number>`attempts + 1` })
    .where('id', '=', latestLive)
    .returning(['id', 'code_hash', 'attempts'])
    .executeTakeFirst();
  if (!guess || guess.attempts > MAX_ATTEMPTS || guess.code_hash !== hashCode(input.code)) return false;
  const used = await ctx.db
    .updateTable('sms_codes')
    .set({ used_at: new Date() })
    .where('id', '=', guess.id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return used.numUpdatedRows === 1n;
}
