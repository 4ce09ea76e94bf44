import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteDay } from '../engagement/site-day.ts';
import { ledgerAccounts, readBalance } from '../ledger/ledger-accounts.ts';
import { postTransaction } from '../ledger/post-transaction.ts';
import { auditRows, createOperator, signInOperator } from '../operators/operator-test-helpers.ts';
import { callProviderWallet, createFakeSeamlessProvider, tokenOfLaunchUrl } from '../providers/fake-provider.ts';
import { ledgerInvariants } from '../testing/ledger-invariants.ts';
import { createSignedInMember, startTestServer, type TestServer } from '../testing/test-server.ts';
import { accrueCompPoints } from './accrue-comp-points.ts';
import { runLoyalty } from './run-loyalty.ts';

/**
 * Comp points and VIP levels over HTTP and the job (docs/decisions/0083): points from settled stakes counted once
 * whatever runs at once, the level from the rolling window with its level-up event, exchanges that never overspend,
 * the birthday bonus once a year, and the operators' calls.
 */
const CODE = 'GPR8';
const SECRET = 'loyalty-fake-seamless-secret-0123456789';

let server: TestServer;
let admin: Awaited<ReturnType<typeof signInOperator>>;
let gp: number;
let seq = 0;
let tx = 0;

beforeAll(async () => {
  server = await startTestServer({ app: { providers: [createFakeSeamlessProvider(CODE, SECRET)] } });
  const op = await createOperator(server.db, 'admin');
  admin = await signInOperator(server, op.username, op.password);
  gp = (await server.db.selectFrom('game_providers').select('id').where('code', '=', CODE).executeTakeFirstOrThrow()).id;
}, 60_000);
afterAll(() => server?.close());

const auth = (token: string, key?: string) => ({
  authorization: `Bearer ${token}`,
  lang: 'en_US',
  ...(key ? { 'idempotency-key': key } : {}),
});
const txId = (label: string) => `${label}-${Date.now()}-${++tx}`;
const later = (ms: number) => new Date(Date.now() + ms);

async function member(cash = 0n) {
  seq += 1;
  const m = await createSignedInMember(server.db, `loy${Date.now() % 1_000_000}m${seq}`);
  if (cash > 0n) {
    await postTransaction(server.db, server.db, {
      key: `loyalty-test-cash:${randomUUID()}`,
      kind: 'deposit',
      postings: [
        { account: ledgerAccounts.system('gateway:test', 'INR'), amount: -cash },
        { account: ledgerAccounts.memberMain(m.memberId, 'INR'), amount: cash },
      ],
    });
  }
  return { ...m, main: () => readBalance(server.db, ledgerAccounts.memberMain(m.memberId, 'INR')) };
}

async function play(token: string) {
  const launched = await server.call(
    '/member/game/play1',
    { gpId: gp, game_type: 2, game_code: 'r8-temple-treasure' },
    auth(token),
  );
  expect(launched.body.code, JSON.stringify(launched.body)).toBe(1000);
  const gameToken = tokenOfLaunchUrl(launched.body.data.game_url);
  return (action: string, body: Record<string, unknown>) =>
    callProviderWallet(server.url, CODE, SECRET, action, { session_token: gameToken, ...body });
}

async function points(memberId: number) {
  const row = await server.db
    .selectFrom('member_loyalty')
    .select(['points', 'vip_level'])
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return row ? { points: Number(row.points), level: row.vip_level } : undefined;
}

const status = async (token: string) => (await server.call('/member/loyalty/status', {}, auth(token))).body;

describe('operator settings', () => {
  it('saves rates and levels, audited, and refuses what cannot hold', async () => {
    const rates = await admin.call('/operator/loyalty/rates/save', {
      site_id: 1,
      currency: 'INR',
      rates: [
        { game_type_id: 2, points_per_unit: 1 },
        { game_type_id: 3, points_per_unit: 0.25 },
      ],
      exchange_points: 100,
      exchange_cash: '5.00',
    });
    expect(rates.body.code, JSON.stringify(rates.body)).toBe(1000);
    expect(rates.body.data).toEqual({
      site_id: 1,
      currency: 'INR',
      rates: [
        { game_type_id: 2, points_per_unit: '1' },
        { game_type_id: 3, points_per_unit: '0.25' },
      ],
      exchange_points: 100,
      exchange_cash: '5.00',
    });
    const levels = await admin.call('/operator/loyalty/levels/save', {
      site_id: 1,
      currency: 'INR',
      window_days: 30,
      levels: [
        { level: 1, min_points: 50, birthday_bonus: '10.00', daily_withdrawal_limit: '1000.00' },
        { level: 2, min_points: 200 },
        { level: 3, min_points: 1000, birthday_bonus: '50' },
      ],
    });
    expect(levels.body.code, JSON.stringify(levels.body)).toBe(1000);
    expect(levels.body.data.levels[0]).toEqual({
      level: 1,
      min_points: 50,
      daily_withdrawal_limit: '1000.00',
      birthday_bonus: '10.00',
    });
    expect((await auditRows(server.db, 'loyalty.rates_save')).length).toBe(1);
    expect((await auditRows(server.db, 'loyalty.levels_save')).length).toBe(1);

    const refused = async (path: string, body: unknown) => (await admin.call(path, body)).body.code;
    expect(
      await refused('/operator/loyalty/rates/save', {
        site_id: 1,
        currency: 'JPY',
        rates: [],
        exchange_points: 1,
        exchange_cash: '1',
      }),
    ).toBe(101);
    expect(
      await refused('/operator/loyalty/rates/save', {
        site_id: 1,
        currency: 'INR',
        rates: [],
        exchange_points: 1,
        exchange_cash: '1.001',
      }),
    ).toBe(102);
    expect(
      await refused('/operator/loyalty/levels/save', {
        site_id: 1,
        currency: 'INR',
        window_days: 30,
        levels: [
          { level: 1, min_points: 500 },
          { level: 2, min_points: 400 },
        ],
      }),
    ).toBe(103);
    const settings = await admin.call('/operator/loyalty/settings', { site_id: 1 });
    expect(settings.body.data.levels.find((l: { currency: string }) => l.currency === 'INR').levels).toHaveLength(3);
    // A member may not call them.
    const m = await member();
    const asMember = await server.call('/operator/loyalty/settings', { site_id: 1 }, auth(m.token));
    expect(asMember.status).toBe(401);
  });
});

