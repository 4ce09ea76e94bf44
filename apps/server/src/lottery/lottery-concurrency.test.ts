import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOUSE_CODE } from '../house/house-config.ts';
import { HouseError } from '../house/house-play.ts';
import { ledgerInvariants } from '../testing/ledger-invariants.ts';
import { testDatabaseKind } from '../testing/test-database.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { DICE_GAME } from './dice-game.ts';
import { hanoi, launchLotteryMember, lotteryNode, offerLotteryGames } from './lottery-test-helpers.ts';
import { runLotterySteps } from './lottery-worker.ts';
import { LotteryBetError, placeLotteryBets, type SlipLine } from './place-bets.ts';
import { closeDueDraws, drawDueDraws } from './run-draws.ts';
import { settleTickets } from './settle-draw.ts';

/**
 * Many members betting at once while the draw closes under them, then several nodes settling the same draws at once
 * (on PostgreSQL each on connections of its own; PGlite, one connection, runs a smaller copy): every bet ends placed
 * and paid exactly once, or refused whole, and the ledger balances.
 */
let server: TestServer;
let gpId: number;
const MEMBERS = testDatabaseKind() === 'postgres' ? 40 : 8;
const FUNDS = 100_000n;

beforeAll(async () => {
  server = await startTestServer({ env: { LOTTERY_DRAWS: '0' } });
  await offerLotteryGames(server.db);
  gpId = (await server.db.selectFrom('game_providers').select('id').where('code', '=', HOUSE_CODE).executeTakeFirstOrThrow()).id;
}, 60_000);

afterAll(async () => {
  await server?.close();
});

const DRAW = '203108010601';
const lines = (i: number): SlipLine[] => [
  { draw_id: DRAW, bet_type: 'big', pick: [], stake: '2.00' },
  { draw_id: DRAW, bet_type: 'sum', pick: [4 + (i % 14)], stake: '1.00' },
  { draw_id: DRAW, bet_type: 'single', pick: [1 + (i % 6)], stake: '3.00' },
  { draw_id: DRAW, bet_type: 'pair', pick: [1 + ((i + 3) % 6)], stake: '1.50' },
];

