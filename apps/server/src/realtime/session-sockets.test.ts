import { randomBytes } from 'node:crypto';
import { realtimeEvents } from '@casino/contract/realtime.ts';
import { io as ioClient, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sessionFingerprint } from '../members/revoke-session.ts';
import { issueSessionToken } from '../members/session-tokens.ts';
import { connectEcho, nextEvent, settle, socketOf } from '../testing/echo-client.ts';
import { createSignedInMember, startTestServer, type TestServer } from '../testing/test-server.ts';

const redisUrl = process.env.REDIS_URL;
let server: TestServer;
const servers: TestServer[] = [];
const clients: { disconnect(): void }[] = [];

function track<T extends { disconnect(): void }>(client: T): T {
  clients.push(client);
  return client;
}

function account() {
  return `rt${randomBytes(5).toString('hex')}`;
}

/** Subscribes to the member's private channel and resolves with the channel's events and the socket's closing. */
async function followMember(url: string, memberId: number, token: string) {
  const echo = track(connectEcho(url, token));
  const login = nextEvent<Record<string, unknown>>(
    (cb) => echo.private(`member.${memberId}`).listen(`.${realtimeEvents.login}`, cb),
    10_000,
  );
  // Not every test waits for this socket's login event: an unawaited timeout is not an error of the run.
  login.catch(() => undefined);
  const closed = new Promise<string>((resolve) => socketOf(echo).once('disconnect', resolve));
  await settle(echo);
  return { echo, login, closed };
}

/** Whether a private subscription with this token is refused (subscription_error 403). */
async function subscriptionRefused(url: string, memberId: number, token: string): Promise<boolean> {
  const echo = track(connectEcho(url, token));
  const refused = new Promise<boolean>((resolve) => {
    socketOf(echo).on('subscription_error', (_channel: string, status: number) => resolve(status === 403));
    setTimeout(() => resolve(false), 1_500);
  });
  echo.private(`member.${memberId}`);
  return refused;
}

beforeAll(async () => {
  server = await startTestServer({ env: { REALTIME_PING_INTERVAL_MS: '200', REALTIME_PING_TIMEOUT_MS: '200' } });
  servers.push(server);
});
afterEach(() => {
  for (const c of clients.splice(0)) c.disconnect();
});
afterAll(async () => {
  await Promise.all(servers.map((s) => s.close()));
});

describe('a session that ends closes its realtime sockets', () => {
  it('logout: the socket is told no session is in force, closed, and its token opens no private channel again', async () => {
    const me = await createSignedInMember(server.db, account());
    const other = await createSignedInMember(server.db, account());
    const mine = await followMember(server.url, me.memberId, me.token);
    const theirs = await followMember(server.url, other.memberId, other.token);
    let otherClosed = false;
    void theirs.closed.then(() => {
      otherClosed = true;
    });

    const reply = await server.call('/logout', {}, { authorization: `Bearer ${me.token}` });
    expect(reply.body.code).toBe(1000);
    expect(await mine.login).toEqual({ session: '' });
    expect(await mine.closed).toBe('io server disconnect');
    expect(await subscriptionRefused(server.url, me.memberId, me.token)).toBe(true);

    // The other member's socket is untouched and still receives its events.
    const cash = nextEvent<{ cash: string }>((cb) =>
      theirs.echo.private(`member.${other.memberId}`).listen(`.${realtimeEvents.memberCash}`, cb),
    );
    server.app.realtime.broadcast(`private-member.${other.memberId}`, realtimeEvents.memberCash, { cash: '1.00' });
    expect(await cash).toEqual({ cash: '1.00' });
    expect(otherClosed).toBe(false);
  });

  it('a socket cannot leave its session room to outlive a logout', async () => {
    const me = await createSignedInMember(server.db, account());
    const mine = await followMember(server.url, me.memberId, me.token);
    const session = await sessionIdOf(server, me.memberId);
    socketOf(mine.echo).emit('unsubscribe', { channel: `#session:${session}` });
    await settle(mine.echo);
    expect((await server.call('/logout', {}, { authorization: `Bearer ${me.token}` })).body.code).toBe(1000);
    expect(await mine.closed).toBe('io server disconnect');
  });

  it('a subscription checks the token each time: a revoked token is refused on a socket that is still open', async () => {
    const me = await createSignedInMember(server.db, account());
    const echo = track(connectEcho(server.url, me.token));
    await settle(echo);
    await server.db.updateTable('member_sessions').set({ revoked_at: new Date() }).where('member_id', '=', me.memberId).execute();
    const refused = new Promise<number>((resolve) =>
      socketOf(echo).on('subscription_error', (_c: string, s: number) => resolve(s)),
    );
    echo.private(`member.${me.memberId}`);
    expect(await refused).toBe(403);
  });

  it('a page that subscribes after a login elsewhere ended its session is told which session is in force', async () => {
    const me = await createSignedInMember(server.db, account());
    // The login elsewhere: this session ends and a new one of the member starts, before the page subscribes.
    await server.db.updateTable('member_sessions').set({ revoked_at: new Date() }).where('member_id', '=', me.memberId).execute();
    const newer = await issueSessionToken(server.db, me.memberId, 3_600_000);
    const late = await followMember(server.url, me.memberId, me.token);
    expect(await late.login).toEqual({ session: sessionFingerprint(newer) });

    // Logged out everywhere: no session is in force.
    await server.db.updateTable('member_sessions').set({ revoked_at: new Date() }).where('member_id', '=', me.memberId).execute();
    expect(await (await followMember(server.url, me.memberId, newer)).login).toEqual({ session: '' });

    // A token that was never this member's session learns nothing.
    const stranger = await createSignedInMember(server.db, account());
    const probe = track(connectEcho(server.url, stranger.token));
    const heard: unknown[] = [];
    socketOf(probe).onAny((event: string, ...args: unknown[]) => heard.push([event, ...args]));
    const refused = new Promise<number>((resolve) =>
      socketOf(probe).on('subscription_error', (_c: string, s: number) => resolve(s)),
    );
    probe.private(`member.${me.memberId}`);
    expect(await refused).toBe(403);
    expect(heard).toEqual([['subscription_error', `private-member.${me.memberId}`, 403]]);
  });

  it.skipIf(!redisUrl)('ending a session on one node closes its sockets on another node', async () => {
    const sharedPrefix = `nodes-${randomBytes(6).toString('hex')}`;
    const [nodeA, nodeB] = await Promise.all([
      startTestServer({ redisUrl, env: { REDIS_PREFIX: sharedPrefix } }),
      startTestServer({ redisUrl, env: { REDIS_PREFIX: sharedPrefix } }),
    ]);
    servers.push(nodeA, nodeB);
    // Each test node has a database of its own: the member lives where the socket is authorised.
    const me = await createSignedInMember(nodeB.db, account());
    const onB = await followMember(nodeB.url, me.memberId, me.token);
    nodeA.app.realtime.endSessions(me.memberId, [await sessionIdOf(nodeB, me.memberId)], 'abcdef0123456789');
    expect(await onB.login).toEqual({ session: 'abcdef0123456789' });
    expect(await onB.closed).toBe('io server disconnect');
  });
});

