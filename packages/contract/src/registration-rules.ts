import {
  ACCOUNT_LENGTH,
  CONTACT_HANDLE_LENGTH,
  PASSWORD_LENGTH,
  PHONE_VERIFY_CODE_DIGITS,
  VND_PHONE_DIGITS,
} from './constants.ts';

/**
 * The registration rules of SPEC section 5, used by the server and by the forms. Each check returns a message key
 * (translated by the site) or null when the value passes.
 */
export type FieldSetting = {
  is_display: 0 | 1;
  is_required: 0 | 1;
  is_unique: 0 | 1;
  is_verification: 0 | 1;
};

export const CONTACT_FIELDS = [
  'member_qq',
  'member_telegram',
  'member_whats_app',
  'member_skype',
  'member_fb',
  'member_zalo',
  'member_wechat',
] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

/** Registration fields whose display and requirement come from the register settings. */
export const CONFIGURABLE_FIELDS = [
  'member_name',
  'member_email',
  'member_birthday',
  'member_phone',
  ...CONTACT_FIELDS,
  'member_others',
  'identity_id',
  'withdraw_password',
] as const;
export type ConfigurableField = (typeof CONFIGURABLE_FIELDS)[number];

const LETTERS_AND_DIGITS = /^[A-Za-z0-9]+$/;
const HAN = '\\p{Script=Han}';
const CHINESE_NAME = new RegExp(`^${HAN}+(?:[·•.]${HAN}+)*$`, 'u');
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const DIGITS = /^\d+$/;

export function checkAccount(value: string): string | null {
  if (value === '') return 'signup.err_account_blank';
  if (value.length < ACCOUNT_LENGTH.min || value.length > ACCOUNT_LENGTH.max) return 'signup.err_account_length';
  if (!LETTERS_AND_DIGITS.test(value)) return 'signup.err_account_format';
  return null;
}

export function checkPassword(value: string): string | null {
  if (value === '') return 'signup.err_password_blank';
  if (value.length < PASSWORD_LENGTH.min || value.length > PASSWORD_LENGTH.max) return 'signup.err_password_length';
  if (!LETTERS_AND_DIGITS.test(value) || !/[A-Za-z]/.test(value) || !/\d/.test(value)) return 'signup.err_password_format';
  return null;
}

export function checkConfirmPassword(password: string, confirm: string): string | null {
  if (confirm === '') return 'signup.err_check_password_blank';
  return confirm === password ? null : 'signup.err_check_password_diff';
}

/** Name: trimmed; RMB wants Chinese characters (a separator dot allowed between them); VND a single word. */
export function checkName(value: string, currency: string, setting?: FieldSetting): string | null {
  const name = value.trim();
  if (name === '') return setting?.is_required ? 'signup.err_name_blank' : null;
  if (currency === 'RMB' && !CHINESE_NAME.test(name)) return 'signup.err_name_chinese';
  if (currency === 'VND' && /\s/.test(name)) return 'signup.err_name_single_word';
  return null;
}

export function checkEmail(value: string, setting?: FieldSetting): string | null {
  if (value === '') return setting?.is_required ? 'signup.err_email_blank' : null;
  return EMAIL.test(value) ? null : 'signup.err_email_format';
}

/** Birthday as year-month-day: if required every part chosen; if optional all empty or all chosen. */
export function checkBirthday(parts: { year: string; month: string; day: string }, setting?: FieldSetting): string | null {
  const filled = [parts.year, parts.month, parts.day].filter((p) => p !== '').length;
  if (filled === 0) return setting?.is_required ? 'signup.err_birthday_blank' : null;
  if (filled < 3) return 'signup.err_birthday_incomplete';
  const date = new Date(Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day)));
  const valid =
    date.getUTCFullYear() === Number(parts.year) &&
    date.getUTCMonth() === Number(parts.month) - 1 &&
    date.getUTCDate() === Number(parts.day);
  return valid ? null : 'signup.err_birthday_invalid';
}

/** A day of the calendar, month 1 to 12. */
export type CalendarDay = { year: number; month: number; day: number };

/** Today as a calendar day: the server takes the UTC day, the form the day of the device. */
export function calendarDay(date: Date, zone: 'utc' | 'local'): CalendarDay {
  return zone === 'utc'
    ? { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() }
    : { year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() };
}

