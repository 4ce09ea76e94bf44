import type { RegisterSetting, registerCall } from '@casino/contract/calls/register-calls.ts';
import { type CurrencyCode, isCurrencyCode } from '@casino/contract/currencies.ts';
import type { CallRequest } from '@casino/contract/define-call.ts';
import {
  CONTACT_FIELDS,
  type ConfigurableField,
  type ContactField,
  calendarDay,
  checkAccount,
  checkBirthday,
  checkConfirmPassword,
  checkContact,
  checkEmail,
  checkIdentityId,
  checkMinimumAge,
  checkName,
  checkPassword,
  checkPhone,
  checkPhoneVerifyCode,
  checkWithdrawPassword,
  type FieldSetting,
  joinBirthday,
} from '@casino/contract/registration-rules.ts';

/** The form's values: the wire fields of the registration payload, the birthday parts, introducer and captcha. */
export type RegisterValues = {
  member_account: string;
  password: string;
  check_password: string;
  member_currency: string;
  member_name: string;
  member_email: string;
  member_phone: string;
  phone_verify: string;
  member_qq: string;
  member_telegram: string;
  member_whats_app: string;
  member_skype: string;
  member_fb: string;
  member_zalo: string;
  member_wechat: string;
  member_others: string;
  identity_id: string;
  withdraw_password: string;
  birth_year: string;
  birth_month: string;
  birth_day: string;
  introducer: string;
  captcha: string;
};

/** Names errors are kept under: the values' names, with the birthday as one field. */
export type RegisterField = Exclude<keyof RegisterValues, 'birth_year' | 'birth_month' | 'birth_day'> | 'member_birthday';
export type RegisterErrors = Partial<Record<RegisterField, string>>;

export function emptyRegisterValues(currency = ''): RegisterValues {
  return {
    member_account: '',
    password: '',
    check_password: '',
    member_currency: currency,
    member_name: '',
    member_email: '',
    member_phone: '',
    phone_verify: '',
    member_qq: '',
    member_telegram: '',
    member_whats_app: '',
    member_skype: '',
    member_fb: '',
    member_zalo: '',
    member_wechat: '',
    member_others: '',
    identity_id: '',
    withdraw_password: '',
    birth_year: '',
    birth_month: '',
    birth_day: '',
    introducer: '',
    captcha: '',
  };
}

/** Order in which the configurable fields appear in the form. */
export const DISPLAY_ORDER: readonly ConfigurableField[] = [
  'member_name',
  'member_phone',
  'member_email',
  'withdraw_password',
  'member_birthday',
  'identity_id',
  ...CONTACT_FIELDS,
  'member_others',
];

const CURRENCY_ROW = 'member_currency';

/** Currencies the site offers for registration: member_currency rows with is_display 1, in their order. */
export function offeredCurrencies(list: readonly RegisterSetting[]): CurrencyCode[] {
  const result: CurrencyCode[] = [];
  for (const row of list) {
    if (row.name === CURRENCY_ROW && row.is_display === 1 && isCurrencyCode(row.currency) && !result.includes(row.currency)) {
      result.push(row.currency);
    }
  }
  return result;
}

/** The rows of one currency, by field name. */
export function settingsFor(list: readonly RegisterSetting[], currency: string): Record<string, RegisterSetting> {
  const rows: Record<string, RegisterSetting> = {};
  for (const row of list) if (row.currency === currency) rows[row.name] = row;
  return rows;
}

/** The configurable fields a currency shows, in display order. */
export function shownFields(list: readonly RegisterSetting[], currency: string): ConfigurableField[] {
  const rows = settingsFor(list, currency);
  return DISPLAY_ORDER.filter((name) => rows[name]?.is_display === 1);
}

/** The form as one currency's settings draw it. */
export type RegisterLayout = {
  currency: string;
  shown: ReadonlySet<ConfigurableField>;
  rows: Record<string, RegisterSetting>;
  /** Confirm password is shown unless a check_password row hides it. */
  confirmShown: boolean;
  captchaShown: boolean;
  /** The site's minimum age: a birthday younger than it is refused (0: no check). */
  minimumAge: number;
};

