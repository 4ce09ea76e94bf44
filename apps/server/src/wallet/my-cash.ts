import type { ProviderWallet } from '@casino/contract/calls/wallet-calls.ts';
import { sql } from 'kysely';
import { mediaUrl } from '../content/localised-text.ts';
import type { Db } from '../db/database.ts';
import type { MemberSession } from '../members/session-tokens.ts';
import { formatAmount, readMainCash } from './main-cash.ts';

export type ProviderBalance = { gpId: number; gpName: string; iconDark: string; balance: bigint };

/**
 * Every provider wallet of the member: the providers offered to the member's site and currency, and any other
 * provider wallet of theirs that still holds money.
 */
export async function readProviderBalances(db: Db, member: MemberSession): Promise<ProviderBalance[]> {
  const rows = await sql<{ gp_id: number; gp_name: string; icon_dark_media_id: number | null; balance: bigint | null }>`
    select gp.id as gp_id, gp.name as gp_name, gp.icon_dark_media_id, la.balance
    from game_providers gp
    left join ledger_accounts la
      on la.code = 'member:' || ${member.memberId}::int || ':provider:' || gp.id and la.currency_code = ${member.currency}
    where exists (
        select 1 from site_game_providers sgp
        where sgp.provider_id = gp.id and sgp.site_id = ${member.siteId} and sgp.currency_code = ${member.currency}
          and sgp.active and gp.active
      )
      or la.balance > 0
    order by gp.id`.execute(db);
  return rows.rows.map((r) => ({
    gpId: r.gp_id,
    gpName: r.gp_name,
    iconDark: mediaUrl(r.icon_dark_media_id),
    balance: r.balance ?? 0n,
  }));
}

export async function getMyCash(db: Db, member: MemberSession) {
  const [main, providers] = await Promise.all([
    readMainCash(db, member.memberId, member.currency),
    readProviderBalances(db, member),
  ]);
  const total = providers.reduce((sum, p) => sum + p.balance, main);
  const list: ProviderWallet[] = providers.map((p) => ({
    gp_id: p.gpId,
    gp_name: p.gpName,
    is_light: p.balance > 0n ? 1 : 0,
    icon_dark: p.iconDark || null,
    cash: formatAmount(p.balance, member.currency),
  }));
  return { main_cash: formatAmount(main, member.currency), my_cash_list: list, total: formatAmount(total, member.currency) };
}

/** Whether money is left in any provider wallet (cash_surplus/check). */
export async function hasCashSurplus(db: Db, member: MemberSession): Promise<boolean> {
  const row = await db
    .selectFrom('ledger_accounts')
    .select('id')
    .where('member_id', '=', member.memberId)
    .where('code', 'like', `member:${member.memberId}:provider:%`)
    .where('balance', '>', 0n)
    .executeTakeFirst();
  return row !== undefined;
}
