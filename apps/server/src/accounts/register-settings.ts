import type { RegisterSetting } from '@casino/contract/calls/register-calls.ts';
import type { FieldSetting } from '@casino/contract/registration-rules.ts';
import type { Db } from '../db/database.ts';

const flag = (value: number) => (value ? 1 : 0) as 0 | 1;

export async function listRegisterSettings(db: Db, siteId: number): Promise<RegisterSetting[]> {
  const rows = await db
    .selectFrom('register_settings')
    .selectAll()
    .where('site_id', '=', siteId)
    .orderBy('currency_code')
    .orderBy('name')
    .execute();
  return rows.map((r) => ({
    name: r.name,
    currency: r.currency_code as RegisterSetting['currency'],
    is_display: flag(r.is_display),
    is_required: flag(r.is_required),
    is_unique: flag(r.is_unique),
    is_member_center: flag(r.is_member_center),
    is_verification: flag(r.is_verification),
    is_member_center_verification: flag(r.is_member_center_verification),
  }));
}

/** The settings of one currency by field name; hidden fields are left out. */
export async function fieldSettings(db: Db, siteId: number, currency: string): Promise<Map<string, FieldSetting>> {
  const rows = await db
    .selectFrom('register_settings')
    .selectAll()
    .where('site_id', '=', siteId)
    .where('currency_code', '=', currency)
    .where('is_display', '=', 1)
    .execute();
  return new Map(
    rows.map((r) => [
      r.name,
      { is_display: 1, is_required: flag(r.is_required), is_unique: flag(r.is_unique), is_verification: flag(r.is_verification) },
    ]),
  );
}
