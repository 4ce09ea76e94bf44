import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { inTransaction } from '../ledger/executor.ts';
import { accountKey, ledgerAccounts } from '../ledger/ledger-accounts.ts';
import { postTransaction } from '../ledger/post-transaction.ts';
import { excludedNow } from '../protection/excluded-now.ts';
import type { Realtime } from '../realtime/echo-server.ts';
import { announceCash } from '../wallet/main-cash.ts';

/** The house's account that friend-invite rewards are paid from. */
export const FRIEND_REWARDS_ACCOUNT = 'friend_rewards';
const MEMBER_ACTIVE = 1;
/** Friends paid per round; the next round takes the rest. */
const BATCH = 200;

type Qualified = {
  friend_id: number;
  inviter_id: number;
  site_id: number;
  currency_code: string;
  max_rewarded_friends: number | null;
  max_inviter_reward_total: string | null;
  inviter_reward: string;
  friend_reward: string;
};

/**
 * Days after its window closed that a friend is still looked at: one who qualified just before the window closed,
 * while no node ran, is still paid by the first round after.
 */
export const SCAN_GRACE_DAYS = 7;

/**
 * Invited friends who have met their programme's condition within its window and were not paid yet: a first paid
 * deposit of at least the programme's amount and settled valid bets of at least its amount, both within
 * `qualify_within_days` of the friend's registration, inviter and friend active and in one currency. Only friends
 * registered within the longest window (and the grace) are read, through members_invited_created, so a round's work
 * does not grow with every friend ever invited.
 */
export function qualifiedFriendsQuery(longestWindowDays: number) {
  return sql<Qualified>`
    select f.id as friend_id, i.id as inviter_id, f.site_id, f.currency_code,
      p.inviter_reward::text as inviter_reward, p.friend_reward::text as friend_reward,
      p.max_rewarded_friends, p.max_inviter_reward_total::text as max_inviter_reward_total
    from members f
    join members i on i.id = f.recommender_id
    join friend_invite_programmes p on p.site_id = f.site_id and p.currency_code = f.currency_code and p.enabled
    where f.recommender_id is not null
      and f.created_at >= now() - make_interval(days => ${longestWindowDays + SCAN_GRACE_DAYS})
      and i.status = ${MEMBER_ACTIVE} and f.status = ${MEMBER_ACTIVE} and i.currency_code = f.currency_code
      and not exists (select 1 from friend_invite_rewards r where r.friend_id = f.id)
      -- A promotion: it waits while either is on a break or self-excluded (paid after, within the friend's window).
      and not ${excludedNow(sql`i.id`)} and not ${excludedNow(sql`f.id`)}
      -- An inviter at a cap is not looked at further (payInviterShare is what keeps the cap when rounds race).
      and (p.max_inviter_reward_total is null or p.inviter_reward <= p.max_inviter_reward_total)
      and not exists (select 1 from friend_invite_inviter_totals c
           where c.inviter_id = i.id and c.site_id = p.site_id and c.currency_code = p.currency_code
             and (c.rewarded_friends >= p.max_rewarded_friends
                  or c.inviter_reward_total + p.inviter_reward > p.max_inviter_reward_total))
      and (select d.amount from deposit_orders d where d.member_id = f.id and d.status = 'paid'
             and d.paid_at < f.created_at + make_interval(days => p.qualify_within_days)
           order by d.paid_at, d.id limit 1) >= p.min_first_deposit
      and coalesce((select sum(coalesce(t.valid_amount, t.amount)) from provider_transactions t
           where t.member_id = f.id and t.kind = 'bet' and t.status = 'ok' and t.ledger_transaction_id is not null
             and t.created_at < f.created_at + make_interval(days => p.qualify_within_days)
             and not exists (select 1 from ledger_transactions x where x.reverses_id = t.ledger_transaction_id)), 0)
        + coalesce((select sum(r.valid_amount) from provider_bet_records r
           where r.member_id = f.id and r.settled_at < f.created_at + make_interval(days => p.qualify_within_days)), 0)
          >= p.min_valid_bet
    order by f.id
    limit ${BATCH}`;
}

async function qualifiedFriends(db: Db): Promise<Qualified[]> {
  const longest = await db
    .selectFrom('friend_invite_programmes')
    .select((eb) => eb.fn.max('qualify_within_days').as('days'))
    .where('enabled', '=', true)
    .executeTakeFirst();
  if (!longest?.days) return [];
  return (await qualifiedFriendsQuery(Number(longest.days)).execute(db)).rows;
}

