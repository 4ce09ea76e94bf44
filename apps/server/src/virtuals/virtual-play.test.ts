import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { HOUSE_CODE, houseProviderSecret } from '../house/house-config.ts';
import { HOUSE_PAGE_POLICY } from '../house/house-page-parts.ts';
import { HouseError } from '../house/house-play.ts';
import type { Rng } from '../house/rng.ts';
import { createWalletClient, type WalletClient, WalletUnavailable } from '../house/wallet-client.ts';
import { ledgerAccounts, readBalance } from '../ledger/ledger-accounts.ts';
import { postTransaction } from '../ledger/post-transaction.ts';
import { fakeGamesBuild } from '../testing/games-build.ts';
import { ledgerInvariants } from '../testing/ledger-invariants.ts';
import { createSignedInMember, startTestServer, type TestServer } from '../testing/test-server.ts';
import { eventOutcome, NotKickedOff, outcomeKey } from './draw-outcome.ts';
import { findSelection, selectionWins } from './event-markets.ts';
import { placeVirtualBet, VirtualBetError } from './place-bet.ts';
import { payout } from './prices.ts';
import { drawableAt, endOf, kickoffOf } from './schedule.ts';
import { runVirtualsJob, settleDueBets } from './settle-bets.ts';
import { UnknownBet, verifyVirtualBet } from './verify-bet.ts';
import { COCKFIGHT_CODE, type LeagueName, VIRTUAL_FOOTBALL_CODE } from './virtual-config.ts';
import { type VirtualsContext, virtualTimings } from './virtual-context.ts';
import { virtualPage } from './virtual-page.ts';

/**
 * The virtual league and the cockfight on a real database, with the house's wallet calls going over HTTP to the
 * platform's signed wallet endpoint. Each "node" is a context of its own on the same database with a fake clock far
 * in the future, so the test server's own settlement job (on the real clock) never touches these events.
 */
let server: TestServer;
let gpId: number;
let seq = 0;
let wallet: WalletClient;

beforeAll(async () => {
  server = await startTestServer({ env: { GAMES_DIST_DIR: fakeGamesBuild() } });
  const row = await server.db.selectFrom('game_providers').select('id').where('code', '=', HOUSE_CODE).executeTakeFirstOrThrow();
  gpId = row.id;
  const secret = houseProviderSecret(loadConfig({ NODE_ENV: 'test' }).tokenSecret);
  wallet = createWalletClient({ code: HOUSE_CODE, secret, walletUrl: server.url });
}, 60_000);

afterAll(async () => {
  await server?.close();
});

/** A fast schedule for tests: a football match every 10 s shown for 4 s (speed 18), a fight every 6.7 s. */
const timing = virtualTimings(18);
/** A node: its own context on the shared database, with its own clock and RNG. */
function node(clock: { t: number }, rng?: Rng, walletClient: WalletClient = wallet): VirtualsContext {
  return { db: server.db, wallet: walletClient, clock: () => clock.t, timing, ...(rng ? { rng } : {}) };
}
/** An event number far in the future of the real clock, fresh for each test. */
let nextEvent = 0;
function freshEvent(league: LeagueName) {
  nextEvent += 10;
  const base = Math.floor((Date.now() + 400 * 24 * 3_600_000 - Date.UTC(2026, 0, 1)) / timing[league].periodMs);
  return base + nextEvent;
}

const cents = (major: string) => BigInt(Math.round(Number(major) * 100));

async function launch(gameCode: string, gameType: number, main: bigint) {
  seq += 1;
  const member = await createSignedInMember(server.db, `virt${Date.now() % 1_000_000}${seq}`);
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
    { gpId, game_type: gameType, game_code: gameCode, lobby_url: `${server.url}/close` },
    { authorization: `Bearer ${member.token}` },
  );
  expect(play.body.code).toBe(1000);
  const url = new URL(play.body.data.game_url as string, server.url);
  return {
    ...member,
    url,
    session: url.searchParams.get('session') ?? '',
    main: () => readBalance(server.db, ledgerAccounts.memberMain(member.memberId, 'INR')),
  };
}

async function demoSession(gameCode: string, gameType: number) {
  const launched = await server.call(
    '/demo/play',
    { site_id: 1, currency: 'INR', gp_id: gpId, game_type: gameType, game_code: gameCode },
    { lang: 'vi_VN' },
  );
  expect(launched.body.code).toBe(1000);
  return new URL(launched.body.data.game_url as string, server.url);
}

