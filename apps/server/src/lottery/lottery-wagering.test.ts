import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantBonus } from '../bonuses/grant-bonus.ts';
import { inTransaction } from '../ledger/executor.ts';
import { ledgerInvariants } from '../testing/ledger-invariants.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { DICE_GAME } from './dice-game.ts';
import { hanoi, launchLotteryMember, lotteryNode, offerLotteryGames } from './lottery-test-helpers.ts';
import { runLotterySteps } from './lottery-worker.ts';
import { placeLotteryBets } from './place-bets.ts';
import { lotteryValidShares } from './valid-stakes.ts';

/**
 * Lottery stakes towards bonus wagering and the rebate's valid bet (valid-stakes.ts, docs/decisions/0068): a player's
 * bets on opposite sides of one market of one draw cover each other, in several calls placed at once; only
 * what was at risk counts, stated at settlement.
 */
describe('the valid part of lottery bets', () => {
  const bet = (id: string, bet_type: string, pick: number[], cost: bigint) => ({ id, bet_type, pick, cost });

  it('nets big and small, odd and even, dragon and tiger of the same pair, and counts other bets in full', () => {
    const shares = lotteryValidShares([
      bet('a', 'big', [], 1_000n),
      bet('b', 'small', [], 600n),
      bet('c', 'odd', [], 500n),
      bet('d', 'sum', [10], 300n),
      bet('e', 'even', [], 500n),
    ]);
    expect(Object.fromEntries(shares)).toEqual({ a: 400n, b: 0n, c: 0n, d: 300n, e: 0n });
  });

  it('nets only within one position or pair of places', () => {
    const shares = lotteryValidShares([
      bet('a', 'position_big', [1], 1_000n),
      bet('b', 'position_small', [2], 1_000n),
      bet('c', 'position_small', [1], 400n),
      bet('d', 'dragon', [1], 500n),
      bet('e', 'tiger', [2], 500n),
      bet('f', 'tiger', [1], 200n),
      bet('g', 'sum_big', [], 100n),
      bet('h', 'position_big', [2], 100n),
    ]);
    expect(Object.fromEntries(shares)).toEqual({
      a: 600n,
      b: 900n,
      c: 0n,
      d: 300n,
      e: 500n,
      f: 0n,
      g: 100n,
      h: 0n,
    });
  });

  it('splits a side excess over its bets in id order, summing to the difference', () => {
    const shares = lotteryValidShares([bet('x2', 'big', [], 500n), bet('x1', 'big', [], 500n), bet('x3', 'small', [], 300n)]);
    expect([...shares.values()].reduce((a, b) => a + b, 0n)).toBe(700n);
    expect(shares.get('x3')).toBe(0n);
  });
});

describe('lottery stakes towards bonus wagering', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ env: { LOTTERY_DRAWS: '0' } });
    await offerLotteryGames(server.db);
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  /** A member with cash, a bonus to wager (every game in full) and a dice session. */
  async function memberWithBonus() {
    const member = await launchLotteryMember(server, DICE_GAME, 100_000n);
    const outcome = await inTransaction(server.db, (trx) =>
      grantBonus(server.db, trx, {
        memberId: member.memberId,
        siteId: 1,
        currency: 'INR',
        promotionId: null,
        source: 'operator',
        amount: 10_000n,
        requirement: 100_000_000n,
        weights: {},
        expiresAt: new Date(Date.now() + 86_400_000),
      }),
    );
    if (!outcome.granted) throw new Error('no grant');
    const grantId = outcome.id;
    return {
      ...member,
      wagered: async () =>
        (await server.db.selectFrom('bonus_grants').select('wagered').where('id', '=', grantId).executeTakeFirstOrThrow())
          .wagered,
      validBets: async () => {
        const rows = await server.db
          .selectFrom('provider_transactions')
          .select(['amount', 'valid_amount'])
          .where('member_id', '=', member.memberId)
          .where('kind', '=', 'bet')
          .where('status', '=', 'ok')
          .execute();
        return rows.reduce((sum, r) => sum + (r.valid_amount ?? r.amount), 0n);
      },
    };
  }

  it('counts only the uncovered part of opposite bets placed in calls at once, at settlement', async () => {
    const clock = { t: hanoi('2032-06-01T10:00:05') };
    const node = lotteryNode(server, clock);
    await runLotterySteps(node);
    const hedger = await memberWithBonus();
    const plain = await memberWithBonus();
    const draw = '203206010601';
    await Promise.all([
      placeLotteryBets(node, hedger.session, { bets: [{ draw_id: draw, bet_type: 'big', pick: [], stake: '10.00' }] }),
      placeLotteryBets(node, hedger.session, { bets: [{ draw_id: draw, bet_type: 'small', pick: [], stake: '6.00' }] }),
      placeLotteryBets(node, hedger.session, { bets: [{ draw_id: draw, bet_type: 'sum', pick: [10], stake: '5.00' }] }),
      placeLotteryBets(node, plain.session, { bets: [{ draw_id: draw, bet_type: 'odd', pick: [], stake: '7.00' }] }),
    ]);
    // Placed: only the bet on no opposite side counts yet.
    expect(await hedger.wagered()).toBe(500n);
    expect(await hedger.validBets()).toBe(500n);
    expect(await plain.wagered()).toBe(0n);

    clock.t = hanoi('2032-06-01T10:01:00');
    expect(await runLotterySteps(node)).toMatchObject({ drawn: 1, settledDraws: 1 });
    // Big 10.00 against small 6.00: 4.00 was at risk, plus the sum bet's 5.00. An uncovered side counts in full.
    expect(await hedger.wagered()).toBe(900n);
    expect(await hedger.validBets()).toBe(900n);
    expect(await plain.wagered()).toBe(700n);
    expect(await plain.validBets()).toBe(700n);
    // Settling again (a retry) states the same parts.
    await runLotterySteps(node);
    expect(await hedger.wagered()).toBe(900n);
    expect(await ledgerInvariants(server.db)).toMatchObject({ nonZeroCurrencies: [], drift: 0, unbalanced: 0, negative: 0 });
  });
});
