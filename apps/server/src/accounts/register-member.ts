import { randomBytes } from 'node:crypto';
import type { LoginResult } from '@casino/contract/calls/auth-calls.ts';
import { RegisterCode, type registerCall } from '@casino/contract/calls/register-calls.ts';
import {
  checkAccount,
  checkBirthday,
  checkIdentityId,
  checkPassword,
  checkWithdrawPassword,
} from '@casino/contract/registration-rules.ts';
import type { z } from 'zod';
import { FieldError, Refusal } from '../http/reply.ts';
import type { AccountsContext } from './accounts-context.ts';
import { consumeCaptcha } from './captcha.ts';
import { agentChannel, resolveIntroducer } from './introducer.ts';
import { hashPassword } from './passwords.ts';
import { fieldSettings } from './register-settings.ts';
import { checkBirthdayAge, checkBlacklists, checkFieldFormats, checkUniqueness } from './registration-checks.ts';
import { consumeSmsCode } from './sms-codes.ts';
import { startSession } from './start-session.ts';

/** The registration call's validated body. */
export type RegistrationInput = z.output<typeof registerCall.request>;

const CAPTCHA_REGISTER = 2;
const UNIQUE_VIOLATION = '23505';

/** Registers a member with the rules of SPEC section 5 and the codes of section 8, then signs them in. */
export async function registerMember(
  ctx: AccountsContext,
  input: RegistrationInput,
  client: { ip: string; udid: string; host?: string },
): Promise<LoginResult> {
  const { db } = ctx;
  const settings = await fieldSettings(db, input.site_id, input.member_currency);
  const offered = await db
    .selectFrom('register_settings')
    .select('is_display')
    .where('site_id', '=', input.site_id)
    .where('currency_code', '=', input.member_currency)
    .where('name', '=', 'member_currency')
    .executeTakeFirst();
  if (!offered?.is_display) throw new FieldError({ member_currency: ['register.currency_not_open'] });

  const fieldProblems: Record<string, string[]> = {};
  const note = (field: string, problem: string | null) => {
    if (problem) fieldProblems[field] = [problem];
  };
  note('member_account', checkAccount(input.member_account));
  note('password', checkPassword(input.password));
  if (settings.has('member_birthday')) {
    const [year = '', month = '', day = ''] = input.member_birthday ? input.member_birthday.split('-') : [];
    note('member_birthday', checkBirthday({ year, month, day }, settings.get('member_birthday')));
  }
  if (settings.has('identity_id')) note('identity_id', checkIdentityId(input.identity_id, settings.get('identity_id')));
  if (settings.has('withdraw_password'))
    note('withdraw_password', checkWithdrawPassword(input.withdraw_password, settings.get('withdraw_password')));
  if (Object.keys(fieldProblems).length > 0) throw new FieldError(fieldProblems);
  if (settings.has('member_birthday')) {
    const site = await db.selectFrom('sites').select('minimum_age').where('id', '=', input.site_id).executeTakeFirstOrThrow();
    checkBirthdayAge(input, site.minimum_age);
  }

  if (!(await consumeCaptcha(db, input.captcha_token, input.verify_code, CAPTCHA_REGISTER))) {
    throw new Refusal(RegisterCode.captchaFailed, 'register.captcha_failed');
  }
  checkFieldFormats(input, input.member_currency, settings);
  await checkBlacklists(db, input.site_id, input, client.ip);

  const introducer = await resolveIntroducer(db, input.site_id, input.agent, input.recommend_code);
  const channel = await agentChannel(db, input.site_id, introducer, client.host ?? '');
  await checkUniqueness(db, input.site_id, input, settings);
  // The SMS code is spent last, so that a refusal above leaves it usable for the corrected form.
  const phoneSetting = settings.get('member_phone');
  if (phoneSetting?.is_verification && input.member_phone) {
    const ok = await consumeSmsCode(ctx, {
      siteId: input.site_id,
      phone: input.member_phone,
      purpose: 'register_member',
      code: input.phone_verify,
    });
    if (!ok) throw new Refusal(RegisterCode.wrongPhoneCode, 'register.wrong_phone_code');
  }

  const keep = (name: string, value: string) => (settings.has(name) ? value.trim() : '');
  const passwordHash = await hashPassword(input.password);
  const withdrawHash = keep('withdraw_password', input.withdraw_password) ? await hashPassword(input.withdraw_password) : null;
  try {
    const member = await db
      .insertInto('members')
      .values({
        site_id: input.site_id,
        account: input.member_account,
        currency_code: input.member_currency,
        password_hash: passwordHash,
        withdraw_password_hash: withdrawHash,
        member_name: keep('member_name', input.member_name),
        member_email: keep('member_email', input.member_email),
        member_phone: keep('member_phone', input.member_phone),
        member_birthday: keep('member_birthday', input.member_birthday) || null,
        member_qq: keep('member_qq', input.member_qq),
        member_telegram: keep('member_telegram', input.member_telegram),
        member_whats_app: keep('member_whats_app', input.member_whats_app),
        member_skype: keep('member_skype', input.member_skype),
        member_fb: keep('member_fb', input.member_fb),
        member_zalo: keep('member_zalo', input.member_zalo),
        member_wechat: keep('member_wechat', input.member_wechat),
        member_others: keep('member_others', input.member_others),
        identity_id: keep('identity_id', input.identity_id),
        agent_id: introducer.agentId,
        recommender_id: introducer.recommenderId,
        agent_channel: channel.channel,
        agent_domain_host: channel.domainHost,
        recommend_code: randomBytes(5).toString('hex').toUpperCase(),
        registered_ip: client.ip,
      })
      .returning(['id', 'account', 'currency_code'])
      .executeTakeFirstOrThrow();
    return await startSession(ctx, member, { udid: client.udid, ip: client.ip });
  } catch (error) {
    // Two registrations of one account at once: the unique index decides, the loser gets 102.
    if ((error as { code?: string }).code === UNIQUE_VIOLATION)
      throw new Refusal(RegisterCode.accountUsed, 'register.account_used');
    throw error;
  }
}
