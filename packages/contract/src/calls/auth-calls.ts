import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { rowId } from '../input-bounds.ts';

export const logoutCall = defineCall({
  path: '/logout',
  access: 'member',
  summary: 'Ends the session of the token that makes the call',
  request: () => z.object({}),
  response: () => z.null(),
});

/** Captcha types: 1 login and double validation, 2 registration (SPEC section 7), 3 password recovery. */
export const CaptchaType = { login: 1, register: 2, recovery: 3 } as const;

export const captchaCall = defineCall({
  path: '/captcha',
  access: 'public',
  summary:
    'A captcha image (SVG drawn from lines, no text) and its token; the answer stays on the server, is valid once and expires. Types: 1 login and double validation, 2 registration, 3 password recovery',
  request: () => z.object({ type: z.union([z.literal(1), z.literal(2), z.literal(3)]), site_id: rowId }),
  response: () => z.object({ captcha_token: z.string(), image: z.string(), expires_in: z.number().int() }),
});

/** Device facts sent with login (SPEC section 3). */
export const deviceInfo = z.lazy(() =>
  z.object({
    remote_addr: z.string().max(64).default(''),
    host: z.string().max(253).default(''),
    device: z.coerce.number().int().min(0).max(2).default(0),
    system_group: z.string().max(40).default(''),
    udid: z.string().max(100).default(''),
    login_type: z.coerce.number().int().min(0).max(9).default(1),
    cdn: z.string().max(100).default(''),
    system: z.string().max(60).default(''),
    browser: z.string().max(60).default(''),
    system_version: z.string().max(60).default(''),
  }),
);

/** What a successful login or registration returns (SPEC section 3). */
export const loginResultData = z.lazy(() =>
  z.object({
    member_id: z.number().int(),
    member_account: z.string(),
    member_login_id: z.string(),
    member_currency: z.string(),
    token: z.string(),
  }),
);
export type LoginResult = z.infer<typeof loginResultData>;

export const doubleValidationQuestion = z.lazy(() =>
  z.object({
    member_login_id: z.string(),
    available_questions_count: z.number().int(),
    question: z.enum(['member_name', 'identity_id', 'member_phone', 'member_email', 'withdraw_password']),
  }),
);
export type DoubleValidationQuestion = z.infer<typeof doubleValidationQuestion>;

export const loginCall = defineCall({
  path: '/login',
  access: 'public',
  summary:
    'Signs a member in; code 107 asks the double validation (data is the question), 108 refuses a member on a break or self-excluded (data: kind, ends_at, lift_needed), 109 the session-time limit of the day is used up (data: minutes, ends_at), 802 asks recovery',
  request: () =>
    deviceInfo.unwrap().extend({
      account: z.string().max(64),
      password: z.string().max(64),
      site_id: rowId,
      answer: z.string().max(10).default(''),
      captcha_token: z.string().max(100).default(''),
    }),
  response: () => loginResultData,
});

export const doubleValidationCall = defineCall({
  path: '/login/double_validation',
  access: 'public',
  summary: 'Answers the security question of a login from a new device',
  request: () =>
    deviceInfo.unwrap().extend({
      member_login_id: z.string().max(100),
      answer: z.string().max(100),
      captcha_answer: z.string().max(10),
      captcha_token: z.string().max(100),
    }),
  response: () => loginResultData,
});

export const skipQuestionCall = defineCall({
  path: '/login/double_validation/skip',
  access: 'public',
  summary: 'Draws another security question',
  request: () => z.object({ member_login_id: z.string().max(100) }),
  response: () => doubleValidationQuestion,
});

export const recoveryVerifyCall = defineCall({
  path: '/arks/web/vx/verify',
  access: 'public',
  summary: 'Recovery step 1: proves the account with its withdraw password and email or phone',
  request: () =>
    z.object({
      account: z.string().max(64),
      withdraw_password: z.string().max(4),
      member_email: z.string().max(120).default(''),
      member_phone: z.string().max(20).default(''),
      site_id: rowId.default(1),
      /** A recovery captcha (type 3) and its answer; a wrong, used or expired one is refused with code 105. */
      captcha_token: z.string().max(100).default(''),
      answer: z.string().max(10).default(''),
    }),
  response: () => z.object({ token: z.string() }),
});

/** Refusals of recovery step 1 beside those of SPEC section 8. */
export const RecoveryCode = { captchaFailed: 105 } as const;

export const recoveryResetCall = defineCall({
  path: '/arks/web/vx/reset',
  access: 'public',
  summary: 'Recovery step 2: sets a new password with the token of step 1',
  request: () => z.object({ account: z.string().max(64), password: z.string().max(64), token: z.string().max(200) }),
  response: () => z.null(),
});

/** Reply codes of login (SPEC section 8). */
export const LoginCode = {
  accountError: 101,
  accountDisabled: 102,
  accountFrozen: 103,
  verificationFailed: 105,
  ipError: 106,
  differentDevice: 107,
  /**
   * The member took a break or excluded themselves (docs/decisions/0079); data is an ExclusionRefusal of
   * protection-calls.ts (kind, ends_at in ms or null for permanent, lift_needed). 104 is free in this list but means
   * "verify failed" after a double validation, which ends with the same check, so the next free code is 108.
   */
  excluded: 108,
  /** The session-time limit of the rolling day is used up (docs/decisions/0082); data: SessionLimitRefusal. */
  sessionLimit: 109,
  ipErrorRegion: 201,
  ipErrorBlocked: 202,
  ipErrorChanged: 203,
  recovery: 802,
  doubleValidationFailed: 998,
} as const;

export const getInfoDataCall = defineCall({
  path: '/get_info_data',
  access: 'public',
  summary: 'Exchanges an encrypted launch value for the sign-in data it carries, as a JSON string',
  request: () => z.object({ enc: z.string().min(1).max(2000) }),
  response: () => z.string(),
});

/** What the JSON string of /get_info_data holds (SPEC section 7). */
export const launchSignIn = z.lazy(() =>
  z.object({
    tk: z.string(),
    member_id: z.number().int(),
    member_account: z.string(),
    member_currency: z.string(),
  }),
);
export type LaunchSignIn = z.infer<typeof launchSignIn>;
