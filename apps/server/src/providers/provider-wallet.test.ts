import { realtimeEvents } from '@casino/contract/realtime.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerAccounts, readBalance } from '../ledger/ledger-accounts.ts';
import { postTransaction } from '../ledger/post-transaction.ts';
import { DEMO_JACKPOT_SEED } from '../seed/demo-data.ts';
import { connectEcho, nextEvent, settle } from '../testing/echo-client.ts';
import { ledgerInvariants } from '../testing/ledger-invariants.ts';
import { createSignedInMember, startTestServer, type TestServer } from '../testing/test-server.ts';
import { callProviderWallet, createFakeSeamlessProvider, type FakeProvider, tokenOfLaunchUrl } from './fake-provider.ts';

/** The seeded provider GPR8 played through a fake seamless provider with its own secret. */
const CODE = 'GPR8';
const SECRET = 'fake-seamless-secret-0123456789';

let server: TestServer;
let provider: FakeProvider;
let gpId: number;
let seq = 0;
let txSeq = 0;

beforeAll(async () => {
  provider = createFakeSeamlessProvider(CODE, SECRET);
  server = await startTestServer({ app: { providers: [provider] } });
  const row = await server.db.selectFrom('game_providers').select('id').where('code', '=', CODE).executeTakeFirstOrThrow();
  gpId = row.id;
});

afterAll(async () => {
  await server?.close();
});

const txId = (label: string) => `${label}-${Date.now()}-${++txSeq}`;

/** An INR member of site 1 with `main` minor units, playing a GPR8 game: its session token as the provider got it. */
async function playingMember(main: bigint) {
  seq += 1;
  const member = await createSignedInMember(server.db, `seam${Date.now() % 1_000_000}${seq}`);
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
  const headers = { authorization: `Bearer ${member.token}` };
  const play = await server.call('/member/game/play1', { gpId, game_type: 2, game_code: 'r8-temple-treasure' }, headers);
  expect(play.body.code).toBe(1000);
  const gameToken = tokenOfLaunchUrl(play.body.data.game_url);
  const call = (action: string, body: Record<string, unknown>, options = {}) =>
    callProviderWallet(server.url, CODE, SECRET, action, { session_token: gameToken, ...body }, options);
  const main$ = () => readBalance(server.db, ledgerAccounts.memberMain(member.memberId, 'INR'));
  return { ...member, gameToken, sessionId: play.body.data.session_id as string, call, main: main$ };
}

