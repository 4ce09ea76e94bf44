// A process of the sports benchmark holding the pages of one event: socket.io clients (websocket transport) that each
// join the event's room with `sports:join` as the sportsbook page does, and note when each hears the event's next
// change (`sports.event`), on the machine's monotonic clock (the same clock in every process).
import { SPORTS_EVENT_EVENT, SPORTS_JOIN_EVENT } from '@casino/contract/house/sports-calls.ts';
import { io, type Socket } from 'socket.io-client';

export type PriceClientRequest =
  | { type: 'connect'; url: string; room: string; count: number }
  | { type: 'arm' }
  | { type: 'collect'; timeoutMs: number }
  | { type: 'close' };

export type PriceClientReply =
  | { type: 'connected'; connected: number; failed: number }
  | { type: 'armed' }
  | { type: 'collected'; received: number[]; versions: number[]; missing: number }
  | { type: 'closed' };

/** Milliseconds on the machine's monotonic clock (CLOCK_MONOTONIC, shared by every process). */
export const monotonicMs = () => Number(process.hrtime.bigint()) / 1e6;

const sockets: Socket[] = [];
/** When each socket heard the first change since the last arm, and the version it carried; null until then. */
let heard: ({ at: number; version: number } | null)[] = [];
let armed = false;

function reply(message: PriceClientReply) {
  process.send?.(message);
}

async function connect(url: string, room: string, count: number): Promise<void> {
  let failed = 0;
  heard = new Array(count).fill(null);
  const open = (i: number) =>
    new Promise<void>((resolve) => {
      const socket = io(url, { transports: ['websocket'], reconnection: false, timeout: 30_000 });
      sockets.push(socket);
      let joined = false;
      socket.on(SPORTS_EVENT_EVENT, (event: { version?: number }) => {
        if (!joined) {
          // The event sent at once on joining: the page is in the room.
          joined = true;
          resolve();
          return;
        }
        if (armed && heard[i] === null) heard[i] = { at: monotonicMs(), version: Number(event.version) };
      });
      socket.once('connect', () => socket.emit(SPORTS_JOIN_EVENT, { room }));
      socket.once('connect_error', () => {
        failed += 1;
        resolve();
      });
    });
  // Handshakes a few dozen at a time, as pages open over a while.
  let next = 0;
  await Promise.all(
    Array.from({ length: 50 }, async () => {
      while (next < count) await open(next++);
    }),
  );
  reply({ type: 'connected', connected: sockets.filter((s) => s.connected).length - 0, failed });
}

process.on('message', async (message: PriceClientRequest) => {
  if (message.type === 'connect') await connect(message.url, message.room, message.count);
  else if (message.type === 'arm') {
    heard = heard.map(() => null);
    armed = true;
    reply({ type: 'armed' });
  } else if (message.type === 'collect') {
    const deadline = monotonicMs() + message.timeoutMs;
    while (heard.some((h) => h === null) && monotonicMs() < deadline) await new Promise((r) => setTimeout(r, 5));
    armed = false;
    const got = heard.filter((h) => h !== null);
    reply({
      type: 'collected',
      received: got.map((h) => h.at),
      versions: [...new Set(got.map((h) => h.version))],
      missing: heard.length - got.length,
    });
  } else if (message.type === 'close') {
    for (const socket of sockets) socket.close();
    reply({ type: 'closed' });
    process.exit(0);
  }
});
