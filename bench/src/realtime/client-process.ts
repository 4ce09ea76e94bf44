// A process of the realtime benchmark holding thousands of members' pages: each is a stock laravel-echo client on
// the socket.io broadcaster (websocket transport), signed in with its member's token, following the public channels
// every page follows and the member's private channel, as the site does (apps/web/src/lib/realtime.ts).
import { echoEventName, publicChannels, REALTIME_PATH, realtimeEvents } from '@casino/contract/realtime.ts';
import Echo from 'laravel-echo';
import { io, type Socket } from 'socket.io-client';
import { type BenchMember, type ClientReply, type ClientRequest, stamp, TEST_CHANNEL, TEST_TEMPLATE } from './protocol.ts';

type Stamped = { seq: number; sent_at: number };

const echoes: Echo<'socket.io'>[] = [];
let connected = 0;
let refused = 0;
let disconnects = 0;
let retries = 0;
/** Why sockets closed, by socket.io's reason ('ping timeout', 'transport close', ...). */
const closedBecause: Record<string, number> = {};
/** The highest seq of member.cash each member's page has received. */
const lastCash = new Map<number, number>();
const cashSeqs: number[] = [];
const cashLatencies: number[] = [];
const publicLatencies = new Map<number, number[]>();
const waitingPublic = new Map<number, () => void>();

function reply(message: ClientReply) {
  process.send?.(message);
}

function onPublic(data: Stamped) {
  const latency = stamp() - data.sent_at;
  let list = publicLatencies.get(data.seq);
  if (!list) {
    list = [];
    publicLatencies.set(data.seq, list);
  }
  list.push(latency);
  if (list.length >= connected) waitingPublic.get(data.seq)?.();
}

function open(url: string, origin: string, member: BenchMember): Promise<boolean> {
  const echo = new Echo<'socket.io'>({
    broadcaster: 'socket.io',
    client: io,
    host: url,
    path: REALTIME_PATH,
    transports: ['websocket'],
    reconnection: false,
    // A browser page sends its origin on the websocket handshake; the server checks it against its allow-list.
    extraHeaders: { Origin: origin },
    auth: { headers: { Authorization: `Bearer ${member.token}` } },
  });
  echoes.push(echo);
  const socket = (echo.connector as unknown as { socket: Socket }).socket;
  socket.on('subscription_error', () => {
    refused += 1;
  });
  for (const channel of [publicChannels.webMember, TEST_CHANNEL, publicChannels.template(TEST_TEMPLATE)]) {
    const listening = echo.channel(channel);
    if (channel === TEST_CHANNEL) listening.listen(echoEventName(realtimeEvents.carouselPictureUrl), onPublic);
  }
  echo.private(`member.${member.id}`).listen(echoEventName(realtimeEvents.memberCash), (data: Stamped) => {
    const latency = stamp() - data.sent_at;
    lastCash.set(member.id, Math.max(lastCash.get(member.id) ?? -1, data.seq));
    cashSeqs.push(data.seq);
    cashLatencies.push(latency);
  });
  return new Promise((resolve) => {
    socket.once('connect', () => {
      connected += 1;
      socket.once('disconnect', (reason) => {
        connected -= 1;
        disconnects += 1;
        closedBecause[reason] = (closedBecause[reason] ?? 0) + 1;
      });
      resolve(true);
    });
    socket.once('connect_error', () => {
      echo.disconnect();
      echoes.splice(echoes.indexOf(echo), 1);
      resolve(false);
    });
  });
}

/** Opens the pages with at most `concurrency` handshakes under way at once. */
async function connectAll(url: string, origin: string, members: BenchMember[], concurrency: number) {
  let next = 0;
  let failed = 0;
  async function worker() {
    while (next < members.length) {
      const member = members[next++] as BenchMember;
      lastCash.set(member.id, -1);
      // A page whose handshake fails (a timeout on a busy machine) tries again, as the site's client does.
      let opened = false;
      for (let attempt = 0; attempt < 5 && !opened; attempt += 1) {
        if (attempt > 0) retries += 1;
        opened = await open(url, origin, member);
      }
      if (!opened) failed += 1;
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  return failed;
}

// The benchmark is gone (finished, interrupted or failed): nothing is left running.
process.on('disconnect', () => process.exit(0));

process.on('message', (request: ClientRequest) => {
  switch (request.type) {
    case 'connect':
      void connectAll(request.url, request.origin, request.members, request.concurrency).then((failed) => {
        const resident = process.memoryUsage().rss;
        reply({ type: 'connected', connected, failed, retries, refused, resident });
      });
      break;
    case 'missing': {
      const memberIds = [...lastCash].filter(([, seq]) => seq < request.seq).map(([id]) => id);
      reply({ type: 'missing', memberIds });
      break;
    }
    case 'public': {
      const send = () => {
        waitingPublic.delete(request.seq);
        clearTimeout(timer);
        const latencies = publicLatencies.get(request.seq) ?? [];
        publicLatencies.delete(request.seq);
        reply({ type: 'public', seq: request.seq, received: latencies.length, latencies, connected, closedBecause });
      };
      const timer = setTimeout(send, 30_000);
      waitingPublic.set(request.seq, send);
      if ((publicLatencies.get(request.seq)?.length ?? 0) >= connected) send();
      break;
    }
    case 'collect': {
      const cash = cashLatencies.filter((_, i) => (cashSeqs[i] as number) >= request.fromSeq);
      const fromLoad = [...publicLatencies].filter(([seq]) => seq >= request.fromSeq).flatMap(([, list]) => list);
      reply({ type: 'collect', cash, publicLatencies: fromLoad, refused, disconnects, closedBecause });
      break;
    }
    case 'close':
      for (const echo of echoes) echo.disconnect();
      reply({ type: 'closed' });
      setTimeout(() => process.exit(0), 100);
      break;
  }
});
