import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { HOUSE_CODE, houseProviderSecret } from '../house/house-config.ts';
import { cryptoRng } from '../house/rng.ts';
import { createWalletClient, type WalletClient, WalletUnavailable } from '../house/wallet-client.ts';
import { claimJobRun } from '../jobs/claim-job-run.ts';
import { ledgerAccounts, readBalance } from '../ledger/ledger-accounts.ts';
import { postTransaction } from '../ledger/post-transaction.ts';
import { fakeGamesBuild } from '../testing/games-build.ts';
import { ledgerInvariants } from '../testing/ledger-invariants.ts';
import { createSignedInMember, startTestServer, type TestServer } from '../testing/test-server.ts';
import { DEFAULT_LIVE_TIMING, type LiveContext, LiveError } from './live-context.ts';
import { LIVE_BACCARAT, LIVE_DRAGON_TIGER, LIVE_ROULETTE, type LiveOutcome } from './live-games.ts';
import { placeBet } from './place-bet.ts';
import { LIVE_PURGE_JOB, runLivePurge } from './purge-live-rounds.ts';
import { dealRound, ensureTables, finishLooseBets, holdTables, latestRound, settleRound, stepTable } from './run-table.ts';
import { payBet, winOf } from './settle-bets.ts';
import {
  recordSeats,
  releaseSeats,
  roundTotals,
  SEAT_FRESH_MS,
  SEAT_GONE_MS,
  seatedPlayers,
  sharedTableState,
} from './table-shared.ts';
import { publicTableState } from './table-state.ts';
import { verifyBet } from './verify-bet.ts';

/**
 * Shared live tables with a fake clock: two nodes on one database (each its own LiveContext, as two processes would
 * have), the app's own runner turned off (LIVE_TABLES=0) so that the test moves the rounds. Real money goes through the
 * platform's signed wallet endpoint over HTTP.
 */
let server: TestServer;
let gpId: number;
let seq = 0;
let clock = Date.now();
const secret = houseProviderSecret(loadConfig({ NODE_ENV: 'test' }).tokenSecret);
const timing = { ...DEFAULT_LIVE_TIMING, bettingMs: 10_000, revealStepMs: 1_000, resultMs: 3_000, leaseMs: 5_000 };

function node(wallet?: WalletClient): LiveContext {
  return {
    db: server.db,
    wallet: wallet ?? createWalletClient({ code: HOUSE_CODE, secret, walletUrl: server.url }),
    rng: cryptoRng,
    now: () => clock,
    timing,
    nodeId: randomUUID(),
  };
}

beforeAll(async () => {
  server = await startTestServer({ env: { LIVE_TABLES: '0', GAMES_DIST_DIR: fakeGamesBuild() } });
  gpId = (await server.db.selectFrom('game_providers').select('id').where('code', '=', HOUSE_CODE).executeTakeFirstOrThrow()).id;
  await ensureTables(node());
});

afterAll(async () => {
  await server?.close();
});

/** An INR member with `main` minor units who opened the live table from the live hall (play1, game type 3). */
async function seatedMember(main: bigint, table: string = LIVE_BACCARAT) {
  seq += 1;
  const member = await createSignedInMember(server.db, `live${Date.now() % 1_000_000}${seq}`);
  await postTransaction(server.db, server.db, {
    key: `fund:${member.memberId}`,
    kind: 'deposit',
    postings: [
      { account: ledgerAccounts.system('gateway:test', 'INR'), amount: -main },
      { account: ledgerAccounts.memberMain(member.memberId, 'INR'), amount: main },
    ],
  });
  const play = await server.call(
    '/member/game/play1',
    { gpId, game_type: 3, game_code: table, lobby_url: `${server.url}/close` },
    { authorization: `Bearer ${member.token}` },
  );
  expect(play.body.code).toBe(1000);
  const url = play.body.data.game_url as string;
  expect(url).toMatch(new RegExp(`^/house/live/${table}\\?`));
  return {
    session: new URL(url, server.url).searchParams.get('session') ?? '',
    main: () => readBalance(server.db, ledgerAccounts.memberMain(member.memberId, 'INR')),
  };
}

