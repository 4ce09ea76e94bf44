import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerAccounts } from '../ledger/ledger-accounts.ts';
import { postTransaction } from '../ledger/post-transaction.ts';
import { createOperator, signInOperator } from '../operators/operator-test-helpers.ts';
import { ledgerInvariants } from '../testing/ledger-invariants.ts';
import { createSignedInMember, startTestServer, type TestServer } from '../testing/test-server.ts';
import { readMainCash } from '../wallet/main-cash.ts';
import { addDays, siteDay, siteDayStart } from './site-day.ts';

let server: TestServer;
let admin: Awaited<ReturnType<typeof signInOperator>>;

beforeAll(async () => {
  server = await startTestServer({ env: { TRUST_PROXY: '1' } });
  const op = await createOperator(server.db, 'admin');
  admin = await signInOperator(server, op.username, op.password);
  // The demo seed opens calendars of its own: these tests make theirs.
  await server.db.updateTable('sign_in_calendars').set({ cancelled_at: new Date() }).execute();
});
afterAll(() => server.close());

let seq = 0;
async function member(currency: string) {
  seq += 1;
  const account = `sgn${Date.now() % 1_000_000}m${seq}`;
  return { account, ...(await createSignedInMember(server.db, account, 1, currency)) };
}
const auth = (token: string) => ({ authorization: `Bearer ${token}`, lang: 'en_US' });
const status = (token: string) => server.call('/arks/web/activity/sign_in', {}, auth(token));
const claim = (token: string) => server.call('/arks/web/activity/sign_in/claim', {}, auth(token));

describe('site days', () => {
  it('are days of America/Caracas', () => {
    expect(siteDay(new Date('2026-03-01T03:59:00Z'))).toBe('2026-02-28');
    expect(siteDay(new Date('2026-03-01T04:00:00Z'))).toBe('2026-03-01');
    expect(siteDayStart('2026-03-01').toISOString()).toBe('2026-03-01T04:00:00.000Z');
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
  });
});

describe('sign-in reward', () => {
  it('is not open without a calendar (101), then pays the streak day once per site day', async () => {
    const a = await member('RMB');
    expect((await status(a.token)).body.data).toMatchObject({ open: 0, signed_today: 0, rewards: [] });
    expect((await claim(a.token)).body.code).toBe(101);
    const today = siteDay();
    const created = await admin.call('/operator/sign_in/create', {
      site_id: 1,
      currency: 'RMB',
      starts_on: addDays(today, -3),
      ends_on: addDays(today, 30),
      rewards: ['1.00', '2.00', '5.00'],
    });
    expect(created.body.data).toMatchObject({ status: 'running', rewards: ['1.00', '2.00', '5.00'] });
    const calendarId = created.body.data.id as number;
    // Checked in the two days before: today is the third day of the streak.
    for (const [back, streak] of [
      [2, 1],
      [1, 2],
    ] as const) {
      await server.db
        .insertInto('sign_in_claims')
        .values({ calendar_id: calendarId, member_id: a.memberId, site_day: addDays(today, -back), streak, amount: 0n })
        .execute();
    }
    expect((await status(a.token)).body.data).toMatchObject({ open: 1, signed_today: 0, streak: 2, today_reward: '5.00' });
    const first = await claim(a.token);
    expect(first.body.data).toMatchObject({ streak: 3, amount: '5.00', currency: 'RMB', main_cash: '5.00' });
    expect((await claim(a.token)).body.code).toBe(102);
    const after = (await status(a.token)).body.data;
    expect(after).toMatchObject({ signed_today: 1, streak: 3, today_reward: '5.00' });
    expect(after.days.find((d: { date: string }) => d.date === today)).toMatchObject({ signed: 1, amount: '5.00', streak: 3 });
    expect(await readMainCash(server.db, a.memberId, 'RMB')).toBe(500n);
    // Overlapping calendars of the currency are refused.
    const overlap = await admin.call('/operator/sign_in/create', {
      site_id: 1,
      currency: 'RMB',
      starts_on: today,
      ends_on: addDays(today, 1),
      rewards: ['1.00'],
    });
    expect(overlap.body.code).toBe(104);
  });

  it('asks for the turnover of the day (103) when the calendar sets one', async () => {
    const a = await member('INR');
    const today = siteDay();
    await admin.call('/operator/sign_in/create', {
      site_id: 1,
      currency: 'INR',
      starts_on: today,
      ends_on: today,
      rewards: ['3.00'],
      min_turnover: '50.00',
    });
    const short = await claim(a.token);
    expect(short.body).toMatchObject({ code: 103, data: { min_turnover: '50.00', turnover: '0.00' } });
    const main = ledgerAccounts.memberMain(a.memberId, 'INR');
    await postTransaction(server.db, server.db, {
      key: `test-fund:${a.memberId}`,
      kind: 'deposit',
      postings: [
        { account: main, amount: 10_000n },
        { account: ledgerAccounts.system('gateway:test', 'INR'), amount: -10_000n },
      ],
    });
    await postTransaction(server.db, server.db, {
      key: `test-bet:${a.memberId}`,
      kind: 'bet',
      postings: [
        { account: main, amount: -6_000n },
        { account: ledgerAccounts.system('house', 'INR'), amount: 6_000n },
      ],
    });
    expect((await status(a.token)).body.data).toMatchObject({ turnover_today: '60.00', min_turnover: '50.00' });
    expect((await claim(a.token)).body.data).toMatchObject({ streak: 1, amount: '3.00', main_cash: '43.00' });
  });

  it('pays one check-in per member and day when many arrive at once, and the ledger balances', { timeout: 180_000 }, async () => {
    const today = siteDay();
    await admin.call('/operator/sign_in/create', {
      site_id: 1,
      currency: 'VND',
      starts_on: today,
      ends_on: addDays(today, 7),
      rewards: ['10', '20'],
    });
    const members = await Promise.all(Array.from({ length: 20 }, () => member('VND')));
    const replies = await Promise.all(members.flatMap((m) => Array.from({ length: 5 }, () => claim(m.token))));
    expect(replies.filter((r) => r.body.code === 1000)).toHaveLength(20);
    expect(replies.filter((r) => r.body.code === 102)).toHaveLength(80);
    for (const m of members) expect(await readMainCash(server.db, m.memberId, 'VND')).toBe(10n);
    expect(await ledgerInvariants(server.db)).toMatchObject({ nonZeroCurrencies: [], drift: 0, unbalanced: 0, negative: 0 });
  });

  it('is managed by admin and finance, not support; a cancelled calendar takes no check-in', async () => {
    const support = await createOperator(server.db, 'support');
    const sup = await signInOperator(server, support.username, support.password);
    expect((await sup.call('/operator/sign_in/list', {})).status).toBe(403);
    const today = siteDay();
    const created = await admin.call('/operator/sign_in/create', {
      site_id: 1,
      currency: 'USD',
      starts_on: today,
      ends_on: today,
      rewards: ['0.50'],
    });
    expect((await admin.call('/operator/sign_in/cancel', { id: created.body.data.id })).body.data.status).toBe('cancelled');
    const a = await member('USD');
    expect((await claim(a.token)).body.code).toBe(101);
    const listed = await admin.call('/operator/sign_in/list', { site_id: 1 });
    expect(listed.body.data.list.map((c: { id: number }) => c.id)).toContain(created.body.data.id);
  });
});
