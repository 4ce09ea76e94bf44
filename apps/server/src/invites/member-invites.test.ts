import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInMember, startTestServer, type TestServer } from '../testing/test-server.ts';
import { payFriendRewards } from './pay-friend-rewards.ts';

/** RecommendProject and RecommendRecord over HTTP: a member sees its own code, programme and friends, no one else's. */
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server?.close());

async function someone(recommenderId: number | null = null) {
  const account = `rc${randomUUID().slice(0, 10).replace(/-/g, '')}`;
  const signedIn = await createSignedInMember(server.db, account, 1, 'INR');
  await server.db
    .updateTable('members')
    .set({ recommender_id: recommenderId, recommend_code: account.toUpperCase().slice(0, 12) })
    .where('id', '=', signedIn.memberId)
    .execute();
  return { ...signedIn, account };
}

const call = (who: { token: string }, path: string, body: unknown) =>
  server.call(path, body, { authorization: `Bearer ${who.token}`, lang: 'en_US' });

describe('a member’s invites', () => {
  it('shows the code, the programme and the friends with their rewards, and only the member’s own', async () => {
    const inviter = await someone();
    const other = await someone();
    const paidFriend = await someone(inviter.memberId);
    const newFriend = await someone(inviter.memberId);
    const othersFriend = await someone(other.memberId);

    const closed = await call(inviter, '/member/recommend/project', {});
    expect(closed.body.data).toMatchObject({ programme: null, friends: 2, rewarded_friends: 0, earned: '0.00' });
    expect(closed.body.data.recommend_code).toBe(inviter.account.toUpperCase().slice(0, 12));

    await server.db
      .insertInto('friend_invite_programmes')
      .values({
        site_id: 1,
        currency_code: 'INR',
        enabled: true,
        inviter_reward: 15_000n,
        friend_reward: 0n,
        max_rewarded_friends: 5,
        max_inviter_reward_total: 60_000n,
      })
      .execute();
    // The paid friend deposits (the programme asks nothing more) and is rewarded.
    const method = await server.db.selectFrom('deposit_methods').select('id').executeTakeFirstOrThrow();
    await server.db
      .insertInto('deposit_orders')
      .values({
        order_number: `R${randomUUID().slice(0, 12)}`,
        member_id: paidFriend.memberId,
        site_id: 1,
        currency_code: 'INR',
        method_id: method.id,
        gateway: 'test',
        amount: 10_000n,
        status: 'paid',
        expires_at: new Date(),
        paid_at: new Date(),
      } as never)
      .execute();
    // Paid by this round, or by the server's own worker if it ran first: either way once.
    await payFriendRewards(server.db);

    const open = await call(inviter, '/member/recommend/project', {});
    expect(open.body.data).toMatchObject({
      programme: {
        min_first_deposit: '0.00',
        inviter_reward: '150.00',
        friend_reward: '0.00',
        qualify_within_days: 30,
        max_rewarded_friends: 5,
        max_inviter_reward_total: '600.00',
      },
      currency: 'INR',
      friends: 2,
      rewarded_friends: 1,
      earned: '150.00',
    });

    const record = await call(inviter, '/member/recommend/record', {});
    expect(record.body.data.total).toBe(2);
    expect(record.body.data.list).toEqual([
      expect.objectContaining({ account: newFriend.account, deposited: 0, reward: null, rewarded_at: null }),
      expect.objectContaining({ account: paidFriend.account, deposited: 1, reward: '150.00' }),
    ]);
    const found = await call(inviter, '/member/recommend/record', { keyword: paidFriend.account.slice(2, 9).toUpperCase() });
    expect(found.body.data.list.map((f: { account: string }) => f.account)).toEqual([paidFriend.account]);
    // Another member's friend is never found, by any keyword; a pattern is text.
    expect((await call(inviter, '/member/recommend/record', { keyword: othersFriend.account })).body.data.total).toBe(0);
    expect((await call(inviter, '/member/recommend/record', { keyword: '%' })).body.data.total).toBe(0);
    expect((await call(other, '/member/recommend/record', {})).body.data.list.map((f: { account: string }) => f.account)).toEqual(
      [othersFriend.account],
    );
    expect((await server.call('/member/recommend/record', {})).status).toBe(401);
  });
});
