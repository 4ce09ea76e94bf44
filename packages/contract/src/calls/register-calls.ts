import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { calendarDate } from '../input-bounds.ts';
import { loginResultData } from './auth-calls.ts';
import { currencyCode, flag, siteId } from './site-calls.ts';

/** One row of the register settings: how one field behaves for one currency (SPEC section 3). */
export const registerSetting = z.lazy(() =>
  z.object({
    name: z.string(),
    currency: currencyCode,
    is_display: flag,
    is_required: flag,
    is_unique: flag,
    is_member_center: flag,
    is_verification: flag,
    is_member_center_verification: flag,
  }),
);
export type RegisterSetting = z.infer<typeof registerSetting>;

export const registerSettingsCall = defineCall({
  path: '/arks/web/register-settings',
  access: 'public',
  summary:
    'Registration field settings per currency (the member_currency row says whether a currency is offered), the SMS resend countdown and the minimum age (0: none)',
  request: () => z.object({ site_id: siteId }),
  response: () =>
    z.object({
      list: z.array(registerSetting),
      sms_countdown_seconds: z.number().int(),
      /** The youngest age at which someone may register; the birthday is checked against it (0: no check). */
      minimum_age: z.number().int().min(0),
    }),
});

export const serviceAgreementCall = defineCall({
  path: '/arks/web/register-settings/service-agreement',
  access: 'public',
  summary: 'Service agreement sections in the language of the lang header',
  request: () => z.object({ site_id: siteId }),
  response: () => z.object({ list: z.array(z.object({ id: z.number().int(), title: z.string(), content: z.string() })) }),
});

const text = (max: number) => z.string().trim().max(max);

/** Fields of the registration form on the wire (snake_case), each optional: single-field checks send one. */
export const registrationFieldChecks = z.lazy(() =>
  z
    .object({
      member_name: text(50),
      member_account: text(12),
      member_email: text(120),
      member_birthday: z.union([z.literal(''), calendarDate()]),
      member_phone: text(20),
      member_qq: text(50),
      member_telegram: text(50),
      member_whats_app: text(50),
      member_skype: text(50),
      member_fb: text(50),
      member_zalo: text(50),
      member_wechat: text(50),
      member_others: text(100),
      identity_id: text(40),
      withdraw_password: z.string().max(4),
    })
    .partial(),
);

type FieldChecksShape = ReturnType<typeof registrationFieldChecks.unwrap>['shape'];

/** The same fields for a registration, where a field not sent is empty. */
export const registrationFields = z.lazy(() =>
  z.object(
    Object.fromEntries(
      Object.entries(registrationFieldChecks.unwrap().shape).map(([name, schema]) => [name, schema.unwrap().default('')]),
    ) as { [K in keyof FieldChecksShape]: z.ZodDefault<ReturnType<FieldChecksShape[K]['unwrap']>> },
  ),
);

export const registerVerificationCall = defineCall({
  path: '/register/verification',
  access: 'public',
  summary: 'Checks the given registration fields (format and uniqueness) without registering',
  request: () =>
    registrationFieldChecks.unwrap().extend({
      site_id: siteId,
      member_currency: currencyCode,
      verification: z.literal(1).default(1),
    }),
  response: () => z.null(),
});

export const registerCall = defineCall({
  path: '/register',
  access: 'public',
  summary: 'Registers a member and signs them in',
  request: () =>
    registrationFields.unwrap().extend({
      site_id: siteId,
      password: z.string().max(64),
      member_currency: currencyCode,
      /** Agent id of an agent link or agent domain. */
      agent: z.string().trim().max(20).default(''),
      /** Recommend code of an invite link, or typed by the visitor. */
      recommend_code: z.string().trim().max(20).default(''),
      phone_verify: z.string().max(6).default(''),
      captcha_token: z.string().max(100).default(''),
      verify_code: z.string().max(10).default(''),
      error_track: z.array(z.string().max(200)).max(50).default([]),
    }),
  response: () => loginResultData,
});

export const registerSmsCall = defineCall({
  path: '/register/sms',
  access: 'public',
  summary: 'Sends a registration code by SMS',
  request: () =>
    z.object({
      site_id: siteId,
      member_phone: z.string().max(20),
      currency: currencyCode,
      type: z.literal('register_member'),
    }),
  response: () => z.object({ countdown_seconds: z.number().int() }),
});

export const validMessageCall = defineCall({
  path: '/register/valid_message',
  access: 'public',
  summary: 'Whether an agent id or a recommend code may introduce a new member',
  request: () =>
    z.object({
      site_id: siteId,
      agent_id: z.string().max(20).optional(),
      recommend_code: z.string().max(20).optional(),
    }),
  response: () => z.object({ is_valid: z.boolean() }),
});

export const checkAgentDomainCall = defineCall({
  path: '/arks/web/check-agent-domain',
  access: 'public',
  summary: 'Whether a host name is an agent domain; if so its currency and agent',
  request: () => z.object({ site_id: siteId, host: z.string().max(253) }),
  response: () => z.object({ is_valid: z.boolean(), currency: z.string(), agent_id: z.string() }),
});

/** Reply codes of registration and verification (SPEC section 8). */
export const RegisterCode = {
  accountUsed: 102,
  nameUsed: 103,
  phoneUsed: 104,
  emailUsed: 105,
  noSuchAgent: 106,
  inviteClosed: 107,
  agentDisabled: 108,
  recommendDisabled: 109,
  codeDisabled: 110,
  introducerNotFound: 112,
  wrongPhoneCode: 113,
  identityUsed: 114,
  emailInvalid: 206,
  phoneInvalid: 209,
  nameBlacklisted: 214,
  phoneError: 215,
  emailBlacklisted: 216,
  ipError: 218,
  introducerNotFoundAlt: 219,
  phoneVerifyIntroducer: 222,
  identityUsedAlt: 223,
  captchaFailed: 224,
  nameInvalid: 227,
  introducerInvalid: 228,
  /** The birthday is younger than the site's minimum age (data: minimum_age). */
  underAge: 229,
  tooFrequent: 996,
  ipLimit: 997,
  qq: 301,
  skype: 302,
  wechat: 304,
  zalo: 305,
  fb: 306,
  telegram: 307,
  whatsApp: 308,
} as const;

/** Codes that unlock the introducer so that another can be typed (SPEC section 4). */
export const INTRODUCER_UNLOCK_CODES: readonly number[] = [106, 107, 108, 109, 110, 112, 219];

/** Codes of /register/sms (SPEC section 8). */
export const SmsCode = { phoneVerifyError: 99, rateLimited: 102, noBalance: 103, contactService: 104, phoneBlank: 201 } as const;
