import type { OperatorBonus } from '@casino/contract/calls/bonus-calls.ts';
import type { Db } from '../db/database.ts';
import { type GrantRow, memberBonusOf, selectGrants } from './bonus-views.ts';

export function operatorBonusOf(row: GrantRow): OperatorBonus {
  return {
    ...memberBonusOf(row, 'en_US', 'en_US'),
    member_id: row.member_id,
    member_account: row.member_account,
    site_id: row.site_id,
    close_reason: row.close_reason,
  };
}

/** Grants for the operators' list, newest first, narrowed by site, member account and status. */
export async function listOperatorBonuses(
  db: Db,
  query: { site_id?: number; member_account?: string; status?: string; limit: number },
): Promise<{ list: OperatorBonus[] }> {
  let memberId: number | undefined;
  if (query.member_account !== undefined) {
    let find = db.selectFrom('members').select('id').where('account', '=', query.member_account);
    if (query.site_id !== undefined) find = find.where('site_id', '=', query.site_id);
    const member = await find.executeTakeFirst();
    if (!member) return { list: [] };
    memberId = member.id;
  }
  const rows = await selectGrants(db, {
    siteId: query.site_id,
    memberId,
    status: query.status,
    limit: query.limit,
  });
  return { list: rows.map(operatorBonusOf) };
}
