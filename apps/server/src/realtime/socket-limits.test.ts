import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CURRENCY_CODES } from '@casino/contract/currencies.ts';
import { PRIVATE_MEMBER_CHANNEL, privateChannels, publicChannels } from '@casino/contract/realtime.ts';
import type { FastifyBaseLogger } from 'fastify';
import { io as ioClient, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { createSignedInMember, startTestServer, type TestServer } from '../testing/test-server.ts';
import { attachRealtime, type Realtime } from './echo-server.ts';
import { SOCKET_LIMITS, tokenBucket } from './socket-limits.ts';

/** What one socket may hold and send (decision 41). */
let server: TestServer;
const sockets: Socket[] = [];

async function connect(url: string): Promise<Socket> {
  const socket = ioClient(url, { transports: ['websocket'], reconnection: false });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

function subscribe(socket: Socket, channel: string, token?: string) {
  socket.emit('subscribe', { channel, auth: { headers: token ? { Authorization: `Bearer ${token}` } : {} } });
}

/** Counts the subscription_error answers of a socket by status. */
function refusals(socket: Socket): Map<number, number> {
  const counts = new Map<number, number>();
  socket.on('subscription_error', (_channel: string, status: number) => counts.set(status, (counts.get(status) ?? 0) + 1));
  return counts;
}

/**
 * Resolves once the server has handled everything the socket sent before: it reads a socket's messages in order, and
 * answers a subscribe of a name no page uses (with 403, or 429 past the rate).
 */
function flushed(socket: Socket): Promise<void> {
  const marker = `flush:${Math.random()}`;
  return new Promise((resolve) => {
    const onAnswer = (channel: string) => {
      if (channel !== marker) return;
      socket.off('subscription_error', onAnswer);
      resolve();
    };
    socket.on('subscription_error', onAnswer);
    subscribe(socket, marker);
  });
}

const poll = { timeout: 15_000 };

function serverRooms(realtime: Realtime, socket: Socket): Set<string> {
  return realtime.io.sockets.sockets.get(socket.id as string)?.rooms ?? new Set();
}

beforeAll(async () => {
  server = await startTestServer();
});
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.disconnect();
});
afterAll(() => server.close());

describe('rooms per socket', () => {
  it('stops at the cap however many channels of the site a socket asks for', async () => {
    const member = await createSignedInMember(server.db, 'limits01');
    const socket = await connect(server.url);
    const refused = refusals(socket);
    const channels = [
      publicChannels.webMember,
      ...CURRENCY_CODES.map((currency) => publicChannels.webApi(currency)),
      ...['site02', 'H5_1', 'suncity', 'H5_2'].map((template) => publicChannels.template(template)),
    ];
    expect(channels.length).toBeLessThan(SOCKET_LIMITS.subscribeBurst);
    for (const channel of channels) subscribe(socket, channel);
    const memberChannel = privateChannels.member(member.memberId);
    subscribe(socket, memberChannel, member.token);
    // Its own room, 16 channels, the member's channel and its session's room: over the cap. The server answers the
    // subscribes as their checks finish (the member's reads its session), so which ones are refused depends on that
    // order, but every one is answered, the socket ends at the cap exactly, and at least the two rooms over it are refused.
    const asked = [...channels, memberChannel];
    const joined = () => asked.filter((channel) => serverRooms(server.app.realtime, socket).has(channel)).length;
    await expect.poll(() => joined() + (refused.get(403) ?? 0), poll).toBe(asked.length);
    expect(serverRooms(server.app.realtime, socket).size).toBe(SOCKET_LIMITS.maxRooms);
    expect(refused.get(403)).toBeGreaterThanOrEqual(2);
  });

  it('joins no room of a name the site does not use, however many are asked', async () => {
    const socket = await connect(server.url);
    for (let i = 0; i < 500; i += 1) subscribe(socket, `room${i}_template`);
    await flushed(socket);
    expect(serverRooms(server.app.realtime, socket).size).toBe(1);
  });
});

