// Bare `ws` clients of the realtime benchmark's floor: each reads the event's stamp and nothing more.
import { WebSocket } from 'ws';
import { type FloorClientReply, type FloorClientRequest, stamp } from './protocol.ts';

const sockets: WebSocket[] = [];
const latencies = new Map<number, number[]>();
const waiting = new Map<number, () => void>();

function reply(message: FloorClientReply) {
  process.send?.(message);
}

function onMessage(data: Buffer) {
  const { seq, sent_at } = JSON.parse(data.toString()) as { seq: number; sent_at: number };
  let list = latencies.get(seq);
  if (!list) {
    list = [];
    latencies.set(seq, list);
  }
  list.push(stamp() - sent_at);
  if (list.length >= sockets.length) waiting.get(seq)?.();
}

function open(url: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = new WebSocket(url, { perMessageDeflate: false });
    socket.once('open', () => {
      sockets.push(socket);
      socket.on('message', onMessage);
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function connectAll(url: string, count: number, concurrency: number): Promise<number> {
  let next = 0;
  let failed = 0;
  async function worker() {
    while (next < count) {
      next += 1;
      if (!(await open(url))) failed += 1;
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  return failed;
}

process.on('message', (request: FloorClientRequest) => {
  switch (request.type) {
    case 'connect':
      void connectAll(request.url, request.count, request.concurrency).then((failed) =>
        reply({ type: 'connected', connected: sockets.length, failed }),
      );
      break;
    case 'public': {
      const send = () => {
        waiting.delete(request.seq);
        clearTimeout(timer);
        const list = latencies.get(request.seq) ?? [];
        latencies.delete(request.seq);
        reply({ type: 'public', seq: request.seq, latencies: list });
      };
      const timer = setTimeout(send, 30_000);
      waiting.set(request.seq, send);
      if ((latencies.get(request.seq)?.length ?? 0) >= sockets.length) send();
      break;
    }
    case 'close':
      for (const socket of sockets) socket.terminate();
      reply({ type: 'closed' });
      setTimeout(() => process.exit(0), 100);
      break;
  }
});
process.on('disconnect', () => process.exit(0));
