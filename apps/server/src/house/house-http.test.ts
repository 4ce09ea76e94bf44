import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { ledgerAccounts, readBalance } from '../ledger/ledger-accounts.ts';
import { postTransaction } from '../ledger/post-transaction.ts';
import { fakeGamesBuild } from '../testing/games-build.ts';
import { ledgerInvariants } from '../testing/ledger-invariants.ts';
import { createSignedInMember, startTestServer, type TestServer } from '../testing/test-server.ts';
import { HOUSE_CODE, houseProviderSecret } from './house-config.ts';
import { HOUSE_PAGE_POLICY } from './house-page-parts.ts';
import {
  HOUSE_JACKPOT_POOL,
  type HouseContext,
  replayRound,
  retryPendingRollbacks,
  retryPendingWins,
  spin,
} from './house-play.ts';
import type { Rng } from './rng.ts';
import { DRAGON_GOLD } from './slot-games.ts';
import { createWalletClient, type WalletClient, WalletUnavailable } from './wallet-client.ts';

/**
 * The house provider end to end over HTTP: the platform's play calls launch it, its page's calls play rounds, and real
 * rounds reach the member's money only through the platform's signed wallet endpoint.
 */
let server: TestServer;
let gpId: number;
let seq = 0;

/** The start-up data of a games page's shell. */
const startupData = (html: string) =>
  JSON.parse(/<script type="application\/json" id="games-startup">(.*?)<\/script>/s.exec(html)?.[1] ?? 'null');

beforeAll(async () => {
  server = await startTestServer({ env: { GAMES_DIST_DIR: fakeGamesBuild() } });
  const row = await server.db.selectFrom('game_providers').select('id').where('code', '=', HOUSE_CODE).executeTakeFirstOrThrow();
  gpId = row.id;
});

afterAll(async () => {
  await server?.close();
});