const balanced = async () =>
  expect(await ledgerInvariants(server.db)).toMatchObject({ nonZeroCurrencies: [], drift: 0, unbalanced: 0, negative: 0 });

async function winsOf(betIds: string[]) {
  return server.db
    .selectFrom('provider_transactions')
    .select(['transaction_id', 'kind', 'amount', 'status'])
    .where('provider_id', '=', gpId)
    .where('round_id', 'in', betIds)
    .where('kind', '=', 'win')
    .execute();
}

describe('halls and pages', () => {
  it('lists the league in hall 7 and the cockfight in hall 8, and serves their games app pages without inline code', async () => {
    for (const [type, code] of [
      [7, VIRTUAL_FOOTBALL_CODE],
      [8, COCKFIGHT_CODE],
    ] as const) {
      const hall = await server.call('/v2/game_label', {
        site_id: 1,
        currency: 'INR',
        device: 0,
        gp_id: gpId,
        game_type_id: type,
        house: 'house',
      });
      expect(hall.body.data.main.map((g: { game_code: string }) => g.game_code)).toContain(code);
    }
    const url = await demoSession(COCKFIGHT_CODE, 8);
    expect(url.pathname).toBe(`/house/virtual/${COCKFIGHT_CODE}`);
    const page = await fetch(url);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toBe(HOUSE_PAGE_POLICY);
    const html = await page.text();
    expect(html).toContain('<html lang="vi-VN">');
    expect(html).toContain('Đấu Trường Gà');
    expect(html).not.toMatch(/<style|style="|<script(?![^>]*(src=|type="application\/json"))/);
    // The games app's virtuals entry, with the league and the session in its start-up data.
    const startup = JSON.parse(html.match(/<script type="application\/json" id="games-startup">([^<]*)<\/script>/)?.[1] ?? '{}');
    expect(startup).toMatchObject({
      league: 'cockfight',
      gameCode: COCKFIGHT_CODE,
      language: 'vi_VN',
      name: 'Đấu Trường Gà',
      demo: true,
      session: url.searchParams.get('session'),
    });
    // Every file the page names is served.
    const named = [...html.matchAll(/(?:src|href)="(\/house\/app\/[^"]+)"/g)].map((m) => m[1] ?? '');
    expect(named).toContain('/house/app/assets/virtuals-abc.js');
    for (const path of named) expect((await fetch(`${server.url}${path}`)).status, path).toBe(200);
    // Another game's session does not open this page.
    const football = await fetch(`${server.url}/house/virtual/${VIRTUAL_FOOTBALL_CODE}${url.search}`);
    expect(football.status).toBe(404);
    const unknown = await fetch(`${server.url}/house/virtual/${COCKFIGHT_CODE}?session=nope&lang=th_TH`);
    expect(unknown.status).toBe(401);
    expect(await unknown.text()).toContain('data-testid="house-error"');
  });

  it('has no page without a games build (the route then answers 503 with the error page)', () => {
    const game = {
      session: 's',
      gameCode: COCKFIGHT_CODE,
      league: 'cockfight' as const,
      language: 'th_TH',
      lobbyUrl: '/',
      demo: true,
    };
    expect(virtualPage(game, null)).toBeNull();
  });

  it('answers the state and takes a demo bet over HTTP; bad input is a clear error that changes nothing', async () => {
    const url = await demoSession(VIRTUAL_FOOTBALL_CODE, 7);
    const session = url.searchParams.get('session');
    const post = async (path: string, body: unknown) => {
      const response = await fetch(`${server.url}/house/api/virtual/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as any };
    };
    const state = await post('state', { session, balance: true });
    expect(state.status).toBe(200);
    expect(state.body).toMatchObject({ league: 'football', demo: true, balance: '2000.00', currency: 'INR' });
    expect(state.body.open).toHaveLength(3);
    expect(state.body.open[0].markets.map((m: { id: string }) => m.id)).toEqual(['1x2', 'ou25', 'cs']);
    expect(state.body.rtp).toEqual({
      '1x2': { margin: 5, rtp: 95.2381 },
      ou25: { margin: 5, rtp: 95.2381 },
      cs: { margin: 12, rtp: 89.2857 },
    });
    // The live match shows its outcome from 2 s after kick-off.
    if (state.body.now >= state.body.live.kickoff + 2_000) expect(state.body.live.outcome).toHaveProperty('goals');
    else expect(state.body.live.outcome).toBeNull();
    const event = state.body.open[1].event_no;
    for (const [body, status, error] of [
      [{ session, event_no: event, market: '1x2', selection: 'nobody', stake: '1.00' }, 400, 'invalid_selection'],
      [{ session, event_no: String(event), market: '1x2', selection: 'home', stake: '1.00' }, 400, 'invalid_selection'],
      [{ session, event_no: event, market: '1x2', selection: 'home', stake: '1.50' }, 400, 'invalid_bet'],
      [{ session, event_no: event, market: '1x2', selection: 'home', stake: '-1' }, 400, 'invalid_bet'],
      [{ session, event_no: event, market: '1x2', selection: 'home', stake: '2001.00' }, 402, 'insufficient_funds'],
      [{ session, event_no: state.body.live.event_no, market: '1x2', selection: 'home', stake: '1.00' }, 409, 'betting_closed'],
      [{ session: 'nope', event_no: event, market: '1x2', selection: 'home', stake: '1.00' }, 401, 'invalid_session'],
    ] as const) {
      const refused = await post('bet', body);
      expect(refused).toMatchObject({ status, body: { error } });
    }
    const placed = await post('bet', { session, event_no: event, market: 'cs', selection: '1-1', stake: '5.00' });
    expect(placed.status).toBe(200);
    expect(placed.body.balance).toBe('1995.00');
    const after = await post('state', { session, balance: true });
    expect(after.body.balance).toBe('1995.00');
    expect(after.body.bets).toEqual([
      expect.objectContaining({ event_no: event, market: 'cs', selection: '1-1', status: 'open', stake: '5.00' }),
    ]);
  });
});

describe('outcomes', () => {
  it('are drawn once: two nodes with different RNGs racing after kick-off store and read the same single outcome', async () => {
    const n = freshEvent('football');
    const clock = { t: kickoffOf(timing.football, n) - 1 };
    const low: Rng = { int: () => 0 }; // 0-0
    const high: Rng = { int: (max) => max - 1 }; // the last score cell
    await expect(eventOutcome(node(clock, low), 'football', n)).rejects.toBeInstanceOf(NotKickedOff);
    // Not at kick-off either: only once the guard for the nodes' clocks has passed.
    clock.t = drawableAt(timing.football, n) - 1;
    await expect(eventOutcome(node(clock, low), 'football', n)).rejects.toBeInstanceOf(NotKickedOff);
    clock.t += 1;
    const [a, b] = await Promise.all([
      eventOutcome(node(clock, low), 'football', n),
      eventOutcome(node(clock, high), 'football', n),
    ]);
    expect(a).toEqual(b);
    const rows = await server.db
      .selectFrom('virtual_events')
      .selectAll()
      .where('league', '=', 'football')
      .where('event_no', '=', n)
      .execute();
    expect(rows).toHaveLength(1);
    expect(await eventOutcome(node(clock, high), 'football', n)).toEqual(a);
  });
});

describe('real money', () => {
  it('refuses a bet at or after kick-off and takes it before, moving money only through the wallet', async () => {
    const member = await launch(COCKFIGHT_CODE, 8, 100_000n);
    const n = freshEvent('cockfight');
    const clock = { t: kickoffOf(timing.cockfight, n) };
    await expect(
      placeVirtualBet(node(clock), member.session, { event_no: n, market: 'mwd', selection: 'meron', stake: '10.00' }),
    ).rejects.toEqual(new VirtualBetError('betting_closed'));
    expect(await member.main()).toBe(100_000n);
    clock.t -= 1;
    const placed = await placeVirtualBet(node(clock), member.session, {
      event_no: n,
      market: 'mwd',
      selection: 'wala',
      stake: '10.00',
    });
    expect(placed.balance).toBe('990.00');
    expect(await member.main()).toBe(99_000n);
    await balanced();
  });

  it('refuses a bet whose payout would pass the cap of its currency before any money moves, and says the stake that fits', async () => {
    const member = await launch(VIRTUAL_FOOTBALL_CODE, 7, 2_000_000n);
    const n = freshEvent('football');
    const clock = { t: kickoffOf(timing.football, n) - 1 };
    // The longest correct-score price of the match: 5,000.00 on it would win far more than 250,000.00.
    const ids = ['0-0', '1-0', '0-1', '1-1', '2-0', '0-2', '2-1', '1-2', '2-2', '3-0', '0-3', '3-1', '1-3', '3-2', '2-3', '3-3'];
    const longest = ids
      .map((id) => findSelection('football', n, 'cs', id)!)
      .reduce((a, b) => (a.price.num * b.price.den > b.price.num * a.price.den ? a : b));
    const cap = 25_000_000n;
    expect(payout(500_000n, longest.price)).toBeGreaterThan(cap);
    const fits = ((cap * longest.price.den) / longest.price.num / 100n) * 100n;
    const refused = placeVirtualBet(node(clock), member.session, {
      event_no: n,
      market: 'cs',
      selection: longest.id,
      stake: '5000.00',
    });
    await expect(refused).rejects.toMatchObject({
      code: 'over_max_payout',
      detail: { max_payout: '250000.00', max_stake: (Number(fits) / 100).toFixed(2) },
    });
    // One coin more than what fits is refused too; what fits is taken (its payout within the cap).
    await expect(
      placeVirtualBet(node(clock), member.session, {
        event_no: n,
        market: 'cs',
        selection: longest.id,
        stake: (Number(fits + 100n) / 100).toFixed(2),
      }),
    ).rejects.toMatchObject({ code: 'over_max_payout' });
    expect(await member.main()).toBe(2_000_000n);
    expect(
      await server.db.selectFrom('virtual_bets').select('id').where('session_token', '=', member.session).execute(),
    ).toHaveLength(0);
    const placed = await placeVirtualBet(node(clock), member.session, {
      event_no: n,
      market: 'cs',
      selection: longest.id,
      stake: (Number(fits) / 100).toFixed(2),
    });
    expect(cents(placed.balance)).toBe(2_000_000n - fits);
    expect(payout(fits, longest.price)).toBeLessThanOrEqual(cap);
    // A short price takes the table's whole 5,000.00.
    await placeVirtualBet(node(clock), member.session, { event_no: n, market: '1x2', selection: 'home', stake: '5000.00' });
    // Over HTTP (on the real clock: a match open now) the refusal is a 400 with its code and both amounts, for the
    // page's message.
    const call = async (path: string, body: object) => {
      const response = await fetch(`${server.url}/house/api/virtual/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ session: member.session, ...body }),
      });
      return { status: response.status, body: (await response.json()) as any };
    };
    const open = (await call('state', {})).body.open[1].event_no as number;
    const now = ids
      .map((id) => findSelection('football', open, 'cs', id)!)
      .reduce((a, b) => (a.price.num * b.price.den > b.price.num * a.price.den ? a : b));
    const refusedOverHttp = await call('bet', { event_no: open, market: 'cs', selection: now.id, stake: '5000.00' });
    expect(refusedOverHttp).toEqual({
      status: 400,
      body: {
        error: 'over_max_payout',
        max_payout: '250000.00',
        max_stake: (Number(((cap * now.price.den) / now.price.num / 100n) * 100n) / 100).toFixed(2),
      },
    });
    await balanced();
  });

  it('settles the bets of events a node missed exactly once when it comes back, on the stored outcome', async () => {
    const member = await launch(VIRTUAL_FOOTBALL_CODE, 7, 1_000_000n);
    const first = freshEvent('football');
    const clock = { t: kickoffOf(timing.football, first) - 2_000 };
    const nodeA = node(clock);
    // Every selection of 1X2 and over/under on one match, and a correct score on the next.
    const bets: { id: string; event: number; market: string; selection: string; stake: bigint }[] = [];
    for (const [market, selection] of [
      ['1x2', 'home'],
      ['1x2', 'draw'],
      ['1x2', 'away'],
      ['ou25', 'over'],
      ['ou25', 'under'],
    ]) {
      const placed = await placeVirtualBet(nodeA, member.session, { event_no: first, market, selection, stake: '100.00' });
      bets.push({ id: placed.bet_id, event: first, market: market!, selection: selection!, stake: 10_000n });
    }
    const cs = await placeVirtualBet(nodeA, member.session, {
      event_no: first + 1,
      market: 'cs',
      selection: '1-0',
      stake: '25.00',
    });
    bets.push({ id: cs.bet_id, event: first + 1, market: 'cs', selection: '1-0', stake: 2_500n });
    expect(await member.main()).toBe(1_000_000n - 52_500n);

    // Nothing settles before an event's end.
    // (The jobs settle every due bet of the database; the assertions look at this member's.)
    const statuses = async () =>
      (await server.db.selectFrom('virtual_bets').select('status').where('session_token', '=', member.session).execute()).map(
        (r) => r.status,
      );
    clock.t = endOf(timing.football, first) - 1;
    await settleDueBets(nodeA);
    expect(await statuses()).toEqual(Array(6).fill('open'));

    // The node is down for both events; a node that starts long after settles both, once.
    clock.t = endOf(timing.football, first + 1) + 3_600_000;
    const restarted = node(clock);
    const other = node(clock);
    const [x, y] = await Promise.all([runVirtualsJob(restarted), runVirtualsJob(other)]);
    expect(x.settled + y.settled).toBeGreaterThanOrEqual(6);
    expect(await statuses()).toEqual(Array(6).fill('settled'));
    expect((await runVirtualsJob(restarted)).settled).toBe(0);

    let expected = 1_000_000n - 52_500n;
    for (const bet of bets) {
      const key = outcomeKey('football', await eventOutcome(restarted, 'football', bet.event));
      const selection = findSelection('football', bet.event, bet.market, bet.selection)!;
      const win = selectionWins('football', bet.market, bet.selection, key) ? payout(bet.stake, selection.price) : 0n;
      expected += win;
      const row = await server.db.selectFrom('virtual_bets').selectAll().where('id', '=', bet.id).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ status: 'settled', win, outcome_key: key });
    }
    expect(await member.main()).toBe(expected);
    // One win per bet in the platform's books (a zero win closes the round), each booked once.
    const wins = await winsOf(bets.map((b) => b.id));
    expect(wins.map((w) => w.transaction_id).sort()).toEqual(bets.map((b) => `${b.id}-win`).sort());
    // Exactly one of home / draw / away and one of over / under won.
    const settled = await server.db
      .selectFrom('virtual_bets')
      .select(['market', 'win'])
      .where(
        'id',
        'in',
        bets.map((b) => b.id),
      )
      .execute();
    expect(settled.filter((b) => b.market === '1x2' && (b.win ?? 0n) > 0n)).toHaveLength(1);
    expect(settled.filter((b) => b.market === 'ou25' && (b.win ?? 0n) > 0n)).toHaveLength(1);
    await balanced();
  });

  it('gives the stake back when the wallet answer is lost, and when the process died after sending it', async () => {
    const member = await launch(COCKFIGHT_CODE, 8, 50_000n);
    const n = freshEvent('cockfight');
    const clock = { t: kickoffOf(timing.cockfight, n) - 3_000 };
    // The platform books the bet but its answer never arrives.
    const lost: WalletClient = {
      async call(action, body) {
        const answer = await wallet.call(action, body);
        if (action === 'bet') throw new WalletUnavailable('answer lost');
        return answer;
      },
    };
    await expect(
      placeVirtualBet(node(clock, undefined, lost), member.session, {
        event_no: n,
        market: 'mwd',
        selection: 'draw',
        stake: '50.00',
      }),
    ).rejects.toBeInstanceOf(HouseError);
    expect(await member.main()).toBe(50_000n);

    // The process dies after the bet left: the stake is taken and the bet stays `placing`.
    let sent!: () => void;
    const betSent = new Promise<void>((resolve) => {
      sent = resolve;
    });
    const dies: WalletClient = {
      async call(action, body) {
        const answer = await wallet.call(action, body);
        if (action === 'bet') {
          sent();
          return new Promise(() => {});
        }
        return answer;
      },
    };
    void placeVirtualBet(node(clock, undefined, dies), member.session, {
      event_no: n,
      market: 'mwd',
      selection: 'meron',
      stake: '100.00',
    });
    await betSent;
    expect(await member.main()).toBe(40_000n);
    // Any node's job gives it back once the bet is a minute old, and never settles it.
    clock.t += 61_000;
    const job = await runVirtualsJob(node(clock));
    expect(job.rolledBack).toBe(1);
    expect(await member.main()).toBe(50_000n);
    expect((await runVirtualsJob(node(clock))).rolledBack).toBe(0);
    const rows = await server.db
      .selectFrom('virtual_bets')
      .select('status')
      .where('session_token', '=', member.session)
      .execute();
    expect(rows.map((r) => r.status).sort()).toEqual(['rolled_back', 'rolled_back']);
    await balanced();
  });

  it('takes concurrent bets without overdrawing and settles them concurrently on two nodes, the ledger balanced', async () => {
    const member = await launch(COCKFIGHT_CODE, 8, 100_000n); // 1,000.00
    const n = freshEvent('cockfight');
    const clock = { t: kickoffOf(timing.cockfight, n) - 5_000 };
    const selections = ['meron', 'wala', 'draw'];
    // 16 bets of 100.00 against 1,000.00: exactly ten are taken.
    const results = await Promise.allSettled(
      Array.from({ length: 16 }, (_, i) =>
        placeVirtualBet(node(clock), member.session, {
          event_no: n,
          market: 'mwd',
          selection: selections[i % 3],
          stake: '100.00',
        }),
      ),
    );
    const taken = results.filter((r) => r.status === 'fulfilled');
    expect(taken).toHaveLength(10);
    for (const r of results) if (r.status === 'rejected') expect(r.reason).toMatchObject({ code: 'insufficient_funds' });
    expect(await member.main()).toBe(0n);
    clock.t = endOf(timing.cockfight, n) + 1;
    const [a, b, c] = await Promise.all([settleDueBets(node(clock)), settleDueBets(node(clock)), settleDueBets(node(clock))]);
    expect(a + b + c).toBeGreaterThanOrEqual(10);
    const rows = await server.db
      .selectFrom('virtual_bets')
      .select(['id', 'status', 'win', 'selection'])
      .where('session_token', '=', member.session)
      .where('status', '!=', 'refused')
      .execute();
    expect(rows).toHaveLength(10);
    expect(rows.every((r) => r.status === 'settled')).toBe(true);
    const total = rows.reduce((sum, r) => sum + (r.win ?? 0n), 0n);
    expect(await member.main()).toBe(total);
    expect(await winsOf(rows.map((r) => r.id))).toHaveLength(10);
    await balanced();
  });
});

