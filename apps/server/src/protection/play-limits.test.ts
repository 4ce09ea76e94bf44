import { realtimeEvents } from '@casino/contract/realtime.ts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerAccounts, readBalance } from '../ledger/ledger-accounts.ts';
import { postTransaction } from '../ledger/post-transaction.ts';
import { operatorsOf } from '../operators/operator-test-helpers.ts';
import {
  callProviderWallet,
  createFakeSeamlessProvider,
  type FakeProvider,
  tokenOfLaunchUrl,
} from '../providers/fake-provider.ts';
import { providerLedgerKey } from '../providers/handle-wallet-call.ts';
import { batchedWalletCall } from '../providers/wallet-batch.ts';
import { freshAddress, loginAs, register } from '../testing/accounts-helpers.ts';
import { connectEcho, nextEvent, settle, socketOf } from '../testing/echo-client.ts';
import { ledgerInvariants } from '../testing/ledger-invariants.ts';
import { createSignedInMember, startTestServer, type TestServer } from '../testing/test-server.ts';
import { endSessionsAtLimit } from './end-sessions-at-limit.ts';
import { countPlayLimits, playLimitCrossed, playWindows, usedOf } from './play-limits.ts';
import { setMemberLimit } from './set-member-limit.ts';

/**
 * Wager, loss and session-time limits (docs/decisions/0082) on the seamless wallet, the game launch and the sign-in:
 * bets at once never jointly cross a limit, wins and rollbacks free room, members without limits keep the batch.
 */
const CODE = 'GPR8';
const SECRET = 'fake-seamless-secret-0123456789';
const DAY = 24 * 3_600_000;

let server: TestServer;
let provider: FakeProvider;
let gpId: number;
let seq = 0;

beforeAll(async () => {
  provider = createFakeSeamlessProvider(CODE, SECRET);
  server = await startTestServer({ app: { providers: [provider] }, env: { TRUST_PROXY: '1' } });
  gpId = (await server.db.selectFrom('game_providers').select('id').where('code', '=', CODE).executeTakeFirstOrThrow()).id;
}, 60_000);
afterAll(() => server?.close());

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const txId = (label: string) => `${label}-${Date.now()}-${++seq}`;

async function fund(memberId: number, main: bigint) {
  await postTransaction(server.db, server.db, {
    key: `fund:limits:${memberId}`,
    kind: 'deposit',
    postings: [
      { account: ledgerAccounts.system('gateway:test', 'INR'), amount: -main },
      { account: ledgerAccounts.memberMain(memberId, 'INR'), amount: main },
    ],
  });
}

/** An INR member with `main` minor units and a GPR8 game open: wallet calls as the provider makes them. */
async function playingMember(main: bigint) {
  seq += 1;
  const member = await createSignedInMember(server.db, `plim${Date.now() % 1_000_000}${seq}`);
  await fund(member.memberId, main);
  const play = await launch(member.token);
  expect(play.body.code).toBe(1000);
  const gameToken = tokenOfLaunchUrl(play.body.data.game_url);
  const call = (action: string, body: Record<string, unknown>) =>
    callProviderWallet(server.url, CODE, SECRET, action, { session_token: gameToken, ...body });
  const bet = async (amount: string, transactionId = txId('bet')) =>
    (await call('bet', { transaction_id: transactionId, round_id: txId('r'), amount })).answer.status;
  const main$ = () => readBalance(server.db, ledgerAccounts.memberMain(member.memberId, 'INR'));
  /** A bet handed to the wallet's batch as handle-wallet-call.ts hands it: answered there, or left to the single call. */
  const batchedBet = async (amount: string, transactionId = txId('batch')) =>
    batchedWalletCall(server.db, {
      gpId,
      action: 'bet',
      requestHash: transactionId,
      ledgerKey: providerLedgerKey(CODE, transactionId),
      request: { session_token: gameToken, transaction_id: transactionId, round_id: txId('r'), amount },
    });
  return { ...member, call, bet, batchedBet, main: main$ };
}

function launch(token: string) {
  return server.call('/member/game/play1', { gpId, game_type: 2, game_code: 'r8-temple-treasure' }, auth(token));
}

async function setLimit(token: string, kind: string, period: string, amount: string | null) {
  const reply = await server.call('/member/protection/limits/set', { kind, period, amount }, auth(token));
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.data.list as { kind: string; period: string; amount: string; used: string; frees_at?: number | null }[];
}