async function post(path: string, body: unknown): Promise<{ status: number; body: any }> {
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

const sessionOf = (gameUrl: string) => new URL(gameUrl, server.url).searchParams.get('session') ?? '';
const minor = (major: string) => BigInt(Math.round(Number(major) * 100));

async function demoGame(gameCode: string, gameType: number, lang = 'en_US') {
  const launched = await server.call(
    '/demo/play',
    { site_id: 1, currency: 'INR', gp_id: gpId, game_type: gameType, game_code: gameCode },
    { lang },
  );
  expect(launched.body.code).toBe(1000);
  return launched.body.data.game_url as string;
}

/** An INR member of site 1 with `main` minor units who opened a house game through play1. */
async function playingMember(main: bigint, gameCode = 'house-dragon-gold', gameType = 2) {
  seq += 1;
  const member = await createSignedInMember(server.db, `house${Date.now() % 1_000_000}${seq}`);
  if (main > 0n) {
    await postTransaction(server.db, server.db, {
      key: `fund:${member.memberId}`,
      kind: 'deposit',
      postings: [
        { account: ledgerAccounts.system('gateway:test', 'INR'), amount: -main },
        { account: ledgerAccounts.memberMain(member.memberId, 'INR'), amount: main },
      ],
    });
  }
  const play = await server.call(
    '/member/game/play1',
    { gpId, game_type: gameType, game_code: gameCode, lobby_url: `${server.url}/close` },
    { authorization: `Bearer ${member.token}` },
  );
  expect(play.body.code).toBe(1000);
  const gameUrl = play.body.data.game_url as string;
  return {
    ...member,
    gameUrl,
    session: sessionOf(gameUrl),
    main: () => readBalance(server.db, ledgerAccounts.memberMain(member.memberId, 'INR')),
  };
}

describe('house game pages', () => {
  it('serves the slot page as the games app in the session language, and refuses unknown sessions', async () => {
    const gameUrl = await demoGame('house-lucky-sevens', 2, 'zh_CN');
    expect(gameUrl).toMatch(/^\/house\/play\/house-lucky-sevens\?/);
    const page = await fetch(`${server.url}${gameUrl}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await page.text();
    expect(html).toContain('<title>幸运七</title>');
    expect(html).toContain('<script type="module" src="/house/app/assets/slot-abc.js"></script>');
    // What the page draws the machine from at once; the session call brings the balance, paytable and RTP.
    expect(startupData(html)).toEqual({
      session: sessionOf(gameUrl),
      language: 'zh_CN',
      gameCode: 'house-lucky-sevens',
      name: '幸运七',
      lobbyUrl: expect.any(String),
      demo: true,
      currency: 'INR',
      bets: expect.arrayContaining([expect.stringMatching(/^\d+\.\d{2}$/)]),
      symbols: expect.arrayContaining(['seven', 'wild']),
    });
    expect(html).not.toMatch(/<(link|img)[^>]+(href|src)="https?:/);
    const missing = await fetch(`${server.url}/house/play/house-lucky-sevens?session=nope`);
    expect(missing.status).toBe(401);
    expect(await missing.text()).toContain('house-error');
  });

  it('serves the slot, baccarat and error pages without inline code, their script and style as hashed files', async () => {
    // The slot and baccarat pages are the games app's entries; the error page without a build is plain HTML.
    const pages = [
      [await demoGame('house-dragon-gold', 2, 'ta_IN'), 200, 'ta-IN', 'தங்க டிராகன்', 'slot'],
      [await demoGame('house-baccarat', 6, 'th_TH'), 200, 'th-TH', 'บาคาร่า', 'baccarat'],
      ['/house/play/house-baccarat?session=nope&lang=bn_BD', 401, 'bn-BD', 'এই গেম সেশন বৈধ নয়', null],
    ] as const;
    for (const [url, status, lang, word, entry] of pages) {
      const page = await fetch(`${server.url}${url}`);
      expect(page.status, url).toBe(status);
      expect(page.headers.get('content-security-policy'), url).toBe(HOUSE_PAGE_POLICY);
      expect(HOUSE_PAGE_POLICY).not.toMatch(/unsafe-inline|nonce-/);
      const html = await page.text();
      expect(html, url).toContain(`<html lang="${lang}">`);
      expect(html, url).toContain(word);
      expect(html, url).not.toMatch(/<style|style="|<script(?![^>]*(src=|type="application\/json"))/);
      // Without a games build the error page is the message alone: no script, no style sheet.
      if (!entry) expect(html, url).not.toMatch(/<script|rel="stylesheet"/);
      const files = entry
        ? [
            { file: `assets/${entry}-abc.js`, type: 'application/javascript; charset=utf-8' },
            { file: `assets/${entry}-def.css`, type: 'text/css; charset=utf-8' },
          ]
        : [];
      for (const asset of files) {
        const path = `/house/app/${asset.file}`;
        expect(html, url).toContain(path);
        const served = await fetch(`${server.url}${path}`);
        expect(served.status).toBe(200);
        expect(served.headers.get('content-type')).toBe(asset.type);
        expect(served.headers.get('cache-control')).toContain('immutable');
      }
    }
  });

  it('shows the exact RTP with the jackpot share apart', async () => {
    const gameUrl = await demoGame('house-fruit-fiesta', 2);
    const state = await post('/house/api/session', { session: sessionOf(gameUrl) });
    expect(state.status).toBe(200);
    expect(state.body).toMatchObject({ kind: 'slot', currency: 'INR', balance: '2000.00', demo: true });
    expect(state.body.rtp.total).toBeCloseTo(state.body.rtp.base + state.body.rtp.jackpot, 1);
    expect(state.body.rtp.total).toBeGreaterThanOrEqual(94);
    expect(state.body.rtp.total).toBeLessThanOrEqual(97);
    expect(state.body.bets[0]).toBe('0.15');
  });
});

describe('demo play', () => {
  it('spins on play money kept by the house and records a replayable round', async () => {
    const session = sessionOf(await demoGame('house-dragon-gold', 2));
    let balance = minor('2000.00');
    for (let i = 0; i < 5; i++) {
      const result = await post('/house/api/spin', { session, bet: '2.00' });
      expect(result.status).toBe(200);
      balance = balance - minor(result.body.bet) + minor(result.body.win);
      expect(minor(result.body.balance)).toBe(balance);
      const replay = await replayRound(server.db, result.body.round_id);
      expect(replay.matches).toBe(true);
    }
    const rounds = await server.db.selectFrom('house_rounds').selectAll().where('session_token', '=', session).execute();
    expect(rounds).toHaveLength(5);
    expect(rounds.every((r) => r.demo && r.status === 'settled' && r.jackpot_contribution === 0n)).toBe(true);
    expect((await post('/house/api/spin', { session, bet: '2.01' })).body).toEqual({ error: 'invalid_bet' });
    expect((await post('/house/api/spin', { session, bet: '5000.00' })).status).toBe(400);
  });

  it('deals baccarat on play money, and tells when the balance is short', async () => {
    const gameUrl = await demoGame('house-baccarat', 6);
    expect(gameUrl).toMatch(/^\/house\/play\/house-baccarat\?/);
    const session = sessionOf(gameUrl);
    // The games app's baccarat page, with the chips it draws at once.
    expect(startupData(await (await fetch(`${server.url}${gameUrl}`)).text())).toMatchObject({
      session,
      gameCode: 'house-baccarat',
      name: 'Baccarat',
      demo: true,
      currency: 'INR',
      chips: ['1.00', '5.00', '25.00', '100.00', '500.00'],
    });
    const state = await post('/house/api/session', { session });
    expect(state.body).toMatchObject({ kind: 'baccarat', chips: ['1.00', '5.00', '25.00', '100.00', '500.00'] });
    const dealt = await post('/house/api/deal', { session, bets: { banker: '10.00', tie: '1.00' } });
    expect(dealt.status).toBe(200);
    expect(minor(dealt.body.balance)).toBe(minor('2000.00') - minor('11.00') + minor(dealt.body.win));
    expect((await replayRound(server.db, dealt.body.round_id)).matches).toBe(true);
    const short = await post('/house/api/deal', { session, bets: { player: '2500.00' } });
    expect(short).toEqual({ status: 402, body: { error: 'insufficient_funds', balance: dealt.body.balance } });
  });
});

describe('real play through the signed wallet protocol', () => {
  it('debits each bet and credits each win in the ledger; the rounds add up to the member balance', async () => {
    const m = await playingMember(1_000_000n);
    const state = await post('/house/api/session', { session: m.session });
    expect(state.body).toMatchObject({ demo: false, balance: '10000.00', currency: 'INR' });
    const poolBefore = await pool();
    let expected = 1_000_000n;
    for (let i = 0; i < 25; i++) {
      const result = await post('/house/api/spin', { session: m.session, bet: '10.00' });
      expect(result.status).toBe(200);
      expect(result.body.win_pending).toBe(false);
      expected += minor(result.body.win) - minor(result.body.bet);
      expect(minor(result.body.balance)).toBe(expected);
      expect(await m.main()).toBe(expected);
    }
    const rounds = await server.db.selectFrom('house_rounds').selectAll().where('session_token', '=', m.session).execute();
    expect(rounds).toHaveLength(25);
    expect(rounds.every((r) => r.status === 'settled' && !r.demo)).toBe(true);
    const net = rounds.reduce((sum, r) => sum + r.win + r.jackpot_win - r.bet, 0n);
    expect(await m.main()).toBe(1_000_000n + net);
    // every round is one bet and one win at the platform, under the house's transaction ids
    const moves = await server.db
      .selectFrom('provider_transactions')
      .select(['kind', 'amount', 'round_id', 'status'])
      .where('provider_id', '=', gpId)
      .where('member_id', '=', m.memberId)
      .execute();
    expect(moves.filter((t) => t.kind === 'bet')).toHaveLength(25);
    expect(moves.filter((t) => t.kind === 'win')).toHaveLength(25);
    const platformNet = moves.reduce((sum, t) => sum + (t.kind === 'bet' ? -t.amount : t.amount), 0n);
    expect(platformNet).toBe(net);
    // 1% of every real bet fed the pool, in step with the rounds
    const contributions = rounds.reduce((sum, r) => sum + r.jackpot_contribution, 0n);
    expect(contributions).toBe(25n * 10n);
    expect((await pool()) - poolBefore).toBe(contributions);
    expect(await readBalance(server.db, ledgerAccounts.system('jackpot', 'INR'))).toBe(await pool());
    for (const round of rounds.slice(0, 5)) expect((await replayRound(server.db, round.id)).matches).toBe(true);
  });

  it('plays baccarat for real money', async () => {
    const m = await playingMember(100_000n, 'house-baccarat', 6);
    const dealt = await post('/house/api/deal', { session: m.session, bets: { player: '5.00', player_pair: '1.00' } });
    expect(dealt.status).toBe(200);
    expect(await m.main()).toBe(100_000n - 600n + minor(dealt.body.win));
  });

  it('refuses a bet the member cannot pay and an expired session, storing no round', async () => {
    const poor = await playingMember(100n);
    expect(await post('/house/api/spin', { session: poor.session, bet: '10.00' })).toEqual({
      status: 402,
      body: { error: 'insufficient_funds', balance: '1.00' },
    });
    expect(await server.db.selectFrom('house_rounds').select('id').where('session_token', '=', poor.session).execute()).toEqual(
      [],
    );
    await server.db
      .updateTable('house_sessions')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('token', '=', poor.session)
      .execute();
    expect((await post('/house/api/spin', { session: poor.session, bet: '0.20' })).body).toEqual({ error: 'session_expired' });
    expect(await poor.main()).toBe(100n);
  });
});

describe('failures between bet and win', () => {
  const secret = houseProviderSecret(loadConfig({ NODE_ENV: 'test' }).tokenSecret);
  const realWallet = () => createWalletClient({ code: HOUSE_CODE, secret, walletUrl: server.url });
  const ctxWith = (wallet: WalletClient, rng?: Rng): HouseContext => ({
    db: server.db,
    wallet,
    winRetryDelayMs: 1,
    ...(rng ? { rng } : {}),
  });

  it('retries a win the platform did not confirm and pays it once', async () => {
    const m = await playingMember(100_000n);
    const real = realWallet();
    let failures = 2;
    const flaky: WalletClient = {
      async call(action, body) {
        if (action === 'win' && failures > 0) {
          failures--;
          // the first attempt reaches the platform but its answer is lost; the second does not reach it at all
          if (failures === 1) await real.call(action, body);
          throw new WalletUnavailable('lost');
        }
        return real.call(action, body);
      },
    };
    const result = await spin(ctxWith(flaky), m.session, '2.00');
    expect(result.win_pending).toBe(false);
    expect(await m.main()).toBe(100_000n - 200n + minor(result.win));
  });

  it('leaves an unconfirmed win pending and settles it later', async () => {
    const m = await playingMember(100_000n);
    const real = realWallet();
    const down: WalletClient = {
      async call(action, body) {
        if (action === 'win') throw new WalletUnavailable('down');
        return real.call(action, body);
      },
    };
    const result = await spin(ctxWith(down), m.session, '2.00');
    expect(result.win_pending).toBe(true);
    expect(await m.main()).toBe(100_000n - 200n);
    await server.db
      .updateTable('house_rounds')
      .set({ created_at: new Date(Date.now() - 60_000) })
      .where('id', '=', result.round_id)
      .execute();
    expect(await retryPendingWins(ctxWith(real))).toBeGreaterThanOrEqual(1);
    expect(await m.main()).toBe(100_000n - 200n + minor(result.win));
    const round = await server.db
      .selectFrom('house_rounds')
      .select('status')
      .where('id', '=', result.round_id)
      .executeTakeFirstOrThrow();
    expect(round.status).toBe('settled');
  });

  it('rolls the bet back when its answer is lost', async () => {
    const m = await playingMember(100_000n);
    const real = realWallet();
    const lost: WalletClient = {
      async call(action, body) {
        const answer = await real.call(action, body);
        if (action === 'bet') throw new WalletUnavailable('answer lost');
        return answer;
      },
    };
    await expect(spin(ctxWith(lost), m.session, '2.00')).rejects.toMatchObject({ code: 'wallet_unavailable' });
    expect(await m.main()).toBe(100_000n);
    expect(await server.db.selectFrom('house_rounds').select('id').where('session_token', '=', m.session).execute()).toEqual([]);
  });

  it('keeps a rollback the platform did not confirm and sends it again later', async () => {
    const m = await playingMember(100_000n);
    const real = realWallet();
    const cut: WalletClient = {
      async call(action, body) {
        if (action === 'rollback') throw new WalletUnavailable('down');
        const answer = await real.call(action, body);
        if (action === 'bet') throw new WalletUnavailable('answer lost');
        return answer;
      },
    };
    await expect(spin(ctxWith(cut), m.session, '2.00')).rejects.toMatchObject({ code: 'wallet_unavailable' });
    // the stake is still booked at the platform, and the house remembers it owes a rollback
    expect(await m.main()).toBe(100_000n - 200n);
    const pending = () =>
      server.db.selectFrom('house_pending_rollbacks').selectAll().where('session_token', '=', m.session).execute();
    const [owed] = await pending();
    expect(owed).toMatchObject({ attempts: 1, bet_transaction_id: `${owed?.round_id}-bet` });
    // too recent for the background job; once older it is sent and the stake comes back, once
    expect(await retryPendingRollbacks(ctxWith(real), 60_000)).toBe(0);
    await server.db
      .updateTable('house_pending_rollbacks')
      .set({ created_at: new Date(Date.now() - 120_000) })
      .where('session_token', '=', m.session)
      .execute();
    expect(await retryPendingRollbacks(ctxWith(real))).toBeGreaterThanOrEqual(1);
    expect(await m.main()).toBe(100_000n);
    expect(await pending()).toEqual([]);
    expect(await retryPendingRollbacks(ctxWith(real), 0)).toBe(0);
    expect(await m.main()).toBe(100_000n);
  });

  it('rolls back, once, a bet whose round was never stored (the spin died between bet and round)', async () => {
    const m = await playingMember(100_000n);
    // The spin is held right after the platform confirmed its bet, as a process killed at that point would be.
    let release: () => void = () => undefined;
    let reached: (roundId: string) => void = () => undefined;
    const atCrashPoint = new Promise<string>((resolve) => {
      reached = resolve;
    });
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const afterBet = async (roundId: string) => {
      reached(roundId);
      await held;
    };
    const dying: HouseContext = { ...ctxWith(realWallet()), afterBet };
    const spinning = spin(dying, m.session, '2.00');
    const roundId = await atCrashPoint;
    expect(await m.main()).toBe(100_000n - 200n);

    // Another node's reconciliation job: too young first, then past its grace the stake comes back.
    const otherNode = ctxWith(realWallet());
    expect(await retryPendingRollbacks(otherNode)).toBe(0);
    await server.db
      .updateTable('house_pending_rollbacks')
      .set({ created_at: new Date(Date.now() - 120_000) })
      .where('round_id', '=', roundId)
      .execute();
    const [first, second] = await Promise.all([retryPendingRollbacks(otherNode), retryPendingRollbacks(otherNode)]);
    expect(first + second).toBe(1);
    expect(await m.main()).toBe(100_000n);

    // The held spin wakes up: its round must not be stored or paid, since its bet is gone.
    release();
    await expect(spinning).rejects.toMatchObject({ code: 'wallet_unavailable' });
    expect(await server.db.selectFrom('house_rounds').select('id').where('id', '=', roundId).execute()).toEqual([]);
    expect(await retryPendingRollbacks(otherNode, 0)).toBe(0);
    expect(await m.main()).toBe(100_000n);
    const moves = await server.db
      .selectFrom('provider_transactions')
      .select(['kind', 'status'])
      .where('provider_id', '=', gpId)
      .where('round_id', '=', roundId)
      .orderBy('id')
      .execute();
    expect(moves).toEqual([
      { kind: 'bet', status: 'ok' },
      { kind: 'rollback', status: 'ok' },
    ]);
    expect(await ledgerInvariants(server.db)).toMatchObject({ nonZeroCurrencies: [], drift: 0, unbalanced: 0, negative: 0 });
  });

  it('pays the progressive jackpot through the wallet as part of a win and empties the pool', async () => {
    const m = await playingMember(100_000n);
    const before = await pool();
    expect(before).toBeGreaterThan(0n);
    const jackpotAccount = () => readBalance(server.db, ledgerAccounts.system('jackpot', 'INR'));
    // the bets' contributions went to the platform's jackpot account with the stakes: it holds what the pool shows
    expect(await jackpotAccount()).toBe(before);
    // stops that put the jackpot symbol on the middle row of every reel, then quiet spins
    const jackpotStops = DRAGON_GOLD.reels.map((strip) => (strip.indexOf('jackpot') - 1 + strip.length) % strip.length);
    let draws = 0;
    const rng: Rng = { int: (n) => (draws++ < 5 ? jackpotStops[draws - 1]! : 0) % n };
    const result = await spin(ctxWith(realWallet(), rng), m.session, '2.00');
    expect(result.outcome).toMatchObject({ jackpot: true });
    const jackpot = before + 2n; // the pool with this bet's contribution
    expect(minor(result.jackpot_win)).toBe(jackpot);
    expect(await pool()).toBe(0n);
    expect(await m.main()).toBe(100_000n - 200n + minor(result.win));
    const win = await server.db
      .selectFrom('provider_transactions')
      .select(['amount', 'jackpot_amount'])
      .where('provider_id', '=', gpId)
      .where('transaction_id', '=', `${result.round_id}-win`)
      .executeTakeFirstOrThrow();
    expect(win.jackpot_amount).toBe(jackpot);
    expect(win.amount).toBe(minor(result.win));
    // the jackpot was paid out of the contributions: the account is empty again, as the pool
    expect(await jackpotAccount()).toBe(0n);
    expect((await replayRound(server.db, result.round_id)).matches).toBe(true);
  });
});

async function pool(): Promise<bigint> {
  const row = await sql<{ amount: string }>`
    select coalesce(sum(amount), 0)::text as amount from jackpot_pools where name = ${HOUSE_JACKPOT_POOL} and currency_code = 'INR'`.execute(
    server.db,
  );
  return BigInt(row.rows[0]?.amount ?? '0');
}