/** Moves the table on until a round is open for bets; answers it. */
async function openRound(
  ctx: LiveContext,
  table: typeof LIVE_BACCARAT | typeof LIVE_DRAGON_TIGER | typeof LIVE_ROULETTE = LIVE_BACCARAT,
) {
  for (let i = 0; i < 10; i++) {
    const round = await latestRound(ctx, table);
    if (round?.phase === 'betting' && clock < round.closes_at.getTime()) return round;
    await stepTable(ctx, table);
    clock += round?.phase === 'betting' ? timing.bettingMs : round?.phase === 'dealt' ? 10_000 : timing.resultMs;
  }
  throw new Error('no round opened');
}

const minor = (major: string) => BigInt(Math.round(Number(major) * 100));

describe('a shared table on two nodes', () => {
  it('one node holds the tables; the other takes them over only when the hold lapses', async () => {
    const a = node();
    const b = node();
    expect((await holdTables(a)).length).toBe(3);
    expect(await holdTables(b)).toEqual([]);
    expect((await holdTables(a)).length).toBe(3);
    clock += timing.leaseMs + 1;
    expect((await holdTables(b)).length).toBe(3);
    expect(await holdTables(a)).toEqual([]);
  });

  it('deals a round once even when both nodes close it at the same moment (one outcome, one draw off the shoe)', async () => {
    const a = node();
    const b = node();
    const round = await openRound(a);
    clock = round.closes_at.getTime();
    const dealt = await Promise.all([dealRound(a, LIVE_BACCARAT, round.id), dealRound(b, LIVE_BACCARAT, round.id)]);
    expect(dealt.filter(Boolean)).toHaveLength(1);
    const stored = await latestRound(a, LIVE_BACCARAT);
    const outcome = stored?.outcome as LiveOutcome & { shoe: { no: number; left: number } };
    expect(stored?.phase).toBe('dealt');
    const shoe = await server.db
      .selectFrom('live_shoes')
      .select(['next_card', 'cards'])
      .where('table_id', '=', LIVE_BACCARAT)
      .where('shoe_no', '=', outcome.shoe.no)
      .executeTakeFirstOrThrow();
    expect(shoe.cards.length - shoe.next_card).toBe(outcome.shoe.left);
    // The cards dealt are the shoe's next cards, in order.
    if (outcome.game !== LIVE_BACCARAT) throw new Error('baccarat expected');
    const names = shoe.cards.slice(shoe.next_card - outcome.cards.length, shoe.next_card);
    expect(names.length).toBe(outcome.cards.length);
    // A second round number is inserted once as well.
    clock += 60_000;
    await settleRound(a, LIVE_BACCARAT, round.id);
    clock += timing.resultMs;
    const opened = await Promise.all([stepTable(a, LIVE_BACCARAT), stepTable(b, LIVE_BACCARAT)]);
    expect(opened.filter((s) => s === 'opened')).toHaveLength(1);
  });

  it('takes bets in the window, refuses a late one, pays every bet once when both nodes settle, ledger balanced', async () => {
    const a = node();
    const b = node();
    const round = await openRound(a);
    const members = await Promise.all([0, 1, 2, 3].map(() => seatedMember(1_000_000n)));
    // Concurrent bets of several members (and two bets of one member on one round).
    const placed = await Promise.all(
      members.flatMap((m, i) => [
        placeBet(i % 2 ? a : b, m.session, round.id, { player: '10.00', banker_pair: '1.00' }),
        placeBet(i % 2 ? b : a, m.session, round.id, { banker: '25.00' }),
      ]),
    );
    expect(placed).toHaveLength(8);
    for (const m of members) expect(await m.main()).toBe(1_000_000n - 3_600n);

    clock = round.closes_at.getTime();
    await expect(placeBet(a, members[0]!.session, round.id, { player: '1.00' })).rejects.toMatchObject({
      code: 'betting_closed',
    });
    expect(await members[0]!.main()).toBe(1_000_000n - 3_600n);

    await dealRound(b, LIVE_BACCARAT, round.id);
    const dealt = await latestRound(a, LIVE_BACCARAT);
    clock += 20_000;
    const settled = await Promise.all([settleRound(a, LIVE_BACCARAT, round.id), settleRound(b, LIVE_BACCARAT, round.id)]);
    expect(settled.filter(Boolean)).toHaveLength(1);
    const outcome = dealt?.outcome as LiveOutcome;
    const win =
      winOf(LIVE_BACCARAT, outcome, { player: 1000, banker_pair: 100 }) + winOf(LIVE_BACCARAT, outcome, { banker: 2500 });
    for (const m of members) expect(await m.main()).toBe(1_000_000n - 3_600n + win);
    // Settling again (a node restarted and retries) changes nothing.
    await finishLooseBets(a);
    for (const m of members) expect(await m.main()).toBe(1_000_000n - 3_600n + win);
    const bets = await server.db.selectFrom('live_bets').select(['status']).where('round_id', '=', round.id).execute();
    expect(bets.every((x) => x.status === 'settled')).toBe(true);
    const invariants = await ledgerInvariants(server.db);
    expect(invariants.nonZeroCurrencies).toEqual([]);
    expect(invariants.unbalanced).toBe(0);
    expect(invariants.drift).toBe(0);
    expect(invariants.negative).toBe(0);
  });

  it('refuses bets outside the table limits, on unknown spots and of odd amounts, changing nothing', async () => {
    const a = node();
    const round = await openRound(a);
    const m = await seatedMember(100_000_000n);
    for (const [bets, code] of [
      [{ tie: '600.00' }, 'over_limit'],
      [{ sideways: '1.00' }, 'invalid_bet'],
      [{ player: '1.50' }, 'invalid_bet'],
      [{ player: 'ten' }, 'invalid_bet'],
      [[], 'invalid_bet'],
    ] as const) {
      await expect(placeBet(a, m.session, round.id, bets)).rejects.toMatchObject({ code });
    }
    // Within the limit on its own, over it with what is already on the spot.
    await placeBet(a, m.session, round.id, { tie: '400.00' });
    await expect(placeBet(a, m.session, round.id, { tie: '200.00' })).rejects.toBeInstanceOf(LiveError);
    await expect(placeBet(a, m.session, 'LB-999999', { player: '1.00' })).rejects.toMatchObject({ code: 'betting_closed' });
    expect(await m.main()).toBe(100_000_000n - 40_000n);
  });

  it('takes the inside bets of the roulette layout, refuses numbers that do not meet, and pays each at its odds', async () => {
    const a = node();
    const round = await openRound(a, LIVE_ROULETTE);
    const m = await seatedMember(1_000_000n, LIVE_ROULETTE);
    for (const [bets, code] of [
      [{ split_17_21: '1.00' }, 'invalid_bet'],
      [{ split_3_4: '1.00' }, 'invalid_bet'],
      [{ corner_3: '1.00' }, 'invalid_bet'],
      [{ line_34: '1.00' }, 'invalid_bet'],
      [{ split_17_20: '101.00' }, 'over_limit'],
    ] as const) {
      await expect(placeBet(a, m.session, round.id, bets)).rejects.toMatchObject({ code });
    }
    // Every number the stakes touch, with what it pays to one (17:1 split, 11:1 street and trio, 8:1 corner, 5:1 line).
    const stakes = { split_17_20: '10.00', street_16: '5.00', corner_17: '4.00', line_16: '3.00', trio_0_1_2: '2.00' };
    const covers: Record<string, [number[], number]> = {
      split_17_20: [[17, 20], 17],
      street_16: [[16, 17, 18], 11],
      corner_17: [[17, 18, 20, 21], 8],
      line_16: [[16, 17, 18, 19, 20, 21], 5],
      trio_0_1_2: [[0, 1, 2], 11],
    };
    await placeBet(a, m.session, round.id, stakes);
    expect(await m.main()).toBe(1_000_000n - 2_400n);
    clock = round.closes_at.getTime();
    await dealRound(a, LIVE_ROULETTE, round.id);
    clock += 60_000;
    await settleRound(a, LIVE_ROULETTE, round.id);
    const dealt = await latestRound(a, LIVE_ROULETTE);
    const number = (dealt?.outcome as { number: number }).number;
    let win = 0n;
    for (const [spot, amount] of Object.entries(stakes)) {
      const [numbers, pays] = covers[spot]!;
      if (numbers.includes(number)) win += minor(amount) * BigInt(pays + 1);
    }
    expect(await m.main()).toBe(1_000_000n - 2_400n + win);
  });

  it('survives a restart mid-round: another node carries on, and a win whose mark was lost is not paid twice', async () => {
    const a = node();
    const round = await openRound(a, LIVE_DRAGON_TIGER);
    const m = await seatedMember(500_000n, LIVE_DRAGON_TIGER);
    await placeBet(a, m.session, round.id, { dragon: '50.00', tiger: '50.00', tie: '5.00' });
    // Node a stops without a word (its hold stays until it lapses); node c starts and takes over.
    clock = round.closes_at.getTime() + timing.leaseMs + 1;
    const c = node();
    expect(await holdTables(c)).toContain(LIVE_DRAGON_TIGER);
    expect(await stepTable(c, LIVE_DRAGON_TIGER)).toBe('dealt');
    clock += 60_000;
    // The win reaches the wallet but the process dies before the bet is marked settled.
    const dealt = await latestRound(c, LIVE_DRAGON_TIGER);
    const bet = await server.db
      .selectFrom('live_bets')
      .select(['id', 'session_token', 'demo', 'currency_code', 'bets', 'amount'])
      .where('round_id', '=', round.id)
      .executeTakeFirstOrThrow();
    await payBet(c, LIVE_DRAGON_TIGER, dealt?.outcome as LiveOutcome, bet);
    await server.db.updateTable('live_bets').set({ status: 'placed', win: null }).where('id', '=', bet.id).execute();
    const d = node();
    clock += timing.leaseMs + 1;
    expect(await holdTables(d)).toContain(LIVE_DRAGON_TIGER);
    expect(await stepTable(d, LIVE_DRAGON_TIGER)).toBe('settled');
    const win = winOf(LIVE_DRAGON_TIGER, dealt?.outcome as LiveOutcome, bet.bets);
    expect(await m.main()).toBe(500_000n - 10_500n + win);
    const row = await server.db
      .selectFrom('live_bets')
      .select(['status', 'win'])
      .where('id', '=', bet.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'settled', win });
    // The player's Verify deals the coup again from the stored shoe and settles the bet again: both match.
    const checked = await verifyBet(d, m.session, bet.id);
    expect(checked).toMatchObject({ dealt_again: true, matches: true, round_id: round.id });
    const stranger = await seatedMember(1n, LIVE_DRAGON_TIGER);
    await expect(verifyBet(d, stranger.session, bet.id)).rejects.toMatchObject({ code: 'invalid_bet' });
  });

  it('gives back a stake that was on its way to the wallet when the round closed', async () => {
    const a = node();
    const round = await openRound(a);
    const m = await seatedMember(100_000n);
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const slow: LiveContext = { ...a, afterStake: () => held };
    const bet = placeBet(slow, m.session, round.id, { player: '20.00' });
    // The stake is booked; the round closes before the bet is marked placed.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await m.main()).toBe(100_000n - 2_000n);
    clock = round.closes_at.getTime();
    await dealRound(a, LIVE_BACCARAT, round.id);
    release();
    await expect(bet).rejects.toMatchObject({ code: 'betting_closed' });
    expect(await m.main()).toBe(100_000n);
    clock += 60_000;
    await settleRound(a, LIVE_BACCARAT, round.id);
    expect(await m.main()).toBe(100_000n);
  });

  it('rolls back a stake whose answer was lost, and sends an unconfirmed rollback again later', async () => {
    const a = node();
    const round = await openRound(a);
    const m = await seatedMember(100_000n);
    const real = a.wallet;
    let rollbackDown = true;
    const flaky: WalletClient = {
      async call(action, body) {
        if (action === 'rollback' && rollbackDown) throw new WalletUnavailable('down');
        const answer = await real.call(action, body);
        if (action === 'bet') throw new WalletUnavailable('answer lost');
        return answer;
      },
    };
    await expect(placeBet({ ...a, wallet: flaky }, m.session, round.id, { banker: '10.00' })).rejects.toMatchObject({
      code: 'wallet_unavailable',
    });
    expect(await m.main()).toBe(100_000n - 1_000n);
    rollbackDown = false;
    expect(await finishLooseBets(a)).toBeGreaterThanOrEqual(1);
    expect(await m.main()).toBe(100_000n);
  });

  it('plays demo bets on the session play money, settled once', async () => {
    const a = node();
    const round = await openRound(a);
    const launched = await server.call('/demo/play', {
      site_id: 1,
      currency: 'INR',
      gp_id: gpId,
      game_type: 3,
      game_code: LIVE_BACCARAT,
    });
    expect(launched.body.code).toBe(1000);
    const session = new URL(launched.body.data.game_url, server.url).searchParams.get('session') ?? '';
    const placed = await placeBet(a, session, round.id, { player: '100.00' });
    expect(minor(placed.balance)).toBe(200_000n - 10_000n);
    clock = round.closes_at.getTime();
    await dealRound(a, LIVE_BACCARAT, round.id);
    clock += 60_000;
    const dealt = await latestRound(a, LIVE_BACCARAT);
    await Promise.all([settleRound(a, LIVE_BACCARAT, round.id), settleRound(node(), LIVE_BACCARAT, round.id)]);
    const win = winOf(LIVE_BACCARAT, dealt?.outcome as LiveOutcome, { player: 10_000 });
    const row = await server.db
      .selectFrom('house_sessions')
      .select('demo_balance')
      .where('token', '=', session)
      .executeTakeFirstOrThrow();
    expect(row.demo_balance).toBe(200_000n - 10_000n + win);
  });
});