describe('comp points', () => {
  it('counts each settled stake once, with two nodes at once and runs repeated, and raises the level', async () => {
    const a = await member(100_000n);
    const b = await member(100_000n);
    const playA = await play(a.token);
    const playB = await play(b.token);
    await playA('bet', { transaction_id: txId('bet'), round_id: 'a1', amount: '100.00' });
    await playA('bet', { transaction_id: txId('bet'), round_id: 'a2', amount: '50.00', valid_amount: '10.00' });
    const rolled = txId('bet');
    await playA('bet', { transaction_id: rolled, round_id: 'a3', amount: '70.00' });
    await playA('rollback', { transaction_id: txId('rb'), round_id: 'a3', rolled_back_transaction_id: rolled });
    await playB('bet', { transaction_id: txId('bet'), round_id: 'b1', amount: '20.50' });

    // Too young yet: nothing is read.
    expect((await accrueCompPoints(server.db)).read).toBe(0);
    expect(await points(a.memberId)).toBeUndefined();

    const events: { channel: string; event: string; data: unknown }[] = [];
    const realtime = { broadcast: (channel: string, event: string, data: unknown) => events.push({ channel, event, data }) };
    const now = later(3_600_000);
    await Promise.all([runLoyalty(server.db, { now, realtime }), runLoyalty(server.db, { now, realtime })]);
    await runLoyalty(server.db, { now, realtime });
    expect(await accrueCompPoints(server.db, now)).toMatchObject({ read: 0 });

    // 100 + 10 valid (the rolled-back bet earns nothing), at one point per rupee.
    expect(await points(a.memberId)).toEqual({ points: 110, level: 1 });
    const copy = await server.db.selectFrom('members').select('vip_level').where('id', '=', a.memberId).executeTakeFirstOrThrow();
    expect(copy.vip_level).toBe(1);
    // 20.50 earns 20 points, the half carried as thousandths.
    expect(await points(b.memberId)).toEqual({ points: 20, level: 0 });
    const carried = await server.db
      .selectFrom('member_loyalty')
      .select('milli_remainder')
      .where('member_id', '=', b.memberId)
      .executeTakeFirstOrThrow();
    expect(carried.milli_remainder).toBe(500);
    const ups = events.filter((e) => e.event === 'vip_level.up');
    expect(ups).toEqual([{ channel: `private-member.${a.memberId}`, event: 'vip_level.up', data: { level: 1, previous: 0 } }]);

    // Another 0.50 of b's carries the thousandths over into a whole point.
    await playB('bet', { transaction_id: txId('bet'), round_id: 'b2', amount: '0.50' });
    await runLoyalty(server.db, { now: later(3_700_000) });
    expect(await points(b.memberId)).toEqual({ points: 21, level: 0 });

    const seen = await status(a.token);
    expect(seen.code).toBe(1000);
    expect(seen.data).toMatchObject({
      currency: 'INR',
      points: 110,
      level: 1,
      window_points: 110,
      window_days: 30,
      next_level: { level: 2, min_points: 200 },
      perks: { daily_withdrawal_limit: '1000.00', birthday_bonus: '10.00' },
      exchange: { points: 100, cash: '5.00' },
    });
    // From level 1's 50 points to level 2's 200: 60 of 150.
    expect(seen.data.progress).toBeCloseTo(0.4, 5);
    expect(seen.data.levels.map((l: { level: number }) => l.level)).toEqual([1, 2, 3]);

    // The points leave the 30-day window: the level falls back at the daily check, without an event.
    events.length = 0;
    await runLoyalty(server.db, { now: later(40 * 86_400_000), realtime });
    expect(await points(a.memberId)).toEqual({ points: 110, level: 0 });
    expect(events.filter((e) => e.event === 'vip_level.up')).toEqual([]);
  }, 60_000);
});