describe('demo', () => {
  it('takes and settles bets on play money, never reaching the platform', async () => {
    const url = await demoSession(COCKFIGHT_CODE, 8);
    const session = url.searchParams.get('session')!;
    const n = freshEvent('cockfight');
    const clock = { t: kickoffOf(timing.cockfight, n) - 1_000 };
    const placed = await Promise.all(
      ['meron', 'wala', 'draw'].map((selection) =>
        placeVirtualBet(node(clock), session, { event_no: n, market: 'mwd', selection, stake: '10.00' }),
      ),
    );
    expect(placed.map((p) => p.balance).sort()).toEqual(['1970.00', '1980.00', '1990.00']);
    clock.t = endOf(timing.cockfight, n);
    expect(await settleDueBets(node(clock))).toBe(3);
    expect(await settleDueBets(node(clock))).toBe(0);
    const key = outcomeKey('cockfight', await eventOutcome(node(clock), 'cockfight', n));
    const winner = findSelection('cockfight', n, 'mwd', key)!;
    const row = await server.db
      .selectFrom('house_sessions')
      .select('demo_balance')
      .where('token', '=', session)
      .executeTakeFirstOrThrow();
    expect(row.demo_balance).toBe(197_000n + payout(1_000n, winner.price));
    expect(await winsOf(placed.map((p) => p.bet_id))).toHaveLength(0);
    // Each bet checks out against the stored draw of its fight; a bet of another session is not shown.
    for (const { bet_id } of placed) {
      const check = await verifyVirtualBet(node(clock), session, bet_id);
      expect(check).toMatchObject({ bet_id, event_no: n, outcome_key: key, matches: true });
      expect(BigInt(check.range[0]) <= BigInt(check.draw) && BigInt(check.draw) <= BigInt(check.range[1])).toBe(true);
    }
    const other = (await demoSession(COCKFIGHT_CODE, 8)).searchParams.get('session');
    await expect(verifyVirtualBet(node(clock), other, placed[0]!.bet_id)).rejects.toBeInstanceOf(UnknownBet);
    expect(cents('1970.00')).toBe(197_000n);
  });
});
