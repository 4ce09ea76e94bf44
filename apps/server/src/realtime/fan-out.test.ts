import { privateChannels, publicChannels, realtimeEvents } from '@casino/contract/realtime.ts';
import { io as ioClient, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSignedInMember, startTestServer, type TestServer } from '../testing/test-server.ts';

/** A broadcast's frame goes straight to each websocket of its room (decision 41). */
let server: TestServer;
const sockets: Socket[] = [];

async function connect(transport: 'websocket' | 'polling', channels: string[], token?: string): Promise<Socket> {
  const socket = ioClient(server.url, { transports: [transport], reconnection: false, forceNew: true });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  for (const channel of channels) {
    socket.emit('subscribe', { channel, auth: { headers: token ? { Authorization: `Bearer ${token}` } : {} } });
  }
  const serverSocket = () => server.app.realtime.io.sockets.sockets.get(socket.id as string);
  await expect.poll(() => channels.every((c) => serverSocket()?.rooms.has(c)), { timeout: 15_000 }).toBe(true);
  return socket;
}

/** Counts the packets engine.io makes on the server for the given clients' sockets. */
function countEnginePackets(clients: Socket[]): () => number {
  let count = 0;
  for (const client of clients) {
    const conn = server.app.realtime.io.sockets.sockets.get(client.id as string)?.conn;
    conn?.on('packetCreate', (packet: { type: string }) => {
      if (packet.type === 'message') count += 1;
    });
  }
  return () => count;
}

/** The client's own websocket (ws, under engine.io-client), to read the frames as they came off the wire. */
type ClientWebSocket = { extensions: string; on(event: 'message', listener: (data: Buffer, isBinary: boolean) => void): void };
function clientWebSocket(socket: Socket): ClientWebSocket {
  return (socket.io.engine.transport as unknown as { ws: ClientWebSocket }).ws;
}

/** The server's websocket sender of a client's socket, where the fan-out writes each frame. */
type ServerSender = { sendFrame(list: Buffer[], callback?: () => void): void };
function serverSender(client: Socket): ServerSender {
  const conn = server.app.realtime.io.sockets.sockets.get(client.id as string)?.conn as unknown as {
    transport: { socket: { _sender: ServerSender } };
  };
  return conn.transport.socket._sender;
}

beforeAll(async () => {
  server = await startTestServer();
});
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.disconnect();
});
afterAll(() => server.close());

describe('broadcast fan-out', () => {
  it('writes the frame to each websocket directly, and goes through engine.io for a polling socket', async () => {
    const channel = publicChannels.webApi('INR');
    const websockets = await Promise.all(Array.from({ length: 40 }, () => connect('websocket', [channel])));
    const polling = await Promise.all(Array.from({ length: 2 }, () => connect('polling', [channel])));
    const enginePackets = countEnginePackets([...websockets, ...polling]);
    const received = [...websockets, ...polling].map(
      (socket) => new Promise<unknown[]>((resolve) => socket.once('carousel_picture.url', (...args: unknown[]) => resolve(args))),
    );

    server.app.realtime.broadcast(channel, 'carousel_picture.url', { url: '/media/7' });

    for (const args of await Promise.all(received)) expect(args).toEqual([channel, { url: '/media/7' }]);
    // Only the polling sockets' packets were made by engine.io; the websockets' frame was written as it was encoded.
    expect(enginePackets()).toBe(polling.length);
  });

  it('keeps each socket in order with what it is sent alone, and sends a broadcast to several rooms once', async () => {
    const member = await createSignedInMember(server.db, 'fanout01');
    const own = privateChannels.member(member.memberId);
    const socket = await connect('websocket', [publicChannels.webMember, own], member.token);
    const got: string[] = [];
    socket.onAny((event: string, _channel: string, data: { n: number }) => got.push(`${event}:${data.n}`));
    const sent: string[] = [];
    for (let n = 0; n < 300; n += 1) {
      const [channel, event] = n % 3 === 0 ? [own, 'member.cash'] : [publicChannels.webMember, 'app_clean_cache'];
      server.app.realtime.broadcast(channel, event, { n });
      sent.push(`${event}:${n}`);
    }
    // A socket in both rooms of one broadcast gets it once.
    server.app.realtime.io.to([publicChannels.webMember, own]).emit('profile.updated', own, { n: 300 });
    sent.push('profile.updated:300');
    await expect.poll(() => got.length, { timeout: 15_000 }).toBe(sent.length);
    expect(got).toEqual(sent);
  });

  it('encodes a room broadcast once, hands every websocket the same frame, and each receives the same bytes', async () => {
    const channel = publicChannels.webApi('INR');
    const clients = await Promise.all(Array.from({ length: 20 }, () => connect('websocket', [channel])));
    const expected = `42${JSON.stringify([realtimeEvents.carouselPictureUrl, channel, { url: '/media/9' }])}`;
    const received = clients.map((client) => {
      const ws = clientWebSocket(client);
      // The client offers permessage-deflate (engine.io-client's default); the server declines it for every socket.
      expect(ws.extensions).toBe('');
      return new Promise<{ data: Buffer; isBinary: boolean }>((resolve) =>
        ws.on('message', (data, isBinary) => {
          if (data.toString().startsWith('42')) resolve({ data, isBinary });
        }),
      );
    });
    const handed: Buffer[][] = [];
    for (const client of clients) {
      const sender = serverSender(client);
      const sendFrame = sender.sendFrame.bind(sender);
      sender.sendFrame = (list, callback) => {
        handed.push(list);
        sendFrame(list, callback);
      };
    }
    const adapter = server.app.realtime.io.of('/').adapter as unknown as { encoder: { encode(packet: unknown): unknown[] } };
    const encode = vi.spyOn(adapter.encoder, 'encode');

    server.app.realtime.broadcast(channel, realtimeEvents.carouselPictureUrl, { url: '/media/9' });

    const frames = await Promise.all(received);
    expect(encode).toHaveBeenCalledTimes(1);
    encode.mockRestore();
    // One frame, made once: every socket's sender got the very same buffer, header and payload in one write.
    expect(handed).toHaveLength(clients.length);
    for (const list of handed) {
      expect(list).toHaveLength(1);
      expect(list[0]).toBe(handed[0]?.[0]);
    }
    for (const { data, isBinary } of frames) {
      expect(isBinary).toBe(false);
      expect(data.toString()).toBe(expected);
    }
  });
});
