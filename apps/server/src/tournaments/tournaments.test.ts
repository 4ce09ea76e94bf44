import { publicChannels, realtimeEvents } from '@casino/contract/realtime.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database.ts';
import { ledgerAccounts, readBalance } from '../ledger/ledger-accounts.ts';
import { createOperator, signInOperator } from '../operators/operator-test-helpers.ts';
import { connectEcho, nextEvent, settle } from '../testing/echo-client.ts';
import { ledgerInvariants } from '../testing/ledger-invariants.ts';
import { createSignedInMember, startTestServer, type TestServer } from '../testing/test-server.ts';
import { readMainCash } from '../wallet/main-cash.ts';
import { payTournamentPrizes } from './pay-tournament-prizes.ts';
import { pushChangedLeaderboards } from './push-tournament-leaderboards.ts';
import { runTournaments } from './run-tournaments.ts';
import { scoreTournamentBets } from './score-tournament-bets.ts';
import { fund, houseSlot, openSession, walletCall } from './tournament-test-helpers.ts';

let server: TestServer;
let admin: Awaited<ReturnType<typeof signInOperator>>;
let slot: Awaited<ReturnType<typeof houseSlot>>;

beforeAll(async () => {
  server = await startTestServer();
  const op = await createOperator(server.db, 'finance');
  admin = await signInOperator(server, op.username, op.password);
  slot = await houseSlot(server.db);
  // The demo seed runs a tournament of its own on the same slot: these tests make theirs.
  await server.db.updateTable('tournaments').set({ status: 'cancelled' }).execute();
});
afterAll(() => server.close());

let seq = 0;
async function member(currency = 'INR') {
  seq += 1;
  const account = `trn${Date.now() % 1_000_000}m${seq}`;
  const m = await createSignedInMember(server.db, account, 1, currency);
  await fund(server.db, m.memberId, 1_000_000n, currency);
  return { account, ...m, session: await openSession(server.db, m.memberId, slot, { currency }) };
}
const auth = (token: string) => ({ authorization: `Bearer ${token}`, lang: 'en_US' });
const ago = (ms: number) => new Date(Date.now() - ms);

async function tournament(overrides: Record<string, unknown> = {}) {
  const reply = await admin.call('/operator/tournaments/create', {
    site_id: 1,
    currency: 'INR',
    title: { en_US: 'Slot sprint', zh_CN: '老虎机冲刺' },
    starts_at: ago(600_000).toISOString(),
    ends_at: new Date(Date.now() + 3_600_000).toISOString(),
    ranking: 'total_stake',
    games: [{ gp_id: slot.providerId, game_code: slot.gameCode }],
    prizes: [
      { rank_from: 1, rank_to: 1, amount: '500.00' },
      { rank_from: 2, rank_to: 3, amount: '100.00' },
    ],
    ...overrides,
  });
  if (reply.body.code !== 1000) throw new Error(JSON.stringify(reply.body));
  return reply.body.data as { id: number; status: string };
}

type Player = Awaited<ReturnType<typeof member>>;
let round = 0;
async function play(p: Player, stake: bigint, win: bigint, at: Date, session = p.session) {
  round += 1;
  const id = `r${round}`;
  await walletCall(server.db, {
    session,
    memberId: p.memberId,
    providerId: slot.providerId,
    kind: 'bet',
    round: id,
    amount: stake,
    at,
  });
  if (win > 0n) {
    await walletCall(server.db, {
      session,
      memberId: p.memberId,
      providerId: slot.providerId,
      kind: 'win',
      round: id,
      amount: win,
      at,
    });
  }
  return id;
}

