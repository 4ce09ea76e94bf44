import { INTRODUCER_UNLOCK_CODES, RegisterCode, SmsCode } from '@casino/contract/calls/register-calls.ts';
import { UNDER_AGE_MESSAGE } from '@casino/contract/registration-rules.ts';
import type { RegisterField } from './register-fields.ts';

/**
 * What a registration or verification reply code means for the form (SPEC section 8, "Registration and
 * verification"). Messages are message keys, or the server's own text where the table says so.
 */
export type RegisterOutcome =
  | { kind: 'field'; field: RegisterField; message: string }
  | { kind: 'introducer'; message: string; unlock: boolean; closeInvite: boolean }
  | { kind: 'toast'; message: string }
  | { kind: 'unknown'; message: string; track: string };

const FIELD_CODES: Record<number, { field: RegisterField; message: string }> = {
  [RegisterCode.accountUsed]: { field: 'member_account', message: 'signup.err_account_used' },
  [RegisterCode.nameUsed]: { field: 'member_name', message: 'signup.err_name_used' },
  [RegisterCode.phoneUsed]: { field: 'member_phone', message: 'signup.err_phone_used' },
  [RegisterCode.emailUsed]: { field: 'member_email', message: 'signup.err_email_used' },
  [RegisterCode.wrongPhoneCode]: { field: 'phone_verify', message: 'signup.err_phone_verify_wrong' },
  [RegisterCode.identityUsed]: { field: 'identity_id', message: 'signup.err_identity_used' },
  [RegisterCode.identityUsedAlt]: { field: 'identity_id', message: 'signup.err_identity_used' },
  [RegisterCode.emailInvalid]: { field: 'member_email', message: 'signup.err_email_invalid' },
  [RegisterCode.phoneInvalid]: { field: 'member_phone', message: 'signup.err_phone_invalid' },
  [RegisterCode.nameBlacklisted]: { field: 'member_name', message: 'signup.err_name_blacklisted' },
  [RegisterCode.emailBlacklisted]: { field: 'member_email', message: 'signup.err_email_blacklisted' },
  [RegisterCode.phoneVerifyIntroducer]: { field: 'phone_verify', message: 'signup.err_introducer_not_found' },
  [RegisterCode.captchaFailed]: { field: 'captcha', message: 'signup.err_captcha_failed' },
  [RegisterCode.nameInvalid]: { field: 'member_name', message: 'signup.err_name_invalid' },
  [RegisterCode.underAge]: { field: 'member_birthday', message: UNDER_AGE_MESSAGE },
};

/** Contact fields whose refusal shows the server's message on the field. */
const CONTACT_CODES: Record<number, RegisterField> = {
  [RegisterCode.qq]: 'member_qq',
  [RegisterCode.skype]: 'member_skype',
  [RegisterCode.wechat]: 'member_wechat',
  [RegisterCode.zalo]: 'member_zalo',
  [RegisterCode.fb]: 'member_fb',
  [RegisterCode.telegram]: 'member_telegram',
  [RegisterCode.whatsApp]: 'member_whats_app',
};

const INTRODUCER_MESSAGES: Record<number, string> = {
  [RegisterCode.noSuchAgent]: 'signup.err_no_agent',
  [RegisterCode.inviteClosed]: 'signup.err_invite_closed',
  [RegisterCode.agentDisabled]: 'signup.err_agent_disabled',
  [RegisterCode.recommendDisabled]: 'signup.err_recommend_disabled',
  [RegisterCode.codeDisabled]: 'signup.err_code_disabled',
  [RegisterCode.introducerNotFound]: 'signup.err_introducer_not_found',
  [RegisterCode.introducerNotFoundAlt]: 'signup.err_introducer_not_found',
  [RegisterCode.introducerInvalid]: 'signup.err_introducer_invalid',
};

const TOAST_CODES: Record<number, string> = {
  [RegisterCode.ipError]: 'signup.err_ip',
  [RegisterCode.tooFrequent]: 'signup.err_too_frequent',
  [RegisterCode.ipLimit]: 'signup.err_ip_limit',
};

export function registerOutcome(code: number, serverMessage: string): RegisterOutcome {
  const field = FIELD_CODES[code];
  if (field) return { kind: 'field', ...field };
  if (code === RegisterCode.phoneError) {
    return { kind: 'field', field: 'member_phone', message: serverMessage || 'signup.err_phone_invalid' };
  }
  const contact = CONTACT_CODES[code];
  if (contact) return { kind: 'field', field: contact, message: serverMessage || 'signup.err_contact_format' };
  const introducer = INTRODUCER_MESSAGES[code];
  if (introducer) {
    return {
      kind: 'introducer',
      message: introducer,
      unlock: INTRODUCER_UNLOCK_CODES.includes(code),
      closeInvite: code === RegisterCode.inviteClosed,
    };
  }
  const toast = TOAST_CODES[code];
  if (toast) return { kind: 'toast', message: toast };
  return { kind: 'unknown', message: serverMessage || 'signup.register_error', track: `register:${code}:${serverMessage}` };
}

/** Message keys of /register/sms refusals (SPEC section 8, "SMS errors"); rate limiting still starts the countdown. */
export function smsOutcome(code: number | null): { message: string; startCountdown: boolean } {
  switch (code) {
    case SmsCode.phoneVerifyError:
      return { message: 'signup.sms_err_phone', startCountdown: false };
    case SmsCode.rateLimited:
      return { message: 'signup.sms_err_rate_limited', startCountdown: true };
    case SmsCode.noBalance:
      return { message: 'signup.sms_err_no_balance', startCountdown: false };
    case SmsCode.contactService:
      return { message: 'signup.sms_err_contact_service', startCountdown: false };
    case SmsCode.phoneBlank:
      return { message: 'signup.sms_err_phone_blank', startCountdown: false };
    default:
      return { message: 'signup.sms_err_other', startCountdown: false };
  }
}