const limitsOf = async (token: string) =>
  (await server.call('/member/protection/limits', {}, auth(token))).body.data.list as {
    kind: string;
    period: string;
    amount: string;
    used: string;
    frees_at?: number | null;
    pending: { amount: string | null; at: number } | null;
  }[];

describe('wager and loss limits on the seamless wallet', () => {
  it('keep 50 bets at once under a wager limit, count rollbacks, and leave members without limits on the batch', async () => {
    const m = await playingMember(100_000n);
    const free = await playingMember(100_000n);
    expect(await setLimit(m.token, 'wager', 'day', '100.00')).toMatchObject([
      { kind: 'wager', period: 'day', amount: '100.00', used: '0.00', frees_at: null },
    ]);
    const counter = await server.db.selectFrom('members').select('play_limits').where('id', '=', m.memberId).executeTakeFirst();
    expect(counter?.play_limits).toBe(1);

    const first = txId('first');
    expect(await m.bet('30.00', first)).toBe('ok');
    // 50 at once of 10: seven fit in the 70 left.
    const statuses = await Promise.all(Array.from({ length: 50 }, () => m.bet('10.00')));
    expect(statuses.filter((s) => s === 'ok')).toHaveLength(7);
    expect(statuses.filter((s) => s === 'limit_reached')).toHaveLength(43);
    expect(await m.main()).toBe(100_000n - 10_000n);
    expect((await limitsOf(m.token))[0]).toMatchObject({ used: '100.00' });

    // A rolled-back stake is given back to the window.
    const rollback = await m.call('rollback', { transaction_id: txId('rb'), round_id: 'x', rolled_back_transaction_id: first });
    expect(rollback.answer.status).toBe('ok');
    expect((await limitsOf(m.token))[0]).toMatchObject({ used: '70.00' });
    expect(await m.bet('30.01')).toBe('limit_reached');
    expect(await m.bet('30.00')).toBe('ok');

    // In the wallet's batch: a limited member's stake that fits is booked there and counted; one that would cross is
    // left to the single call, which refuses it; a member without limits, betting at the same time, stays on it.
    const roomy = await playingMember(100_000n);
    await setLimit(roomy.token, 'wager', 'day', '10.00');
    const [crossing, ...answers] = await Promise.all([
      m.batchedBet('1.00'),
      roomy.batchedBet('4.00'),
      roomy.batchedBet('4.00'),
      ...Array.from({ length: 5 }, () => free.batchedBet('1.00')),
    ]);
    expect(crossing).toBeUndefined();
    expect(answers.map((answer) => answer?.memberId)).toEqual([roomy.memberId, roomy.memberId, ...Array(5).fill(free.memberId)]);
    expect((await limitsOf(roomy.token))[0]).toMatchObject({ used: '8.00' });
    // 8 of 10 used: a third stake of 4 crosses, in the batch as in the single call.
    expect(await roomy.batchedBet('4.00')).toBeUndefined();
    expect(await roomy.bet('4.00')).toBe('limit_reached');
    expect(await roomy.batchedBet('2.00')).toMatchObject({ memberId: roomy.memberId });
    // Stakes of one member handed over together: each is checked against what was booked before it.
    const together = await playingMember(100_000n);
    await setLimit(together.token, 'wager', 'day', '10.00');
    const three = await Promise.all([together.batchedBet('4.00'), together.batchedBet('4.00'), together.batchedBet('4.00')]);
    expect(three.filter((answer) => answer?.memberId === together.memberId)).toHaveLength(2);
    expect(three.filter((answer) => answer === undefined)).toHaveLength(1);
    expect(await together.main()).toBe(100_000n - 800n);
    expect((await limitsOf(together.token))[0]).toMatchObject({ used: '8.00' });
    expect(await free.main()).toBe(100_000n - 500n);
    expect(await ledgerInvariants(server.db)).toMatchObject({ nonZeroCurrencies: [], drift: 0, unbalanced: 0, negative: 0 });
  });

  it('refuse the stake that could take the loss past a loss limit; wins free room; the launch is refused while reached', async () => {
    const m = await playingMember(100_000n);
    await setLimit(m.token, 'loss', 'day', '50.00');
    expect(await m.bet('30.00')).toBe('ok');
    expect(await m.bet('25.00')).toBe('limit_reached');
    const win = await m.call('win', { transaction_id: txId('win'), round_id: 'w', amount: '20.00' });
    expect(win.answer.status).toBe('ok');
    expect((await limitsOf(m.token))[0]).toMatchObject({ kind: 'loss', used: '10.00' });
    expect(await m.bet('25.00')).toBe('ok');
    expect(await m.bet('15.01')).toBe('limit_reached');
    expect(await m.bet('15.00')).toBe('ok');
    expect(await m.main()).toBe(100_000n - 5_000n);

    // Reached: no game opens, and the refusal says which limit and when its oldest play leaves the window.
    const refused = await launch(m.token);
    expect(refused.body.code).toBe(207);
    expect(refused.body.data).toMatchObject({ kind: 'loss', period: 'day' });
    const limits = await limitsOf(m.token);
    expect(refused.body.data.frees_at).toBe(limits[0]?.frees_at);
    expect(refused.body.data.frees_at).toBeGreaterThan(Date.now() + DAY - 120_000);

    // A member ahead has the limit plus what they are ahead (50 lost, 100 won: 100 of room), in the batch as in the
    // single call.
    const bigWin = await m.call('win', { transaction_id: txId('win'), round_id: 'w2', amount: '100.00' });
    expect(bigWin.answer.status).toBe('ok');
    expect(await m.batchedBet('100.01')).toBeUndefined();
    expect(await m.bet('100.01')).toBe('limit_reached');
    expect(await m.batchedBet('60.00')).toMatchObject({ memberId: m.memberId });
    expect(await m.bet('40.00')).toBe('ok');
    expect(await m.bet('0.01')).toBe('limit_reached');
    expect(await m.main()).toBe(100_000n - 5_000n + 10_000n - 10_000n);
    expect(await ledgerInvariants(server.db)).toMatchObject({ nonZeroCurrencies: [], drift: 0, unbalanced: 0, negative: 0 });
  });

  it('hold a raise for 24 hours and a lower limit at once; a removal keeps the member off the batch until it holds', async () => {
    const m = await playingMember(100_000n);
    const member = { memberId: m.memberId, currency: 'INR' };
    const now = Date.now();
    await setMemberLimit(server.db, member, { kind: 'wager', period: 'week', amount: '100.00' }, now);
    expect(await m.bet('80.00')).toBe('ok');
    const raised = await setMemberLimit(server.db, member, { kind: 'wager', period: 'week', amount: '200.00' }, now);
    expect(raised.list[0]).toMatchObject({ amount: '100.00', used: '80.00', pending: { amount: '200.00', at: now + DAY } });
    expect(await playLimitCrossed(server.db, m.memberId, 5_000n, now + DAY - 1)).toMatchObject({ kind: 'wager', period: 'week' });
    expect(await playLimitCrossed(server.db, m.memberId, 5_000n, now + DAY)).toBeNull();
    expect(await m.bet('50.00')).toBe('limit_reached');

    // Lower holds at once.
    await setMemberLimit(server.db, member, { kind: 'wager', period: 'week', amount: '85.00' }, now);
    expect(await m.bet('5.01')).toBe('limit_reached');
    expect(await m.bet('5.00')).toBe('ok');
    // Removing waits too; the marker stays until the row goes.
    const removed = await setMemberLimit(server.db, member, { kind: 'wager', period: 'week', amount: null }, now);
    expect(removed.list[0]).toMatchObject({ amount: '85.00', pending: { amount: null } });
    expect(await m.bet('1.00')).toBe('limit_reached');
    expect(await playLimitCrossed(server.db, m.memberId, 100_000n, now + DAY)).toBeNull();
  });
});

