import { INTRODUCER_UNLOCK_CODES } from '@casino/contract/calls/register-calls.ts';
import { describe, expect, it } from 'vitest';
import { registerOutcome, smsOutcome } from './register-codes.ts';

describe('registration reply codes', () => {
  it.each([
    [102, 'member_account', 'signup.err_account_used'],
    [103, 'member_name', 'signup.err_name_used'],
    [104, 'member_phone', 'signup.err_phone_used'],
    [105, 'member_email', 'signup.err_email_used'],
    [113, 'phone_verify', 'signup.err_phone_verify_wrong'],
    [114, 'identity_id', 'signup.err_identity_used'],
    [223, 'identity_id', 'signup.err_identity_used'],
    [206, 'member_email', 'signup.err_email_invalid'],
    [209, 'member_phone', 'signup.err_phone_invalid'],
    [214, 'member_name', 'signup.err_name_blacklisted'],
    [216, 'member_email', 'signup.err_email_blacklisted'],
    [222, 'phone_verify', 'signup.err_introducer_not_found'],
    [224, 'captcha', 'signup.err_captcha_failed'],
    [227, 'member_name', 'signup.err_name_invalid'],
  ])('%i is shown on %s', (code, field, message) => {
    expect(registerOutcome(code, 'server text')).toEqual({ kind: 'field', field, message });
  });

  it('215 and the contact codes show the server message on their field', () => {
    expect(registerOutcome(215, 'Phone carrier refused')).toEqual({
      kind: 'field',
      field: 'member_phone',
      message: 'Phone carrier refused',
    });
    expect(registerOutcome(301, 'qq bad')).toMatchObject({ field: 'member_qq', message: 'qq bad' });
    expect(registerOutcome(302, 'x')).toMatchObject({ field: 'member_skype' });
    expect(registerOutcome(304, 'x')).toMatchObject({ field: 'member_wechat' });
    expect(registerOutcome(305, 'x')).toMatchObject({ field: 'member_zalo' });
    expect(registerOutcome(306, 'x')).toMatchObject({ field: 'member_fb' });
    expect(registerOutcome(307, 'x')).toMatchObject({ field: 'member_telegram' });
    expect(registerOutcome(308, 'x')).toMatchObject({ field: 'member_whats_app' });
  });

  it.each([106, 107, 108, 109, 110, 112, 219])('%i unlocks the introducer', (code) => {
    const outcome = registerOutcome(code, '');
    expect(outcome).toMatchObject({ kind: 'introducer', unlock: true });
    expect(INTRODUCER_UNLOCK_CODES).toContain(code);
  });

  it('107 also closes invitations; 228 is an invalid introducer that stays locked', () => {
    expect(registerOutcome(107, '')).toMatchObject({ closeInvite: true, message: 'signup.err_invite_closed' });
    expect(registerOutcome(108, '')).toMatchObject({ closeInvite: false, message: 'signup.err_agent_disabled' });
    expect(registerOutcome(228, '')).toEqual({
      kind: 'introducer',
      message: 'signup.err_introducer_invalid',
      unlock: false,
      closeInvite: false,
    });
  });

  it('218, 996 and 997 are toasts; anything else is a toast that goes into the error track', () => {
    expect(registerOutcome(218, '')).toEqual({ kind: 'toast', message: 'signup.err_ip' });
    expect(registerOutcome(996, '')).toEqual({ kind: 'toast', message: 'signup.err_too_frequent' });
    expect(registerOutcome(997, '')).toEqual({ kind: 'toast', message: 'signup.err_ip_limit' });
    expect(registerOutcome(555, 'odd')).toEqual({ kind: 'unknown', message: 'odd', track: 'register:555:odd' });
    expect(registerOutcome(556, '')).toMatchObject({ message: 'signup.register_error' });
  });

  it('SMS codes: rate limiting still starts the countdown', () => {
    expect(smsOutcome(99)).toEqual({ message: 'signup.sms_err_phone', startCountdown: false });
    expect(smsOutcome(102)).toEqual({ message: 'signup.sms_err_rate_limited', startCountdown: true });
    expect(smsOutcome(103).message).toBe('signup.sms_err_no_balance');
    expect(smsOutcome(104).message).toBe('signup.sms_err_contact_service');
    expect(smsOutcome(201).message).toBe('signup.sms_err_phone_blank');
    expect(smsOutcome(500).message).toBe('signup.sms_err_other');
  });
});