describe('subscribe rate', () => {
  it('answers 429 past the burst, before any work', async () => {
    const socket = await connect(server.url);
    const refused = refusals(socket);
    const started = performance.now();
    for (let i = 0; i < 200; i += 1) subscribe(socket, privateChannels.member(1), 'not-a-token');
    await expect.poll(() => (refused.get(403) ?? 0) + (refused.get(429) ?? 0), poll).toBe(200);
    const seconds = (performance.now() - started) / 1000;
    const allowed = SOCKET_LIMITS.subscribeBurst + Math.ceil(seconds * SOCKET_LIMITS.subscribesPerSecond);
    expect(refused.get(429) ?? 0).toBeGreaterThanOrEqual(200 - allowed);
  });

  it('refills: a page that comes back later may subscribe again', () => {
    let now = 0;
    const allowed = tokenBucket(2, 1, () => now);
    expect([allowed(), allowed(), allowed()]).toEqual([true, true, false]);
    now = 999;
    expect(allowed()).toBe(false);
    now = 1_000;
    expect(allowed()).toBe(true);
  });
});

describe('client events', () => {
  it('are not relayed on the channels of the site, which uses none', async () => {
    const member = await createSignedInMember(server.db, 'limits02');
    const channel = privateChannels.member(member.memberId);
    const [sender, receiver] = [await connect(server.url), await connect(server.url)];
    for (const socket of [sender, receiver]) subscribe(socket, channel, member.token);
    await expect.poll(() => serverRooms(server.app.realtime, receiver).has(channel), poll).toBe(true);
    let received = 0;
    receiver.on('client-typing', () => {
      received += 1;
    });
    for (let i = 0; i < 20; i += 1) sender.emit('client event', { channel, event: 'client-typing', data: { i } });
    await flushed(sender);
    // What the server relayed reached the receiver before this event of the server, sent after the whispers.
    const marker = new Promise((resolve) => receiver.once('marker', resolve));
    server.app.realtime.broadcast(channel, 'marker', {});
    await marker;
    expect(received).toBe(0);
  });

  describe('on a channel that allows them', () => {
    let database: TestDatabase;
    let http: HttpServer;
    let realtime: Realtime;
    let url: string;
    beforeAll(async () => {
      database = await createTestDatabase({ seeded: true });
      http = createServer();
      realtime = await attachRealtime(http, {
        db: database.handle.db,
        logger: { error: () => undefined } as unknown as FastifyBaseLogger,
        origins: { db: database.handle.db, allowLoopback: true },
        maxSocketsPerAddress: 0,
        clientEventChannels: (channel) => PRIVATE_MEMBER_CHANNEL.test(channel),
      });
      await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
      url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
    });
    afterAll(async () => {
      await realtime.close();
      await new Promise((resolve) => http.close(resolve));
      await database.drop();
    });

    it('relays small ones, few a second, and never a large one', async () => {
      const member = await createSignedInMember(database.handle.db, 'limits03');
      const channel = privateChannels.member(member.memberId);
      const [sender, receiver] = [await connect(url), await connect(url)];
      for (const socket of [sender, receiver]) subscribe(socket, channel, member.token);
      await expect
        .poll(() => serverRooms(realtime, sender).has(channel) && serverRooms(realtime, receiver).has(channel), poll)
        .toBe(true);
      /** Resolves once what the server relayed of the sender's events so far has reached the receiver. */
      const relayed = async () => {
        await flushed(sender);
        const marker = new Promise((resolve) => receiver.once('marker', resolve));
        realtime.broadcast(channel, 'marker', {});
        await marker;
      };
      const got: unknown[] = [];
      receiver.on('client-large', () => got.push('large'));
      receiver.on('client-small', (_channel: string, data: unknown) => got.push(data));

      sender.emit('client event', { channel, event: 'client-large', data: { text: 'x'.repeat(15_000) } });
      await relayed();
      expect(got).toEqual([]);

      const started = performance.now();
      for (let i = 0; i < 200; i += 1) sender.emit('client event', { channel, event: 'client-small', data: { i } });
      await relayed();
      const seconds = (performance.now() - started) / 1000;
      expect(got[0]).toEqual({ i: 0 });
      expect(got.length).toBeLessThanOrEqual(
        SOCKET_LIMITS.clientEventBurst + Math.ceil(seconds * SOCKET_LIMITS.clientEventsPerSecond),
      );
    });
  });
});