/** Whole years from a birthday to a day; someone born on 29 February is a year older on 1 March. */
export function ageOn(birth: CalendarDay, today: CalendarDay): number {
  const beforeBirthday = today.month < birth.month || (today.month === birth.month && today.day < birth.day);
  return today.year - birth.year - (beforeBirthday ? 1 : 0);
}

/** The latest birth year the year list offers: nobody born after it can be old enough. */
export function latestBirthYear(minimumAge: number, today: CalendarDay): number {
  return today.year - minimumAge;
}

/**
 * A complete, real birthday against the site's minimum age (SPEC section 5 leaves it to the site; the agreement says
 * 18+): a day after today or more than OLDEST_AGE years back is not a birthday, and someone younger than the minimum
 * may not register. Incomplete or impossible dates are left to checkBirthday.
 */
export function checkMinimumAge(
  parts: { year: string; month: string; day: string },
  minimumAge: number,
  today: CalendarDay,
): string | null {
  if (checkBirthday(parts) !== null || parts.year === '') return null;
  const birth = { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day) };
  const age = ageOn(birth, today);
  // A day after today, or further back than anyone lives, is no one's birthday.
  if (age < 0 || age > OLDEST_AGE) return 'signup.err_birthday_out_of_range';
  return age < minimumAge ? UNDER_AGE_MESSAGE : null;
}

/** No birthday lies further back than this many years. */
export const OLDEST_AGE = 120;

/** Message key of a birthday younger than the site's minimum age; the text names the age ({{age}}). */
export const UNDER_AGE_MESSAGE = 'signup.err_birthday_under_age';

/** Joins birthday parts with hyphens, as the registration payload carries them (SPEC section 3). */
export function joinBirthday(parts: { year: string; month: string; day: string }): string {
  if (!parts.year && !parts.month && !parts.day) return '';
  return [parts.year, parts.month.padStart(2, '0'), parts.day.padStart(2, '0')].join('-');
}

export function checkPhone(value: string, currency: string, setting?: FieldSetting): string | null {
  if (value === '') return setting?.is_required ? 'signup.err_phone_blank' : null;
  if (!DIGITS.test(value)) return 'signup.err_phone_format';
  if (currency === 'VND' && value.length !== VND_PHONE_DIGITS) return 'signup.err_phone_length_vnd';
  if (value.length < 6 || value.length > 15) return 'signup.err_phone_length';
  return null;
}

/** The SMS code is checked only when the phone needs verification and a phone was entered. */
export function checkPhoneVerifyCode(code: string, phone: string, setting?: FieldSetting): string | null {
  if (!setting?.is_verification || phone === '') return null;
  if (code === '') return 'signup.err_phone_verify_blank';
  if (!DIGITS.test(code) || code.length !== PHONE_VERIFY_CODE_DIGITS) return 'signup.err_phone_verify_format';
  return null;
}

export function checkContact(field: ContactField, value: string, setting?: FieldSetting): string | null {
  if (value === '') return setting?.is_required ? 'signup.err_contact_blank' : null;
  const allowed = field === 'member_telegram' || field === 'member_skype' ? /^[A-Za-z0-9_.@-]+$/ : /^[A-Za-z0-9_.-]+$/;
  if (!allowed.test(value)) return 'signup.err_contact_format';
  if (value.length < CONTACT_HANDLE_LENGTH.min || value.length > CONTACT_HANDLE_LENGTH.max) return 'signup.err_contact_length';
  return null;
}

export function checkIdentityId(value: string, setting?: FieldSetting): string | null {
  return value.trim() === '' && setting?.is_required ? 'signup.err_identity_blank' : null;
}

/** Four digits; required if configured, otherwise four digits or empty. */
export function checkWithdrawPassword(value: string, setting?: FieldSetting): string | null {
  if (value === '') return setting?.is_required ? 'signup.err_withdraw_password_blank' : null;
  return /^\d{4}$/.test(value) ? null : 'signup.err_withdraw_password_format';
}

/** Other helper checks of SPEC section 5. */
export const helperChecks = {
  url: (value: string) => /^https?:\/\/[^\s/$.?#].[^\s]*$/i.test(value),
  ip: (value: string) =>
    /^(25[0-5]|2[0-4]\d|1?\d?\d)(\.(25[0-5]|2[0-4]\d|1?\d?\d)){3}$/.test(value) || /^[0-9a-f:]+:[0-9a-f:]*$/i.test(value),
  integer: (value: string) => /^-?\d+$/.test(value),
  slug: (value: string) => /^[a-z0-9_-]+$/.test(value),
};