describe('the shoe at a table', () => {
  it('ends at its cut card: that round is its last, the next is dealt from a new shoe, and the roads start again', async () => {
    const a = node();
    let round = await openRound(a);
    clock = round.closes_at.getTime();
    await dealRound(a, LIVE_BACCARAT, round.id);
    clock += 60_000;
    await settleRound(a, LIVE_BACCARAT, round.id);
    const shoeOf = async (id: string) =>
      (
        (await server.db.selectFrom('live_rounds').select('outcome').where('id', '=', id).executeTakeFirstOrThrow()).outcome as {
          shoe: { no: number; last: boolean };
        }
      ).shoe;
    const first = await shoeOf(round.id);
    expect((await publicTableState(a, LIVE_BACCARAT)).roads?.bead.length).toBeGreaterThanOrEqual(1);
    // The cut card is next: the coup dealt now passes it.
    await server.db
      .updateTable('live_shoes')
      .set((eb) => ({ cut_at: eb('next_card', '+', 1) }))
      .where('table_id', '=', LIVE_BACCARAT)
      .where('shoe_no', '=', first.no)
      .execute();
    round = await openRound(a);
    clock = round.closes_at.getTime();
    await dealRound(a, LIVE_BACCARAT, round.id);
    expect(await shoeOf(round.id)).toMatchObject({ no: first.no, last: true });
    clock += 60_000;
    await settleRound(a, LIVE_BACCARAT, round.id);
    const after = await publicTableState(a, LIVE_BACCARAT);
    expect(after.roads?.bead).toEqual([]);
    expect(after.shoe).toBeNull();
    round = await openRound(a);
    clock = round.closes_at.getTime();
    await dealRound(a, LIVE_BACCARAT, round.id);
    expect(await shoeOf(round.id)).toMatchObject({ no: first.no + 1, last: false });
    const fresh = await server.db
      .selectFrom('live_shoes')
      .select(['cards', 'burned', 'next_card', 'cut_at'])
      .where('table_id', '=', LIVE_BACCARAT)
      .where('shoe_no', '=', first.no + 1)
      .executeTakeFirstOrThrow();
    expect(fresh.cards).toHaveLength(416);
    expect(fresh.next_card - fresh.burned).toBeGreaterThanOrEqual(4);
    expect(416 - fresh.cut_at).toBeGreaterThanOrEqual(60);
  });
});

