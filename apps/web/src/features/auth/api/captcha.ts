import { CaptchaType as CAPTCHA_TYPES, captchaCall } from '@casino/contract/calls/auth-calls.ts';
import type { CallResponse } from '@casino/contract/define-call.ts';
import { callApi } from '../../../lib/api-client.ts';

/** 1 for login and double validation, 2 for registration, 3 for password recovery. */
export const CAPTCHA_TYPE = CAPTCHA_TYPES;
export type CaptchaType = (typeof CAPTCHA_TYPE)[keyof typeof CAPTCHA_TYPE];
export type Captcha = CallResponse<typeof captchaCall>;

/** A new captcha: its token, an SVG data URL to show, and its lifetime in seconds. */
export function fetchCaptcha(type: CaptchaType, siteId: number, signal?: AbortSignal): Promise<Captcha> {
  return callApi(captchaCall, { type, site_id: siteId }, { signal });
}
