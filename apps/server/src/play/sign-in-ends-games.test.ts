import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, createApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { type DatabaseHandle, openDatabase } from '../db/database.ts';
import { HOUSE_CODE } from '../house/house-config.ts';
import { ledgerAccounts, readBalance } from '../ledger/ledger-accounts.ts';
import { postTransaction } from '../ledger/post-transaction.ts';
import { LIVE_DRAGON_TIGER } from '../live/live-games.ts';
import { endSessions } from '../members/revoke-session.ts';
import { findSessionByToken, rotateIfDue } from '../members/session-tokens.ts';
import { openGameSession, SignInEnded } from '../providers/game-sessions.ts';
import { freshAddress, loginAs, register } from '../testing/accounts-helpers.ts';
import { ledgerInvariants } from '../testing/ledger-invariants.ts';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { createSignedInMember, startTestServer, type TestServer } from '../testing/test-server.ts';
import { VIRTUAL_FOOTBALL_CODE, VIRTUAL_SPORTS_TYPE } from '../virtuals/virtual-config.ts';

/**
 * A game session lives no longer than the member's sign-in that opened it: logout, a new login and a password change
 * end every game the sign-in opened (slots, tables, live tables, virtual sports), in the database, so that every node
 * refuses their bets at once, and the game's own calls answer `session_ended` for the page to say so.
 */
let server: TestServer;
let gpId: number;
let seq = 0;

beforeAll(async () => {
  server = await startTestServer({ env: { TRUST_PROXY: '1' } });
  gpId = (await server.db.selectFrom('game_providers').select('id').where('code', '=', HOUSE_CODE).executeTakeFirstOrThrow()).id;
});

afterAll(async () => {
  await server?.close();
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function fund(memberId: number, amount: bigint) {
  await postTransaction(server.db, server.db, {
    key: `fund:${memberId}:${amount}:${seq}`,
    kind: 'deposit',
    postings: [
      { account: ledgerAccounts.system('gateway:test', 'INR'), amount: -amount },
      { account: ledgerAccounts.memberMain(memberId, 'INR'), amount },
    ],
  });
}

async function funded(main = 100_000n) {
  seq += 1;
  const member = await createSignedInMember(server.db, `endg${Date.now() % 1_000_000}${seq}`);
  await fund(member.memberId, main);
  return { ...member, main: () => readBalance(server.db, ledgerAccounts.memberMain(member.memberId, 'INR')) };
}

/** play1 with the token: the house's session token of the launched game. */
async function play(token: string, gameCode = 'house-dragon-gold', gameType = 2, base = server.url, provider = gpId) {
  const response = await fetch(`${base}/api/member/game/play1`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...bearer(token) },
    body: JSON.stringify({ gpId: provider, game_type: gameType, game_code: gameCode, lobby_url: '/close' }),
  });
  const body = (await response.json()) as { code: number; data: { game_url: string } };
  expect(body.code, JSON.stringify(body)).toBe(1000);
  return new URL(body.data.game_url as string, base).searchParams.get('session') ?? '';
}