async function sessionIdOf(node: TestServer, memberId: number): Promise<number> {
  const row = await node.db
    .selectFrom('member_sessions')
    .select('id')
    .where('member_id', '=', memberId)
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('who may open a realtime connection', () => {
  function connectFrom(origin: string | undefined): Promise<'connected' | 'refused'> {
    const socket: Socket = track(
      ioClient(server.url, {
        transports: ['websocket'],
        reconnection: false,
        extraHeaders: origin ? { origin } : {},
      }),
    );
    return new Promise((resolve) => {
      socket.once('connect', () => resolve('connected'));
      socket.once('connect_error', () => resolve('refused'));
    });
  }

  it('allows pages of the configured site hosts and of loopback, and no page of another site', async () => {
    expect(await connectFrom('http://royal.localhost:3000')).toBe('connected');
    expect(await connectFrom('https://lotus.localhost')).toBe('connected');
    expect(await connectFrom('http://127.0.0.1:5173')).toBe('connected');
    expect(await connectFrom(undefined)).toBe('connected');
    expect(await connectFrom('https://evil.example')).toBe('refused');
    expect(await connectFrom('https://royal.localhost.evil.example')).toBe('refused');
    expect(await connectFrom('null')).toBe('refused');
  });

  it('joins only the public channels of the protocol', async () => {
    const echo = track(connectEcho(server.url));
    const refused = new Promise<number>((resolve) =>
      socketOf(echo).on('subscription_error', (_c: string, s: number) => resolve(s)),
    );
    echo.channel('some_internal_room');
    expect(await refused).toBe(403);
  });
});

describe('idle and oversized realtime connections', () => {
  it('drops a socket that stops answering pings', async () => {
    const socket = track(ioClient(server.url, { transports: ['websocket'], reconnection: false }));
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    const closed = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    // The engine answers pings; silencing it is what a vanished phone looks like to the server.
    const engine = socket.io.engine as unknown as { _sendPacket: (...args: unknown[]) => void };
    engine._sendPacket = () => undefined;
    const started = Date.now();
    expect(await closed).toMatch(/ping timeout|transport close/);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('closes a socket that sends a message larger than any the protocol uses', async () => {
    const socket = track(ioClient(server.url, { transports: ['websocket'], reconnection: false }));
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    const closed = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    socket.emit('subscribe', { channel: 'web_member', padding: 'x'.repeat(100_000) });
    expect(await closed).toBe('transport close');
  });
});