describe('the running totals the batch checks with', () => {
  it('are built when a limit turns the check on, follow every booked call, and give what the raw calls give', async () => {
    const m = await playingMember(100_000n);
    const hours = async () => {
      const row = await server.db
        .selectFrom('member_play_hours')
        .select((eb) => [
          eb.fn.sum<string>('staked').as('staked'),
          eb.fn.sum<string>('won').as('won'),
          eb.fn.countAll<string>().as('n'),
        ])
        .where('member_id', '=', m.memberId)
        .executeTakeFirstOrThrow();
      return { staked: BigInt(row.staked ?? 0), won: BigInt(row.won ?? 0), n: Number(row.n) };
    };
    const raw = async () => {
      const w = (await playWindows(server.db, m.memberId, Date.now() + 1_000, 'month')).month;
      return { staked: w.staked, won: w.won };
    };
    const first = txId('first');
    expect(await m.bet('10.00', first)).toBe('ok');
    expect(await m.bet('10.00')).toBe('ok');
    expect((await hours()).n).toBe(0);

    await setLimit(m.token, 'wager', 'day', '100.00');
    expect(await hours()).toMatchObject({ staked: 2_000n, won: 0n });
    // Batch and single calls, a win and a rollback, as they are booked.
    expect(await m.batchedBet('5.00')).toMatchObject({ memberId: m.memberId });
    expect(await m.bet('5.00')).toBe('ok');
    const win = await m.call('win', { transaction_id: txId('win'), round_id: txId('r'), amount: '7.50' });
    expect(win.answer.status).toBe('ok');
    const rolled = await m.call('rollback', { transaction_id: txId('rb'), round_id: 'x', rolled_back_transaction_id: first });
    expect(rolled.answer.status).toBe('ok');
    expect(await hours()).toMatchObject({ ...(await raw()) });
    expect(await hours()).toMatchObject({ staked: 2_000n, won: 750n });

    // A window that starts inside an hour: the calls of that hour are read one by one. Two bets moved to either side of
    // the day's start, the totals rebuilt: the batch's check and the single call's agree around the limit.
    const ids = await server.db
      .selectFrom('provider_transactions')
      .select('id')
      .where('member_id', '=', m.memberId)
      .where('kind', '=', 'bet')
      .where('status', '=', 'ok')
      .orderBy('id', 'desc')
      .limit(2)
      .execute();
    const at = (ms: number) => new Date(Date.now() - DAY + ms);
    await server.db
      .updateTable('provider_transactions')
      .set({ created_at: at(20 * 60_000) })
      .where('id', '=', ids[0]!.id)
      .execute();
    await server.db
      .updateTable('provider_transactions')
      .set({ created_at: at(-20 * 60_000) })
      .where('id', '=', ids[1]!.id)
      .execute();
    await server.db.updateTable('members').set({ play_limits: 0 }).where('id', '=', m.memberId).execute();
    await sql`select member_play_hours_recount(${m.memberId})`.execute(server.db);
    const used = usedOf('wager', (await playWindows(server.db, m.memberId, Date.now(), 'day')).day);
    expect(used).toBe(1_500n);
    // The rooms (running totals) against the raw calls: the stake that fills the day's room fits, one unit more crosses.
    for (const stake of [10_000n - used, 10_000n - used + 1n]) {
      const { rows } = await sql<{ crossed: boolean }>`select play_limit_crossed(${m.memberId}, ${stake}) as crossed`.execute(
        server.db,
      );
      expect(rows[0]?.crossed).toBe(stake > 10_000n - used);
      expect((await playLimitCrossed(server.db, m.memberId, stake, Date.now())) !== null).toBe(stake > 10_000n - used);
    }

    // Off again: the totals go.
    await server.db.deleteFrom('member_limits').where('member_id', '=', m.memberId).execute();
    await countPlayLimits(server.db, m.memberId);
    expect((await hours()).n).toBe(0);
  });
});

