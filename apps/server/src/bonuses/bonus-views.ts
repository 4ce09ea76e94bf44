import type { MemberBonus } from '@casino/contract/calls/bonus-calls.ts';
import { sql } from 'kysely';
import { pickLanguage, textIn } from '../content/pick-language.ts';
import type { Executor } from '../ledger/executor.ts';
import { formatAmount } from '../wallet/main-cash.ts';
import { progressPercent } from './bonus-rules.ts';

export type GrantRow = Awaited<ReturnType<typeof selectGrants>>[number];

/**
 * Grants with what their accounts hold now and their promotion's title: the shape every list of grants reads.
 * `filter` narrows the query (member, site, status, id).
 */
export function selectGrants(
  executor: Executor,
  filter: { memberId?: number; siteId?: number; id?: bigint | number; status?: string; active?: boolean; limit: number },
) {
  let select = executor
    .selectFrom('bonus_grants as g')
    .innerJoin('members as m', 'm.id', 'g.member_id')
    .leftJoin('promotions as p', 'p.id', 'g.promotion_id')
    .select([
      'g.id',
      'g.member_id',
      'm.account as member_account',
      'g.site_id',
      'g.currency_code',
      'g.promotion_id',
      'g.source',
      'g.status',
      'g.amount',
      'g.deposit_amount',
      'g.requirement',
      'g.wagered',
      'g.weights',
      'g.closed_amount',
      'g.close_reason',
      'g.expires_at',
      'g.created_at',
      'g.closed_at',
      'p.title',
      sql<string>`coalesce((select a.balance from ledger_accounts a
        where a.code = 'member:' || g.member_id::text || ':bonus:' || g.id::text and a.currency_code = g.currency_code), 0)::text`.as(
        'balance',
      ),
    ]);
  if (filter.memberId !== undefined) select = select.where('g.member_id', '=', filter.memberId);
  if (filter.siteId !== undefined) select = select.where('g.site_id', '=', filter.siteId);
  if (filter.id !== undefined) select = select.where('g.id', '=', BigInt(filter.id));
  if (filter.status !== undefined) select = select.where('g.status', '=', filter.status as 'active');
  if (filter.active === false) select = select.where('g.status', '<>', 'active');
  return select.orderBy('g.id', 'desc').limit(filter.limit).execute();
}

export function memberBonusOf(row: GrantRow, lang: string, siteDefault: string): MemberBonus {
  const c = row.currency_code;
  const remaining = row.status === 'active' && row.requirement > row.wagered ? row.requirement - row.wagered : 0n;
  const title = row.title ? textIn(row.title, pickLanguage(row.title, lang, siteDefault), siteDefault) : '';
  return {
    id: Number(row.id),
    promotion_id: row.promotion_id,
    title,
    source: row.source,
    status: row.status,
    currency: c,
    amount: formatAmount(row.amount, c),
    balance: formatAmount(BigInt(row.balance), c),
    deposit_amount: formatAmount(row.deposit_amount, c),
    requirement: formatAmount(row.requirement, c),
    wagered: formatAmount(row.wagered > row.requirement ? row.requirement : row.wagered, c),
    remaining: formatAmount(remaining, c),
    progress: row.status === 'converted' ? 100 : progressPercent(row.wagered, row.requirement),
    weights: row.weights,
    closed_amount: formatAmount(row.closed_amount, c),
    expires_at: row.expires_at.toISOString(),
    created_at: row.created_at.toISOString(),
    closed_at: row.closed_at ? row.closed_at.toISOString() : null,
  };
}
