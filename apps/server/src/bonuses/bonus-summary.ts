import { type MemberReward, REWARD_KINDS } from '@casino/contract/calls/bonus-calls.ts';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { MemberSession } from '../members/session-tokens.ts';
import { findSite } from '../sites/find-site.ts';
import { formatAmount } from '../wallet/main-cash.ts';
import { memberBonusOf, selectGrants } from './bonus-views.ts';

/** The member centre's page: active bonuses with their progress, the last 20 closed ones and the last 30 rebates. */
export async function bonusSummary(db: Db, member: MemberSession, lang: string) {
  const site = await findSite(db, member.siteId);
  const [active, history, rebates, total, rewards] = await Promise.all([
    selectGrants(db, { memberId: member.memberId, status: 'active', limit: 20 }),
    selectGrants(db, { memberId: member.memberId, active: false, limit: 20 }),
    db
      .selectFrom('rebate_payouts')
      .select([sql<string>`site_day::text`.as('day'), 'currency_code', 'valid_bets', 'amount', 'created_at'])
      .where('member_id', '=', member.memberId)
      .orderBy('site_day', 'desc')
      .limit(30)
      .execute(),
    db
      .selectFrom('rebate_payouts')
      .select((eb) => eb.fn.sum<string>('amount').as('total'))
      .where('member_id', '=', member.memberId)
      .where('currency_code', '=', member.currency)
      .executeTakeFirst(),
    // Rewards are the main wallet's credits of the reward kinds (the postings index on account).
    sql<{ kind: MemberReward['kind']; amount: bigint; at: Date }>`
      select t.kind, p.amount, t.created_at as at
      from ledger_accounts a
      join ledger_postings p on p.account_id = a.id
      join ledger_transactions t on t.id = p.transaction_id
      where a.code = ${`member:${member.memberId}:main`} and a.currency_code = ${member.currency}
        and t.kind in (${sql.join([...REWARD_KINDS])}) and p.amount > 0
      order by p.transaction_id desc
      limit 20`.execute(db),
  ]);
  return {
    active: active.map((row) => memberBonusOf(row, lang, site.default_language)),
    history: history.map((row) => memberBonusOf(row, lang, site.default_language)),
    rebates: rebates.map((r) => ({
      day: r.day,
      currency: r.currency_code,
      valid_bets: formatAmount(r.valid_bets, r.currency_code),
      amount: formatAmount(r.amount, r.currency_code),
      paid_at: r.created_at.toISOString(),
    })),
    rebate_total: formatAmount(BigInt(total?.total ?? '0'), member.currency),
    rewards: rewards.rows.map((r) => ({
      kind: r.kind,
      amount: formatAmount(BigInt(r.amount), member.currency),
      currency: member.currency,
      at: new Date(r.at).toISOString(),
    })),
    currency: member.currency,
  };
}
