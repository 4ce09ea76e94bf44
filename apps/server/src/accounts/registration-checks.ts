import { RegisterCode } from '@casino/contract/calls/register-calls.ts';
import {
  CONTACT_FIELDS,
  type ContactField,
  calendarDay,
  checkContact,
  checkEmail,
  checkMinimumAge,
  checkName,
  checkPhone,
  type FieldSetting,
  UNDER_AGE_MESSAGE,
} from '@casino/contract/registration-rules.ts';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { FieldError, Refusal } from '../http/reply.ts';

export type RegistrationValues = { [field: string]: unknown };

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

const CONTACT_CODES: Record<ContactField, number> = {
  member_qq: RegisterCode.qq,
  member_skype: RegisterCode.skype,
  member_wechat: RegisterCode.wechat,
  member_zalo: RegisterCode.zalo,
  member_fb: RegisterCode.fb,
  member_telegram: RegisterCode.telegram,
  member_whats_app: RegisterCode.whatsApp,
};

/** Format checks of the fields that have codes of their own (SPEC section 8), in the order a form shows them. */
export function checkFieldFormats(values: RegistrationValues, currency: string, settings: Map<string, FieldSetting>): void {
  const name = text(values.member_name);
  if (name !== undefined && settings.has('member_name')) {
    const problem = checkName(name, currency, settings.get('member_name'));
    if (problem) throw new Refusal(RegisterCode.nameInvalid, problem);
  }
  const email = text(values.member_email);
  if (email !== undefined && settings.has('member_email')) {
    const problem = checkEmail(email, settings.get('member_email'));
    if (problem) throw new Refusal(RegisterCode.emailInvalid, problem);
  }
  const phone = text(values.member_phone);
  if (phone !== undefined && settings.has('member_phone')) {
    const problem = checkPhone(phone, currency, settings.get('member_phone'));
    if (problem) throw new Refusal(RegisterCode.phoneInvalid, problem);
  }
  for (const field of CONTACT_FIELDS) {
    const value = text(values[field]);
    if (value === undefined || !settings.has(field)) continue;
    const problem = checkContact(field, value, settings.get(field));
    if (problem) throw new Refusal(CONTACT_CODES[field], problem);
  }
}

/**
 * A birthday against the site's minimum age, on today's UTC day: younger is refused with code 229 and the minimum age
 * in data; a day after today (or too far back) is not a birthday. Nothing to check without a complete birthday.
 */
export function checkBirthdayAge(values: RegistrationValues, minimumAge: number, now = new Date()): void {
  const [year = '', month = '', day = ''] = text(values.member_birthday)?.split('-') ?? [];
  const problem = checkMinimumAge({ year, month, day }, minimumAge, calendarDay(now, 'utc'));
  if (problem === UNDER_AGE_MESSAGE) throw new Refusal(RegisterCode.underAge, problem, { minimum_age: minimumAge });
  if (problem) throw new FieldError({ member_birthday: [problem] });
}

async function isBlacklisted(db: Db, siteId: number, kind: 'name' | 'email' | 'phone' | 'ip', value: string) {
  if (!value) return false;
  const row = await db
    .selectFrom('blacklist_entries')
    .select('value')
    .where('site_id', '=', siteId)
    .where('kind', '=', kind)
    .where('value', '=', value.toLowerCase())
    .executeTakeFirst();
  return row !== undefined;
}

export async function checkBlacklists(db: Db, siteId: number, values: RegistrationValues, ip?: string): Promise<void> {
  if (ip !== undefined && (await isBlacklisted(db, siteId, 'ip', ip)))
    throw new Refusal(RegisterCode.ipError, 'register.ip_error');
  if (await isBlacklisted(db, siteId, 'name', text(values.member_name)?.trim() ?? ''))
    throw new Refusal(RegisterCode.nameBlacklisted, 'register.name_blacklisted');
  if (await isBlacklisted(db, siteId, 'email', text(values.member_email) ?? ''))
    throw new Refusal(RegisterCode.emailBlacklisted, 'register.email_blacklisted');
  if (await isBlacklisted(db, siteId, 'phone', text(values.member_phone) ?? ''))
    throw new Refusal(RegisterCode.phoneError, 'register.phone_blacklisted');
}

/** Uniqueness of the account (always) and of the fields whose setting says so. */
export async function checkUniqueness(db: Db, siteId: number, values: RegistrationValues, settings: Map<string, FieldSetting>) {
  const taken = async (column: 'account' | 'member_name' | 'member_phone' | 'member_email' | 'identity_id', value: string) => {
    const row = await db
      .selectFrom('members')
      .select('id')
      .where('site_id', '=', siteId)
      .where(sql`lower(${sql.ref(column)})`, '=', value.trim().toLowerCase())
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  };
  const unique = (name: string) => settings.get(name)?.is_unique === 1;
  const account = text(values.member_account);
  if (account && (await taken('account', account))) throw new Refusal(RegisterCode.accountUsed, 'register.account_used');
  const checks = [
    ['member_name', RegisterCode.nameUsed, 'register.name_used'],
    ['member_phone', RegisterCode.phoneUsed, 'register.phone_used'],
    ['member_email', RegisterCode.emailUsed, 'register.email_used'],
    ['identity_id', RegisterCode.identityUsed, 'register.identity_used'],
  ] as const;
  for (const [field, code, key] of checks) {
    const value = text(values[field]);
    if (value && unique(field) && (await taken(field, value))) throw new Refusal(code, key);
  }
}
