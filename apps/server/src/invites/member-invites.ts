import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { MemberSession } from '../members/session-tokens.ts';
import { formatAmount } from '../wallet/main-cash.ts';

/** RecommendProject: the member's code, its site's programme in its currency, and what its invites brought. */
export async function recommendProject(db: Db, member: MemberSession) {
  const me = await db
    .selectFrom('members')
    .innerJoin('sites', 'sites.id', 'members.site_id')
    .select(['members.site_id', 'members.currency_code', 'members.recommend_code', 'sites.invite_enabled'])
    .where('members.id', '=', member.memberId)
    .executeTakeFirstOrThrow();
  const [programme, friends, rewards] = await Promise.all([
    db
      .selectFrom('friend_invite_programmes')
      .selectAll()
      .where('site_id', '=', me.site_id)
      .where('currency_code', '=', me.currency_code)
      .where('enabled', '=', true)
      .executeTakeFirst(),
    db
      .selectFrom('members')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('recommender_id', '=', member.memberId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('friend_invite_rewards')
      .select([(eb) => eb.fn.countAll<string>().as('n'), sql<string>`coalesce(sum(inviter_reward), 0)`.as('earned')])
      .where('inviter_id', '=', member.memberId)
      .executeTakeFirstOrThrow(),
  ]);
  const money = (amount: bigint | string) => formatAmount(BigInt(amount), me.currency_code);
  return {
    recommend_code: me.recommend_code ?? '',
    programme:
      programme && me.invite_enabled
        ? {
            min_first_deposit: money(programme.min_first_deposit),
            min_valid_bet: money(programme.min_valid_bet),
            inviter_reward: money(programme.inviter_reward),
            friend_reward: money(programme.friend_reward),
            qualify_within_days: programme.qualify_within_days,
            max_rewarded_friends: programme.max_rewarded_friends,
            max_inviter_reward_total:
              programme.max_inviter_reward_total === null ? null : money(programme.max_inviter_reward_total),
          }
        : null,
    currency: me.currency_code,
    friends: Number(friends.n),
    rewarded_friends: Number(rewards.n),
    earned: money(rewards.earned),
  };
}

/** RecommendRecord: the member's own invited friends only, newest first, by account when asked, one page. */
export async function recommendRecord(db: Db, member: MemberSession, query: { keyword: string; page: number; count: number }) {
  const currency = (
    await db.selectFrom('members').select('currency_code').where('id', '=', member.memberId).executeTakeFirstOrThrow()
  ).currency_code;
  let friends = db.selectFrom('members as f').where('f.recommender_id', '=', member.memberId);
  // The keyword is text to find, never a pattern.
  if (query.keyword) friends = friends.where(sql<boolean>`strpos(lower(f.account), lower(${query.keyword})) > 0`);
  const [total, rows] = await Promise.all([
    friends.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    friends
      .leftJoin('friend_invite_rewards as r', 'r.friend_id', 'f.id')
      .select([
        'f.account',
        'f.created_at',
        'r.inviter_reward',
        'r.paid_at',
        sql<boolean>`exists (select 1 from deposit_orders d where d.member_id = f.id and d.status = 'paid')`.as('deposited'),
      ])
      .orderBy('f.created_at', 'desc')
      .orderBy('f.id', 'desc')
      .limit(query.count)
      .offset((query.page - 1) * query.count)
      .execute(),
  ]);
  return {
    list: rows.map((row) => ({
      account: row.account,
      registered_at: new Date(row.created_at).toISOString(),
      deposited: row.deposited ? (1 as const) : (0 as const),
      reward: row.inviter_reward === null ? null : formatAmount(BigInt(row.inviter_reward), currency),
      rewarded_at: row.paid_at ? new Date(row.paid_at).toISOString() : null,
    })),
    total: Number(total.n),
    page: query.page,
  };
}
