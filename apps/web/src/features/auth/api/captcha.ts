import { captchaCall } from '@casino/contract/calls/auth-calls.ts';
import type { CallResponse } from '@casino/contract/define-call.ts';
import { callApi } from '../../../lib/api-client.ts';

export type CaptchaType = 1 | 2;
/** 1 for login and double validation, 2 for registration. */
export const CAPTCHA_TYPE = { login: 1, register: 2 } as const satisfies Record<string, CaptchaType>;
export type Captcha = CallResponse<typeof captchaCall>;

/** A new captcha: its token, an SVG data URL to show, and its lifetime in seconds. */
export function fetchCaptcha(type: CaptchaType, siteId: number, signal?: AbortSignal): Promise<Captcha> {
  return callApi(captchaCall, { type, site_id: siteId }, { signal });
}
