import {
  captchaCall,
  doubleValidationCall,
  getInfoDataCall,
  loginCall,
  recoveryResetCall,
  recoveryVerifyCall,
  skipQuestionCall,
} from '@casino/contract/calls/auth-calls.ts';
import {
  bankAccountBindCall,
  bankAccountDefaultCall,
  bankAccountListCall,
  MAX_BANK_ACCOUNTS,
} from '@casino/contract/calls/bank-account-calls.ts';
import { editPasswordCall, memberInfoCall, memberLayoutCall, memberProfileCall } from '@casino/contract/calls/member-calls.ts';
import {
  checkAgentDomainCall,
  RegisterCode,
  registerCall,
  registerSettingsCall,
  registerSmsCall,
  registerVerificationCall,
  serviceAgreementCall,
  validMessageCall,
} from '@casino/contract/calls/register-calls.ts';
import { sql } from 'kysely';
import type { AccountsContext } from '../accounts/accounts-context.ts';
import { bindBankAccount, listBankAccounts, setDefaultBankAccount } from '../accounts/bank-accounts.ts';
import { issueCaptcha } from '../accounts/captcha.ts';
import { agentForDomain, resolveIntroducer } from '../accounts/introducer.ts';
import { exchangeLaunchValue } from '../accounts/launch-link.ts';
import { answerDoubleValidation, login, skipQuestion } from '../accounts/login.ts';
import { editPassword, getMemberLayout, getMemberProfile } from '../accounts/member-profile.ts';
import { resetPassword, verifyRecovery } from '../accounts/recovery.ts';
import { registerMember } from '../accounts/register-member.ts';
import { fieldSettings, listRegisterSettings } from '../accounts/register-settings.ts';
import { checkBirthdayAge, checkBlacklists, checkFieldFormats, checkUniqueness } from '../accounts/registration-checks.ts';
import { sendSmsCode } from '../accounts/sms-codes.ts';
import { pickText } from '../content/localised-text.ts';
import type { CallRegistrar } from '../http/register-call.ts';
import { Refusal, TooManyRequests } from '../http/reply.ts';
import { endSessions } from '../members/revoke-session.ts';
import { findSite } from '../sites/find-site.ts';

const MINUTE = 60_000;

