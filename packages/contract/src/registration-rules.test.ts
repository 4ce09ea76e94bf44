import { describe, expect, it } from 'vitest';
import {
  ageOn,
  calendarDay,
  checkAccount,
  checkBirthday,
  checkConfirmPassword,
  checkContact,
  checkEmail,
  checkMinimumAge,
  checkName,
  checkPassword,
  checkPhone,
  checkPhoneVerifyCode,
  checkWithdrawPassword,
  type FieldSetting,
  helperChecks,
  joinBirthday,
  latestBirthYear,
  UNDER_AGE_MESSAGE,
} from './registration-rules.ts';

const required: FieldSetting = { is_display: 1, is_required: 1, is_unique: 0, is_verification: 0 };
const optional: FieldSetting = { ...required, is_required: 0 };
const verified: FieldSetting = { ...required, is_verification: 1 };

describe('account and password', () => {
  it('wants 6 to 12 letters and digits for the account', () => {
    expect(checkAccount('')).toBe('signup.err_account_blank');
    expect(checkAccount('abc12')).toBe('signup.err_account_length');
    expect(checkAccount('abcdefghijk12')).toBe('signup.err_account_length');
    expect(checkAccount('abc_123')).toBe('signup.err_account_format');
    expect(checkAccount('Player007')).toBeNull();
  });

  it('wants 6 to 12 letters and digits with at least one of each for the password', () => {
    expect(checkPassword('')).toBe('signup.err_password_blank');
    expect(checkPassword('a1b2')).toBe('signup.err_password_length');
    expect(checkPassword('abcdefgh')).toBe('signup.err_password_format');
    expect(checkPassword('12345678')).toBe('signup.err_password_format');
    expect(checkPassword('abc 1234')).toBe('signup.err_password_format');
    expect(checkPassword('abc12345')).toBeNull();
    expect(checkConfirmPassword('abc12345', '')).toBe('signup.err_check_password_blank');
    expect(checkConfirmPassword('abc12345', 'abc12346')).toBe('signup.err_check_password_diff');
    expect(checkConfirmPassword('abc12345', 'abc12345')).toBeNull();
  });
});

describe('name by currency', () => {
  it('wants Chinese characters for RMB, with a separator dot allowed between them', () => {
    expect(checkName('张伟', 'RMB', required)).toBeNull();
    expect(checkName('阿卜杜·热合曼', 'RMB', required)).toBeNull();
    expect(checkName('Zhang Wei', 'RMB', required)).toBe('signup.err_name_chinese');
    expect(checkName('·张伟', 'RMB', required)).toBe('signup.err_name_chinese');
  });

  it('wants a single word for VND and is trimmed', () => {
    expect(checkName('  Nguyen  ', 'VND', required)).toBeNull();
    expect(checkName('Nguyen Van A', 'VND', required)).toBe('signup.err_name_single_word');
  });

  it('is required only when the settings say so', () => {
    expect(checkName('', 'INR', optional)).toBeNull();
    expect(checkName('   ', 'INR', required)).toBe('signup.err_name_blank');
  });
});

describe('contact details', () => {
  it('checks email format and requirement', () => {
    expect(checkEmail('', optional)).toBeNull();
    expect(checkEmail('', required)).toBe('signup.err_email_blank');
    expect(checkEmail('name@site', required)).toBe('signup.err_email_format');
    expect(checkEmail('name@site.com', required)).toBeNull();
  });

  it('wants digits for the phone, and exactly 10 for VND', () => {
    expect(checkPhone('98x7654321', 'INR', required)).toBe('signup.err_phone_format');
    expect(checkPhone('091234567', 'VND', required)).toBe('signup.err_phone_length_vnd');
    expect(checkPhone('0912345678', 'VND', required)).toBeNull();
    expect(checkPhone('', 'INR', optional)).toBeNull();
  });

  it('checks the SMS code only when the phone needs verification and one was entered', () => {
    expect(checkPhoneVerifyCode('', '9876543210', optional)).toBeNull();
    expect(checkPhoneVerifyCode('', '', verified)).toBeNull();
    expect(checkPhoneVerifyCode('', '9876543210', verified)).toBe('signup.err_phone_verify_blank');
    expect(checkPhoneVerifyCode('12345', '9876543210', verified)).toBe('signup.err_phone_verify_format');
    expect(checkPhoneVerifyCode('123456', '9876543210', verified)).toBeNull();
  });

  it('allows @ only in Telegram and Skype handles, and 5 to 50 characters', () => {
    expect(checkContact('member_telegram', '@handle_1', required)).toBeNull();
    expect(checkContact('member_skype', 'live:me@x', required)).toBe('signup.err_contact_format');
    expect(checkContact('member_skype', 'me@example.com', required)).toBeNull();
    expect(checkContact('member_qq', 'me@qq', required)).toBe('signup.err_contact_format');
    expect(checkContact('member_qq', '1234', required)).toBe('signup.err_contact_length');
    expect(checkContact('member_wechat', 'a'.repeat(51), required)).toBe('signup.err_contact_length');
    expect(checkContact('member_zalo', '', optional)).toBeNull();
  });
});

