// Bare `ws` clients of the realtime benchmark's fan-out ratio, one process of them holding sockets to both the bare
// floor server and the real server. Each socket speaks just enough of engine.io and socket.io to be a client (the
// open packet, the namespace connect, a subscribe, pongs) and reads the timed event's stamp with one JSON parse: the
// same few microseconds whichever server sent it, so the ratio of the two servers' figures is the servers' own.
import { REALTIME_PATH, realtimeEvents } from '@casino/contract/realtime.ts';
import { WebSocket } from 'ws';
import { stamp, type WireClientReply, type WireClientRequest, type WireTarget } from './protocol.ts';

const sockets: Record<WireTarget, WebSocket[]> = { floor: [], product: [] };
/** Latencies of each timed event, by server and seq. */
const latencies = new Map<string, number[]>();
const waiting = new Map<string, () => void>();
let closed = 0;

function reply(message: WireClientReply) {
  process.send?.(message);
}

const EVENT_PREFIX = '42';
const TIMED_EVENT = JSON.stringify(realtimeEvents.carouselPictureUrl);

function onEvent(target: WireTarget, text: string) {
  // 42["event","channel",{...}]: only the timed event counts (a refused subscription leaves the room short).
  if (!text.startsWith(TIMED_EVENT, 3)) return;
  const [, , data] = JSON.parse(text.slice(EVENT_PREFIX.length)) as [string, string, { seq: number; sent_at: number }];
  const key = `${target}:${data.seq}`;
  let list = latencies.get(key);
  if (!list) {
    list = [];
    latencies.set(key, list);
  }
  list.push(stamp() - data.sent_at);
  if (list.length >= sockets[target].length) waiting.get(key)?.();
}

/** Opens one socket: engine.io open, socket.io connect to the main namespace, then a subscribe to the channel. */
function open(target: WireTarget, url: string, channel: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = new WebSocket(`${url}${REALTIME_PATH}/?EIO=4&transport=websocket`, { perMessageDeflate: false });
    let ready = false;
    socket.on('message', (data: Buffer) => {
      const text = data.toString();
      if (text.startsWith(EVENT_PREFIX)) onEvent(target, text);
      else if (text === '2') socket.send('3');
      else if (text.startsWith('0')) socket.send('40');
      else if (text.startsWith('40') && !ready) {
        ready = true;
        socket.send(`42${JSON.stringify(['subscribe', { channel, auth: { headers: {} } }])}`);
        sockets[target].push(socket);
        resolve(true);
      } else if (text.startsWith('44')) socket.close();
    });
    socket.once('close', () => {
      if (ready) closed += 1;
      else resolve(false);
    });
    socket.once('error', () => resolve(false));
  });
}

async function connectAll(target: WireTarget, url: string, channel: string, count: number, concurrency: number) {
  let next = 0;
  let failed = 0;
  async function worker() {
    while (next < count) {
      next += 1;
      if (!(await open(target, url, channel))) failed += 1;
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  return failed;
}

process.on('message', (request: WireClientRequest) => {
  switch (request.type) {
    case 'connect':
      void connectAll(request.target, request.url, request.channel, request.count, request.concurrency).then((failed) =>
        reply({ type: 'connected', connected: sockets[request.target].length, failed }),
      );
      break;
    case 'public': {
      const key = `${request.target}:${request.seq}`;
      const send = () => {
        waiting.delete(key);
        clearTimeout(timer);
        const list = latencies.get(key) ?? [];
        latencies.delete(key);
        reply({ type: 'public', seq: request.seq, latencies: list, closed });
      };
      const timer = setTimeout(send, 30_000);
      waiting.set(key, send);
      if ((latencies.get(key)?.length ?? 0) >= sockets[request.target].length) send();
      break;
    }
    case 'close':
      for (const socket of [...sockets.floor, ...sockets.product]) socket.terminate();
      reply({ type: 'closed' });
      setTimeout(() => process.exit(0), 100);
      break;
  }
});
process.on('disconnect', () => process.exit(0));
