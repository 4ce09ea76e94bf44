import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows, createOperator, signInOperator } from '../operators/operator-test-helpers.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

/** The friend-invite programme over HTTP: set by an operator who may run promotions, and open to the site for it. */
let server: TestServer;
let admin: Awaited<ReturnType<typeof signInOperator>>;
let support: Awaited<ReturnType<typeof signInOperator>>;

beforeAll(async () => {
  server = await startTestServer();
  const adminOp = await createOperator(server.db, 'admin');
  admin = await signInOperator(server, adminOp.username, adminOp.password);
  const supportOp = await createOperator(server.db, 'support');
  support = await signInOperator(server, supportOp.username, supportOp.password);
}, 60_000);
afterAll(() => server?.close());

const check = async (currency: string) =>
  (await server.call('/bonus_setting/check', { site_id: 1, member_currency: currency })).body.data.is_friend;

describe('the friend-invite programme', () => {
  it('is closed until an operator opens it for a currency, and the save is checked and audited', async () => {
    expect(await check('INR')).toBe(0);
    const programme = {
      site_id: 1,
      currency: 'INR',
      enabled: 1,
      min_first_deposit: '500',
      min_valid_bet: '1000.5',
      inviter_reward: '200',
      friend_reward: '50',
    };
    expect((await support.call('/operator/invites/programme/save', programme)).body.code).not.toBe(1000);
    expect(await check('INR')).toBe(0);
    const saved = await admin.call('/operator/invites/programme/save', programme);
    expect(saved.body).toMatchObject({
      code: 1000,
      data: {
        currency: 'INR',
        enabled: 1,
        min_valid_bet: '1000.50',
        inviter_reward: '200.00',
        friend_reward: '50.00',
        qualify_within_days: 30,
        max_rewarded_friends: null,
        max_inviter_reward_total: null,
      },
    });
    expect(await check('INR')).toBe(1);
    expect(await check('VND')).toBe(0);
    expect((await auditRows(server.db, 'invite.programme_save')).length).toBe(1);
    const listed = await admin.call('/operator/invites/programmes', { site_id: 1 });
    expect(listed.body.data.list).toEqual([saved.body.data]);

    // More decimals than the currency has: refused, nothing changes.
    const wrong = await admin.call('/operator/invites/programme/save', { ...programme, inviter_reward: '1.999' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.data.fields).toEqual({ inviter_reward: ['amount_format'] });
    expect((await admin.call('/operator/invites/programmes', { site_id: 1 })).body.data.list).toEqual([saved.body.data]);

    // The qualification window: operator-set, from a day to a year.
    for (const days of [0, 366, 1.5]) {
      const refused = await admin.call('/operator/invites/programme/save', { ...programme, qualify_within_days: days });
      expect(refused.status, String(days)).toBe(400);
      expect(Object.keys(refused.body.data.fields)).toEqual(['qualify_within_days']);
    }
    const windowed = await admin.call('/operator/invites/programme/save', { ...programme, qualify_within_days: 14 });
    expect(windowed.body.data.qualify_within_days).toBe(14);
    expect((await admin.call('/operator/invites/programmes', { site_id: 1 })).body.data.list).toEqual([windowed.body.data]);

    // Caps per inviter: 0 (or none given) is no cap; a cap is a whole number of friends and an amount of the currency.
    const caps = await admin.call('/operator/invites/programme/save', {
      ...programme,
      max_rewarded_friends: 10,
      max_inviter_reward_total: '1500.5',
    });
    expect(caps.body.data).toMatchObject({ max_rewarded_friends: 10, max_inviter_reward_total: '1500.50' });
    expect((await auditRows(server.db, 'invite.programme_save')).at(-1)?.details).toMatchObject({ max_rewarded_friends: 10 });
    for (const wrongCap of [{ max_rewarded_friends: -1 }, { max_rewarded_friends: 2.5 }, { max_inviter_reward_total: '-5' }]) {
      const refused = await admin.call('/operator/invites/programme/save', { ...programme, ...wrongCap });
      expect(refused.status, JSON.stringify(wrongCap)).toBe(400);
      expect(Object.keys(refused.body.data.fields)).toEqual(Object.keys(wrongCap));
    }
    const uncapped = await admin.call('/operator/invites/programme/save', {
      ...programme,
      max_rewarded_friends: 0,
      max_inviter_reward_total: '0',
    });
    expect(uncapped.body.data).toMatchObject({ max_rewarded_friends: null, max_inviter_reward_total: null });

    // Closed again, and closed whenever the site closes invites.
    await server.db.updateTable('sites').set({ invite_enabled: false }).where('id', '=', 1).execute();
    expect(await check('INR')).toBe(0);
    await server.db.updateTable('sites').set({ invite_enabled: true }).where('id', '=', 1).execute();
    await admin.call('/operator/invites/programme/save', { ...programme, enabled: 0 });
    expect(await check('INR')).toBe(0);
  });
});
