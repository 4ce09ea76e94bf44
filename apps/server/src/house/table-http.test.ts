import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerAccounts, readBalance } from '../ledger/ledger-accounts.ts';
import { postTransaction } from '../ledger/post-transaction.ts';
import { fakeGamesBuild } from '../testing/games-build.ts';
import { ledgerInvariants } from '../testing/ledger-invariants.ts';
import { createSignedInMember, startTestServer, type TestServer } from '../testing/test-server.ts';
import { parseCard } from './baccarat.ts';
import { scriptBlackjackCards } from './blackjack-play.ts';
import { HOUSE_CODE } from './house-config.ts';
import { HOUSE_PAGE_POLICY } from './house-page-parts.ts';
import { replayRound } from './house-play.ts';

/**
 * Blackjack, sic bo and Andar Bahar end to end over HTTP: launched through the platform's play calls, played through
 * their pages' calls, real money moving only through the signed wallet endpoint, the ledger balanced throughout.
 */
let server: TestServer;
let gpId: number;
let seq = 0;

beforeAll(async () => {
  // A games build for the table games' page, which the games app draws.
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
const cents = (major: string) => BigInt(Math.round(Number(major) * 100));
const script = (session: string, ...cards: string[]) => scriptBlackjackCards(session, cards.map(parseCard));

async function demoGame(gameCode: string, language = 'en_US') {
  const launched = await server.call(
    '/demo/play',
    { site_id: 1, currency: 'INR', gp_id: gpId, game_type: 6, game_code: gameCode },
    {
      lang: language,
    },
  );
  expect(launched.body.code).toBe(1000);
  return launched.body.data.game_url as string;
}

/** An INR member of site 1 with `main` minor units who opened a house table game through play1. */
async function playingMember(main: bigint, gameCode: string) {
  seq += 1;
  const member = await createSignedInMember(server.db, `table${Date.now() % 1_000_000}${seq}`);
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
    { gpId, game_type: 6, game_code: gameCode, lobby_url: `${server.url}/close` },
    { authorization: `Bearer ${member.token}` },
  );
  expect(play.body.code).toBe(1000);
  const gameUrl = play.body.data.game_url as string;
  return {
    ...member,
    session: sessionOf(gameUrl),
    main: () => readBalance(server.db, ledgerAccounts.memberMain(member.memberId, 'INR')),
  };
}

async function walletTransactions(roundId: string) {
  return server.db
    .selectFrom('provider_transactions')
    .select(['transaction_id', 'kind', 'amount', 'status'])
    .where('provider_id', '=', gpId)
    .where('round_id', '=', roundId)
    .orderBy('id')
    .execute();
}

const balanced = async () =>
  expect(await ledgerInvariants(server.db)).toMatchObject({ nonZeroCurrencies: [], drift: 0, unbalanced: 0, negative: 0 });

describe('table game pages', () => {
  it('are listed in the card hall and serve a page without inline code, in the session language', async () => {
    const hall = await server.call('/v2/game_label', {
      site_id: 1,
      currency: 'INR',
      device: 0,
      gp_id: gpId,
      game_type_id: 6,
      house: 'house',
    });
    const codes = hall.body.data.main.map((g: { game_code: string }) => g.game_code);
    expect(codes).toEqual(['house-baccarat', 'house-blackjack', 'house-sic-bo', 'house-andar-bahar']);

    const gameUrl = await demoGame('house-blackjack', 'th_TH');
    const page = await fetch(`${server.url}${gameUrl}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toBe(HOUSE_PAGE_POLICY);
    const html = await page.text();
    expect(html).toContain('<html lang="th-TH">');
    expect(html).toContain('แบล็กแจ็ก');
    expect(html).not.toMatch(/<style|style="|<script(?![^>]*(src=|type="application\/json"))/);
    // The games app's `tables` entry, with what it draws the table from at once.
    for (const file of ['/house/app/assets/tables-abc.js', '/house/app/assets/tables-def.css']) {
      expect(html).toContain(file);
      const served = await fetch(`${server.url}${file}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('cache-control')).toContain('immutable');
    }
    const startup = JSON.parse(/<script type="application\/json" id="games-startup">(.*?)<\/script>/s.exec(html)?.[1] ?? 'null');
    expect(startup).toMatchObject({
      session: sessionOf(gameUrl),
      language: 'th_TH',
      gameCode: 'house-blackjack',
      kind: 'blackjack',
      name: 'แบล็กแจ็ก',
      demo: true,
      currency: 'INR',
      chips: ['1.00', '5.00', '25.00', '100.00', '500.00'],
      limit: '5000.00',
    });
  });

  it('tells each game its chips, limit and exact RTP per bet', async () => {
    const blackjack = await post('/house/api/table/session', { session: sessionOf(await demoGame('house-blackjack')) });
    expect(blackjack.body).toMatchObject({
      kind: 'blackjack',
      balance: '2000.00',
      chips: ['1.00', '5.00', '25.00', '100.00', '500.00'],
      limit: '5000.00',
      rtp: { main: 99.43, insurance: 92.31 },
      hand: null,
    });
    const sicBo = await post('/house/api/table/session', { session: sessionOf(await demoGame('house-sic-bo')) });
    expect(sicBo.body.rtp).toMatchObject({ small: 97.22, total_4: 84.72, triple_1: 83.8, combo_1_2: 97.22 });
    const andarBahar = await post('/house/api/table/session', { session: sessionOf(await demoGame('house-andar-bahar')) });
    expect(andarBahar.body.rtp).toMatchObject({ andar: 97.85, bahar: 97 });
  });
});

