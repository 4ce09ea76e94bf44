import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { HOUSE_CODE } from '../house/house-config.ts';
import { type WalletClient, WalletUnavailable } from '../house/wallet-client.ts';
import { secretBox } from '../secrets/sealed-secret.ts';
import { ledgerInvariants } from '../testing/ledger-invariants.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { verifyDraw } from './derive-result.ts';
import { DICE_GAME } from './dice-game.ts';
import { commitmentOf } from './draw-seed.ts';
import type { LotteryGameCode } from './games.ts';
import { LOTTERY_CLAIM_MS } from './lottery-config.ts';
import { hanoi, houseWalletOf, launchLotteryMember, lotteryNode, offerLotteryGames, rigDraw } from './lottery-test-helpers.ts';
import { LOTTERY_JOB, LOTTERY_LEASE_MS, runLotteryScheduler, runLotterySteps } from './lottery-worker.ts';
import { LotteryBetError, placeLotteryBets } from './place-bets.ts';
import { drawSeedOf, sealOpenSeeds } from './sealed-seeds.ts';
import { settleTickets } from './settle-draw.ts';

/**
 * The draw scheduler on a real database with a fake clock in the far future (the test server's own scheduler is off),
 * the house's wallet calls going over HTTP to the platform's signed wallet endpoint: draws committed before betting,
 * closed, drawn and settled; two nodes racing; a node that dies mid-settlement; a restart after a downtime.
 */
let server: TestServer;
let gpId: number;

beforeAll(async () => {
  server = await startTestServer({ env: { LOTTERY_DRAWS: '0' } });
  await offerLotteryGames(server.db);
  gpId = (await server.db.selectFrom('game_providers').select('id').where('code', '=', HOUSE_CODE).executeTakeFirstOrThrow()).id;
}, 60_000);

afterAll(async () => {
  await server?.close();
});

// Each test starts with no committed draw in its future; draws that took bets stay for the ledger's sake.
afterEach(async () => {
  await sql`delete from lottery_draws d where not exists (select 1 from lottery_tickets t where t.game = d.game and t.draw_id = d.draw_id)`.execute(
    server.db,
  );
  await server.db.deleteFrom('job_runs').where('job', '=', LOTTERY_JOB).execute();
});

const balanced = async () =>
  expect(await ledgerInvariants(server.db)).toMatchObject({ nonZeroCurrencies: [], drift: 0, unbalanced: 0, negative: 0 });

async function drawRow(drawId: string, game: LotteryGameCode = DICE_GAME) {
  return server.db
    .selectFrom('lottery_draws')
    .selectAll()
    .where('game', '=', game)
    .where('draw_id', '=', drawId)
    .executeTakeFirstOrThrow();
}

/**
 * The wins the platform booked for these tickets (rounds), by ticket: the ticket's `-win`, not the wins of nothing that
 * state a bet's valid part (`-valid`, valid-stakes.ts).
 */
async function winsOf(ticketIds: string[]) {
  return server.db
    .selectFrom('provider_transactions')
    .select(['round_id', 'amount', 'status'])
    .where('provider_id', '=', gpId)
    .where('kind', '=', 'win')
    .where('transaction_id', 'like', '%-win')
    .where('round_id', 'in', ticketIds)
    .execute();
}

const bigOrSmall = (big: boolean) => (d: readonly number[]) => {
  const sum = d[0]! + d[1]! + d[2]!;
  const triple = d[0] === d[1] && d[1] === d[2];
  return !triple && (big ? sum >= 11 : sum <= 10);
};

