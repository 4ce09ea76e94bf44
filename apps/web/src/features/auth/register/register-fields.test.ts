import { describe, expect, it } from 'vitest';
import { registerSettingFixture, registerSettingsFixture } from '../../../test/fixtures.ts';
import {
  buildRegisterPayload,
  emptyRegisterValues,
  formFieldOrder,
  offeredCurrencies,
  registerLayout,
  shownFields,
  switchCurrency,
  uniqueFields,
  validateRegisterField,
  validateRegisterForm,
} from './register-fields.ts';

/** INR shows telegram; RMB shows identity id and requires the name; VND hides the birthday and is not offered. */
const settings = [
  registerSettingFixture('member_currency', 'INR'),
  registerSettingFixture('member_currency', 'RMB'),
  registerSettingFixture('member_currency', 'VND', { is_display: 0 }),
  registerSettingFixture('member_phone', 'INR', { is_required: 1, is_unique: 1, is_verification: 1 }),
  registerSettingFixture('member_telegram', 'INR'),
  registerSettingFixture('member_birthday', 'INR'),
  registerSettingFixture('withdraw_password', 'INR', { is_required: 1 }),
  registerSettingFixture('identity_id', 'INR', { is_display: 0 }),
  registerSettingFixture('member_name', 'RMB', { is_required: 1, is_unique: 1 }),
  registerSettingFixture('member_phone', 'RMB', { is_required: 1 }),
  registerSettingFixture('identity_id', 'RMB', { is_required: 1 }),
  registerSettingFixture('member_telegram', 'RMB', { is_display: 0 }),
  registerSettingFixture('member_birthday', 'VND', { is_display: 0 }),
];

function valid(currency = 'INR') {
  return {
    ...emptyRegisterValues(currency),
    member_account: 'player01',
    password: 'abc123',
    check_password: 'abc123',
    member_phone: '9876543210',
    phone_verify: '123456',
    withdraw_password: '1234',
    captcha: 'K7PX',
  };
}