describe('sic bo and Andar Bahar with real money', () => {
  it('plays a sic bo roll through the wallet, replayable, the ledger balanced', async () => {
    const m = await playingMember(100_000n, 'house-sic-bo');
    const roll = await post('/house/api/sic-bo/roll', {
      session: m.session,
      bets: { small: '5.00', total_10: '1.00', single_3: '1.00' },
    });
    expect(roll.status).toBe(200);
    expect(roll.body.bet).toBe('7.00');
    expect(await m.main()).toBe(100_000n - 700n + cents(roll.body.win));
    expect(cents(roll.body.balance)).toBe(await m.main());
    const dice: number[] = roll.body.outcome.dice;
    const total = dice[0]! + dice[1]! + dice[2]!;
    expect(roll.body.outcome.total).toBe(total);
    expect((await replayRound(server.db, roll.body.round_id)).matches).toBe(true);
    expect((await walletTransactions(roll.body.round_id)).map((t) => t.kind)).toEqual(['bet', 'win']);
    await balanced();
  });

  it('refuses bets off the board, off the chips or over the table limit', async () => {
    const m = await playingMember(100_000n, 'house-sic-bo');
    for (const bets of [{ player: '1.00' }, { small: '1.50' }, { small: '0' }, { small: '5001.00' }, 'small', null]) {
      const refused = await post('/house/api/sic-bo/roll', { session: m.session, bets });
      expect(refused.status, JSON.stringify(bets)).toBe(400);
      expect(refused.body.error).toBe('invalid_bet');
    }
    const wrongGame = await post('/house/api/andar-bahar/deal', { session: m.session, bets: { andar: '1.00' } });
    expect(wrongGame.status).toBe(404);
    expect(await m.main()).toBe(100_000n);
  });

  it('deals Andar Bahar through the wallet, replayable', async () => {
    const m = await playingMember(100_000n, 'house-andar-bahar');
    const dealt = await post('/house/api/andar-bahar/deal', { session: m.session, bets: { andar: '10.00', bahar: '10.00' } });
    expect(dealt.status).toBe(200);
    const o = dealt.body.outcome;
    expect(o.cards[o.cards.length - 1].slice(0, -1)).toBe(o.joker.slice(0, -1));
    expect(dealt.body.win).toBe(o.side === 'andar' ? '19.00' : '20.00');
    expect(await m.main()).toBe(100_000n - 2_000n + cents(dealt.body.win));
    expect((await replayRound(server.db, dealt.body.round_id)).matches).toBe(true);
    await balanced();
  });
});