/** Scores until every call written so far has been read (the background worker may take some batches). */
async function scoreAll() {
  for (let i = 0; i < 20; i += 1) {
    const batch = await scoreTournamentBets(server.db);
    if (batch.read === 0) {
      const left = await server.db
        .selectFrom('provider_transactions')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where(
          'id',
          '>',
          (await server.db.selectFrom('tournament_cursor').select('transaction_id').executeTakeFirstOrThrow()).transaction_id,
        )
        .executeTakeFirstOrThrow();
      if (Number(left.n) === 0) return;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

const detail = (token: string, id: number) => server.call('/arks/web/activity/tournament', { id }, auth(token));

describe('tournament scoring', () => {
  it('ranks by total stake from the qualifying bets only, once however often it runs', async () => {
    const t = await tournament();
    const [a, b, c] = [await member(), await member(), await member()];
    await play(a, 1_000n, 0n, ago(30_000));
    await play(a, 2_000n, 500n, ago(29_000));
    await play(b, 5_000n, 0n, ago(28_000));
    // Another game, a demo session, a bet before the start: none counts.
    const other = await houseSlot(server.db, 'house-dragon-gold');
    await play(c, 9_000n, 0n, ago(27_000), await openSession(server.db, c.memberId, other));
    await play(c, 9_000n, 0n, ago(27_000), await openSession(server.db, c.memberId, slot, { demo: true }));
    await play(c, 9_000n, 0n, ago(700_000));
    await scoreAll();
    await scoreAll();

    const shown = await detail(a.token, t.id);
    expect(shown.body.code).toBe(1000);
    expect(shown.body.data.leaderboard.map((x: { score: string }) => x.score)).toEqual(['50.00', '30.00']);
    expect(shown.body.data.leaderboard[0].account).not.toBe(b.account);
    expect(shown.body.data.mine).toEqual({ rank: 2, score: '30.00', rounds: 2, stake: '30.00' });
    expect(shown.body.data.tournament).toMatchObject({ participants: 2, prize_pool: '700.00', status: 'running' });
    // The game that counts, as the site opens it.
    expect(shown.body.data.tournament.game_list).toEqual([
      expect.objectContaining({ gp_id: slot.providerId, game_code: slot.gameCode, playable: true }),
    ]);
    expect((await detail(c.token, t.id)).body.data.mine).toBeNull();
    const list = await server.call('/arks/web/activity/tournaments', {}, auth(c.token));
    expect(list.body.data.list.map((x: { id: number }) => x.id)).toContain(t.id);
    // Another currency's member does not see it.
    const usd = await member('USD');
    expect((await detail(usd.token, t.id)).body.code).toBe(101);
  });

  it('counts the valid part of hedged bets, as stated at the bet or restated by its win, and rolls it back', async () => {
    const t = await tournament();
    const a = await member();
    const call = (kind: 'bet' | 'win' | 'rollback', roundId: string, amount: bigint, extra = {}) =>
      walletCall(server.db, {
        session: a.session,
        memberId: a.memberId,
        providerId: slot.providerId,
        kind,
        round: roundId,
        amount,
        at: ago(20_000),
        ...extra,
      });
    // Banker and player on one round: 100.00 staked, 5.00 at risk, stated with the bet.
    await call('bet', 'h1', 10_000n, { valid: 500n });
    // A live table's bet: nothing at risk yet; its win (of nothing, a lost round) restates 20.00 of 30.00.
    const live = await call('bet', 'h2', 3_000n, { valid: 0n });
    await scoreAll();
    expect((await detail(a.token, t.id)).body.data.mine).toMatchObject({ score: '5.00', stake: '5.00', rounds: 2 });
    await call('win', 'h2', 0n, { valid: 2_000n, betTransactionId: live });
    await scoreAll();
    expect((await detail(a.token, t.id)).body.data.mine).toMatchObject({ score: '25.00', stake: '25.00' });
    // A bet restated in full before it is read counts once, in full.
    const whole = await call('bet', 'h3', 4_000n, { valid: 0n });
    await call('win', 'h3', 8_000n, { valid: 4_000n, betTransactionId: whole });
    // Rolled back: the hedged bet takes back only what it counted.
    const hedged = await call('bet', 'h4', 10_000n, { valid: 1_000n });
    await call('rollback', 'h4', 10_000n, { betTransactionId: hedged });
    await scoreAll();
    await scoreAll();
    expect((await detail(a.token, t.id)).body.data.mine).toMatchObject({ score: '65.00', stake: '65.00', rounds: 3 });
  });

  it('takes the biggest multiplier per round and takes a rolled-back round out again', async () => {
    const t = await tournament({ ranking: 'biggest_multiplier' });
    const a = await member();
    await play(a, 1_000n, 5_000n, ago(20_000));
    const big = await play(a, 100n, 2_050n, ago(19_000));
    await scoreAll();
    expect((await detail(a.token, t.id)).body.data.mine).toMatchObject({ rank: 1, score: '20.50', rounds: 2 });
    await walletCall(server.db, {
      session: a.session,
      memberId: a.memberId,
      providerId: slot.providerId,
      kind: 'rollback',
      round: big,
      amount: 100n,
      at: ago(18_000),
    });
    await scoreAll();
    expect((await detail(a.token, t.id)).body.data.mine).toMatchObject({ score: '5.00', rounds: 1, stake: '10.00' });
  });

  it('counts rounds in an opt-in tournament only after the member joined', async () => {
    const t = await tournament({ ranking: 'rounds', participation: 'opt_in' });
    const a = await member();
    await play(a, 100n, 0n, ago(40_000));
    const joined = await server.call('/arks/web/activity/tournament/join', { id: t.id }, auth(a.token));
    expect(joined.body.code).toBe(1000);
    expect((await server.call('/arks/web/activity/tournament/join', { id: t.id }, auth(a.token))).body.code).toBe(102);
    await server.db
      .updateTable('tournament_entries')
      .set({ joined_at: ago(35_000) })
      .where('tournament_id', '=', t.id)
      .execute();
    await play(a, 100n, 0n, ago(30_000));
    await play(a, 100n, 0n, ago(29_000));
    await scoreAll();
    expect((await detail(a.token, t.id)).body.data.mine).toMatchObject({ rank: 1, score: '2', rounds: 2 });
    const auto = await tournament();
    expect((await server.call('/arks/web/activity/tournament/join', { id: auto.id }, auth(a.token))).body.code).toBe(105);
  });

  it('pushes a changed leaderboard on the tournament channel, at most once a second', async () => {
    const t = await tournament();
    const a = await member();
    const echo = connectEcho(server.url);
    const pushed = nextEvent<{ id: number; participants: number; leaderboard: { rank: number; score: string }[] }>(
      (cb) => echo.channel(publicChannels.tournament(t.id)).listen(`.${realtimeEvents.tournamentLeaderboard}`, cb),
      5_000,
    );
    await settle(echo);
    await play(a, 4_200n, 0n, ago(10_000));
    await scoreAll();
    await pushChangedLeaderboards(server.db, server.app.realtime);
    expect(await pushed).toEqual({
      id: t.id,
      participants: 1,
      leaderboard: [{ rank: 1, account: expect.any(String), score: '42.00' }],
    });
    // Nothing changed since: nothing to push.
    expect(await pushChangedLeaderboards(server.db, server.app.realtime)).not.toContain(t.id);
    // Changed, but pushed less than a second ago: it waits; a second later it goes.
    await server.db.updateTable('tournaments').set({ pushed_at: new Date() }).where('id', '=', t.id).execute();
    await play(a, 100n, 0n, ago(9_000));
    await scoreAll();
    await server.db.updateTable('tournaments').set({ pushed_at: new Date() }).where('id', '=', t.id).execute();
    expect(await pushChangedLeaderboards(server.db, server.app.realtime)).not.toContain(t.id);
    await server.db
      .updateTable('tournaments')
      .set({ pushed_at: ago(1_500) })
      .where('id', '=', t.id)
      .execute();
    const again = nextEvent<{ leaderboard: { score: string }[] }>((cb) =>
      echo.channel(publicChannels.tournament(t.id)).listen(`.${realtimeEvents.tournamentLeaderboard}`, cb),
    );
    // This call or the worker's round pushes it, once.
    await pushChangedLeaderboards(server.db, server.app.realtime);
    expect((await again).leaderboard[0]?.score).toBe('43.00');
    const pushedRow = await server.db
      .selectFrom('tournaments')
      .select(['changes', 'pushed_changes'])
      .where('id', '=', t.id)
      .executeTakeFirstOrThrow();
    expect(pushedRow.pushed_changes).toBe(pushedRow.changes);
    echo.disconnect();
  });
});

describe('tournament buy-in and cancellation', () => {
  it('takes the buy-in once, refuses it without the money and gives every buy-in back on cancellation', async () => {
    const t = await tournament({ participation: 'buy_in', buy_in: '25.00' });
    const rich = await member();
    const poor = await createSignedInMember(server.db, `trnpoor${Date.now() % 1_000_000}`);
    await fund(server.db, poor.memberId, 2_000n);
    const join = (token: string) => server.call('/arks/web/activity/tournament/join', { id: t.id }, auth(token));
    const [first, second] = await Promise.all([join(rich.token), join(rich.token)]);
    expect([first.body.code, second.body.code].sort((x, y) => x - y)).toEqual([102, 1000]);
    expect(await readMainCash(server.db, rich.memberId, 'INR')).toBe(1_000_000n - 2_500n);
    expect((await join(poor.token)).body.code).toBe(104);
    expect(await readMainCash(server.db, poor.memberId, 'INR')).toBe(2_000n);
    expect((await detail(poor.token, t.id)).body.data.mine).toBeNull();

    const cancelled = await admin.call('/operator/tournaments/cancel', { id: t.id, reason: ' Wrong games ' });
    expect(cancelled.body.data.status).toBe('cancelled');
    expect(await readMainCash(server.db, rich.memberId, 'INR')).toBe(1_000_000n);
    expect((await admin.call('/operator/tournaments/cancel', { id: t.id })).body.code).toBe(101);
    expect((await join(poor.token)).body.code).toBe(103);
    const audit = await server.db
      .selectFrom('operator_audit_log')
      .select(['action', 'details'])
      .where('target', '=', `tournament:${t.id}`)
      .execute();
    expect(audit.map((x) => x.action).sort()).toEqual(['tournament.cancel', 'tournament.create']);
    expect(audit.find((x) => x.action === 'tournament.cancel')?.details).toEqual({ refunds: 1, reason: 'Wrong games' });
    expect(await ledgerInvariants(server.db)).toMatchObject({ nonZeroCurrencies: [], drift: 0, unbalanced: 0, negative: 0 });
  });

  it('refuses bad input with named fields and members without the permission', async () => {
    const overlap = await admin.call('/operator/tournaments/create', {
      site_id: 1,
      currency: 'INR',
      title: { en_US: 'x' },
      starts_at: ago(1_000).toISOString(),
      ends_at: new Date(Date.now() + 60_000).toISOString(),
      ranking: 'rounds',
      games: [{ gp_id: slot.providerId, game_code: slot.gameCode }],
      prizes: [
        { rank_from: 1, rank_to: 3, amount: '1' },
        { rank_from: 3, rank_to: 4, amount: '1' },
      ],
    });
    expect(overlap.status).toBe(400);
    const unknown = await admin.call('/operator/tournaments/create', {
      site_id: 1,
      currency: 'INR',
      title: { en_US: 'x' },
      starts_at: ago(1_000).toISOString(),
      ends_at: new Date(Date.now() + 60_000).toISOString(),
      ranking: 'rounds',
      games: [{ gp_id: slot.providerId, game_code: 'no-such-game' }],
      prizes: [{ rank_from: 1, rank_to: 1, amount: '1' }],
    });
    expect(unknown.body.code).toBe(103);
    const support = await createOperator(server.db, 'support');
    const supportSession = await signInOperator(server, support.username, support.password);
    expect((await supportSession.call('/operator/tournaments/list', {})).body.code).not.toBe(1000);
  });
});

describe('tournament prizes', () => {
  it('pays the prize table once with two job runners at once and a re-run, ties to who got there first', async () => {
    const t = await tournament();
    const [a, b, c, d] = [await member(), await member(), await member(), await member()];
    await play(b, 3_000n, 0n, ago(50_000));
    await play(a, 3_000n, 0n, ago(49_000)); // same score as b, reached later
    await play(c, 9_000n, 0n, ago(48_000));
    await play(d, 100n, 0n, ago(47_000));
    await scoreAll();
    // It ended a moment ago, after every bet above.
    await server.db
      .updateTable('tournaments')
      .set({ ends_at: ago(40_000) })
      .where('id', '=', t.id)
      .execute();
    await server.db
      .updateTable('tournament_cursor')
      .set({ scored_until: ago(5_000) })
      .execute();
    const before = await readBalance(server.db, ledgerAccounts.system('tournaments', 'INR'));

    // A second node: its own connections to the same database (PostgreSQL), racing the first.
    const url = process.env.TEST_DATABASE_URL ? await databaseUrlOf(server) : undefined;
    const other = url ? await openDatabase({ databaseUrl: url }) : undefined;
    const otherDb = other?.db ?? server.db;
    try {
      await Promise.all([
        payTournamentPrizes(server.db),
        payTournamentPrizes(otherDb),
        runTournaments(server.db, { node: 'node-a' }),
        runTournaments(otherDb, { node: 'node-b' }),
      ]);
      await payTournamentPrizes(otherDb);
    } finally {
      await other?.close();
    }

    const payouts = await server.db
      .selectFrom('tournament_payouts')
      .select(['rank', 'member_id', 'amount'])
      .where('tournament_id', '=', t.id)
      .orderBy('rank')
      .execute();
    expect(payouts).toEqual([
      { rank: 1, member_id: c.memberId, amount: 50_000n },
      { rank: 2, member_id: b.memberId, amount: 10_000n },
      { rank: 3, member_id: a.memberId, amount: 10_000n },
    ]);
    expect(await readMainCash(server.db, c.memberId, 'INR')).toBe(1_000_000n - 9_000n + 50_000n);
    expect(await readMainCash(server.db, b.memberId, 'INR')).toBe(1_000_000n - 3_000n + 10_000n);
    expect(await readMainCash(server.db, d.memberId, 'INR')).toBe(1_000_000n - 100n);
    expect(await readBalance(server.db, ledgerAccounts.system('tournaments', 'INR'))).toBe(before - 70_000n);
    const prizes = await server.db
      .selectFrom('ledger_transactions')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('reference', '=', `tournament:${t.id}`)
      .where('kind', '=', 'tournament_prize')
      .executeTakeFirstOrThrow();
    expect(Number(prizes.n)).toBe(3);
    const listed = await admin.call('/operator/tournaments/list', {});
    expect(listed.body.data.list.find((x: { id: number }) => x.id === t.id)).toMatchObject({ status: 'paid', paid: '700.00' });
    expect(await ledgerInvariants(server.db)).toMatchObject({ nonZeroCurrencies: [], drift: 0, unbalanced: 0, negative: 0 });
  });

  it('waits for the scoring to pass the end before paying', async () => {
    const t = await tournament();
    await server.db
      .updateTable('tournaments')
      .set({ ends_at: ago(1_000) })
      .where('id', '=', t.id)
      .execute();
    await server.db
      .updateTable('tournament_cursor')
      .set({ scored_until: ago(60_000) })
      .execute();
    const paid = await payTournamentPrizes(server.db, { now: new Date() });
    expect(paid.map((p) => p.id)).not.toContain(t.id);
    const row = await server.db.selectFrom('tournaments').select('status').where('id', '=', t.id).executeTakeFirstOrThrow();
    expect(row.status).toBe('open');
  });
});

/** The PostgreSQL database a test server runs on (its own, made from the template). */
async function databaseUrlOf(s: TestServer): Promise<string> {
  const { rows } = await (await import('kysely')).sql<{ name: string }>`select current_database() as name`.execute(s.db);
  const url = new URL(process.env.TEST_DATABASE_URL as string);
  url.pathname = `/${rows[0]?.name}`;
  return url.toString();
}