export function registerLayout(
  list: readonly RegisterSetting[],
  currency: string,
  captchaShown = true,
  minimumAge = 0,
): RegisterLayout {
  const rows = settingsFor(list, currency);
  return {
    currency,
    shown: new Set(shownFields(list, currency)),
    rows,
    confirmShown: rows.check_password ? rows.check_password.is_display === 1 : true,
    captchaShown,
    minimumAge,
  };
}

export function isPhoneVerified(layout: RegisterLayout): boolean {
  return layout.shown.has('member_phone') && layout.rows.member_phone?.is_verification === 1;
}

/** Fields checked with the server on blur: the account, and every shown field whose row says is_unique. */
export function uniqueFields(layout: RegisterLayout): RegisterField[] {
  const fields: RegisterField[] = ['member_account'];
  for (const name of layout.shown) {
    if (name !== 'member_birthday' && layout.rows[name]?.is_unique === 1) fields.push(name);
  }
  return fields;
}

function isContactField(name: string): name is ContactField {
  return (CONTACT_FIELDS as readonly string[]).includes(name);
}

/**
 * Checks one field with the shared registration rules and returns its message key, or null. Fields the currency
 * hides are not checked.
 */
export function validateRegisterField(name: RegisterField, values: RegisterValues, layout: RegisterLayout): string | null {
  const setting: FieldSetting | undefined = layout.rows[name];
  const currency = values.member_currency;
  switch (name) {
    case 'member_account':
      return checkAccount(values.member_account.trim());
    case 'password':
      return checkPassword(values.password);
    case 'check_password':
      return layout.confirmShown ? checkConfirmPassword(values.password, values.check_password) : null;
    case 'member_currency':
      return currency === '' ? 'signup.err_currency_blank' : null;
    case 'introducer':
      return null;
    case 'captcha':
      return layout.captchaShown && values.captcha.trim() === '' ? 'signup.err_captcha_blank' : null;
    case 'phone_verify':
      return isPhoneVerified(layout)
        ? checkPhoneVerifyCode(values.phone_verify.trim(), values.member_phone.trim(), layout.rows.member_phone)
        : null;
    default:
      break;
  }
  if (!layout.shown.has(name)) return null;
  switch (name) {
    case 'member_name':
      return checkName(values.member_name, currency, setting);
    case 'member_email':
      return checkEmail(values.member_email.trim(), setting);
    case 'member_birthday': {
      const parts = { year: values.birth_year, month: values.birth_month, day: values.birth_day };
      return checkBirthday(parts, setting) ?? checkMinimumAge(parts, layout.minimumAge, calendarDay(new Date(), 'local'));
    }
    case 'member_phone':
      return checkPhone(values.member_phone.trim(), currency, setting);
    case 'identity_id':
      return checkIdentityId(values.identity_id, setting);
    case 'withdraw_password':
      return checkWithdrawPassword(values.withdraw_password, setting);
    case 'member_others':
      return values.member_others.trim() === '' && setting?.is_required ? 'signup.err_others_blank' : null;
    default:
      return isContactField(name) ? checkContact(name, values[name].trim(), setting) : null;
  }
}

/** Every field in the order the form shows them, for the submit check and for focusing the first error. */
export function formFieldOrder(layout: RegisterLayout): RegisterField[] {
  const fields: RegisterField[] = ['member_account', 'password'];
  if (layout.confirmShown) fields.push('check_password');
  fields.push('member_currency');
  for (const name of DISPLAY_ORDER) {
    if (!layout.shown.has(name)) continue;
    fields.push(name);
    if (name === 'member_phone' && isPhoneVerified(layout)) fields.push('phone_verify');
  }
  fields.push('introducer');
  if (layout.captchaShown) fields.push('captcha');
  return fields;
}

export function validateRegisterForm(values: RegisterValues, layout: RegisterLayout): RegisterErrors {
  const errors: RegisterErrors = {};
  for (const name of formFieldOrder(layout)) {
    const error = validateRegisterField(name, values, layout);
    if (error) errors[name] = error;
  }
  return errors;
}

export type CurrencySwitch = {
  values: RegisterValues;
  layout: RegisterLayout;
  /** Fields the new currency hides whose values were reset. */
  cleared: ConfigurableField[];
  /** Fields to check again: phone, introducer and the unique fields that have a value. */
  revalidate: RegisterField[];
};