async function house(path: string, body: unknown, base = server.url): Promise<{ status: number; body: any }> {
  const response = await fetch(`${base}/house/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

const spin = (session: string, base = server.url) => house('spin', { session, bet: '2.00' }, base);

async function logout(token: string) {
  const reply = await server.call('/logout', {}, bearer(token));
  expect(reply.body.code).toBe(1000);
}

describe('ending a sign-in ends the games it opened', () => {
  it('logout: the slot refuses the next spin with session_ended and moves no money; the page says so', async () => {
    const m = await funded();
    const session = await play(m.token);
    expect((await spin(session)).status).toBe(200);
    const before = await m.main();

    await logout(m.token);
    const refused = await spin(session);
    expect(refused).toEqual({ status: 401, body: { error: 'session_ended' } });
    expect(await m.main()).toBe(before);
    // The game page's own read of the session says the same.
    expect(await house('session', { session })).toEqual({ status: 401, body: { error: 'session_ended' } });
    const open = await server.db
      .selectFrom('game_sessions')
      .select('id')
      .where('member_id', '=', m.memberId)
      .where('ended_at', 'is', null)
      .execute();
    expect(open).toEqual([]);
  });

  it('logout ends live tables, virtual sports, table games and baccarat alike', async () => {
    const games: [string, number, (session: string) => Promise<{ status: number; body: any }>][] = [
      [LIVE_DRAGON_TIGER, 3, (session) => house('live/state', { session })],
      [VIRTUAL_FOOTBALL_CODE, VIRTUAL_SPORTS_TYPE, (session) => house('virtual/state', { session, balance: true })],
      ['house-sic-bo', 6, (session) => house('table/session', { session })],
      ['house-baccarat', 6, (session) => house('deal', { session, bets: { player: '1.00' } })],
    ];
    for (const [code, type, call] of games) {
      const m = await funded();
      const session = await play(m.token, code, type);
      expect((await call(session)).status, code).toBe(200);
      await logout(m.token);
      expect(await call(session), code).toEqual({ status: 401, body: { error: 'session_ended' } });
    }
  });

  it('a new login (single-session rule) ends the games of the sign-in it replaces', async () => {
    const { reply, account, password } = await register(server, {}, freshAddress());
    expect(reply.body.code).toBe(1000);
    const memberId = reply.body.data.member_id as number;
    await fund(memberId, 50_000n);
    const session = await play(reply.body.data.token as string);
    expect((await spin(session)).status).toBe(200);

    const login = await loginAs(server, account, password);
    expect(login.body.code).toBe(1000);
    expect(await spin(session)).toEqual({ status: 401, body: { error: 'session_ended' } });
    // The new sign-in plays on.
    const again = await play(login.body.data.token as string);
    expect((await spin(again)).status).toBe(200);
  });

  it('a password change ends every game of the member, those of the session that changed it included', async () => {
    const { reply, account, password } = await register(server, {}, freshAddress());
    expect(reply.body.code).toBe(1000);
    const token = reply.body.data.token as string;
    await fund(reply.body.data.member_id as number, 50_000n);
    const session = await play(token);
    expect((await spin(session)).status).toBe(200);

    const changed = await server.call(
      '/member/profile/edit_password',
      { type: 1, old_password: password, password: 'newpass77', check_password: 'newpass77' },
      bearer(token),
    );
    expect(changed.body.code).toBe(1000);
    expect(await spin(session)).toEqual({ status: 401, body: { error: 'session_ended' } });
    // The session that changed it is still signed in and may open the game again.
    expect((await spin(await play(token))).status).toBe(200);
    expect((await loginAs(server, account, 'newpass77')).body.code).toBe(1000);
  });

  it('a game opened before a token rotation ends with the sign-in, whichever of its tokens signs out', async () => {
    const m = await funded();
    const session = await play(m.token);
    const current = await findSessionByToken(server.db, m.token);
    // A call past half the session's life hands out a new token; the old one is kept for a short grace.
    const renewed = await rotateIfDue(server.db, current!, 3_600_000, Date.now() + 2_000_000);
    expect(renewed).toBeTruthy();
    const fresh = await findSessionByToken(server.db, renewed!);
    expect(fresh?.loginId).toBe(current?.loginId);

    await logout(renewed!);
    expect(await spin(session)).toEqual({ status: 401, body: { error: 'session_ended' } });
    // The replaced token, still in its grace, ended with its sign-in.
    expect(await findSessionByToken(server.db, m.token)).toBeUndefined();
  });

  it('opens no game for a member session that has ended', async () => {
    const m = await funded();
    const signedIn = await findSessionByToken(server.db, m.token);
    await endSessions(
      { db: server.db, realtime: { endSessions: () => {} } },
      { memberId: m.memberId, only: signedIn!.sessionId },
    );
    await expect(
      openGameSession(server.db, {
        memberId: m.memberId,
        providerId: gpId,
        gameCode: 'house-dragon-gold',
        gameType: 2,
        currency: 'INR',
        demo: false,
        signIn: { sessionId: signedIn!.sessionId, loginId: signedIn!.loginId },
      }),
    ).rejects.toBeInstanceOf(SignInEnded);
  });

  it("another member's logout leaves a member's game alone", async () => {
    const a = await funded();
    const b = await funded();
    const session = await play(a.token);
    await logout(b.token);
    expect((await spin(session)).status).toBe(200);
  });
});

describe('on every node', () => {
  let database: TestDatabase;
  let secondHandle: DatabaseHandle | undefined;
  const nodes: App[] = [];
  const urls: string[] = [];

  async function startNode(handle: DatabaseHandle) {
    const config = loadConfig({
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      WEB_DIST_DIR: '/nonexistent-web-build',
      KEEP_ALIVE_TIMEOUT_MS: '65000',
    });
    const app = await createApp(config, handle);
    await app.listen();
    nodes.push(app);
    urls.push(`http://127.0.0.1:${(app.http.server.address() as AddressInfo).port}`);
  }

  beforeAll(async () => {
    database = await createTestDatabase({ seeded: true });
    await startNode(database.handle);
    // On PostgreSQL the second node has a connection pool of its own, so that none of its caches is shared.
    secondHandle = database.url ? await openDatabase({ databaseUrl: database.url }) : undefined;
    await startNode(secondHandle ?? database.handle);
  });

  afterAll(async () => {
    for (const node of nodes) await node.close();
    await secondHandle?.close();
    await database?.drop();
  });

  it('a logout on one node ends the game on the other, which had read the session', async () => {
    const [first, second] = urls as [string, string];
    const db = database.handle.db;
    const m = await createSignedInMember(db, `endn${Date.now() % 1_000_000}`);
    await postTransaction(db, db, {
      key: `fund:${m.memberId}`,
      kind: 'deposit',
      postings: [
        { account: ledgerAccounts.system('gateway:test', 'INR'), amount: -50_000n },
        { account: ledgerAccounts.memberMain(m.memberId, 'INR'), amount: 50_000n },
      ],
    });
    const houseId = (await db.selectFrom('game_providers').select('id').where('code', '=', HOUSE_CODE).executeTakeFirstOrThrow())
      .id;
    const session = await play(m.token, 'house-dragon-gold', 2, second, houseId);
    // Spins on the second node: it has read (and keeps) the game's session.
    expect((await spin(session, second)).status).toBe(200);
    expect((await spin(session, second)).status).toBe(200);
    const out = await fetch(`${first}/api/logout`, { method: 'POST', headers: bearer(m.token) });
    expect(((await out.json()) as { code: number }).code).toBe(1000);
    expect(await spin(session, second)).toEqual({ status: 401, body: { error: 'session_ended' } });
    expect(await ledgerInvariants(db)).toMatchObject({ nonZeroCurrencies: [], drift: 0, unbalanced: 0, negative: 0 });
  });
});