describe('blackjack with real money', () => {
  it('posts the bet at the deal, the split and the double as bets of their own, and the win once at settlement', async () => {
    const m = await playingMember(100_000n, 'house-blackjack');
    // Player 8 8 against a dealer 6 (hole 10); the split hands get 3 and K, the double a 10; the dealer draws a 9.
    script(m.session, '8S', '6H', '8D', '10C', '3H', 'KD', '10S', '9C');
    const dealt = await post('/house/api/blackjack/deal', { session: m.session, bet: '10.00' });
    expect(dealt.status).toBe(200);
    expect(dealt.body).toMatchObject({ status: 'in_play', step: 0, bet: '10.00' });
    expect(dealt.body.hand.dealer).toEqual(['6H']); // the hole card stays hidden
    expect(dealt.body.hand.allowed).toEqual(['hit', 'stand', 'double', 'split']);
    expect(await m.main()).toBe(99_000n);
    const roundId = dealt.body.round_id;

    // The hand in play is not shown by the replay call, and a second deal waits for it.
    expect((await post('/house/api/round', { session: m.session, round_id: roundId })).status).toBe(404);
    const second = await post('/house/api/blackjack/deal', { session: m.session, bet: '10.00' });
    expect(second).toMatchObject({ status: 409, body: { error: 'hand_in_play' } });
    expect(await m.main()).toBe(99_000n);

    // A reload finds the hand.
    const reloaded = await post('/house/api/table/session', { session: m.session });
    expect(reloaded.body.hand).toMatchObject({ round_id: roundId, status: 'in_play', step: 0 });

    const split = await post('/house/api/blackjack/act', { session: m.session, round_id: roundId, step: 0, action: 'split' });
    expect(split.body).toMatchObject({ status: 'in_play', step: 1, bet: '20.00' });
    expect(split.body.hand.hands.map((h: { cards: string[] }) => h.cards)).toEqual([
      ['8S', '3H'],
      ['8D', 'KD'],
    ]);
    expect(await m.main()).toBe(98_000n);

    // A late copy of the split (same step) acts no more: it gets the hand as it is.
    const late = await post('/house/api/blackjack/act', { session: m.session, round_id: roundId, step: 0, action: 'split' });
    expect(late.body).toMatchObject({ step: 1, bet: '20.00' });
    expect(await m.main()).toBe(98_000n);

    const doubled = await post('/house/api/blackjack/act', { session: m.session, round_id: roundId, step: 1, action: 'double' });
    expect(doubled.body).toMatchObject({ status: 'in_play', step: 2, bet: '30.00' });
    const settled = await post('/house/api/blackjack/act', { session: m.session, round_id: roundId, step: 2, action: 'stand' });
    expect(settled.body).toMatchObject({ status: 'settled', bet: '30.00', win: '60.00', win_pending: false });
    expect(settled.body.hand.dealer).toEqual(['6H', '10C', '9C']);
    expect(settled.body.hand.hands.map((h: { result: string }) => h.result)).toEqual(['win', 'win']);
    expect(await m.main()).toBe(100_000n - 3_000n + 6_000n);
    expect(cents(settled.body.balance)).toBe(await m.main());

    const wallet = await walletTransactions(roundId);
    expect(wallet.map((t) => [t.transaction_id, t.kind, t.amount])).toEqual([
      [`${roundId}-bet`, 'bet', 1_000n],
      [`${roundId}-bet-1`, 'bet', 1_000n],
      [`${roundId}-bet-2`, 'bet', 1_000n],
      [`${roundId}-win`, 'win', 6_000n],
    ]);
    expect((await replayRound(server.db, roundId)).matches).toBe(true);
    expect((await post('/house/api/round', { session: m.session, round_id: roundId })).body.replay_matches).toBe(true);
    await balanced();
  });

  it('takes insurance as a bet and pays it 2:1 on a dealer blackjack, and pays a blackjack 3:2', async () => {
    const m = await playingMember(100_000n, 'house-blackjack');
    script(m.session, '10S', 'AH', '9D', 'KC');
    const dealt = await post('/house/api/blackjack/deal', { session: m.session, bet: '10.00' });
    expect(dealt.body.hand).toMatchObject({ phase: 'insurance', allowed: ['insurance', 'no_insurance'] });
    const insured = await post('/house/api/blackjack/act', {
      session: m.session,
      round_id: dealt.body.round_id,
      step: 0,
      action: 'insurance',
    });
    expect(insured.body).toMatchObject({ status: 'settled', bet: '15.00', win: '15.00' });
    expect(await m.main()).toBe(100_000n);

    script(m.session, 'AS', '9H', 'KD', '7C');
    const natural = await post('/house/api/blackjack/deal', { session: m.session, bet: '10.00' });
    expect(natural.body).toMatchObject({ status: 'settled', win: '25.00' });
    expect(await m.main()).toBe(101_500n);
    await balanced();
  });

  it('refuses moves the hand does not allow and hands of other sessions', async () => {
    const m = await playingMember(100_000n, 'house-blackjack');
    const other = await playingMember(100_000n, 'house-blackjack');
    script(m.session, '9S', '6H', '7D', '10C');
    const dealt = await post('/house/api/blackjack/deal', { session: m.session, bet: '1.00' });
    const roundId = dealt.body.round_id;
    for (const body of [
      { session: m.session, round_id: roundId, step: 0, action: 'split' },
      { session: m.session, round_id: roundId, step: 0, action: 'surrender' },
      { session: m.session, round_id: roundId, step: '0', action: 'hit' },
      { session: other.session, round_id: roundId, step: 0, action: 'hit' },
    ]) {
      const refused = await post('/house/api/blackjack/act', body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body.error).toBe('invalid_action');
    }
    const bad = await post('/house/api/blackjack/deal', { session: other.session, bet: '0.50' });
    expect(bad).toMatchObject({ status: 400, body: { error: 'invalid_bet' } });
  });

  it('plays a demo hand on play money', async () => {
    const session = sessionOf(await demoGame('house-blackjack'));
    script(session, '10S', '7H', '9D', '10C');
    const dealt = await post('/house/api/blackjack/deal', { session, bet: '100.00' });
    expect(dealt.body).toMatchObject({ balance: '1900.00', status: 'in_play' });
    const stood = await post('/house/api/blackjack/act', { session, round_id: dealt.body.round_id, step: 0, action: 'stand' });
    expect(stood.body).toMatchObject({ status: 'settled', win: '200.00', balance: '2100.00' });
  });
});