describe('the draw scheduler', () => {
  it('commits draws before they take bets, closes them on time and refuses late bets, draws and pays', async () => {
    const clock = { t: hanoi('2031-03-01T10:00:05') };
    const node = lotteryNode(server, clock);
    await runLotterySteps(node);
    // The draw taking bets (10:01) and the 121 after it, and two more: each with its commitment, no result.
    const committed = await server.db
      .selectFrom('lottery_draws')
      .select(['draw_id', 'status', 'seed_hash'])
      .where('game', '=', DICE_GAME)
      .where('draws_at', '>', new Date(clock.t))
      .orderBy('draws_at')
      .execute();
    expect(committed).toHaveLength(122);
    expect(committed[0]).toMatchObject({ draw_id: '203103010601', status: 'open' });
    expect(committed[1]?.status).toBe('scheduled');
    expect(committed.every((d) => /^[0-9a-f]{64}$/.test(d.seed_hash))).toBe(true);

    const member = await launchLotteryMember(server, DICE_GAME, 100_000n);
    const outcome = await rigDraw(server.db, DICE_GAME, '203103010601', bigOrSmall(true));
    const placed = await placeLotteryBets(node, member.session, {
      bets: [
        { draw_id: '203103010601', bet_type: 'big', pick: [], stake: '10.00' },
        { draw_id: '203103010601', bet_type: 'small', pick: [], stake: '5.00' },
      ],
    });
    expect(placed.cost).toBe('15.00');
    expect(placed.bets.map((b) => b.odds)).toEqual([['2.00'], ['2.00']]);
    expect(await member.main()).toBe(100_000n - 1_500n);

    // 10:00:50 is the close: a bet at that instant is late, and the scheduler closes the draw.
    clock.t = hanoi('2031-03-01T10:00:50');
    await expect(
      placeLotteryBets(node, member.session, { bets: [{ draw_id: '203103010601', bet_type: 'big', pick: [], stake: '1.00' }] }),
    ).rejects.toMatchObject({ code: 'betting_closed' });
    await runLotterySteps(node);
    expect((await drawRow('203103010601')).status).toBe('closed');
    // A bet written as if its clock were behind still finds the draw closed.
    const behind = lotteryNode(server, { t: hanoi('2031-03-01T10:00:49') });
    await expect(
      placeLotteryBets(behind, member.session, { bets: [{ draw_id: '203103010601', bet_type: 'big', pick: [], stake: '1.00' }] }),
    ).rejects.toBeInstanceOf(LotteryBetError);

    clock.t = hanoi('2031-03-01T10:01:00');
    const run = await runLotterySteps(node);
    expect(run).toMatchObject({ drawn: 1, settledDraws: 1, settledTickets: 1 });
    const draw = await drawRow('203103010601');
    expect(draw).toMatchObject({ status: 'settled', late: false, result: [...outcome] });
    expect(draw.public_value).toBe('lottery-v1|lottery-dice|203103010601|2031-03-01T03:00:50.000Z');
    expect(verifyDraw(draw.seed!, draw.seed_hash, draw.public_value!, DICE_GAME, draw.result!)).toMatchObject({ ok: true });
    // Big won 20.00, small lost: one win of 20.00 for the ticket.
    expect(await member.main()).toBe(100_000n - 1_500n + 2_000n);
    const ticket = await server.db
      .selectFrom('lottery_tickets')
      .selectAll()
      .where('draw_id', '=', '203103010601')
      .executeTakeFirstOrThrow();
    expect(ticket).toMatchObject({ status: 'settled', win: 2_000n, win_transaction_id: `${ticket.id}-win` });
    expect(await winsOf([ticket.id])).toEqual([{ round_id: ticket.id, amount: 2_000n, status: 'ok' }]);
    await balanced();
  });

  it('lets one of two nodes run the scheduler, and pays each ticket once when both settle at once', async () => {
    const clock = { t: hanoi('2031-04-01T08:00:05') };
    const a = lotteryNode(server, clock, { nodeId: 'node-a' });
    const b = lotteryNode(server, clock, { nodeId: 'node-b' });
    const runs = await Promise.all([runLotteryScheduler(a), runLotteryScheduler(b)]);
    expect(runs.filter((r) => r !== null)).toHaveLength(1);
    // The next run is due a second later, and then either may take it.
    expect(await runLotteryScheduler(a)).toBeNull();
    clock.t += 1_000;
    expect(await runLotteryScheduler(b)).not.toBeNull();

    const members = await Promise.all([1, 2, 3, 4].map(() => launchLotteryMember(server, DICE_GAME, 50_000n)));
    for (const member of members) {
      await placeLotteryBets(a, member.session, {
        bets: [
          { draw_id: '203104010481', bet_type: 'sum', pick: [10], stake: '3.00' },
          { draw_id: '203104010481', bet_type: 'odd', pick: [], stake: '4.00' },
          { draw_id: '203104010481', bet_type: 'single', pick: [3], stake: '2.00' },
        ],
      });
    }
    await rigDraw(
      server.db,
      DICE_GAME,
      '203104010481',
      (d) => d[0]! + d[1]! + d[2]! === 10 && d.filter((x) => x === 3).length === 1,
    );
    clock.t = hanoi('2031-04-01T08:01:00');
    // Both nodes run every step at once, as two nodes whose claims overlapped would.
    const both = await Promise.all([runLotterySteps(a), runLotterySteps(b)]);
    expect(both[0].drawn + both[1].drawn).toBe(1);
    expect(both[0].settledTickets + both[1].settledTickets).toBe(4);
    const tickets = await server.db.selectFrom('lottery_tickets').select('id').where('draw_id', '=', '203104010481').execute();
    const wins = await winsOf(tickets.map((t) => t.id));
    expect(wins).toHaveLength(4);
    // sum 10 pays 7.80, single 3 shown once pays 2 x 2.00 (odd loses on 10).
    for (const member of members) expect(await member.main()).toBe(50_000n - 900n + 2_340n + 400n);
    await balanced();
  });

  it('carries on after a node died mid-settlement: the next pays what is left, and nothing twice', async () => {
    const clock = { t: hanoi('2031-05-01T09:00:05') };
    const healthy = houseWalletOf(server);
    // The dying node's wallet: its wins reach the platform, but their answers are lost.
    let sent = 0;
    const lossy: WalletClient = {
      async call(action, body) {
        const answer = await healthy.call(action, body);
        // The tickets' wins (a bet's valid part, `-valid`, goes through).
        if (action === 'win' && body.transaction_id?.endsWith('-win')) {
          sent += 1;
          throw new WalletUnavailable('answer lost');
        }
        return answer;
      },
    };
    const dying = lotteryNode(server, clock, { nodeId: 'dying', wallet: lossy });
    const next = lotteryNode(server, clock, { nodeId: 'next' });
    await runLotteryScheduler(dying);
    const members = await Promise.all([1, 2, 3].map(() => launchLotteryMember(server, DICE_GAME, 20_000n)));
    for (const member of members) {
      await placeLotteryBets(dying, member.session, {
        bets: [{ draw_id: '203105010541', bet_type: 'even', pick: [], stake: '10.00' }],
      });
    }
    await rigDraw(server.db, DICE_GAME, '203105010541', (d) => (d[0]! + d[1]! + d[2]!) % 2 === 0 && new Set(d).size > 1);
    clock.t = hanoi('2031-05-01T09:01:00');
    // The dying node holds the claim and draws; its settlement sends every win and records none.
    const run = await runLotteryScheduler(dying);
    expect(run).toMatchObject({ drawn: 1, settledTickets: 0 });
    expect(sent).toBe(3);
    expect((await drawRow('203105010541')).status).toBe('drawn');
    // It "dies" holding its claims. Another node waits for the job's lease, then for the tickets' claims to lapse.
    await sql`update job_runs set claimed_by = 'dying', claimed_until = ${new Date(clock.t + LOTTERY_LEASE_MS)} where job = ${LOTTERY_JOB}`.execute(
      server.db,
    );
    expect(await runLotteryScheduler(next)).toBeNull();
    clock.t += LOTTERY_LEASE_MS + 1;
    expect(await runLotteryScheduler(next)).toMatchObject({ settledTickets: 0 });
    clock.t += LOTTERY_CLAIM_MS;
    expect(await runLotteryScheduler(next)).toMatchObject({ settledTickets: 3 });
    expect((await drawRow('203105010541')).status).toBe('settled');
    // Each win was sent twice and booked once.
    for (const member of members) expect(await member.main()).toBe(20_000n - 1_000n + 2_000n);
    const tickets = await server.db.selectFrom('lottery_tickets').select('id').where('draw_id', '=', '203105010541').execute();
    expect(await winsOf(tickets.map((t) => t.id))).toHaveLength(3);
    // A stray settlement of the same draw (a third node, much later) finds nothing to claim.
    clock.t += LOTTERY_CLAIM_MS * 2;
    const row = await drawRow('203105010541');
    expect(await settleTickets(next, { game: DICE_GAME, draw_id: row.draw_id, result: row.result! })).toEqual({
      claimed: 0,
      settled: 0,
    });
    await balanced();
  });

  it('after a downtime draws the committed draws late with their on-time results, voids one whose seed was lost', async () => {
    const clock = { t: hanoi('2031-06-01T12:00:05') };
    const node = lotteryNode(server, clock);
    await runLotterySteps(node);
    const member = await launchLotteryMember(server, DICE_GAME, 100_000n);
    // Bets on the next draw and on one an hour later; the draw after that loses its seed while the server is down.
    await placeLotteryBets(node, member.session, {
      bets: [
        { draw_id: '203106010721', bet_type: 'big', pick: [], stake: '10.00' },
        { draw_id: '203106010780', bet_type: 'small', pick: [], stake: '10.00' },
        { draw_id: '203106010781', bet_type: 'small', pick: [], stake: '10.00' },
      ],
    });
    const first = await rigDraw(server.db, DICE_GAME, '203106010721', bigOrSmall(true));
    const second = await rigDraw(server.db, DICE_GAME, '203106010780', bigOrSmall(false));
    await server.db
      .updateTable('lottery_draws')
      .set({ seed: null, seed_sealed: null })
      .where('draw_id', '=', '203106010781')
      .execute();
    expect(await member.main()).toBe(97_000n);

    // Down for three hours: nothing runs. The scheduler had committed two hours ahead.
    clock.t = hanoi('2031-06-01T15:00:30');
    const run = await runLotterySteps(node);
    expect(run.voided).toBe(1);
    const drawn = await server.db
      .selectFrom('lottery_draws')
      .select(['draw_id', 'status', 'late', 'result'])
      .where('game', '=', DICE_GAME)
      .where('draw_id', 'in', ['203106010721', '203106010780', '203106010781'])
      .orderBy('draw_id')
      .execute();
    expect(drawn).toEqual([
      { draw_id: '203106010721', status: 'settled', late: true, result: [...first] },
      { draw_id: '203106010780', status: 'settled', late: true, result: [...second] },
      { draw_id: '203106010781', status: 'void', late: false, result: null },
    ]);
    // The draws past the two hours committed ahead never existed: nobody could bet on them.
    const gap = await server.db
      .selectFrom('lottery_draws')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('game', '=', DICE_GAME)
      .where('draws_at', '>', new Date(hanoi('2031-06-01T14:02:00')))
      .where('draws_at', '<=', new Date(hanoi('2031-06-01T15:00:00')))
      .executeTakeFirstOrThrow();
    expect(Number(gap.n)).toBe(0);
    // The next draw taking bets is committed again. Both late draws won; the void one is refunded.
    expect((await drawRow('203106010901')).status).toBe('open');
    expect(await member.main()).toBe(97_000n + 2_000n + 2_000n + 1_000n);
    const refunded = await server.db
      .selectFrom('lottery_bets')
      .select(['status', 'refund_reason'])
      .where('draw_id', '=', '203106010781')
      .execute();
    expect(refunded).toEqual([{ status: 'refunded', refund_reason: 'draw_void' }]);
    await balanced();
  });

  it('follows a bet over several draws, and stops and refunds the rest after a win when asked', async () => {
    const clock = { t: hanoi('2031-07-01T07:00:05') };
    const node = lotteryNode(server, clock);
    await runLotterySteps(node);
    const member = await launchLotteryMember(server, DICE_GAME, 100_000n);
    await rigDraw(server.db, DICE_GAME, '203107010421', bigOrSmall(false));
    await rigDraw(server.db, DICE_GAME, '203107010422', bigOrSmall(true));
    const placed = await placeLotteryBets(node, member.session, {
      bets: [{ draw_id: '203107010421', bet_type: 'big', pick: [], stake: '5.00' }],
      follow: { draws: 4, stop_after_win: true },
    });
    expect(placed.bets.map((b) => b.draw_id)).toEqual(['203107010421', '203107010422', '203107010423', '203107010424']);
    expect(new Set(placed.bets.map((b) => b.plan_id)).size).toBe(1);
    expect(await member.main()).toBe(98_000n);
    // Three minutes pass and three draws are drawn together (as a catch-up would): the first loses, the second wins,
    // and the plan's later draws are refunded, whatever the third's result.
    clock.t = hanoi('2031-07-01T07:03:00');
    await runLotterySteps(node);
    await runLotterySteps(node);
    const bets = await server.db
      .selectFrom('lottery_bets')
      .select(['draw_id', 'status', 'result', 'refund_reason'])
      .where('plan_id', '=', placed.bets[0]!.plan_id)
      .orderBy('draw_id')
      .execute();
    expect(bets).toEqual([
      { draw_id: '203107010421', status: 'settled', result: 'lost', refund_reason: null },
      { draw_id: '203107010422', status: 'settled', result: 'won', refund_reason: null },
      { draw_id: '203107010423', status: 'refunded', result: null, refund_reason: 'plan_stopped' },
      { draw_id: '203107010424', status: 'refunded', result: null, refund_reason: 'plan_stopped' },
    ]);
    expect(await member.main()).toBe(98_000n + 1_000n + 1_000n);
    const plan = await server.db.selectFrom('lottery_follow_plans').selectAll().executeTakeFirstOrThrow();
    expect(plan).toMatchObject({ stopped_by_draw: '203107010422', draws: 4, stop_after_win: true });
    await balanced();
  });

  it('keeps each seed sealed to its draw until the draw publishes it', async () => {
    const clock = { t: hanoi('2033-02-01T10:00:05') };
    const node = lotteryNode(server, clock);
    await runLotterySteps(node);
    const stored = await server.db
      .selectFrom('lottery_draws')
      .select(['game', 'draw_id', 'seed', 'seed_sealed', 'seed_hash', 'status'])
      .where('game', '=', DICE_GAME)
      .where('draws_at', '>', new Date(clock.t))
      .orderBy('draws_at')
      .limit(2)
      .execute();
    // The database holds no seed of a draw that is still to come, only its seal, which opens to the committed seed.
    expect(stored.every((d) => d.seed === null && d.seed_sealed !== null)).toBe(true);
    const [first, second] = stored as [(typeof stored)[0], (typeof stored)[0]];
    const opened = drawSeedOf(node.seeds, first);
    expect(opened !== null && commitmentOf(opened) === first.seed_hash).toBe(true);
    expect(first.seed_sealed).not.toContain(opened as string);
    // Another key opens nothing: the seed counts as lost.
    expect(drawSeedOf(secretBox(Buffer.alloc(32, 9)), first)).toBeNull();
    // A seal copied onto another draw does not open there, so that draw's seed is lost and it is voided at its time.
    await server.db
      .updateTable('lottery_draws')
      .set({ seed_sealed: first.seed_sealed })
      .where('game', '=', DICE_GAME)
      .where('draw_id', '=', second.draw_id)
      .execute();
    expect(drawSeedOf(node.seeds, { ...second, seed_sealed: first.seed_sealed })).toBeNull();

    // A seed stored in the open before seeds were sealed is sealed at start-up, once.
    const plain = opened as string;
    await server.db
      .updateTable('lottery_draws')
      .set({ seed: plain, seed_sealed: null })
      .where('draw_id', '=', first.draw_id)
      .execute();
    expect(await sealOpenSeeds(server.db, node.seeds)).toBeGreaterThanOrEqual(1);
    expect(await sealOpenSeeds(server.db, node.seeds)).toBe(0);
    const resealed = await drawRow(first.draw_id);
    expect(resealed.seed).toBeNull();

    // Drawn, the seed is published with the result, and the verify panel's check passes.
    clock.t = hanoi('2033-02-01T10:01:00');
    await runLotterySteps(node);
    const drawn = await drawRow(first.draw_id);
    expect(drawn.status === 'drawn' || drawn.status === 'settled').toBe(true);
    expect(drawn.seed).toBe(plain);
    expect(verifyDraw(plain, drawn.seed_hash, drawn.public_value!, DICE_GAME, drawn.result!)).toMatchObject({ ok: true });
    // The draw whose seal was copied from another is voided at its time, its seed lost.
    clock.t = hanoi('2033-02-01T10:02:00');
    await runLotterySteps(node);
    expect(await drawRow(second.draw_id)).toMatchObject({ status: 'void', void_reason: 'seed_lost', seed: null });
    // Its draws leave the other tests' calendar as it was.
    await server.db
      .deleteFrom('lottery_draws')
      .where('draws_at', '>=', new Date(hanoi('2033-01-01T00:00:00')))
      .execute();
  });
});
