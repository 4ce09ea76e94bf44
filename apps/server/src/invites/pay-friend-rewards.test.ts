import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/database.ts';
import { ledgerAccounts, readBalance } from '../ledger/ledger-accounts.ts';
import { postTransaction } from '../ledger/post-transaction.ts';
import { ledgerInvariants } from '../testing/ledger-invariants.ts';
import { writePaidDeposit } from '../testing/paid-deposit.ts';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { payFriendRewards, qualifiedFriendsQuery } from './pay-friend-rewards.ts';

/**
 * Friend-invite rewards on a real database (docs/decisions/0056-friend-invites.md): paid once a friend meets the
 * programme's first deposit and valid bets, to the inviter and the friend, once whatever runs at once, and never to a
 * friend of another currency or one who has not qualified.
 */
let database: TestDatabase;
let db: Db;
let providerId: number;
let seq = 0;
const CURRENCY = 'INR';

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  db = database.handle.db;
  providerId = (await db.selectFrom('game_providers').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  await db
    .insertInto('friend_invite_programmes')
    .values({
      site_id: 1,
      currency_code: CURRENCY,
      enabled: true,
      min_first_deposit: 50_000n,
      min_valid_bet: 40_000n,
      inviter_reward: 20_000n,
      friend_reward: 5_000n,
    })
    .execute();
}, 60_000);
afterAll(() => database?.drop());

