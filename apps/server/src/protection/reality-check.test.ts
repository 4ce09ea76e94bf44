import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOUSE_CODE } from '../house/house-config.ts';
import { ledgerAccounts, readBalance } from '../ledger/ledger-accounts.ts';
import { postTransaction } from '../ledger/post-transaction.ts';
import { issueSessionToken } from '../members/session-tokens.ts';
import { ledgerInvariants } from '../testing/ledger-invariants.ts';
import { createSignedInMember, startTestServer, type TestServer } from '../testing/test-server.ts';

/**
 * The reality check (docs/decisions/0080) over HTTP: the net result is the wins less the stakes of the member's real
 * slot spins since the sign-in began (deposits and play of an earlier sign-in left out), a renewed token keeps its
 * sign-in's start, the interval is the member's own, and bad input is refused without changing anything.
 */
let server: TestServer;
let gpId: number;
let seq = 0;

beforeAll(async () => {
  server = await startTestServer();
  gpId = (await server.db.selectFrom('game_providers').select('id').where('code', '=', HOUSE_CODE).executeTakeFirstOrThrow()).id;
}, 60_000);

afterAll(async () => {
  await server?.close();
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function fundedMember() {
  seq += 1;
  const member = await createSignedInMember(server.db, `rchk${Date.now() % 1_000_000}${seq}`);
  await postTransaction(server.db, server.db, {
    key: `fund:reality:${member.memberId}`,
    kind: 'deposit',
    postings: [
      { account: ledgerAccounts.system('gateway:test', 'INR'), amount: -100_000n },
      { account: ledgerAccounts.memberMain(member.memberId, 'INR'), amount: 100_000n },
    ],
  });
  return { ...member, main: () => readBalance(server.db, ledgerAccounts.memberMain(member.memberId, 'INR')) };
}

async function launch(token: string) {
  const play = await server.call(
    '/member/game/play1',
    { gpId, game_type: 2, game_code: 'house-dragon-gold', lobby_url: '/close' },
    bearer(token),
  );
  expect(play.body.code, JSON.stringify(play.body)).toBe(1000);
  return new URL(play.body.data.game_url as string, server.url).searchParams.get('session') ?? '';
}

async function spins(session: string, count: number) {
  for (let i = 0; i < count; i += 1) {
    const response = await fetch(`${server.url}/house/api/spin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ session, bet: '2.00' }),
    });
    expect(response.status).toBe(200);
  }
}

/** Minor units of INR (2 decimals) as the API writes them. */
const inr = (minor: bigint) =>
  `${minor < 0n ? '-' : ''}${(minor < 0n ? -minor : minor) / 100n}.${String((minor < 0n ? -minor : minor) % 100n).padStart(2, '0')}`;

async function realityCheck(token: string) {
  const reply = await server.call('/member/protection/reality-check', {}, bearer(token));
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.data as {
    signed_in_at: number;
    minutes_played: number;
    net_result: string;
    currency: string;
    interval_minutes: number;
  };
}

describe('reality check', () => {
  it('counts wins less stakes of the real spins since the sign-in, and only those', async () => {
    const member = await fundedMember();
    const signIn = await server.db
      .selectFrom('member_sessions')
      .select('created_at')
      .where('member_id', '=', member.memberId)
      .executeTakeFirstOrThrow();

    // Nothing played yet: the deposit is not play.
    expect(await realityCheck(member.token)).toEqual({
      signed_in_at: new Date(signIn.created_at).getTime(),
      minutes_played: 0,
      net_result: '0.00',
      currency: 'INR',
      interval_minutes: 60,
    });

    const funded = await member.main();
    await spins(await launch(member.token), 12);
    const afterFirst = await member.main();
    // Real stakes went through the ledger: twelve bets on the main wallet.
    const bets = await server.db
      .selectFrom('ledger_postings as p')
      .innerJoin('ledger_accounts as a', 'a.id', 'p.account_id')
      .innerJoin('ledger_transactions as t', 't.id', 'p.transaction_id')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('a.code', '=', ledgerAccounts.memberMain(member.memberId, 'INR').code)
      .where('t.kind', '=', 'bet')
      .executeTakeFirstOrThrow();
    expect(Number(bets.n)).toBe(12);
    expect((await realityCheck(member.token)).net_result).toBe(inr(afterFirst - funded));

    // A new sign-in of the same member counts from its own start: the spins above are not in it.
    const second = await issueSessionToken(server.db, member.memberId, 3_600_000);
    expect((await realityCheck(second)).net_result).toBe('0.00');
    await spins(await launch(second), 8);
    const afterSecond = await member.main();
    const secondCheck = await realityCheck(second);
    expect(secondCheck.net_result).toBe(inr(afterSecond - afterFirst));
    expect(secondCheck.signed_in_at).toBeGreaterThan(new Date(signIn.created_at).getTime());

    // A renewed token of the first sign-in keeps that sign-in's start and counts both sign-ins' play since then.
    const firstLogin = await server.db
      .selectFrom('member_sessions')
      .select('id')
      .where('member_id', '=', member.memberId)
      .where('login_id', 'is', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const renewed = await issueSessionToken(server.db, member.memberId, 3_600_000, { udid: '', ip: '' }, firstLogin.id);
    const renewedCheck = await realityCheck(renewed);
    expect(renewedCheck.signed_in_at).toBe(new Date(signIn.created_at).getTime());
    expect(renewedCheck.net_result).toBe(inr(afterSecond - funded));

    await ledgerInvariants(server.db);
  });

  it('reads the minutes played from the sign-in start', async () => {
    const member = await fundedMember();
    await server.db
      .updateTable('member_sessions')
      .set({ created_at: new Date(Date.now() - 47 * 60_000 - 5_000) })
      .where('member_id', '=', member.memberId)
      .execute();
    expect((await realityCheck(member.token)).minutes_played).toBe(47);
  });

  it("sets the member's own interval, refuses one not offered, and needs a member's token", async () => {
    const member = await fundedMember();
    const other = await fundedMember();
    const set = (token: string, body: unknown) => server.call('/member/protection/reality-check/set', body, bearer(token));

    const reply = await set(member.token, { interval_minutes: 30 });
    expect(reply.status).toBe(200);
    expect(reply.body.data.interval_minutes).toBe(30);
    expect((await realityCheck(member.token)).interval_minutes).toBe(30);
    expect((await set(member.token, { interval_minutes: 120 })).body.data.interval_minutes).toBe(120);
    // Another member's setting is theirs alone.
    expect((await realityCheck(other.token)).interval_minutes).toBe(60);

    for (const bad of [
      { interval_minutes: 17 },
      { interval_minutes: 0 },
      { interval_minutes: '30' },
      {},
      { interval_minutes: 2 ** 40 },
    ]) {
      const refused = await set(member.token, bad);
      expect(refused.status, JSON.stringify(bad)).toBe(400);
      expect(refused.body.data.fields).toHaveProperty('interval_minutes');
    }
    expect((await realityCheck(member.token)).interval_minutes).toBe(120);

    for (const path of ['/member/protection/reality-check', '/member/protection/reality-check/set']) {
      expect((await server.call(path, { interval_minutes: 15 })).status).toBe(401);
      expect((await server.call(path, { interval_minutes: 15 }, bearer('not-a-token'))).status).toBe(401);
    }
    expect((await realityCheck(member.token)).interval_minutes).toBe(120);
  });
});