describe('the lottery under concurrent bets and settlements', () => {
  it('takes every bet before the close or refuses it whole, and pays every ticket exactly once', {
    timeout: 120_000,
  }, async () => {
    const open = { t: hanoi('2031-08-01T10:00:20') };
    const node = lotteryNode(server, open);
    await runLotterySteps(node);
    const members = await Promise.all(Array.from({ length: MEMBERS }, () => launchLotteryMember(server, DICE_GAME, FUNDS)));

    // Every member sends three slips at once (one follows the bet over three draws, stopping after a win), while
    // a node whose clock has reached the close closes the draw in the middle of them.
    const late = { t: hanoi('2031-08-01T10:00:50') };
    const closer = lotteryNode(server, late);
    const outcomes: ('placed' | 'closed' | 'funds')[] = [];
    const slips = members.flatMap((member, i) => [
      () => placeLotteryBets(node, member.session, { bets: lines(i) }),
      () => placeLotteryBets(node, member.session, { bets: lines(i + 1).slice(0, 2) }),
      () =>
        placeLotteryBets(node, member.session, {
          bets: [{ draw_id: DRAW, bet_type: 'odd', pick: [], stake: '5.00' }],
          follow: { draws: 3, stop_after_win: true },
        }),
    ]);
    const send = async (slip: () => Promise<unknown>) => {
      try {
        await slip();
        outcomes.push('placed');
      } catch (error) {
        if (error instanceof LotteryBetError && error.code === 'betting_closed') outcomes.push('closed');
        else if (error instanceof HouseError && error.code === 'insufficient_funds') outcomes.push('funds');
        else throw error;
      }
    };
    const half = Math.floor(slips.length / 2);
    const first = slips.slice(0, half).map(send);
    // Once a few are in, the rest are sent by a node that still thinks the draw open, as the close comes.
    while (outcomes.length < Math.ceil(half / 4)) await new Promise((resolve) => setTimeout(resolve, 5));
    await Promise.all([...first, ...slips.slice(half).map(send), closeDueDraws(closer)]);
    await closeDueDraws(closer);
    expect(outcomes.filter((o) => o === 'placed').length).toBeGreaterThan(0);
    expect(outcomes.filter((o) => o === 'funds')).toEqual([]);
    expect(outcomes).toHaveLength(slips.length);
    // Nothing is written for a draw after its close: no bet is still being staked, none appeared once it closed.
    const placing = await server.db.selectFrom('lottery_bets').select('id').where('status', '=', 'placing').execute();
    expect(placing).toEqual([]);

    // Three draws, each settled by three nodes at once and by stray settlements of the same tickets.
    for (const [at, drawId] of [
      ['2031-08-01T10:01:00', DRAW],
      ['2031-08-01T10:02:00', '203108010602'],
      ['2031-08-01T10:03:00', '203108010603'],
    ] as const) {
      const clock = { t: hanoi(at) };
      const nodes = [1, 2, 3].map((n) => lotteryNode(server, clock, { nodeId: `n${n}`, walletConcurrency: 8 }));
      await closeDueDraws(nodes[0]!);
      await drawDueDraws(nodes[0]!);
      const drawn = await server.db
        .selectFrom('lottery_draws')
        .select(['result'])
        .where('game', '=', DICE_GAME)
        .where('draw_id', '=', drawId)
        .executeTakeFirstOrThrow();
      // Three schedulers, and three settlements whose clocks see every claim as lapsed (they take tickets over while
      // the others are sending their wins).
      const lapsed = (n: (typeof nodes)[number]) => ({ ...n, clock: () => clock.t + 120_000 });
      await Promise.all([
        ...nodes.map((n) => runLotterySteps(n)),
        ...nodes.map((n) => settleTickets(lapsed(n), { game: DICE_GAME, draw_id: drawId, result: drawn.result! }, 5)),
      ]);
      await Promise.all(nodes.map((n) => runLotterySteps(n)));
    }

    // Every bet ended: settled, refunded (a stopped plan) or refused; no bet is left open.
    const statuses = await server.db
      .selectFrom('lottery_bets')
      .select(['status'])
      .where('draw_id', 'in', [DRAW, '203108010602', '203108010603'])
      .groupBy('status')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .execute();
    expect(statuses.map((s) => s.status).sort()).toEqual(expect.arrayContaining(['settled']));
    expect(statuses.every((s) => ['settled', 'refunded', 'refused'].includes(s.status))).toBe(true);

    // Each ticket's win booked once, as much as its bets won.
    const { rows: tickets } = await sql<{ id: string; win: string; paid: string; wins: number; won: string }>`
      select t.id, t.win::text,
        coalesce((select sum(p.amount) from provider_transactions p
          where p.provider_id = ${gpId} and p.kind = 'win' and p.round_id = t.id), 0)::text as paid,
        -- The ticket's win; a bet's valid part is stated by a win of nothing of its own (valid-stakes.ts).
        (select count(*)::int from provider_transactions p where p.provider_id = ${gpId} and p.kind = 'win' and p.round_id = t.id
          and p.transaction_id = t.id || '-win') as wins,
        (select coalesce(sum(b.payout), 0)::text from lottery_bets b where b.ticket_id = t.id and b.status = 'settled') as won
      from lottery_tickets t where t.game = ${DICE_GAME} and t.draw_id in (${DRAW}, '203108010602', '203108010603')`.execute(
      server.db,
    );
    expect(tickets.length).toBeGreaterThanOrEqual(MEMBERS);
    for (const ticket of tickets) {
      expect(ticket.win).toBe(ticket.won);
      expect(ticket.paid).toBe(ticket.win);
      expect(ticket.wins).toBe(BigInt(ticket.win) > 0n ? 1 : 0);
    }

    // Each member holds what they had, less what their standing bets cost, plus what those won.
    for (const member of members) {
      const { rows } = await sql<{ cost: string; won: string }>`
        select coalesce(sum(b.cost) filter (where b.status = 'settled'), 0)::text as cost,
          coalesce(sum(b.payout) filter (where b.status = 'settled'), 0)::text as won
        from lottery_bets b where b.session_token = ${member.session}`.execute(server.db);
      expect(await member.main()).toBe(FUNDS - BigInt(rows[0]!.cost) + BigInt(rows[0]!.won));
    }
    expect(await ledgerInvariants(server.db)).toMatchObject({ nonZeroCurrencies: [], drift: 0, unbalanced: 0, negative: 0 });
  });
});
