import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { HOUSE_CODE, houseProviderSecret } from '../house/house-config.ts';
import { createWalletClient } from '../house/wallet-client.ts';
import { ledgerAccounts, readBalance } from '../ledger/ledger-accounts.ts';
import { postTransaction } from '../ledger/post-transaction.ts';
import { ledgerInvariants } from '../testing/ledger-invariants.ts';
import { createSignedInMember, startTestServer, type TestServer } from '../testing/test-server.ts';
import { findSelection } from './event-markets.ts';
import { placeVirtualBet, VirtualBetError } from './place-bet.ts';
import { shownOdds } from './prices.ts';
import { endOf } from './schedule.ts';
import { settleDueBets } from './settle-bets.ts';
import { verifyVirtualBet } from './verify-bet.ts';
import { COCKFIGHT_CODE, type LeagueName, VIRTUAL_FOOTBALL_CODE } from './virtual-config.ts';
import { type VirtualsContext, virtualTimings } from './virtual-context.ts';

/**
 * The price on a virtual bet's slip is the price stored with the bet and the price paid (docs/decisions/0039): a
 * Meron @ 2.25 for 25.00 wins 56.25, never the exact model price's 56.45. A slip whose price has moved is refused
 * with the new price and nothing moves. On a fake clock far in the future, wallet calls over HTTP.
 */
let server: TestServer;
let gpId: number;
let seq = 0;
const timing = virtualTimings(18);

beforeAll(async () => {
  server = await startTestServer();
  gpId = (await server.db.selectFrom('game_providers').select('id').where('code', '=', HOUSE_CODE).executeTakeFirstOrThrow()).id;
}, 60_000);
afterAll(() => server?.close());

function node(clock: { t: number }): VirtualsContext {
  const secret = houseProviderSecret(loadConfig({ NODE_ENV: 'test' }).tokenSecret);
  return {
    db: server.db,
    wallet: createWalletClient({ code: HOUSE_CODE, secret, walletUrl: server.url }),
    clock: () => clock.t,
    timing,
  };
}

let nextEvent = 0;
function freshEvent(league: LeagueName) {
  nextEvent += 10;
  return Math.floor((Date.now() + 500 * 24 * 3_600_000 - Date.UTC(2026, 0, 1)) / timing[league].periodMs) + nextEvent;
}

async function launch(gameCode: string, gameType: number) {
  seq += 1;
  const member = await createSignedInMember(server.db, `slip${Date.now() % 1_000_000}${seq}`);
  await postTransaction(server.db, server.db, {
    key: `fund:${member.memberId}`,
    kind: 'deposit',
    postings: [
      { account: ledgerAccounts.system('gateway:test', 'INR'), amount: -100_000n },
      { account: ledgerAccounts.memberMain(member.memberId, 'INR'), amount: 100_000n },
    ],
  });
  const play = await server.call(
    '/member/game/play1',
    { gpId, game_type: gameType, game_code: gameCode, lobby_url: `${server.url}/close` },
    { authorization: `Bearer ${member.token}` },
  );
  expect(play.body.code).toBe(1000);
  return {
    memberId: member.memberId,
    session: new URL(play.body.data.game_url as string, server.url).searchParams.get('session') ?? '',
    main: () => readBalance(server.db, ledgerAccounts.memberMain(member.memberId, 'INR')),
  };
}

describe('the price of a virtual bet', () => {
  it('is the one on the slip, stored with the bet and paid: stake x odds exactly', async () => {
    for (const [league, code, type, market, selections] of [
      ['cockfight', COCKFIGHT_CODE, 8, 'mwd', ['meron', 'wala', 'draw']],
      ['football', VIRTUAL_FOOTBALL_CODE, 7, '1x2', ['home', 'draw', 'away']],
    ] as const) {
      const clock = { t: 0 };
      const ctx = node(clock);
      const m = await launch(code, type);
      const n = freshEvent(league);
      clock.t = endOf(timing[league], n - 2);
      const slips = selections.map((id) => ({ id, odds: shownOdds(findSelection(league, n, market, id)!.price) }));
      const placed = [];
      for (const slip of slips) {
        const bet = await placeVirtualBet(ctx, m.session, {
          event_no: n,
          market,
          selection: slip.id,
          stake: '25.00',
          odds: slip.odds,
        });
        expect(bet.odds).toBe(slip.odds);
        placed.push({ ...slip, betId: bet.bet_id });
      }
      clock.t = endOf(timing[league], n) + 1;
      expect(await settleDueBets(ctx)).toBe(3);
      let paid = 0n;
      for (const slip of placed) {
        const row = await server.db
          .selectFrom('virtual_bets')
          .select(['price_num', 'price_den', 'win'])
          .where('id', '=', slip.betId)
          .executeTakeFirstOrThrow();
        const hundredths = BigInt(slip.odds.replace('.', ''));
        expect({ num: row.price_num, den: row.price_den }).toEqual({ num: hundredths, den: 100n });
        // A winning 25.00 gets 25 x the slip's odds (2.25 -> 56.25); a losing one nothing.
        expect([0n, 25n * hundredths]).toContain(row.win);
        paid += row.win ?? 0n;
        const verified = await verifyVirtualBet(ctx, m.session, slip.betId);
        expect(verified).toMatchObject({ matches: true });
      }
      expect(paid).toBeGreaterThan(0n);
      expect(await m.main()).toBe(100_000n - 7_500n + paid);
    }
    expect(await ledgerInvariants(server.db)).toMatchObject({ nonZeroCurrencies: [], drift: 0, unbalanced: 0, negative: 0 });
  }, 60_000);

  it('refuses a slip whose price has moved, with the new price, and moves nothing', async () => {
    const clock = { t: 0 };
    const ctx = node(clock);
    const m = await launch(COCKFIGHT_CODE, 8);
    const n = freshEvent('cockfight');
    clock.t = endOf(timing.cockfight, n - 2);
    const now = shownOdds(findSelection('cockfight', n, 'mwd', 'meron')!.price);
    const moved = (Number(now) + 0.05).toFixed(2);
    await expect(
      placeVirtualBet(ctx, m.session, { event_no: n, market: 'mwd', selection: 'meron', stake: '25.00', odds: moved }),
    ).rejects.toEqual(new VirtualBetError('price_changed', { odds: now }));
    expect(await m.main()).toBe(100_000n);
    expect(await server.db.selectFrom('virtual_bets').select('id').where('session_token', '=', m.session).execute()).toEqual([]);
    // Confirmed at the new price, it is taken.
    const taken = await placeVirtualBet(ctx, m.session, {
      event_no: n,
      market: 'mwd',
      selection: 'meron',
      stake: '25.00',
      odds: now,
    });
    expect(taken.odds).toBe(now);
    expect(await m.main()).toBe(97_500n);
  }, 60_000);
});