/** A reward that would take its inviter past a cap of the programme: its transaction is rolled back, nothing paid. */
class AtCap extends Error {}

/**
 * Raises the inviter's totals under the programme by one friend and the reward, only if that passes neither cap; the
 * row's lock (taken by the insert or the update) makes concurrent payments for one inviter wait for each other, and
 * the condition is checked against the row as the earlier one left it. Answers whether the reward fits.
 */
async function countTowardCaps(trx: Db, friend: Qualified, reward: bigint): Promise<boolean> {
  const maxFriends = friend.max_rewarded_friends;
  const maxTotal = friend.max_inviter_reward_total === null ? null : BigInt(friend.max_inviter_reward_total);
  if ((maxFriends !== null && maxFriends < 1) || (maxTotal !== null && reward > maxTotal)) return false;
  const { rows } = await sql<{ inviter_id: number }>`
    insert into friend_invite_inviter_totals as c (inviter_id, site_id, currency_code, rewarded_friends, inviter_reward_total)
    values (${friend.inviter_id}, ${friend.site_id}, ${friend.currency_code}, 1, ${reward})
    on conflict (inviter_id, site_id, currency_code) do update
      set rewarded_friends = c.rewarded_friends + 1, inviter_reward_total = c.inviter_reward_total + excluded.inviter_reward_total
      where (${maxFriends}::integer is null or c.rewarded_friends < ${maxFriends}::integer)
        and (${maxTotal}::bigint is null or c.inviter_reward_total + excluded.inviter_reward_total <= ${maxTotal}::bigint)
    returning c.inviter_id`.execute(trx);
  return rows.length > 0;
}

/**
 * Pays every qualified friend's rewards once: the reward row is claimed first (its key is the friend), so that any
 * number of nodes running this at once pay each friend once, and the ledger transaction is posted in the same
 * database transaction. Returns how many friends were paid.
 */
export async function payFriendRewards(db: Db, options: { realtime?: Pick<Realtime, 'broadcast'> } = {}): Promise<number> {
  let paid = 0;
  for (const friend of await qualifiedFriends(db)) {
    const inviterReward = BigInt(friend.inviter_reward);
    const friendReward = BigInt(friend.friend_reward);
    const inviterMain = ledgerAccounts.memberMain(friend.inviter_id, friend.currency_code);
    const friendMain = ledgerAccounts.memberMain(friend.friend_id, friend.currency_code);
    const balances = await inTransaction(db, async (trx) => {
      const claimed = await trx
        .insertInto('friend_invite_rewards')
        .values({
          friend_id: friend.friend_id,
          inviter_id: friend.inviter_id,
          currency_code: friend.currency_code,
          inviter_reward: inviterReward,
          friend_reward: friendReward,
        })
        .onConflict((oc) => oc.column('friend_id').doNothing())
        .returning('friend_id')
        .executeTakeFirst();
      if (!claimed) return null;
      // Past a cap, neither reward is paid and the friend's claim is undone: raising the cap later pays them.
      if (!(await countTowardCaps(trx, friend, inviterReward))) throw new AtCap();
      const posted = await postTransaction(db, trx, {
        key: `friend-reward:${friend.friend_id}`,
        kind: 'friend_reward',
        reference: `friend:${friend.friend_id}`,
        postings: [
          {
            account: ledgerAccounts.system(FRIEND_REWARDS_ACCOUNT, friend.currency_code),
            amount: -(inviterReward + friendReward),
          },
          { account: inviterMain, amount: inviterReward },
          ...(friendReward > 0n ? [{ account: friendMain, amount: friendReward }] : []),
        ],
      });
      await trx
        .updateTable('friend_invite_rewards')
        .set({ ledger_transaction_id: posted.id })
        .where('friend_id', '=', friend.friend_id)
        .execute();
      return posted.balances;
    }).catch((error: unknown) => {
      if (error instanceof AtCap) return null;
      throw error;
    });
    if (!balances) continue;
    paid += 1;
    // Both wallets are told their new cash.
    for (const [memberId, account] of [
      [friend.inviter_id, inviterMain],
      [friend.friend_id, friendMain],
    ] as const) {
      const cash = balances.get(accountKey(account));
      if (options.realtime && cash !== undefined) announceCash(options.realtime, memberId, cash, friend.currency_code);
    }
  }
  return paid;
}