describe('the live table page and calls', () => {
  it('serves the page under its own policy and the table state with limits, rules and the house edge', async () => {
    const m = await seatedMember(100_000n);
    const page = await fetch(`${server.url}/house/live/${LIVE_BACCARAT}?session=${m.session}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await page.text();
    expect(html).not.toMatch(/<script>(?!<\/script>)|style="/);
    // The games app's live entry in its shell, with the table, its name and the session as start-up data.
    const script = /<script type="module" src="(\/house\/app\/assets\/live-abc\.js)"/.exec(html)?.[1];
    expect((await fetch(`${server.url}${script}`)).status).toBe(200);
    const startup = JSON.parse(/<script type="application\/json" id="games-startup">(.*?)<\/script>/s.exec(html)?.[1] ?? '{}');
    expect(startup).toMatchObject({ session: m.session, table: LIVE_BACCARAT, name: 'Live Baccarat', language: 'en_US' });
    expect(html).toContain('<title>Live Baccarat</title>');
    // A session of another table is not this table's page.
    const other = await fetch(`${server.url}/house/live/${LIVE_ROULETTE}?session=${m.session}`);
    expect(other.status).toBe(404);
    expect(other.headers.get('content-security-policy')).toContain("script-src 'self'");
    const state = await fetch(`${server.url}/house/api/live/state`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ session: m.session }),
    }).then((r) => r.json() as Promise<any>);
    expect(state).toMatchObject({ table: LIVE_BACCARAT, currency: 'INR', demo: false, balance: '1000.00' });
    expect(state.limits.player).toEqual({ min: '1.00', max: '5000.00' });
    expect(state.rules.banker.edge).toBeCloseTo(1.06, 2);
    expect(state.roads).toHaveProperty('bigEye');
    const bad = await fetch(`${server.url}/house/api/live/bet`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ session: m.session, round_id: 'x', bets: 'all' }),
    });
    expect(bad.status).toBe(400);
    const none = await fetch(`${server.url}/house/api/live/state`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ session: 'nope' }),
    });
    expect(none.status).toBe(401);
  });
});

describe('the purge of old rounds', () => {
  it('deletes settled rounds past the window with their bets and shoes, on one node, keeping any whose money is open', async () => {
    const a = node();
    const m = await seatedMember(1_000_000n);
    // An old round played to the end, and an old one whose win the wallet has not confirmed yet.
    const rounds: string[] = [];
    for (let i = 0; i < 2; i++) {
      const round = await openRound(a);
      await placeBet(a, m.session, round.id, { player: '10.00' });
      clock = round.closes_at.getTime();
      await dealRound(a, LIVE_BACCARAT, round.id);
      clock += 60_000;
      await settleRound(a, LIVE_BACCARAT, round.id);
      rounds.push(round.id);
    }
    const [done, open] = rounds as [string, string];
    await server.db.updateTable('live_bets').set({ status: 'placed', win: null }).where('round_id', '=', open).execute();
    // A month and a day on; a round of today is played too.
    clock += timing.retentionMs + 24 * 3_600_000;
    const recent = await openRound(a);
    await placeBet(a, m.session, recent.id, { banker: '10.00' });
    const roundsBefore = await server.db.selectFrom('live_rounds').select('id').execute();

    // Two nodes look at once: one of them purges.
    const [first, second] = await Promise.all([runLivePurge(a, 3_600_000), runLivePurge(node(), 3_600_000)]);
    const purged = first ?? second;
    expect([first, second].filter((p) => p === null)).toHaveLength(1);
    expect(purged!.rounds).toBeGreaterThanOrEqual(1);
    expect(purged!.bets).toBeGreaterThanOrEqual(1);

    const kept = new Set((await server.db.selectFrom('live_rounds').select('id').execute()).map((r) => r.id));
    expect(kept.has(done)).toBe(false);
    expect(kept.has(open)).toBe(true);
    expect(kept.has(recent.id)).toBe(true);
    expect(roundsBefore.length - kept.size).toBe(purged!.rounds);
    const bets = await server.db
      .selectFrom('live_bets')
      .select(['round_id', 'status'])
      .where('session_token', '=', m.session)
      .execute();
    expect(bets.map((b) => b.round_id).sort()).toEqual([open, recent.id].sort());
    // Every kept round's shoe is kept, and each table keeps its newest shoe.
    const shoes = await server.db.selectFrom('live_shoes').select(['table_id', 'shoe_no']).execute();
    const shoeKeys = new Set(shoes.map((s) => `${s.table_id}:${s.shoe_no}`));
    const keptRounds = await server.db.selectFrom('live_rounds').select(['table_id', 'shoe_no']).execute();
    for (const r of keptRounds) if (r.shoe_no !== null) expect(shoeKeys.has(`${r.table_id}:${r.shoe_no}`)).toBe(true);
    expect(shoes.some((s) => s.table_id === LIVE_BACCARAT)).toBe(true);

    // Not due again for an hour, on any node; then it finds nothing more to delete.
    expect(await runLivePurge(node(), 3_600_000)).toBeNull();
    clock += 3_600_000;
    expect(await runLivePurge(node(), 3_600_000)).toEqual({ rounds: 0, bets: 0, shoes: 0 });
  });

  it('lets a purge claim of a node that died lapse, and another node carries it out', async () => {
    const dead = node();
    await server.db
      .updateTable('job_runs')
      .set({ next_run_at: new Date(clock) })
      .where('job', '=', LIVE_PURGE_JOB)
      .execute();
    expect(await claimJobRun(server.db, LIVE_PURGE_JOB, dead.nodeId, clock, 60_000)).toBe(true);
    expect(await runLivePurge(node(), 3_600_000)).toBeNull();
    clock += 60_001;
    expect(await runLivePurge(node(), 3_600_000)).not.toBeNull();
  });
});

describe('what the players at a table share', () => {
  /** A demo session of a live table on play money, as the demo list starts it. */
  async function demoSession(table: string) {
    const launched = await server.call('/demo/play', {
      site_id: 1,
      currency: 'INR',
      gp_id: gpId,
      game_type: 3,
      game_code: table,
    });
    expect(launched.body.code).toBe(1000);
    return new URL(launched.body.data.game_url, server.url).searchParams.get('session') ?? '';
  }

  it("sums the round's accepted stakes per spot, apart per kind of money, counting sessions and naming none", async () => {
    const a = node();
    const round = await openRound(a, LIVE_DRAGON_TIGER);
    const members = await Promise.all([0, 1, 2, 3].map(() => seatedMember(1_000_000n, LIVE_DRAGON_TIGER)));
    const demo = await demoSession(LIVE_DRAGON_TIGER);
    // A stake still on its way to the wallet is not on the table yet.
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const slow = placeBet({ ...a, afterStake: () => held }, members[3]!.session, round.id, { tiger: '50.00' });
    // A stake the wallet's answer was lost for is made void: never on the table.
    const lost: WalletClient = {
      async call(action, body) {
        const answer = await a.wallet.call(action, body);
        if (action === 'bet') throw new WalletUnavailable('answer lost');
        return answer;
      },
    };
    await Promise.all([
      placeBet(a, members[0]!.session, round.id, { dragon: '10.00', tie: '1.00' }),
      placeBet(a, members[0]!.session, round.id, { dragon: '5.00' }),
      placeBet(a, members[1]!.session, round.id, { dragon: '20.00' }),
      placeBet(a, members[2]!.session, round.id, { tiger: '7.00' }),
      placeBet(a, demo, round.id, { dragon: '100.00' }),
      expect(placeBet({ ...a, wallet: lost }, members[2]!.session, round.id, { tie: '9.00' })).rejects.toMatchObject({
        code: 'wallet_unavailable',
      }),
    ]);
    const byKind = (totals: Awaited<ReturnType<typeof roundTotals>>) =>
      Object.fromEntries(
        totals.map((t) => [`${t.currency}:${t.demo ? 'demo' : 'real'}`, { bettors: t.bettors, spots: t.spots }]),
      );
    expect(byKind(await roundTotals(a, round.id))).toEqual({
      'INR:real': { bettors: 3, spots: { dragon: '35.00', tiger: '7.00', tie: '1.00' } },
      'INR:demo': { bettors: 1, spots: { dragon: '100.00' } },
    });
    release();
    await slow;
    const shared = await sharedTableState(a, LIVE_DRAGON_TIGER);
    expect(shared.round_id).toBe(round.id);
    expect(byKind(shared.totals)['INR:real']).toEqual({ bettors: 4, spots: { dragon: '35.00', tiger: '57.00', tie: '1.00' } });
    // Counts and sums only: no session token, bet or member is named.
    const sent = JSON.stringify(shared);
    for (const session of [...members.map((m) => m.session), demo]) expect(sent).not.toContain(session);
    expect(sent).not.toMatch(/live\d|bet_id|session/);
    // Dealt and settled, the round's totals stay what was staked.
    clock = round.closes_at.getTime();
    await dealRound(a, LIVE_DRAGON_TIGER, round.id);
    clock += 60_000;
    await settleRound(a, LIVE_DRAGON_TIGER, round.id);
    expect(byKind(await roundTotals(a, round.id))['INR:real']?.spots).toEqual({ dragon: '35.00', tiger: '57.00', tie: '1.00' });
    expect(await roundTotals(a, 'LD-999999')).toEqual([]);
  });

  it('counts the pages of every node at a table, forgets a node that stopped renewing, and lets a stopping node go at once', async () => {
    const a = node();
    const b = node();
    const before = await seatedPlayers(a, LIVE_ROULETTE);
    await recordSeats(a, LIVE_ROULETTE, 3);
    await recordSeats(b, LIVE_ROULETTE, 2);
    expect(await seatedPlayers(a, LIVE_ROULETTE)).toBe(before + 5);
    await recordSeats(b, LIVE_ROULETTE, 4);
    expect(await seatedPlayers(b, LIVE_ROULETTE)).toBe(before + 7);
    // a dies: its count is not renewed and stops counting; b renews its own.
    clock += SEAT_FRESH_MS + 1;
    await recordSeats(b, LIVE_ROULETTE, 4);
    expect(await seatedPlayers(b, LIVE_ROULETTE)).toBe(4);
    await releaseSeats(b);
    expect(await seatedPlayers(b, LIVE_ROULETTE)).toBe(0);
    await recordSeats(a, LIVE_ROULETTE, 1);
    expect(await seatedPlayers(a, LIVE_ROULETTE)).toBe(1);
    await recordSeats(a, LIVE_ROULETTE, 0);
    expect(await seatedPlayers(a, LIVE_ROULETTE)).toBe(0);
    // The row of a node that died without a word is deleted once it is a minute old and the table's count is written.
    const dead = node();
    await recordSeats(dead, LIVE_ROULETTE, 2);
    clock += SEAT_GONE_MS + 1;
    await recordSeats(b, LIVE_ROULETTE, 1);
    const rows = await server.db.selectFrom('live_seats').select('node_id').where('table_id', '=', LIVE_ROULETTE).execute();
    expect(rows.map((r) => r.node_id)).toEqual([b.nodeId]);
  });
});
