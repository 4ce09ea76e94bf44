import { HOUSE_API_PREFIX } from '@casino/contract/house/house-call.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOperator, signInOperator } from '../operators/operator-test-helpers.ts';
import { ledgerInvariants } from '../testing/ledger-invariants.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { verifyDraw } from './derive-result.ts';
import { launchLotteryMember, lotteryDemoSession, lotteryNode, offerLotteryGames } from './lottery-test-helpers.ts';
import { NORTHERN_LOTTERY } from './northern-lottery.ts';
import { commitDraws, drawDueDraws } from './run-draws.ts';

/**
 * The lottery's calls over HTTP on the real clock, as its pages and operators make them: the games with their draws
 * and the server's clock, slips with follow plans paid through the platform's wallet, the player's bets across
 * sessions, results with revealed seeds, and an operator's audited void that refunds every bet.
 */
let server: TestServer;

beforeAll(async () => {
  // The scheduler runs (one node), on the real clock: the northern lottery's daily draws are far from their close.
  server = await startTestServer({ env: { TRUST_PROXY: '1' } });
  await offerLotteryGames(server.db);
  await commitDraws(lotteryNode(server, { t: Date.now() }));
}, 60_000);

afterAll(async () => {
  await server?.close();
});

async function house(path: string, body: unknown): Promise<{ status: number; body: any }> {
  const response = await fetch(`${server.url}${HOUSE_API_PREFIX}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

const balanced = async () =>
  expect(await ledgerInvariants(server.db)).toMatchObject({ nonZeroCurrencies: [], drift: 0, unbalanced: 0, negative: 0 });

async function northernDraws(session: string) {
  const games = await house('/lottery/games', { session, balance: true });
  expect(games.status).toBe(200);
  const north = games.body.games.find((g: { game: string }) => g.game === NORTHERN_LOTTERY);
  return {
    games: games.body,
    draws: north.draws as { draw_id: string; closes_at: number; draws_at: number; commitment: string }[],
  };
}

describe('the lottery calls', () => {
  // The first games call of a process works the rules' exact RTPs out (over a second of CPU).
  it('show every game with its rules, RTP and draws taking bets against the server clock', { timeout: 90_000 }, async () => {
    const member = await launchLotteryMember(server, NORTHERN_LOTTERY, 100_000n);
    const { games, draws } = await northernDraws(member.session);
    expect(games).toMatchObject({ game: NORTHERN_LOTTERY, currency: 'INR', demo: false, balance: '1000.00' });
    expect(games.limits).toEqual({ min_cost: '1.00', max_cost: '5000.00', max_payout: '250000.00', stake_step: '0.01' });
    expect(games.games.map((g: { game: string }) => g.game)).toEqual([
      'lottery-dice',
      'lottery-digits',
      'lottery-race',
      'lottery-north',
    ]);
    const dice = games.games[0];
    expect(dice).toMatchObject({ schedule: { kind: 'every', minutes: 1 }, close_seconds: 10, draws_taking_bets: 120 });
    expect(dice.draws).toHaveLength(5);
    expect(dice.draws[0].closes_at).toBeGreaterThan(games.server_time);
    expect(dice.bet_types.find((t: { bet_type: string }) => t.bet_type === 'big').picks).toEqual([
      { pick: [], odds: ['2.00'], rtp: '97.2222' },
    ]);
    const lo = games.games[3].bet_types.find((t: { bet_type: string }) => t.bet_type === 'lo');
    expect(lo).toMatchObject({ cost_units: 27, slots: [{ name: 'number', min: 0, max: 99 }] });
    expect(games.games[3].schedule).toEqual({ kind: 'daily', hour: 18, minute: 15, time_zone: 'Asia/Ho_Chi_Minh' });
    expect(draws[0]!.commitment).toMatch(/^[0-9a-f]{64}$/);
  });

  it('take a slip with a follow plan through the wallet, list it across sessions, and refuse what the rules refuse', async () => {
    const member = await launchLotteryMember(server, NORTHERN_LOTTERY, 100_000n);
    const { draws } = await northernDraws(member.session);
    const first = draws[1]!.draw_id;
    const placed = await house('/lottery/bet', {
      session: member.session,
      bets: [
        { draw_id: first, bet_type: 'lo', pick: [7], stake: '1.00' },
        { draw_id: first, bet_type: 'xien2', pick: [7, 8], stake: '2.50' },
      ],
      follow: { draws: 3, stop_after_win: true },
    });
    expect(placed.status).toBe(200);
    // lô costs 27 unit stakes: (27.00 + 2.50) x 3 draws.
    expect(placed.body).toMatchObject({ cost: '88.50', balance: '911.50' });
    expect(placed.body.bets).toHaveLength(6);
    expect(placed.body.bets[0]).toMatchObject({ bet_type: 'lo', stake: '1.00', cost: '27.00', odds: ['97.00'] });
    expect(await member.main()).toBe(100_000n - 8_850n);

    // A refused slip takes nothing: every line is checked on every draw it covers before anything moves.
    const late = await house('/lottery/bet', {
      session: member.session,
      bets: [{ draw_id: draws[0]!.draw_id, bet_type: 'de', pick: [5], stake: '1.00' }],
      follow: { draws: 40, stop_after_win: false },
    });
    expect(late).toEqual({ status: 409, body: { error: 'draw_not_open', line: 0 } });
    const tooMany = await house('/lottery/bet', {
      session: member.session,
      bets: Array.from({ length: 21 }, () => ({ draw_id: first, bet_type: 'de', pick: [5], stake: '1.00' })),
    });
    expect(tooMany.body).toEqual({ error: 'too_many_bets' });
    const broke = await house('/lottery/bet', {
      session: member.session,
      bets: [{ draw_id: first, bet_type: 'de', pick: [5], stake: '2000.00' }],
    });
    expect(broke).toMatchObject({ status: 402, body: { error: 'insufficient_funds', balance: '911.50' } });
    const badStake = await house('/lottery/bet', {
      session: member.session,
      bets: [{ draw_id: first, bet_type: 'de', pick: [5], stake: '1.005' }],
    });
    expect(badStake.body).toEqual({ error: 'stake_invalid', line: 0 });
    expect(await member.main()).toBe(100_000n - 8_850n);
    // The refused stake left a refused bet, which nobody is shown.
    const mine = await house('/lottery/my-bets', { session: member.session });
    expect(mine.body.bets).toHaveLength(6);
    expect(
      mine.body.bets.every((b: { status: string; plan: { draws: number } }) => b.status === 'pending' && b.plan.draws === 3),
    ).toBe(true);
    const page = await house('/lottery/my-bets', { session: member.session, limit: 4, before: mine.body.bets[1].bet_id });
    expect(page.body.bets.map((b: { bet_id: string }) => b.bet_id)).toEqual(
      mine.body.bets.slice(2).map((b: { bet_id: string }) => b.bet_id),
    );
    await balanced();
  });

  it('plays on play money in a demo session', async () => {
    const session = await lotteryDemoSession(server, NORTHERN_LOTTERY);
    const { games, draws } = await northernDraws(session);
    expect(games).toMatchObject({ demo: true, balance: '2000.00' });
    const placed = await house('/lottery/bet', {
      session,
      bets: [{ draw_id: draws[0]!.draw_id, bet_type: 'dau', pick: [3], stake: '10.00' }],
    });
    expect(placed.body).toMatchObject({ balance: '1990.00', cost: '10.00' });
  });
});

describe('the operators of the lottery', () => {
  it("list a draw's money, void it with an audited reason and refund every bet, and refuse a second void", async () => {
    const admin = await createOperator(server.db, 'admin');
    const op = await signInOperator(server, admin.username, admin.password);
    const member = await launchLotteryMember(server, NORTHERN_LOTTERY, 100_000n);
    const { draws } = await northernDraws(member.session);
    const target = draws[4]!.draw_id;
    await house('/lottery/bet', {
      session: member.session,
      bets: [
        { draw_id: target, bet_type: 'de', pick: [42], stake: '10.00' },
        { draw_id: target, bet_type: 'lo', pick: [42], stake: '1.00' },
      ],
    });
    expect(await member.main()).toBe(100_000n - 3_700n);

    const listed = await op.call('/operator/lottery/draws', {
      game: NORTHERN_LOTTERY,
      status: 'scheduled',
      before_draw_id: '29991231',
      limit: 50,
    });
    expect(listed.body.code).toBe(1000);
    const row = listed.body.data.list.find((d: { draw: { draw_id: string } }) => d.draw.draw_id === target);
    // Not drawn: no seed for anyone, operators included.
    expect(row.draw).toMatchObject({ status: 'scheduled', seed: null, result: null });
    // de 10.00 at 97 and lô 1.00 at 97 per hit: 970.00 + 97.00 at most.
    expect(row.money).toEqual([{ currency: 'INR', bets: 2, stakes: '37.00', exposure: '1067.00', paid: '0.00' }]);

    const voided = await op.call('/operator/lottery/void', {
      game: NORTHERN_LOTTERY,
      draw_id: target,
      reason: 'sheet misprinted',
    });
    expect(voided.body).toMatchObject({ code: 1000, data: { game: NORTHERN_LOTTERY, draw_id: target, bets: 2 } });
    // The refunds go out at once (the scheduler is woken).
    for (let i = 0; i < 50 && (await member.main()) !== 100_000n; i++) await new Promise((r) => setTimeout(r, 100));
    expect(await member.main()).toBe(100_000n);
    const audit = await op.call('/operator/audit/list', { limit: 5, action: 'lottery.draw_void' });
    expect(audit.body.data.list[0]).toMatchObject({
      action: 'lottery.draw_void',
      target: `${NORTHERN_LOTTERY}:${target}`,
      details: { reason: 'sheet misprinted', bets: 2, status_before: 'scheduled' },
    });
    expect(
      (await op.call('/operator/lottery/void', { game: NORTHERN_LOTTERY, draw_id: target, reason: 'again' })).body.code,
    ).toBe(103);
    expect(
      (await op.call('/operator/lottery/void', { game: NORTHERN_LOTTERY, draw_id: '20200101', reason: 'x' })).body.code,
    ).toBe(101);
    // A bet on a void draw is refused.
    const refused = await house('/lottery/bet', {
      session: member.session,
      bets: [{ draw_id: target, bet_type: 'de', pick: [1], stake: '1.00' }],
    });
    expect(refused).toEqual({ status: 409, body: { error: 'draw_not_open', line: 0 } });
    const mine = await house('/lottery/my-bets', { session: member.session });
    expect(mine.body.bets.map((b: { status: string; refund_reason: string }) => [b.status, b.refund_reason])).toEqual([
      ['refunded', 'draw_void'],
      ['refunded', 'draw_void'],
    ]);
    // Support may not void.
    const support = await createOperator(server.db, 'support');
    const helper = await signInOperator(server, support.username, support.password);
    expect(
      (await helper.call('/operator/lottery/void', { game: NORTHERN_LOTTERY, draw_id: draws[3]!.draw_id, reason: 'x' })).status,
    ).toBe(403);
    await balanced();
  });

  it('refuse to void a drawn draw, whose result and seed the results call shows for the verify panel', async () => {
    const admin = await createOperator(server.db, 'admin');
    const op = await signInOperator(server, admin.username, admin.password);
    const member = await launchLotteryMember(server, NORTHERN_LOTTERY, 100_000n);
    // One northern draw, days ahead, closed and drawn by a node whose clock is at its time.
    const { draws } = await northernDraws(member.session);
    const target = draws[0]!;
    await server.db
      .updateTable('lottery_draws')
      .set({ status: 'closed' })
      .where('game', '=', NORTHERN_LOTTERY)
      .where('draw_id', '=', target.draw_id)
      .execute();
    const node = lotteryNode(server, { t: target.closes_at + 15 * 60_000 });
    expect((await drawDueDraws(node)).drawn.map((d) => d.draw_id)).toContain(target.draw_id);
    const listed = await op.call('/operator/lottery/draws', {
      game: NORTHERN_LOTTERY,
      status: 'drawn',
      before_draw_id: '29991231',
      limit: 1,
    });
    const drawn = listed.body.data.list[0].draw;
    expect(drawn.draw_id).toBe(target.draw_id);
    expect(drawn.seed).toMatch(/^[0-9a-f]{64}$/);
    expect(drawn.commitment).toBe(target.commitment);
    expect(verifyDraw(drawn.seed, drawn.commitment, drawn.public_value, NORTHERN_LOTTERY, drawn.result)).toMatchObject({
      ok: true,
    });
    // The results call shows past draws only, by the server's clock.
    const results = await house('/lottery/results', { session: member.session, limit: 3 });
    expect(results.status).toBe(200);
    expect(results.body.draws.some((d: { draw_id: string }) => d.draw_id === target.draw_id)).toBe(false);
    const refused = await op.call('/operator/lottery/void', {
      game: NORTHERN_LOTTERY,
      draw_id: drawn.draw_id,
      reason: 'too late',
    });
    expect(refused.body.code).toBe(102);
  });
});