describe('birthday and withdraw password', () => {
  it('wants all parts when required, all or none when optional, and a real date', () => {
    expect(checkBirthday({ year: '', month: '', day: '' }, required)).toBe('signup.err_birthday_blank');
    expect(checkBirthday({ year: '', month: '', day: '' }, optional)).toBeNull();
    expect(checkBirthday({ year: '1990', month: '', day: '' }, optional)).toBe('signup.err_birthday_incomplete');
    expect(checkBirthday({ year: '1990', month: '2', day: '30' }, optional)).toBe('signup.err_birthday_invalid');
    expect(checkBirthday({ year: '1990', month: '2', day: '28' }, required)).toBeNull();
    expect(joinBirthday({ year: '1990', month: '2', day: '8' })).toBe('1990-02-08');
    expect(joinBirthday({ year: '', month: '', day: '' })).toBe('');
  });

  it('refuses someone younger than the minimum age, a day after today and a day too far back', () => {
    const today = { year: 2026, month: 3, day: 15 };
    const parts = (year: number, month: number, day: number) => ({ year: String(year), month: String(month), day: String(day) });
    expect(checkMinimumAge(parts(2012, 5, 1), 18, today)).toBe(UNDER_AGE_MESSAGE);
    expect(checkMinimumAge(parts(2008, 3, 16), 18, today)).toBe(UNDER_AGE_MESSAGE);
    expect(checkMinimumAge(parts(2008, 3, 15), 18, today)).toBeNull();
    expect(checkMinimumAge(parts(1990, 1, 1), 18, today)).toBeNull();
    expect(checkMinimumAge(parts(2012, 5, 1), 0, today)).toBeNull();
    expect(checkMinimumAge(parts(2026, 3, 16), 0, today)).toBe('signup.err_birthday_out_of_range');
    expect(checkMinimumAge(parts(1905, 3, 14), 18, today)).toBe('signup.err_birthday_out_of_range');
    // Incomplete and impossible dates are checkBirthday's to report.
    expect(checkMinimumAge({ year: '2012', month: '', day: '' }, 18, today)).toBeNull();
    expect(checkMinimumAge(parts(2012, 2, 30), 18, today)).toBeNull();
  });

  it('counts whole years, a leap-day birthday turning a year older on 1 March', () => {
    expect(ageOn({ year: 2008, month: 2, day: 29 }, { year: 2026, month: 2, day: 28 })).toBe(17);
    expect(ageOn({ year: 2008, month: 2, day: 29 }, { year: 2026, month: 3, day: 1 })).toBe(18);
    expect(latestBirthYear(18, { year: 2026, month: 1, day: 1 })).toBe(2008);
    expect(calendarDay(new Date(Date.UTC(2026, 0, 31, 23, 30)), 'utc')).toEqual({ year: 2026, month: 1, day: 31 });
  });

  it('wants four digits for the withdraw password, or nothing when optional', () => {
    expect(checkWithdrawPassword('', optional)).toBeNull();
    expect(checkWithdrawPassword('', required)).toBe('signup.err_withdraw_password_blank');
    expect(checkWithdrawPassword('12a4', optional)).toBe('signup.err_withdraw_password_format');
    expect(checkWithdrawPassword('0042', required)).toBeNull();
  });
});

describe('helper checks', () => {
  it('checks URLs, addresses, integers and slugs', () => {
    expect(helperChecks.url('https://example.com/a')).toBe(true);
    expect(helperChecks.url('example.com')).toBe(false);
    expect(helperChecks.ip('192.168.1.255')).toBe(true);
    expect(helperChecks.ip('256.1.1.1')).toBe(false);
    expect(helperChecks.ip('::1')).toBe(true);
    expect(helperChecks.integer('-12')).toBe(true);
    expect(helperChecks.integer('1.5')).toBe(false);
    expect(helperChecks.slug('a-z_09')).toBe(true);
    expect(helperChecks.slug('A')).toBe(false);
  });
});
