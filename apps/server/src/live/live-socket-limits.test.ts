import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOCKET_LIMITS } from '../realtime/socket-limits.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { LIVE_DRAGON_TIGER } from './live-games.ts';
import { LIVE_TIME_EVENT } from './table-runner.ts';

/** A socket may sample the live clock and join tables only within its budget (decision 41). */
let server: TestServer;
const sockets: Socket[] = [];

async function connect(): Promise<Socket> {
  const socket = io(server.url, { path: '/socket.io', transports: ['websocket'] });
  sockets.push(socket);
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  return socket;
}

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  for (const socket of sockets) socket.close();
  await server?.close();
});

describe('live table socket limits', () => {
  it('answers a burst of clock samples only up to the burst, and another socket keeps its own budget', async () => {
    const greedy = await connect();
    const answers = await Promise.all(
      Array.from({ length: 40 }, () =>
        greedy
          .timeout(1_500)
          .emitWithAck(LIVE_TIME_EVENT)
          .then((time: unknown) => typeof time === 'number')
          .catch(() => false),
      ),
    );
    const answered = answers.filter(Boolean).length;
    expect(answered).toBeGreaterThanOrEqual(SOCKET_LIMITS.clockSampleBurst);
    expect(answered).toBeLessThanOrEqual(SOCKET_LIMITS.clockSampleBurst + 2);

    const other = await connect();
    await expect(other.timeout(1_500).emitWithAck(LIVE_TIME_EVENT)).resolves.toEqual(expect.any(Number));
  });

  it('sends the table state for a join, and ignores a flood of joins beyond the burst', async () => {
    const socket = await connect();
    let states = 0;
    socket.on('live.state', (state: { table: string }) => {
      if (state.table === LIVE_DRAGON_TIGER) states += 1;
    });
    for (let i = 0; i < 30; i += 1) socket.emit('live:join', { table: LIVE_DRAGON_TIGER });
    await expect.poll(() => states, { timeout: 5_000 }).toBeGreaterThanOrEqual(1);
    // Let the joins that were answered arrive, and a table tick or two besides.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    // The answered joins, and a phase change or two of the table.
    expect(states).toBeLessThanOrEqual(SOCKET_LIMITS.liveJoinBurst + 2);
  });
});