describe('a logout racing spins', () => {
  it('leaves the ledger balanced: every spin before it is booked whole, none after it moves money', async () => {
    const m = await funded(1_000_000n);
    const session = await play(m.token);
    const results: { status: number; startedAt: number }[] = [];
    let loggedOutAt = Number.POSITIVE_INFINITY;
    // The logout is sent once six spins are booked (not after a timer, which a slow machine can outrun either way),
    // so it always lands in the middle of the spins.
    let startLogout!: () => void;
    const sixBooked = new Promise<void>((resolve) => {
      startLogout = resolve;
    });
    const spinner = async () => {
      for (let i = 0; i < 12; i += 1) {
        const startedAt = Date.now();
        const reply = await spin(session);
        results.push({ status: reply.status, startedAt });
        if (results.filter((r) => r.status === 200).length >= 6) startLogout();
      }
    };
    const logoutMidway = (async () => {
      await sixBooked;
      await logout(m.token);
      loggedOutAt = Date.now();
    })();
    await Promise.all([spinner(), spinner(), spinner(), spinner(), logoutMidway]);

    expect(
      results.filter((r) => r.status !== 200 && r.status !== 401),
      'only booked or refused spins',
    ).toEqual([]);
    expect(results.filter((r) => r.status === 200).length, 'spins booked before the logout').toBeGreaterThanOrEqual(6);
    expect(
      results.filter((r) => r.startedAt > loggedOutAt && r.status === 200),
      'spins booked after the logout',
    ).toEqual([]);
    expect(
      results.some((r) => r.status === 401),
      'spins refused after the logout',
    ).toBe(true);
    expect(await spin(session)).toEqual({ status: 401, body: { error: 'session_ended' } });

    // Every accepted bet has its round stored and its win booked once; nothing is left pending.
    const rounds = await server.db.selectFrom('house_rounds').select(['status']).where('session_token', '=', session).execute();
    expect(rounds.length).toBe(results.filter((r) => r.status === 200).length);
    expect(
      rounds.filter((r) => r.status !== 'settled'),
      'rounds left unsettled',
    ).toEqual([]);
    const bets = await server.db
      .selectFrom('provider_transactions')
      .select(['kind', 'status', 'amount'])
      .where('member_id', '=', m.memberId)
      .where('kind', '=', 'bet')
      .where('status', '=', 'ok')
      .execute();
    expect(bets.length).toBe(rounds.length);
    const pending = await server.db
      .selectFrom('house_pending_rollbacks')
      .select('round_id')
      .where('session_token', '=', session)
      .execute();
    expect(pending).toEqual([]);
    expect(await ledgerInvariants(server.db)).toMatchObject({ nonZeroCurrencies: [], drift: 0, unbalanced: 0, negative: 0 });
  });
});