describe('exchange', () => {
  it('20 exchanges at once never spend more points than held, and the ledger balances', async () => {
    const m = await member();
    await server.db.insertInto('member_loyalty').values({ member_id: m.memberId, points: 1_000n }).execute();
    const replies = await Promise.all(
      Array.from({ length: 20 }, () => server.call('/member/loyalty/exchange', { points: 100 }, auth(m.token, randomUUID()))),
    );
    const codes = replies.map((r) => r.body.code);
    expect(codes.filter((c) => c === 1000)).toHaveLength(10);
    expect(codes.filter((c) => c === 103)).toHaveLength(10);
    expect(await points(m.memberId)).toMatchObject({ points: 0 });
    expect(await m.main()).toBe(5_000n);
    const exchanges = await server.db
      .selectFrom('loyalty_exchanges')
      .select(['points', 'cash'])
      .where('member_id', '=', m.memberId)
      .execute();
    expect(exchanges).toHaveLength(10);
    expect(exchanges.every((e) => e.points === 100n && e.cash === 500n)).toBe(true);
    expect(await ledgerInvariants(server.db)).toMatchObject({ nonZeroCurrencies: [], drift: 0, unbalanced: 0, negative: 0 });
  }, 60_000);

  it('answers a replay with the first answer and refuses what does not fit', async () => {
    const m = await member();
    await server.db.insertInto('member_loyalty').values({ member_id: m.memberId, points: 350n }).execute();
    const key = randomUUID();
    const first = await server.call('/member/loyalty/exchange', { points: 200 }, auth(m.token, key));
    expect(first.body).toMatchObject({ code: 1000, data: { points: 150, cash: '10.00', main_cash: '10.00' } });
    const again = await server.call('/member/loyalty/exchange', { points: 200 }, auth(m.token, key));
    expect(again.body.data).toEqual(first.body.data);
    expect(await m.main()).toBe(1_000n);
    expect((await server.call('/member/loyalty/exchange', { points: 100 }, auth(m.token, key))).status).toBe(409);
    const step = await server.call('/member/loyalty/exchange', { points: 150 }, auth(m.token, randomUUID()));
    expect(step.body).toMatchObject({ code: 102, data: { step: 100 } });
    expect((await server.call('/member/loyalty/exchange', { points: 200 }, auth(m.token, randomUUID()))).body.code).toBe(103);
    expect((await server.call('/member/loyalty/exchange', { points: 0 }, auth(m.token, randomUUID()))).status).toBe(400);
    expect((await server.call('/member/loyalty/exchange', { points: 100 }, auth(m.token))).status).toBe(400);
    expect(await points(m.memberId)).toMatchObject({ points: 150 });
  });
});

describe('birthday bonus', () => {
  it('is paid once a year at the amount of the level', async () => {
    const m = await member();
    const now = new Date();
    const [year, month, day] = siteDay(now).split('-');
    await server.db
      .updateTable('members')
      .set({ member_birthday: `1990-${month}-${day}` })
      .where('id', '=', m.memberId)
      .execute();
    await server.db
      .insertInto('member_loyalty')
      .values({ member_id: m.memberId, vip_level: 1, level_checked_on: siteDay(now) })
      .execute();
    // A member on a break gets no birthday bonus: marketing stops while excluded.
    const away = await member();
    await server.db
      .updateTable('members')
      .set({ member_birthday: `1991-${month}-${day}` })
      .where('id', '=', away.memberId)
      .execute();
    await server.db
      .insertInto('member_loyalty')
      .values({ member_id: away.memberId, vip_level: 1, level_checked_on: siteDay(now) })
      .execute();
    await server.db
      .insertInto('member_exclusions')
      .values({
        member_id: away.memberId,
        kind: 'break',
        choice: 'break_24h',
        started_at: new Date(now.getTime() - 60_000),
        ends_at: new Date(now.getTime() + 86_400_000),
      })
      .execute();
    const noBirthday = await member();
    await server.db
      .insertInto('member_loyalty')
      .values({ member_id: noBirthday.memberId, vip_level: 1, level_checked_on: siteDay(now) })
      .execute();
    await Promise.all([runLoyalty(server.db, { now }), runLoyalty(server.db, { now })]);
    await runLoyalty(server.db, { now });
    expect(await m.main()).toBe(1_000n);
    expect(await noBirthday.main()).toBe(0n);
    expect(await away.main()).toBe(0n);
    const paid = await server.db
      .selectFrom('loyalty_birthday_bonuses')
      .select(['year', 'amount'])
      .where('member_id', '=', m.memberId)
      .execute();
    expect(paid).toEqual([{ year: Number(year), amount: 1_000n }]);
    const keys = await server.db
      .selectFrom('ledger_transactions')
      .select('idempotency_key')
      .where('idempotency_key', '=', `loyalty-birthday:${m.memberId}:${year}`)
      .execute();
    expect(keys).toHaveLength(1);
    expect(await ledgerInvariants(server.db)).toMatchObject({ nonZeroCurrencies: [], drift: 0, unbalanced: 0, negative: 0 });
  });
});
