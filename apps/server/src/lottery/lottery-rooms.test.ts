import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { LOTTERY_DRAW_EVENT, LOTTERY_JOIN_EVENT, lotteryDrawEvent } from '@casino/contract/house/lottery-calls.ts';
import { sql } from 'kysely';
import { Server } from 'socket.io';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { DICE_GAME } from './dice-game.ts';
import { attachLotteryRooms, type LotteryAnnounce, type LotteryDrawChange } from './lottery-rooms.ts';
import { hanoi, launchLotteryMember, lotteryNode, offerLotteryGames } from './lottery-test-helpers.ts';
import { LOTTERY_JOB, runLotterySteps } from './lottery-worker.ts';
import { placeLotteryBets } from './place-bets.ts';

/**
 * The lottery's realtime: pages joined to a game's room over a real socket.io server hear that game's draws drawn,
 * settled and voided, and nothing of the games they did not join; the scheduler announces each draw it draws, voids
 * (catch-up with a lost seed) and settles, with or without bets.
 */
let server: TestServer;
let io: Server;
let announce: LotteryAnnounce;
let url: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  server = await startTestServer({ env: { LOTTERY_DRAWS: '0' } });
  await offerLotteryGames(server.db);
  const http = createServer();
  io = new Server(http);
  announce = attachLotteryRooms(io);
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
}, 60_000);

afterAll(async () => {
  for (const socket of sockets) socket.close();
  await new Promise((resolve) => io?.close(resolve));
  await server?.close();
});

async function page(games: unknown[]): Promise<{ heard: unknown[] }> {
  const socket = connect(url, { transports: ['websocket'] });
  sockets.push(socket);
  const heard: unknown[] = [];
  socket.on(LOTTERY_DRAW_EVENT, (message: unknown) => heard.push(message));
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  for (const game of games) socket.emit(LOTTERY_JOIN_EVENT, { game });
  // A round trip after the joins: the server has handled them when a message sent after them is answered.
  await new Promise((resolve) => setTimeout(resolve, 50));
  return { heard };
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(check()).toBe(true);
};

describe('the lottery rooms', () => {
  it('send each announced change to the pages of its game only, and ignore joins of what is not a game', async () => {
    const dice = await page([DICE_GAME, DICE_GAME]);
    const race = await page(['lottery-race', 'no-such-game', 42, null]);
    const both = await page([DICE_GAME, 'lottery-race']);
    announce([
      { game: DICE_GAME, draw_id: '203103010601', status: 'drawn' },
      { game: 'lottery-race', draw_id: '203103010121', status: 'void' },
      { game: DICE_GAME, draw_id: '203103010601', status: 'settled' },
    ]);
    await until(() => dice.heard.length === 2 && race.heard.length === 1 && both.heard.length === 3);
    await new Promise((resolve) => setTimeout(resolve, 50));
    // Joined twice, heard once; each message is the contract's.
    expect(dice.heard.map((m) => lotteryDrawEvent.parse(m))).toEqual([
      { game: DICE_GAME, draw_id: '203103010601', status: 'drawn' },
      { game: DICE_GAME, draw_id: '203103010601', status: 'settled' },
    ]);
    expect(race.heard).toEqual([{ game: 'lottery-race', draw_id: '203103010121', status: 'void' }]);
    expect(both.heard).toHaveLength(3);
  });

  it('announce nothing without a socket server', () => {
    expect(() => attachLotteryRooms(undefined)([{ game: DICE_GAME, draw_id: '203103010601', status: 'drawn' }])).not.toThrow();
  });
});

describe('the scheduler', () => {
  it('announces the draws it draws and settles, and a draw it voids for a lost seed', async () => {
    const heard: LotteryDrawChange[] = [];
    const clock = { t: hanoi('2032-05-01T10:00:05') };
    const node = {
      ...lotteryNode(server, clock),
      announce: (changes: readonly LotteryDrawChange[]) => void heard.push(...changes),
    };
    await runLotterySteps(node);
    expect(heard).toEqual([]);
    const member = await launchLotteryMember(server, DICE_GAME, 10_000n);
    await placeLotteryBets(node, member.session, {
      bets: [{ draw_id: '203205010601', bet_type: 'big', pick: [], stake: '1.00' }],
    });

    // The draw with a bet is drawn and settled in one run; each is announced, drawn first.
    clock.t = hanoi('2032-05-01T10:01:00');
    await runLotterySteps(node);
    expect(heard).toEqual([
      { game: DICE_GAME, draw_id: '203205010601', status: 'drawn' },
      { game: DICE_GAME, draw_id: '203205010601', status: 'settled' },
    ]);

    // The next draw took no bet: drawn and settled as it is. Its neighbour lost its seed: voided.
    await sql`update lottery_draws set seed = null, seed_sealed = null where game = ${DICE_GAME} and draw_id = '203205010603'`.execute(
      server.db,
    );
    heard.length = 0;
    clock.t = hanoi('2032-05-01T10:03:00');
    await runLotterySteps(node);
    const dice = heard.filter((c) => c.game === DICE_GAME);
    expect(dice).toEqual([
      { game: DICE_GAME, draw_id: '203205010602', status: 'drawn' },
      { game: DICE_GAME, draw_id: '203205010603', status: 'void' },
      { game: DICE_GAME, draw_id: '203205010602', status: 'settled' },
    ]);
    await server.db.deleteFrom('job_runs').where('job', '=', LOTTERY_JOB).execute();
  });
});