/** Registration, login, recovery and profile calls of SPEC section 7, with their rate limits. */
export function registerAccountRoutes(registerCallFor: CallRegistrar, ctx: AccountsContext): void {
  const { db, limiter } = ctx;
  const within = async (key: string, limit: number, windowMs: number) => {
    if (!(await limiter.hit(key, limit, windowMs))) throw new TooManyRequests();
  };

  registerCallFor(captchaCall, async ({ body, request }) => {
    await findSite(db, body.site_id);
    // SPEC section 8: captcha code 101 makes the site wait a second before asking again.
    if (!(await limiter.hit(`captcha:${request.ip}`, 30, MINUTE))) throw new Refusal(101, 'captcha.too_frequent');
    return issueCaptcha(db, body.site_id, body.type);
  });

  registerCallFor(registerSettingsCall, async ({ body }) => {
    const site = await findSite(db, body.site_id);
    return {
      list: await listRegisterSettings(db, body.site_id),
      sms_countdown_seconds: site.sms_countdown_seconds,
      minimum_age: site.minimum_age,
    };
  });

  registerCallFor(serviceAgreementCall, async ({ body, lang }) => {
    await findSite(db, body.site_id);
    const rows = await db
      .selectFrom('service_agreements')
      .selectAll()
      .where('site_id', '=', body.site_id)
      .orderBy('sort')
      .execute();
    return { list: rows.map((r) => ({ id: r.id, title: pickText(r.title, lang), content: pickText(r.content, lang) })) };
  });

  registerCallFor(registerVerificationCall, async ({ body, request }) => {
    const site = await findSite(db, body.site_id);
    await within(`verify:${request.ip}`, 60, MINUTE);
    const settings = await fieldSettings(db, body.site_id, body.member_currency);
    checkFieldFormats(body, body.member_currency, settings);
    if (settings.has('member_birthday')) checkBirthdayAge(body, site.minimum_age);
    await checkBlacklists(db, body.site_id, body);
    await checkUniqueness(db, body.site_id, body, settings);
    return null;
  });

  registerCallFor(registerSmsCall, async ({ body, request }) => {
    await findSite(db, body.site_id);
    await within(`sms-ip:${request.ip}`, 10, 60 * MINUTE);
    const countdown = await sendSmsCode(ctx, {
      siteId: body.site_id,
      phone: body.member_phone,
      currency: body.currency,
      purpose: body.type,
    });
    return { countdown_seconds: countdown };
  });

  registerCallFor(validMessageCall, async ({ body }) => {
    await findSite(db, body.site_id);
    try {
      await resolveIntroducer(db, body.site_id, body.agent_id ?? '', body.recommend_code ?? '');
      return { is_valid: Boolean(body.agent_id || body.recommend_code) };
    } catch (error) {
      if (error instanceof Refusal) return { is_valid: false };
      throw error;
    }
  });

  registerCallFor(checkAgentDomainCall, async ({ body }) => {
    await findSite(db, body.site_id);
    const domain = await agentForDomain(db, body.site_id, body.host);
    if (!domain) return { is_valid: false, currency: '', agent_id: '' };
    return { is_valid: true, currency: domain.currency_code, agent_id: String(domain.agent_id) };
  });

  registerCallFor(registerCall, async ({ body, request }) => {
    const site = await findSite(db, body.site_id);
    if (!(await limiter.hit(`register:${request.ip}`, 3, 10 * MINUTE)))
      throw new Refusal(RegisterCode.tooFrequent, 'register.too_frequent');
    const today = await db
      .selectFrom('members')
      .select((eb) => eb.fn.countAll<bigint>().as('n'))
      .where('site_id', '=', site.id)
      .where('registered_ip', '=', request.ip)
      .where('created_at', '>', sql<Date>`now() - interval '1 day'`)
      .executeTakeFirstOrThrow();
    if (Number(today.n) >= site.registrations_per_ip) throw new Refusal(RegisterCode.ipLimit, 'register.ip_limit');
    if (body.error_track.length > 0) request.log.info({ errorTrack: body.error_track }, 'registration error track');
    return registerMember(ctx, body, { ip: request.ip, udid: '', host: request.hostname });
  });

  registerCallFor(loginCall, async ({ body, request }) => {
    await findSite(db, body.site_id);
    await within(`login-ip:${request.ip}`, 30, MINUTE);
    // The per-account limit is in login(): a member's known devices are not held to it.
    return login(
      ctx,
      {
        siteId: body.site_id,
        account: body.account,
        password: body.password,
        answer: body.answer,
        captchaToken: body.captcha_token,
      },
      { ip: request.ip, udid: body.udid, country: ctx.countryOf(request) },
    );
  });

  registerCallFor(doubleValidationCall, async ({ body, request }) => {
    await within(`double-validation:${request.ip}`, 20, MINUTE);
    return answerDoubleValidation(
      ctx,
      {
        memberLoginId: body.member_login_id,
        answer: body.answer,
        captchaAnswer: body.captcha_answer,
        captchaToken: body.captcha_token,
      },
      { ip: request.ip, udid: body.udid },
    );
  });

  registerCallFor(skipQuestionCall, async ({ body, request }) => {
    await within(`double-validation:${request.ip}`, 20, MINUTE);
    return skipQuestion(ctx, body.member_login_id);
  });

  registerCallFor(recoveryVerifyCall, async ({ body, request }) => {
    await within(`recovery-ip:${request.ip}`, 10, 10 * MINUTE);
    await within(`recovery-account:${body.account.toLowerCase()}`, 5, 10 * MINUTE);
    const token = await verifyRecovery(ctx, {
      siteId: body.site_id,
      account: body.account,
      withdrawPassword: body.withdraw_password,
      email: body.member_email,
      phone: body.member_phone,
      captchaToken: body.captcha_token,
      answer: body.answer,
    });
    return { token };
  });

  registerCallFor(recoveryResetCall, async ({ body, request }) => {
    await within(`recovery-ip:${request.ip}`, 10, 10 * MINUTE);
    await resetPassword(ctx, body);
    return null;
  });

  registerCallFor(memberLayoutCall, ({ member }) => getMemberLayout(db, member));
  registerCallFor(memberProfileCall, async ({ member }) => ({ member_profile: await getMemberProfile(db, member) }));
  registerCallFor(editPasswordCall, async ({ member, body }) => {
    await editPassword(ctx, member, body);
    // A new login password ends every other session of the member, wherever it is.
    if (body.type === 1) await endSessions(ctx, { memberId: member.memberId, allBut: member.sessionId });
    return null;
  });
  registerCallFor(memberInfoCall, async ({ member, body }) => {
    // Only the member themself: another id is answered as if it did not exist.
    if (body.id !== member.memberId) throw new Refusal(101, 'member.not_found');
    return { currency: member.currency };
  });

  registerCallFor(getInfoDataCall, async ({ body, request }) => {
    await within(`launch:${request.ip}`, 30, MINUTE);
    return exchangeLaunchValue(db, ctx.tokenSecret, body.enc);
  });

  registerCallFor(bankAccountListCall, async ({ member }) => ({
    list: await listBankAccounts(db, member),
    max: MAX_BANK_ACCOUNTS,
  }));
  registerCallFor(bankAccountBindCall, async ({ member, body }) => ({ id: await bindBankAccount(ctx, member, body) }));
  registerCallFor(bankAccountDefaultCall, async ({ member, body }) => {
    await setDefaultBankAccount(db, member, body.id);
    return null;
  });
}