describe("a site's policies of wager, loss and session-time limits", () => {
  it('hold members who set none on the batch and the single call, a lower own limit holds, and they end when removed', async () => {
    const { admin } = await operatorsOf(server, 'admin');
    const policy = async (kind: string, period: string, defaultAmount: string | null, maximumAmount: string | null) => {
      const reply = await admin.call('/operator/protection/policy_set', {
        site_id: 1,
        currency: 'INR',
        kind,
        period,
        default_amount: defaultAmount,
        maximum_amount: maximumAmount,
      });
      expect(reply.body.code, JSON.stringify(reply.body)).toBe(1000);
    };
    const marker = async (memberId: number) =>
      (await server.db.selectFrom('members').select('play_limits').where('id', '=', memberId).executeTakeFirstOrThrow())
        .play_limits;
    const before = await playingMember(100_000n);
    const mine = await playingMember(100_000n);
    try {
      await policy('wager', 'day', '20.00', null);
      await policy('loss', 'week', null, '500.00');
      // Members there before the policy and members created after it are marked for the check alike.
      const after = await playingMember(100_000n);
      expect([await marker(before.memberId), await marker(after.memberId)]).toEqual([2, 2]);
      expect(await limitsOf(before.token)).toMatchObject([
        { kind: 'wager', period: 'day', amount: '20.00', source: 'default' },
        { kind: 'loss', period: 'week', amount: '500.00', source: 'maximum' },
      ]);

      // The default holds in the batch and in the single call, as a limit of the member's own would.
      expect(await before.batchedBet('15.00')).toMatchObject({ memberId: before.memberId });
      expect(await before.batchedBet('10.00')).toBeUndefined();
      expect(await before.bet('10.00')).toBe('limit_reached');
      expect(await after.bet('20.00')).toBe('ok');
      expect(await after.bet('0.01')).toBe('limit_reached');
      // A lower limit of one's own holds at once.
      await setLimit(mine.token, 'wager', 'day', '5.00');
      expect(await marker(mine.memberId)).toBe(3);
      expect(await mine.bet('5.01')).toBe('limit_reached');
      expect(await mine.bet('5.00')).toBe('ok');

      // A session-time default caps the next sign-in.
      await policy('session', 'day', '60', null);
      const { reply, account, password } = await register(server, {}, freshAddress());
      expect(reply.body.code).toBe(1000);
      const signedIn = await loginAs(server, account, password, '');
      expect(signedIn.body.code).toBe(1000);
      const sessions = await server.db
        .selectFrom('member_sessions')
        .select('ends_by')
        .where('member_id', '=', reply.body.data.member_id)
        .where('revoked_at', 'is', null)
        .execute();
      for (const row of sessions) {
        expect(new Date(row.ends_by as Date).getTime()).toBeLessThanOrEqual(Date.now() + 60 * 60_000);
      }
    } finally {
      await policy('wager', 'day', null, null);
      await policy('loss', 'week', null, null);
      await policy('session', 'day', null, null);
    }
    // Without the policies, the members without limits of their own are off the check again.
    expect([await marker(before.memberId), await marker(mine.memberId)]).toEqual([0, 1]);
    expect(await before.batchedBet('10.00')).toMatchObject({ memberId: before.memberId });
    expect(await ledgerInvariants(server.db)).toMatchObject({ nonZeroCurrencies: [], drift: 0, unbalanced: 0, negative: 0 });
  });
});