describe('table games under concurrent requests', () => {
  it('lets one of many simultaneous doubles act, and books one extra bet', async () => {
    const m = await playingMember(100_000n, 'house-blackjack');
    script(m.session, '6S', '9H', '5D', '7C', '10H', '10D');
    const dealt = await post('/house/api/blackjack/deal', { session: m.session, bet: '10.00' });
    const roundId = dealt.body.round_id;
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        post('/house/api/blackjack/act', { session: m.session, round_id: roundId, step: 0, action: 'double' }),
      ),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const wallet = await walletTransactions(roundId);
    expect(wallet.filter((t) => t.kind === 'bet').map((t) => t.amount)).toEqual([1_000n, 1_000n]);
    const row = await server.db
      .selectFrom('house_rounds')
      .select(['status', 'bet', 'win'])
      .where('id', '=', roundId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'settled', bet: 2_000n, win: 4_000n });
    expect(await m.main()).toBe(100_000n - 2_000n + 4_000n);
    await balanced();
  });

  it('keeps one hand in play per session when deals race, giving the refused stakes back', async () => {
    const m = await playingMember(100_000n, 'house-blackjack');
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => post('/house/api/blackjack/deal', { session: m.session, bet: '10.00' })),
    );
    const played = answers.filter((a) => a.status === 200);
    expect(played.length).toBeGreaterThanOrEqual(1);
    const inPlay = await server.db
      .selectFrom('house_rounds')
      .select('id')
      .where('session_token', '=', m.session)
      .where('status', '=', 'in_play')
      .execute();
    expect(inPlay.length).toBeLessThanOrEqual(1);
    // Every refused deal's bet was never booked or was rolled back: the member paid for the dealt hands only.
    const rounds = await server.db
      .selectFrom('house_rounds')
      .select(['bet', 'win', 'status'])
      .where('session_token', '=', m.session)
      .execute();
    const net = rounds.reduce((sum, r) => sum - r.bet + (r.status === 'in_play' ? 0n : r.win), 0n);
    expect(await m.main()).toBe(100_000n + net);
    expect(await server.db.selectFrom('house_pending_rollbacks').select('round_id').execute()).toEqual([]);
    await balanced();
  });

  it('never takes more than the balance when rolls race', async () => {
    const m = await playingMember(500n, 'house-sic-bo');
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => post('/house/api/sic-bo/roll', { session: m.session, bets: { triple_6: '1.00' } })),
    );
    const played = answers.filter((a) => a.status === 200);
    expect(played.length).toBeGreaterThanOrEqual(5);
    expect(answers.filter((a) => a.status !== 200).every((a) => a.body.error === 'insufficient_funds')).toBe(true);
    const won = played.reduce((sum, a) => sum + cents(a.body.win), 0n);
    expect(await m.main()).toBe(500n - BigInt(played.length) * 100n + won);
    expect(await m.main()).toBeGreaterThanOrEqual(0n);
    await balanced();
  });
});