async function member(recommenderId: number | null, currency = CURRENCY, registeredAt?: Date): Promise<number> {
  seq += 1;
  const row = await db
    .insertInto('members')
    .values({
      site_id: 1,
      account: `friend${seq}${randomUUID().slice(0, 6)}`,
      currency_code: currency,
      recommender_id: recommenderId,
      ...(registeredAt ? { created_at: registeredAt } : {}),
    } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A paid deposit, each later than the one before (the first deposit is what qualifies a friend). */
async function deposit(memberId: number, amount: bigint, at = new Date()) {
  seq += 1;
  await writePaidDeposit(db, { memberId, amount, currency: CURRENCY, at: new Date(at.getTime() + seq) });
}

async function bet(memberId: number, amount: bigint, valid?: bigint, at?: Date) {
  seq += 1;
  const posted = await postTransaction(db, db, {
    key: `friend-test-bet:${seq}`,
    kind: 'bet',
    postings: [
      { account: ledgerAccounts.memberMain(memberId, CURRENCY), amount: -amount },
      { account: ledgerAccounts.memberProvider(memberId, providerId, CURRENCY), amount },
    ],
  });
  await db
    .insertInto('provider_transactions')
    .values({
      provider_id: providerId,
      transaction_id: `friend-t${seq}`,
      kind: 'bet',
      member_id: memberId,
      currency_code: CURRENCY,
      round_id: `friend-r${seq}`,
      amount,
      request_hash: 'x',
      status: 'ok',
      ledger_transaction_id: posted.id,
      answer: '{}',
      ...(valid !== undefined ? { valid_amount: valid } : {}),
      ...(at ? { created_at: at } : {}),
    } as never)
    .execute();
}

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
const main = (memberId: number) => readBalance(db, ledgerAccounts.memberMain(memberId, CURRENCY));
const rewardOf = (friendId: number) =>
  db.selectFrom('friend_invite_rewards').selectAll().where('friend_id', '=', friendId).executeTakeFirst();

describe('friend-invite rewards', () => {
  it('pay the inviter and the friend once the friend’s first deposit and valid bets reach the programme’s', async () => {
    const inviter = await member(null);
    const friend = await member(inviter);
    await deposit(friend, 50_000n);
    // Bets of 150.00 of which 90.00 carried risk: not yet the 400.00 of valid bets asked.
    await bet(friend, 15_000n, 9_000n);
    expect(await payFriendRewards(db)).toBe(0);
    expect(await rewardOf(friend)).toBeUndefined();

    await bet(friend, 31_000n);
    expect(await payFriendRewards(db)).toBe(1);
    expect(await main(inviter)).toBe(20_000n);
    expect(await main(friend)).toBe(50_000n - 15_000n - 31_000n + 5_000n);
    const reward = await rewardOf(friend);
    expect(reward).toMatchObject({ inviter_id: inviter, inviter_reward: 20_000n, friend_reward: 5_000n });
    expect(reward?.ledger_transaction_id).not.toBeNull();
    // Paid once: the next rounds find nobody.
    expect(await payFriendRewards(db)).toBe(0);
    expect(await main(inviter)).toBe(20_000n);
  });

  it('waits while the inviter is on a break, and pays once the break is over', async () => {
    const inviter = await member(null);
    const friend = await member(inviter);
    await deposit(friend, 50_000n);
    await bet(friend, 46_000n);
    const away = await db
      .insertInto('member_exclusions')
      .values({
        member_id: inviter,
        kind: 'break',
        choice: 'break_24h',
        started_at: new Date(Date.now() - 60_000),
        ends_at: new Date(Date.now() + 86_400_000),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(await payFriendRewards(db)).toBe(0);
    expect(await main(inviter)).toBe(0n);
    await db
      .updateTable('member_exclusions')
      .set({ ends_at: new Date(Date.now() - 1_000) })
      .where('id', '=', away.id)
      .execute();
    expect(await payFriendRewards(db)).toBe(1);
    expect(await main(inviter)).toBe(20_000n);
  });

  it('pays nobody whose first deposit was below the programme’s, who has not deposited, or of another currency', async () => {
    const inviter = await member(null);
    const smallFirst = await member(inviter);
    await deposit(smallFirst, 10_000n);
    await deposit(smallFirst, 500_000n);
    await bet(smallFirst, 200_000n);
    // Bonus money is not a deposit.
    const neverDeposited = await member(inviter);
    await postTransaction(db, db, {
      key: `friend-test-bonus:${neverDeposited}`,
      kind: 'bonus',
      postings: [
        { account: ledgerAccounts.system('promotions', CURRENCY), amount: -300_000n },
        { account: ledgerAccounts.memberMain(neverDeposited, CURRENCY), amount: 300_000n },
      ],
    });
    await bet(neverDeposited, 200_000n);
    const otherCurrency = await member(inviter, 'VND');
    expect(await payFriendRewards(db)).toBe(0);
    for (const friend of [smallFirst, neverDeposited, otherCurrency]) expect(await rewardOf(friend)).toBeUndefined();
    expect(await main(inviter)).toBe(0n);
  });

  it('pays each friend once when several nodes run at once, and the ledger balances', async () => {
    const inviter = await member(null);
    const friends: number[] = [];
    for (let i = 0; i < 12; i++) {
      const friend = await member(inviter);
      await deposit(friend, 60_000n);
      await bet(friend, 40_000n);
      friends.push(friend);
    }
    const paid = await Promise.all(Array.from({ length: 4 }, () => payFriendRewards(db)));
    expect(paid.reduce((a, b) => a + b, 0)).toBe(12);
    expect(await main(inviter)).toBe(12n * 20_000n);
    for (const friend of friends) expect(await main(friend)).toBe(60_000n - 40_000n + 5_000n);
    expect(await ledgerInvariants(db)).toMatchObject({ nonZeroCurrencies: [], drift: 0, unbalanced: 0, negative: 0 });
  }, 60_000);

  it('counts only what a friend does within the programme’s window, and looks only at recent registrations', async () => {
    // The programme's window is the default 30 days; the scan reaches back 30 + 7 days.
    const inviter = await member(null);
    const inside = await member(inviter, CURRENCY, daysAgo(20));
    await deposit(inside, 50_000n, daysAgo(19));
    await bet(inside, 40_000n, undefined, daysAgo(18));
    // Deposited in time, but the bets came after the window closed (5 days ago).
    const lateBets = await member(inviter, CURRENCY, daysAgo(35));
    await deposit(lateBets, 50_000n, daysAgo(34));
    await bet(lateBets, 40_000n, undefined, daysAgo(1));
    // The first deposit came after the window closed.
    const lateDeposit = await member(inviter, CURRENCY, daysAgo(35));
    await deposit(lateDeposit, 50_000n, daysAgo(2));
    await bet(lateDeposit, 40_000n, undefined, daysAgo(2));
    // Qualified in time, its window closed 3 days ago while no node ran: still within the grace, so paid.
    const closedWhileDown = await member(inviter, CURRENCY, daysAgo(33));
    await deposit(closedWhileDown, 50_000n, daysAgo(32));
    await bet(closedWhileDown, 40_000n, undefined, daysAgo(31));
    // Qualified in time too, but registered before anything the scan reads.
    const old = await member(inviter, CURRENCY, daysAgo(60));
    await deposit(old, 50_000n, daysAgo(59));
    await bet(old, 40_000n, undefined, daysAgo(58));

    expect(await payFriendRewards(db)).toBe(2);
    expect(await payFriendRewards(db)).toBe(0);
    expect(await rewardOf(inside)).toMatchObject({ inviter_id: inviter, inviter_reward: 20_000n });
    expect(await rewardOf(closedWhileDown)).toMatchObject({ inviter_id: inviter });
    for (const friend of [lateBets, lateDeposit, old]) expect(await rewardOf(friend)).toBeUndefined();
    expect(await main(inviter)).toBe(2n * 20_000n);

    // A longer window lets the late ones qualify by what they did within it.
    await db.updateTable('friend_invite_programmes').set({ qualify_within_days: 60 }).where('site_id', '=', 1).execute();
    expect(await payFriendRewards(db)).toBe(3);
    await db.updateTable('friend_invite_programmes').set({ qualify_within_days: 30 }).where('site_id', '=', 1).execute();
  });

  it('never pays one inviter past the programme’s caps, however many rounds run at once', async () => {
    const capped = async (maxFriends: number | null, maxTotal: bigint | null, friendsCount: number) => {
      await db
        .updateTable('friend_invite_programmes')
        .set({ max_rewarded_friends: maxFriends, max_inviter_reward_total: maxTotal })
        .where('site_id', '=', 1)
        .execute();
      const inviter = await member(null);
      const friends: number[] = [];
      for (let i = 0; i < friendsCount; i++) {
        const friend = await member(inviter);
        await deposit(friend, 60_000n);
        await bet(friend, 40_000n);
        friends.push(friend);
      }
      const paid = await Promise.all(Array.from({ length: 6 }, () => payFriendRewards(db)));
      const rewarded = [];
      for (const friend of friends) if (await rewardOf(friend)) rewarded.push(friend);
      return { inviter, friends, rewarded, paid: paid.reduce((a, b) => a + b, 0) };
    };
    try {
      // At most 3 friends per inviter: 10 qualified friends, six rounds racing, three paid.
      const byCount = await capped(3, null, 10);
      expect(byCount.paid).toBe(3);
      expect(byCount.rewarded).toHaveLength(3);
      expect(await main(byCount.inviter)).toBe(3n * 20_000n);
      for (const friend of byCount.friends) {
        expect(await main(friend)).toBe(60_000n - 40_000n + (byCount.rewarded.includes(friend) ? 5_000n : 0n));
      }
      const totals = () =>
        db
          .selectFrom('friend_invite_inviter_totals')
          .select(['rewarded_friends', 'inviter_reward_total'])
          .where('inviter_id', '=', byCount.inviter)
          .executeTakeFirstOrThrow();
      expect(await totals()).toEqual({ rewarded_friends: 3, inviter_reward_total: 60_000n });
      // A capped inviter's friends are not looked at again.
      const scanned = (await qualifiedFriendsQuery(30).execute(db)).rows.map((r) => r.friend_id);
      for (const friend of byCount.friends) expect(scanned).not.toContain(friend);

      // At most 500.00 to one inviter: rewards of 200.00, so two paid (a third would pass it; nothing is paid in part).
      const byTotal = await capped(null, 50_000n, 6);
      expect(byTotal.paid).toBe(2);
      expect(await main(byTotal.inviter)).toBe(40_000n);

      // Both caps at once: the lower one binds.
      const both = await capped(4, 50_000n, 5);
      expect(both.paid).toBe(2);
      // Raising a cap later pays the friends left waiting, up to it: two more for this inviter and the one capped by
      // total, one more for the one capped at three friends.
      await db
        .updateTable('friend_invite_programmes')
        .set({ max_rewarded_friends: 4, max_inviter_reward_total: null })
        .where('site_id', '=', 1)
        .execute();
      const again = await Promise.all(Array.from({ length: 4 }, () => payFriendRewards(db)));
      expect(again.reduce((a, b) => a + b, 0)).toBe(5);
      for (const { inviter } of [byCount, byTotal, both]) expect(await main(inviter)).toBe(4n * 20_000n);
      expect(await ledgerInvariants(db)).toMatchObject({ nonZeroCurrencies: [], drift: 0, unbalanced: 0, negative: 0 });
    } finally {
      await db
        .updateTable('friend_invite_programmes')
        .set({ max_rewarded_friends: null, max_inviter_reward_total: null })
        .where('site_id', '=', 1)
        .execute();
    }
  }, 120_000);

  it('reads invited members through the registration index, bounded by the longest window', async () => {
    const plan = await db.transaction().execute(async (trx) => {
      // The test tables are small enough for a full scan to look cheaper: the index must be usable, not just cheap.
      await sql`set local enable_seqscan = off`.execute(trx);
      const { rows } = await sql<{ 'QUERY PLAN': string }>`explain ${qualifiedFriendsQuery(30)}`.execute(trx);
      return rows.map((r) => r['QUERY PLAN']).join('\n');
    });
    // The registration bound is the index's condition, not a filter after reading every invited member.
    expect(plan).toMatch(/members_invited_created.*\n\s*Index Cond: \(created_at >= /);
  });
});