describe('seamless wallet endpoint', () => {
  it('answers the balance, takes a bet, pays a win and rolls a bet back, each signed and announced', async () => {
    const m = await playingMember(10_000n);
    const balance = await m.call('balance', {});
    expect(balance).toMatchObject({
      status: 200,
      signedAnswer: true,
      answer: { status: 'ok', balance: '100.00', currency: 'INR' },
    });

    const echo = connectEcho(server.url, m.token);
    try {
      // The wait covers the subscription and the bet: seconds on a loaded machine.
      const cash = nextEvent<{ cash: string }>(
        (cb) => echo.private(`member.${m.memberId}`).listen(`.${realtimeEvents.memberCash}`, cb),
        20_000,
      );
      await settle(echo);
      const bet = await m.call('bet', { transaction_id: txId('bet'), round_id: 'r1', amount: '25.50' });
      expect(bet).toMatchObject({ status: 200, signedAnswer: true, answer: { status: 'ok', balance: '74.50', currency: 'INR' } });
      expect(bet.answer.platform_transaction_id).toMatch(/^\d+$/);
      expect((await cash).cash).toBe('74.50');
    } finally {
      echo.disconnect();
    }

    const win = await m.call('win', { transaction_id: txId('win'), round_id: 'r1', amount: '40' });
    expect(win.answer).toMatchObject({ status: 'ok', balance: '114.50' });

    const bet2 = txId('bet');
    await m.call('bet', { transaction_id: bet2, round_id: 'r2', amount: '10' });
    expect(await m.main()).toBe(10_450n);
    const rollback = await m.call('rollback', { transaction_id: txId('rb'), round_id: 'r2', rolled_back_transaction_id: bet2 });
    expect(rollback.answer).toMatchObject({ status: 'ok', balance: '114.50' });
    expect(await m.main()).toBe(11_450n);

    const jackpotAccount = () => readBalance(server.db, ledgerAccounts.system('jackpot', 'INR'));
    const jackpotBefore = await jackpotAccount();
    const jackpot = await m.call('win', { transaction_id: txId('jp'), round_id: 'r3', amount: '60', jackpot_amount: '50' });
    expect(jackpot.answer).toMatchObject({ status: 'ok', balance: '174.50' });
    expect((await jackpotAccount()) - jackpotBefore).toBe(-5_000n);

    // A bet's jackpot contribution goes to the jackpot account, the rest of the stake to the provider's.
    const provider = () => readBalance(server.db, ledgerAccounts.system(`provider:${gpId}`, 'INR'));
    const providerBefore = await provider();
    const fed = await m.call('bet', { transaction_id: txId('bet'), round_id: 'r5', amount: '20', jackpot_contribution: '0.20' });
    expect(fed.answer).toMatchObject({ status: 'ok', balance: '154.50' });
    expect((await jackpotAccount()) - jackpotBefore).toBe(-5_000n + 20n);
    expect((await provider()) - providerBefore).toBe(1_980n);
    const overFed = await m.call('bet', { transaction_id: txId('bet'), round_id: 'r6', amount: '1', jackpot_contribution: '2' });
    expect(overFed.answer).toMatchObject({ status: 'invalid_request', balance: '154.50' });

    const tooBig = await m.call('bet', { transaction_id: txId('bet'), round_id: 'r4', amount: '154.51' });
    expect(tooBig.answer).toMatchObject({ status: 'insufficient_funds', balance: '154.50' });
    expect(await m.main()).toBe(15_450n);
    expect(await ledgerInvariants(server.db)).toMatchObject({ nonZeroCurrencies: [], drift: 0, unbalanced: 0, negative: 0 });
  });

  it('answers a replayed bet, win and rollback the same and moves money once; another body under an id is refused', async () => {
    const m = await playingMember(5_000n);
    const bet = { transaction_id: txId('bet'), round_id: 'r1', amount: '10' };
    const first = await m.call('bet', bet);
    const again = await Promise.all([m.call('bet', bet), m.call('bet', bet), m.call('bet', bet)]);
    for (const replay of again) expect(replay.answer).toEqual(first.answer);
    expect(await m.main()).toBe(4_000n);

    const win = { transaction_id: txId('win'), round_id: 'r1', amount: '5' };
    const won = await m.call('win', win);
    expect((await m.call('win', win)).answer).toEqual(won.answer);
    expect(await m.main()).toBe(4_500n);

    const rollback = { transaction_id: txId('rb'), round_id: 'r1', rolled_back_transaction_id: bet.transaction_id };
    const rolled = await m.call('rollback', rollback);
    expect((await m.call('rollback', rollback)).answer).toEqual(rolled.answer);
    // A second rollback of the same bet under another id gives nothing back again.
    const other = await m.call('rollback', { ...rollback, transaction_id: txId('rb') });
    expect(other.answer.status).toBe('ok');
    expect(await m.main()).toBe(5_500n);

    const dup = await m.call('bet', { ...bet, amount: '11' });
    expect(dup.answer).toMatchObject({ status: 'duplicate_transaction', balance: '55.00' });
    const crossKind = await m.call('win', { transaction_id: bet.transaction_id, round_id: 'r1', amount: '10' });
    expect(crossKind.answer.status).toBe('duplicate_transaction');
    expect(await m.main()).toBe(5_500n);
  });

  it('refuses a bet whose rollback came first, and takes a win before its bet', async () => {
    const m = await playingMember(3_000n);
    const lost = txId('bet');
    const early = await m.call('rollback', { transaction_id: txId('rb'), round_id: 'r1', rolled_back_transaction_id: lost });
    expect(early.answer).toMatchObject({ status: 'ok', balance: '30.00' });
    const late = await m.call('bet', { transaction_id: lost, round_id: 'r1', amount: '10' });
    expect(late.answer).toMatchObject({ status: 'transaction_rolled_back', balance: '30.00' });
    expect(await m.main()).toBe(3_000n);

    const betId = txId('bet');
    const win = await m.call('win', { transaction_id: txId('win'), round_id: 'r2', amount: '7', bet_transaction_id: betId });
    expect(win.answer).toMatchObject({ status: 'ok', balance: '37.00' });
    const bet = await m.call('bet', { transaction_id: betId, round_id: 'r2', amount: '2' });
    expect(bet.answer).toMatchObject({ status: 'ok', balance: '35.00' });
  });

  it('settles a bet racing its own rollback either way, never both', async () => {
    const m = await playingMember(2_000n);
    const races = await Promise.all(
      Array.from({ length: 10 }, async (_, i) => {
        const bet = txId(`race${i}`);
        const [placed, rolled] = await Promise.all([
          m.call('bet', { transaction_id: bet, round_id: `r${i}`, amount: '1' }),
          m.call('rollback', { transaction_id: txId(`rb${i}`), round_id: `r${i}`, rolled_back_transaction_id: bet }),
        ]);
        return { bet: placed.answer.status, rollback: rolled.answer.status };
      }),
    );
    for (const race of races) {
      expect(race.rollback).toBe('ok');
      expect(['ok', 'transaction_rolled_back']).toContain(race.bet);
    }
    // Every stake came back or was never taken.
    expect(await m.main()).toBe(2_000n);
  });

  it('refuses forged, tampered and stale calls with 401 and moves nothing', async () => {
    const m = await playingMember(2_000n);
    const body = { transaction_id: txId('bet'), round_id: 'r1', amount: '10' };
    const forged = await m.call('bet', body, { signWith: 'someone-elses-secret-000000' });
    expect(forged.status).toBe(401);
    expect(forged.answer.status).toBe('invalid_signature');
    const tampered = await m.call('bet', body, { tamper: (raw: string) => raw.replace('"10"', '"1"') });
    expect(tampered.status).toBe(401);
    const stale = await m.call('bet', body, { now: Date.now() - 6 * 60_000 });
    expect(stale.status).toBe(401);
    const future = await m.call('bet', body, { now: Date.now() + 6 * 60_000 });
    expect(future.status).toBe(401);
    const unsigned = await fetch(`${server.url}/api/provider/${CODE}/wallet/bet`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ session_token: m.gameToken, ...body }),
    });
    expect(unsigned.status).toBe(401);
    expect(await m.main()).toBe(2_000n);
    const rows = await server.db
      .selectFrom('provider_transactions')
      .select('id')
      .where('transaction_id', '=', body.transaction_id)
      .execute();
    expect(rows).toHaveLength(0);
    // The same call, signed, then goes through.
    expect((await m.call('bet', body)).answer.status).toBe('ok');
  });

  it('refuses malformed calls, unknown providers and unknown sessions', async () => {
    const m = await playingMember(1_000n);
    const malformed = await m.call('bet', { transaction_id: txId('bet'), round_id: 'r1', amount: '-5' });
    expect(malformed).toMatchObject({ status: 400, answer: { status: 'invalid_request' } });
    const badAction = await m.call('refund', { transaction_id: txId('x') });
    expect(badAction.status).toBe(404);
    const unknownProvider = await callProviderWallet(server.url, 'GPXX', SECRET, 'balance', { session_token: m.gameToken });
    expect(unknownProvider.status).toBe(404);
    const unknownSession = await callProviderWallet(server.url, CODE, SECRET, 'bet', {
      session_token: 'no-such-session',
      transaction_id: txId('bet'),
      round_id: 'r1',
      amount: '1',
    });
    expect(unknownSession.answer.status).toBe('invalid_session');
    expect(await m.main()).toBe(1_000n);
  });

  it('takes wins and rollbacks after the session expired or ended, but no bets', async () => {
    const m = await playingMember(5_000n);
    const bet = txId('bet');
    await m.call('bet', { transaction_id: bet, round_id: 'r1', amount: '20' });
    await server.db
      .updateTable('game_sessions')
      .set({ expires_at: new Date(Date.now() - 1_000) })
      .where('id', '=', m.sessionId)
      .execute();
    const refused = await m.call('bet', { transaction_id: txId('bet'), round_id: 'r2', amount: '1' });
    expect(refused.answer).toMatchObject({ status: 'invalid_session', balance: '30.00' });
    const win = await m.call('win', { transaction_id: txId('win'), round_id: 'r1', amount: '15' });
    expect(win.answer).toMatchObject({ status: 'ok', balance: '45.00' });
    const rollback = await m.call('rollback', { transaction_id: txId('rb'), round_id: 'r1', rolled_back_transaction_id: bet });
    expect(rollback.answer).toMatchObject({ status: 'ok', balance: '65.00' });

    // Left through leave1: the session has ended; a late win is still paid, a bet is not taken.
    const n = await playingMember(1_000n);
    const left = await server.call('/member/game/leave1', { session_id: n.sessionId }, { authorization: `Bearer ${n.token}` });
    expect(left.body).toMatchObject({ code: 1000, data: { main_cash: '10.00' } });
    expect((await n.call('bet', { transaction_id: txId('bet'), round_id: 'r1', amount: '1' })).answer.status).toBe(
      'invalid_session',
    );
    expect((await n.call('win', { transaction_id: txId('win'), round_id: 'r0', amount: '1' })).answer.status).toBe('ok');
    expect(await n.main()).toBe(1_100n);
  });

  it('never overdraws a member under 20 parallel bets', async () => {
    const m = await playingMember(1_000n);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => m.call('bet', { transaction_id: txId(`par${i}`), round_id: 'r1', amount: '1' })),
    );
    const statuses = answers.map((a) => a.answer.status);
    expect(statuses.filter((s) => s === 'ok')).toHaveLength(10);
    expect(statuses.filter((s) => s === 'insufficient_funds')).toHaveLength(10);
    expect(await m.main()).toBe(0n);
    expect(await ledgerInvariants(server.db)).toMatchObject({ nonZeroCurrencies: [], drift: 0, unbalanced: 0, negative: 0 });
  });

  it('answers bets and wins of many members at the same moment each as alone, and replays each as first answered', async () => {
    // Calls arriving together share one statement (wallet-batch.ts); every one of them is still its own call.
    const members = await Promise.all(Array.from({ length: 8 }, () => playingMember(1_000n)));
    const short = await playingMember(50n);
    const bets = members.map(() => ({ transaction_id: txId('many-bet'), round_id: txId('many-round'), amount: '4.00' }));
    const shortBet = { transaction_id: txId('short-bet'), round_id: 'short', amount: '0.60' };
    const betAnswers = await Promise.all([
      ...members.map((m, i) => m.call('bet', bets[i] as Record<string, unknown>)),
      short.call('bet', shortBet),
    ]);
    for (const answer of betAnswers.slice(0, -1)) {
      expect(answer).toMatchObject({
        status: 200,
        signedAnswer: true,
        answer: { status: 'ok', balance: '6.00', currency: 'INR' },
      });
      expect(answer.answer.platform_transaction_id).toMatch(/^\d+$/);
    }
    expect(betAnswers.at(-1)?.answer).toMatchObject({ status: 'insufficient_funds', balance: '0.50' });

    // Half win (one from the jackpot), half lose (a zero win closes the round and moves nothing).
    const wins = members.map((_, i) => ({
      transaction_id: txId('many-win'),
      round_id: bets[i]?.round_id as string,
      bet_transaction_id: bets[i]?.transaction_id as string,
      amount: i % 2 === 0 ? '0' : '12.34',
      ...(i === 1 ? { jackpot_amount: '2.34' } : {}),
    }));
    const winAnswers = await Promise.all(members.map((m, i) => m.call('win', wins[i] as Record<string, unknown>)));
    for (const [i, answer] of winAnswers.entries()) {
      expect(answer.signedAnswer).toBe(true);
      expect(answer.answer).toMatchObject({ status: 'ok', balance: i % 2 === 0 ? '6.00' : '18.34', currency: 'INR' });
      expect('platform_transaction_id' in answer.answer).toBe(i % 2 === 1);
      expect(await members[i]?.main()).toBe(i % 2 === 0 ? 600n : 1_834n);
    }

    // Every call was claimed once with what it moved; a replay gets the first answer again and moves nothing.
    const claims = await server.db
      .selectFrom('provider_transactions')
      .select(['transaction_id', 'kind', 'status', 'amount', 'jackpot_amount', 'related_transaction_id', 'member_id'])
      .where('provider_id', '=', gpId)
      .where(
        'transaction_id',
        'in',
        [...bets, ...wins].map((c) => c.transaction_id),
      )
      .execute();
    expect(claims).toHaveLength(16);
    const win1 = claims.find((c) => c.transaction_id === wins[1]?.transaction_id);
    expect(win1).toMatchObject({ kind: 'win', status: 'ok', amount: 1_234n, jackpot_amount: 234n });
    expect(win1?.related_transaction_id).toBe(bets[1]?.transaction_id);
    expect(claims.find((c) => c.transaction_id === wins[0]?.transaction_id)).toMatchObject({ amount: 0n, status: 'ok' });
    const replays = await Promise.all([
      ...members.map((m, i) => m.call('bet', bets[i] as Record<string, unknown>)),
      ...members.map((m, i) => m.call('win', wins[i] as Record<string, unknown>)),
    ]);
    for (const [i, replay] of replays.entries())
      expect(replay.answer).toEqual((i < 8 ? betAnswers[i] : winAnswers[i - 8])?.answer);
    for (const [i, m] of members.entries()) expect(await m.main()).toBe(i % 2 === 0 ? 600n : 1_834n);
    expect(await ledgerInvariants(server.db)).toMatchObject({ nonZeroCurrencies: [], drift: 0, unbalanced: 0, negative: 0 });
  });

  it('keeps provider transactions that add up to the ledger movements', async () => {
    const rows = await server.db
      .selectFrom('provider_transactions')
      .select(['kind', 'amount', 'jackpot_amount', 'ledger_transaction_id', 'status', 'member_id'])
      .where('provider_id', '=', gpId)
      .execute();
    expect(rows.length).toBeGreaterThan(20);
    // Bets take from the member into provider:{gp_id} (their jackpot contribution into jackpot), each into the
    // member's shard of it (readBalance sums the shards); wins pay from it
    // (their jackpot part from jackpot); rollbacks give the stake back from both.
    let toMembers = 0n;
    let toJackpot = 0n;
    for (const row of rows) {
      if (row.ledger_transaction_id === null) {
        expect(row.amount === 0n || row.status !== 'ok').toBe(true);
        continue;
      }
      expect(row.status).toBe('ok');
      const postings = await server.db
        .selectFrom('ledger_postings as p')
        .innerJoin('ledger_accounts as a', 'a.id', 'p.account_id')
        .select(['a.code', 'p.amount'])
        .where('p.transaction_id', '=', row.ledger_transaction_id)
        .execute();
      const toMember = postings.find((p) => p.code === `member:${row.member_id}:main`)?.amount;
      const signed = row.kind === 'bet' ? -row.amount : row.amount;
      expect(toMember).toBe(signed);
      toMembers += signed;
      // The jackpot account is kept in shards (`jackpot`, `jackpot#1`, ...): a movement uses the member's one.
      const jackpotPart = postings.find((p) => p.code === 'jackpot' || p.code.startsWith('jackpot#'))?.amount ?? 0n;
      if (row.kind === 'win') expect(jackpotPart).toBe(-row.jackpot_amount);
      toJackpot += jackpotPart;
    }
    expect(await readBalance(server.db, ledgerAccounts.system(`provider:${gpId}`, 'INR'))).toBe(-toMembers - toJackpot);
    // the account also holds the seed money of the demo's jackpot pool (funded from promotions, not by a provider)
    expect(await readBalance(server.db, ledgerAccounts.system('jackpot', 'INR'))).toBe((DEMO_JACKPOT_SEED.INR ?? 0n) + toJackpot);
    expect(toJackpot).not.toBe(0n);
  });

  it('refuses wallet calls on a demo session', async () => {
    const demo = await server.call('/demo/play', {
      site_id: 1,
      currency: 'INR',
      gp_id: gpId,
      game_type: 2,
      game_code: 'r8-neon-nights',
    });
    expect(demo.body.code).toBe(1000);
    const token = tokenOfLaunchUrl(demo.body.data.game_url);
    expect(provider.launches.at(-1)).toMatchObject({ demo: true, gameCode: 'r8-neon-nights' });
    const balance = await callProviderWallet(server.url, CODE, SECRET, 'balance', { session_token: token });
    expect(balance.answer.status).toBe('invalid_session');
    const bet = await callProviderWallet(server.url, CODE, SECRET, 'bet', {
      session_token: token,
      transaction_id: txId('demo'),
      round_id: 'r1',
      amount: '1',
    });
    expect(bet.answer.status).toBe('invalid_session');
  });
});