describe('the session-time limit', () => {
  async function newMember() {
    const { reply, account, password } = await register(server, {}, freshAddress());
    expect(reply.body.code).toBe(1000);
    return { account, password, memberId: reply.body.data.member_id as number, token: reply.body.data.token as string };
  }
  /** Moves the member's sign-ins `ms` into the past (start, expiry and hard end), as a clock moving on would. */
  async function age(memberId: number, ms: number) {
    const rows = await server.db
      .selectFrom('member_sessions')
      .select(['id', 'created_at', 'expires_at', 'ends_by', 'revoked_at'])
      .where('member_id', '=', memberId)
      .execute();
    const back = (d: Date | string | null) => (d === null ? null : new Date(new Date(d).getTime() - ms));
    for (const row of rows) {
      await server.db
        .updateTable('member_sessions')
        .set({
          created_at: back(row.created_at) as Date,
          expires_at: back(row.expires_at) as Date,
          ends_by: back(row.ends_by),
          revoked_at: back(row.revoked_at),
        })
        .where('id', '=', row.id)
        .execute();
    }
  }

  it('ends the sign-in at its hard end with its open pages and games, once however many nodes run the job', async () => {
    const m = await newMember();
    await setLimit(m.token, 'session', 'day', '30');
    await fund(m.memberId, 1_000n);
    const play = await launch(m.token);
    expect(play.body.code).toBe(1000);
    const echo = connectEcho(server.url, m.token);
    try {
      const loginEvent = nextEvent<Record<string, unknown>>((cb) =>
        echo.private(`member.${m.memberId}`).listen(`.${realtimeEvents.login}`, cb),
      );
      const closed = new Promise<string>((resolve) => socketOf(echo).once('disconnect', resolve));
      await settle(echo);
      // Nothing is due before the hard end.
      expect(await endSessionsAtLimit(server.db, server.app.realtime)).toBe(0);
      const live = await server.db
        .selectFrom('member_sessions')
        .select(['id', 'ends_by'])
        .where('member_id', '=', m.memberId)
        .where('revoked_at', 'is', null)
        .execute();
      const endsBy = new Date(live[0]?.ends_by as Date);
      expect(endsBy.getTime()).toBeLessThanOrEqual(Date.now() + 30 * 60_000);
      // Two nodes at the hard end: the sign-in ends once, dated at its end, and its open page is told why and closed.
      const at = new Date(endsBy.getTime() + 1_000);
      const runs = await Promise.all([
        endSessionsAtLimit(server.db, server.app.realtime, at),
        endSessionsAtLimit(server.db, server.app.realtime, at),
      ]);
      expect(runs.reduce((a, b) => a + b, 0)).toBe(live.length);
      expect(await loginEvent).toEqual({ session: '', reason: 'session_limit' });
      expect(await closed).toBe('io server disconnect');
    } finally {
      echo.disconnect();
    }
    const ended = await server.db
      .selectFrom('member_sessions')
      .select(['revoked_at', 'ends_by'])
      .where('member_id', '=', m.memberId)
      .execute();
    for (const row of ended) expect(new Date(row.revoked_at as Date).getTime()).toBe(new Date(row.ends_by as Date).getTime());
    const game = await server.db
      .selectFrom('game_sessions')
      .select('ended_at')
      .where('id', '=', play.body.data.session_id)
      .executeTakeFirstOrThrow();
    expect(game.ended_at).not.toBeNull();
  });

  it('ends the sign-in when the minutes are used, refuses the login until the day moves on, and caps the next one', async () => {
    const m = await newMember();
    // Minutes only, per day only.
    for (const [period, amount] of [
      ['week', '60'],
      ['day', '14'],
      ['day', '60.5'],
      ['day', '1441'],
    ]) {
      const reply = await server.call('/member/protection/limits/set', { kind: 'session', period, amount }, auth(m.token));
      expect(reply.body.code).toBe(101);
    }
    expect(await setLimit(m.token, 'session', 'day', '15')).toMatchObject([
      { kind: 'session', period: 'day', amount: '15', used: '0' },
    ]);
    // The live sign-in ends by then: its token expires within 15 minutes.
    const live = await server.db
      .selectFrom('member_sessions')
      .select(['expires_at', 'ends_by'])
      .where('member_id', '=', m.memberId)
      .where('revoked_at', 'is', null)
      .executeTakeFirstOrThrow();
    expect(new Date(live.expires_at).getTime()).toBeLessThanOrEqual(Date.now() + 15 * 60_000);
    expect(live.ends_by).not.toBeNull();

    // Sixteen minutes later: the token is dead and the login refused until the sign-in leaves the rolling day.
    await age(m.memberId, 16 * 60_000);
    const out = await server.call('/member/protection/limits', {}, auth(m.token));
    expect(out.body.code).not.toBe(1000);
    const refused = await loginAs(server, m.account, m.password, '');
    expect(refused.body.code).toBe(109);
    const started = await server.db
      .selectFrom('member_sessions')
      .select('created_at')
      .where('member_id', '=', m.memberId)
      .where('login_id', 'is', null)
      .executeTakeFirstOrThrow();
    expect(refused.body.data).toEqual({ minutes: 15, ends_at: new Date(started.created_at).getTime() + DAY });

    // A day on, the login works and the new sign-in is capped at the 15 minutes again.
    await age(m.memberId, DAY);
    const again = await loginAs(server, m.account, m.password, '');
    expect(again.body.code).toBe(1000);
    const next = await server.db
      .selectFrom('member_sessions')
      .select(['expires_at', 'ends_by'])
      .where('member_id', '=', m.memberId)
      .where('revoked_at', 'is', null)
      .executeTakeFirstOrThrow();
    expect(new Date(next.expires_at).getTime()).toBeLessThanOrEqual(Date.now() + 15 * 60_000);
    expect(new Date(next.expires_at).getTime()).toBeGreaterThan(Date.now() + 14 * 60_000);
    // A game opened by it takes bets no longer than the sign-in lasts.
    await fund(m.memberId, 1_000n);
    const play = await launch(again.body.data.token);
    expect(play.body.code).toBe(1000);
    const game = await server.db
      .selectFrom('game_sessions')
      .select('expires_at')
      .where('id', '=', play.body.data.session_id)
      .executeTakeFirstOrThrow();
    expect(new Date(game.expires_at).getTime()).toBeLessThanOrEqual(new Date(next.expires_at).getTime());
  });
});