const BIRTHDAY_PARTS = ['birth_year', 'birth_month', 'birth_day'] as const;

/**
 * Changing the currency (SPEC section 4, "Register submit"): recompute the shown fields, clear the birthday and the
 * values of fields the new currency hides, and name the fields to check again.
 */
export function switchCurrency(
  values: RegisterValues,
  list: readonly RegisterSetting[],
  next: string,
  captchaShown = true,
  minimumAge = 0,
): CurrencySwitch {
  const before = new Set(shownFields(list, values.member_currency));
  const layout = registerLayout(list, next, captchaShown, minimumAge);
  const updated: RegisterValues = { ...values, member_currency: next };
  for (const part of BIRTHDAY_PARTS) updated[part] = '';
  const cleared: ConfigurableField[] = [];
  for (const name of before) {
    if (layout.shown.has(name)) continue;
    cleared.push(name);
    if (name !== 'member_birthday') updated[name] = '';
  }
  if (!isPhoneVerified(layout)) updated.phone_verify = '';
  const revalidate: RegisterField[] = [];
  if (layout.shown.has('member_phone') && updated.member_phone !== '') revalidate.push('member_phone');
  revalidate.push('introducer');
  for (const name of uniqueFields(layout)) {
    if (name !== 'member_phone' && updated[name as keyof RegisterValues] !== '') revalidate.push(name);
  }
  return { values: updated, layout, cleared, revalidate };
}

export type RegisterType = '' | 'member_agent' | 'recommend_code';

export type RegisterPayload = CallRequest<typeof registerCall>;

/** The snake_case registration payload; hidden fields go empty, the introducer goes to agent or recommend_code. */
export function buildRegisterPayload(input: {
  values: RegisterValues;
  layout: RegisterLayout;
  siteId: number;
  introducerType: RegisterType;
  captchaToken: string;
  errorTrack: readonly string[];
}): RegisterPayload {
  const { values, layout, siteId, introducerType, captchaToken, errorTrack } = input;
  const shown = (name: ConfigurableField, value: string) => (layout.shown.has(name) ? value.trim() : '');
  const introducer = values.introducer.trim();
  return {
    site_id: siteId,
    member_account: values.member_account.trim(),
    password: values.password,
    member_currency: values.member_currency as CurrencyCode,
    member_name: shown('member_name', values.member_name),
    member_email: shown('member_email', values.member_email),
    member_birthday: layout.shown.has('member_birthday')
      ? joinBirthday({ year: values.birth_year, month: values.birth_month, day: values.birth_day })
      : '',
    member_phone: shown('member_phone', values.member_phone),
    member_qq: shown('member_qq', values.member_qq),
    member_telegram: shown('member_telegram', values.member_telegram),
    member_whats_app: shown('member_whats_app', values.member_whats_app),
    member_skype: shown('member_skype', values.member_skype),
    member_fb: shown('member_fb', values.member_fb),
    member_zalo: shown('member_zalo', values.member_zalo),
    member_wechat: shown('member_wechat', values.member_wechat),
    member_others: shown('member_others', values.member_others),
    identity_id: shown('identity_id', values.identity_id),
    withdraw_password: layout.shown.has('withdraw_password') ? values.withdraw_password : '',
    agent: introducerType === 'member_agent' ? introducer : '',
    recommend_code: introducerType === 'member_agent' ? '' : introducer,
    phone_verify: isPhoneVerified(layout) ? values.phone_verify.trim() : '',
    captcha_token: layout.captchaShown ? captchaToken : '',
    verify_code: layout.captchaShown ? values.captcha.trim() : '',
    error_track: errorTrack.slice(-50),
  };
}

/** Wire names of a refused registration's fields, as the form names them. */
export function formFieldForWire(name: string): RegisterField | null {
  if (name === 'verify_code' || name === 'captcha_token') return 'captcha';
  if (name === 'agent' || name === 'recommend_code') return 'introducer';
  const known: readonly string[] = [
    'member_account',
    'password',
    'check_password',
    'member_currency',
    'member_birthday',
    'phone_verify',
    ...DISPLAY_ORDER,
  ];
  return known.includes(name) ? (name as RegisterField) : null;
}