describe('register fields', () => {
  it('offers the currencies whose member_currency row is displayed', () => {
    expect(offeredCurrencies(settings)).toEqual(['INR', 'RMB']);
    expect(offeredCurrencies(registerSettingsFixture())).toEqual(['INR', 'USD', 'VND', 'RMB']);
  });

  it('shows the fields of the chosen currency only, in display order', () => {
    expect(shownFields(settings, 'INR')).toEqual(['member_phone', 'withdraw_password', 'member_birthday', 'member_telegram']);
    expect(shownFields(settings, 'RMB')).toEqual(['member_name', 'member_phone', 'identity_id']);
    expect(shownFields(settings, 'VND')).toEqual([]);
  });

  it('lists the form in order, with the SMS code after a verified phone', () => {
    expect(formFieldOrder(registerLayout(settings, 'INR'))).toEqual([
      'member_account',
      'password',
      'check_password',
      'member_currency',
      'member_phone',
      'phone_verify',
      'withdraw_password',
      'member_birthday',
      'member_telegram',
      'introducer',
      'captcha',
    ]);
    expect(formFieldOrder(registerLayout(settings, 'RMB'))).not.toContain('phone_verify');
  });

  it('checks unique fields with the server: the account always, others when their row says so', () => {
    expect(uniqueFields(registerLayout(settings, 'INR'))).toEqual(['member_account', 'member_phone']);
    expect(uniqueFields(registerLayout(settings, 'RMB'))).toEqual(['member_account', 'member_name']);
  });

  it('validates with the shared rules and the currency settings', () => {
    const inr = registerLayout(settings, 'INR');
    const rmb = registerLayout(settings, 'RMB');
    expect(validateRegisterForm(valid(), inr)).toEqual({});
    expect(validateRegisterField('member_account', { ...valid(), member_account: 'ab' }, inr)).toBe('signup.err_account_length');
    expect(validateRegisterField('password', { ...valid(), password: 'abcdef' }, inr)).toBe('signup.err_password_format');
    expect(validateRegisterField('check_password', { ...valid(), check_password: 'x' }, inr)).toBe(
      'signup.err_check_password_diff',
    );
    expect(validateRegisterField('phone_verify', { ...valid(), phone_verify: '' }, inr)).toBe('signup.err_phone_verify_blank');
    expect(validateRegisterField('member_birthday', { ...valid(), birth_year: '1990' }, inr)).toBe(
      'signup.err_birthday_incomplete',
    );
    expect(validateRegisterField('member_telegram', { ...valid(), member_telegram: 'a b' }, inr)).toBe(
      'signup.err_contact_format',
    );
    expect(validateRegisterField('captcha', { ...valid(), captcha: '' }, inr)).toBe('signup.err_captcha_blank');
    // The name is required and Chinese for RMB; INR does not show it, so it is not checked.
    expect(validateRegisterField('member_name', { ...valid('RMB'), member_name: '' }, rmb)).toBe('signup.err_name_blank');
    expect(validateRegisterField('member_name', { ...valid('RMB'), member_name: 'Wang' }, rmb)).toBe('signup.err_name_chinese');
    expect(validateRegisterField('member_name', { ...valid('INR'), member_name: '' }, inr)).toBeNull();
    expect(validateRegisterField('identity_id', { ...valid('RMB'), identity_id: '' }, rmb)).toBe('signup.err_identity_blank');
  });

  it('switching currency recomputes the fields, clears the birthday and hidden values, and names what to check again', () => {
    const values = {
      ...valid(),
      member_telegram: 'my_handle',
      birth_year: '1990',
      birth_month: '5',
      birth_day: '12',
      phone_verify: '123456',
    };
    const result = switchCurrency(values, settings, 'RMB');
    expect(result.values.member_currency).toBe('RMB');
    expect(result.values.member_telegram).toBe('');
    expect(result.values.withdraw_password).toBe('');
    expect([result.values.birth_year, result.values.birth_month, result.values.birth_day]).toEqual(['', '', '']);
    // RMB does not verify the phone by SMS.
    expect(result.values.phone_verify).toBe('');
    expect(result.values.member_phone).toBe('9876543210');
    expect(result.cleared).toEqual(['withdraw_password', 'member_birthday', 'member_telegram']);
    expect(result.revalidate).toEqual(['member_phone', 'introducer', 'member_account']);
    expect([...result.layout.shown]).toEqual(['member_name', 'member_phone', 'identity_id']);
  });

  it('builds the snake_case payload: birthday joined, hidden fields empty, introducer by type', () => {
    const inr = registerLayout(settings, 'INR');
    const values = { ...valid(), birth_year: '1990', birth_month: '5', birth_day: '7', member_name: 'hidden', introducer: '55' };
    const asAgent = buildRegisterPayload({
      values,
      layout: inr,
      siteId: 1,
      introducerType: 'member_agent',
      captchaToken: 'tok',
      errorTrack: ['register:500:x'],
    });
    expect(asAgent).toMatchObject({
      site_id: 1,
      member_account: 'player01',
      password: 'abc123',
      member_currency: 'INR',
      member_birthday: '1990-05-07',
      member_name: '',
      member_phone: '9876543210',
      phone_verify: '123456',
      withdraw_password: '1234',
      agent: '55',
      recommend_code: '',
      captcha_token: 'tok',
      verify_code: 'K7PX',
      error_track: ['register:500:x'],
    });
    expect(asAgent).not.toHaveProperty('check_password');
    const typed = buildRegisterPayload({
      values,
      layout: inr,
      siteId: 1,
      introducerType: '',
      captchaToken: 'tok',
      errorTrack: [],
    });
    expect(typed.agent).toBe('');
    expect(typed.recommend_code).toBe('55');
  });
});
