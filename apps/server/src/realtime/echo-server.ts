import type { Server as HttpServer } from 'node:http';
import { privateChannels, REALTIME_PATH, realtimeEvents, type SessionEndReason } from '@casino/contract/realtime.ts';
import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { Server } from 'socket.io';
import type { Db } from '../db/database.ts';
import { createAddressCounter } from '../http/connection-limits.ts';
import { findSessionByToken, type MemberSession, sessionInForceAfterEnded, tokenFromHeader } from '../members/session-tokens.ts';
import { createOriginCheck, type OriginCheckOptions } from './allowed-origins.ts';
import { createChannelPolicy } from './channel-policy.ts';
import { writeBroadcastsDirectly } from './fan-out.ts';
import { SOCKET_LIMITS, tokenBucket } from './socket-limits.ts';

/**
 * socket.io speaking the protocol of laravel-echo's socket.io broadcaster: clients emit `subscribe` and
 * `unsubscribe` with {channel, auth: {headers}}, and receive each event as (event, channel, data).
 * Only the site's own channels open (channel-policy.ts), the member's with its token; what a socket may hold and send
 * is capped (socket-limits.ts, decision 41).
 */
export type Realtime = {
  io: Server;
  broadcast(channel: string, event: string, data: unknown): void;
  /**
   * Sessions ended (revoked): every socket authenticated with one of them, on every node, gets the `login` event
   * naming the session now in force (empty when none) and is then disconnected, leaving every channel.
   */
  endSessions(memberId: number, sessionIds: readonly number[], sessionInForce: string, reason?: SessionEndReason): void;
  /** The site's other nodes hear this, through the Redis adapter; with no Redis (one node) nobody does. */
  toOtherNodes(message: NodeMessage): void;
  /** What another node sent with toOtherNodes. */
  onOtherNodes(listener: (message: NodeMessage) => void): void;
  close(): Promise<void>;
};

/** Between the nodes of one site: drop these cached reply paths (null: every one). */
export type NodeMessage = { kind: 'cacheDrop'; paths: string[] | null };

const NODE_MESSAGE_EVENT = 'node:message';

function asNodeMessage(value: unknown): NodeMessage | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { kind, paths } = value as Record<string, unknown>;
  if (kind !== 'cacheDrop') return undefined;
  if (paths === null) return { kind, paths };
  return Array.isArray(paths) && paths.every((path) => typeof path === 'string') ? { kind, paths } : undefined;
}

export type RealtimeOptions = {
  db: Db;
  redisUrl?: string;
  /** Names this deployment in Redis (config's redisPrefix); nodes of one site share it. */
  redisPrefix?: string;
  logger: FastifyBaseLogger;
  origins: OriginCheckOptions;
  /** Sockets one client address may hold open at once; 0 for no cap. Loopback is not capped. */
  maxSocketsPerAddress: number;
  pingIntervalMs?: number;
  pingTimeoutMs?: number;
  /** Channels on which clients may send each other events (whispers); the site uses them on none. */
  clientEventChannels?: (channel: string) => boolean;
};

/** The largest message a client may send: subscribe messages are small, and nothing else comes in. */
const MAX_MESSAGE_BYTES = 16 * 1024;

/** A room of every socket authenticated with one session; its name is not a channel a client can subscribe to. */
function sessionRoom(sessionId: number): string {
  return `#session:${sessionId}`;
}

type SubscribeMessage = { channel?: unknown; auth?: { headers?: Record<string, unknown> } };

const CHANNEL_NAME = /^[A-Za-z0-9_.\-=@]{1,200}$/;

export async function attachRealtime(httpServer: HttpServer, options: RealtimeOptions): Promise<Realtime> {
  const originAllowed = createOriginCheck(options.origins);
  const io = new Server(httpServer, {
    path: REALTIME_PATH,
    serveClient: false,
    // Browsers send Origin on websockets and cross-site requests: only the sites' own origins may open a socket.
    allowRequest: (request, callback) => {
      originAllowed(request.headers.origin).then(
        (allowed) => callback(allowed ? null : 'origin not allowed', allowed),
        () => callback('origin check failed', false),
      );
    },
    cors: {
      origin: (origin, callback) => {
        originAllowed(origin).then(
          (allowed) => callback(null, allowed),
          () => callback(null, false),
        );
      },
      credentials: true,
    },
    pingInterval: options.pingIntervalMs ?? 25_000,
    pingTimeout: options.pingTimeoutMs ?? 20_000,
    connectTimeout: 10_000,
    maxHttpBufferSize: MAX_MESSAGE_BYTES,
    // No compression, whatever engine.io's default becomes: a broadcast's one frame is written as is to every socket
    // of its room (fan-out.ts), where compression would deflate it again for each socket (decision 54).
    perMessageDeflate: false,
  });
  capSocketsPerAddress(io, options.maxSocketsPerAddress);
  const redisClients: Redis[] = [];
  if (options.redisUrl) {
    const pub = new Redis(options.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 3 });
    const sub = pub.duplicate();
    await Promise.all([pub.connect(), sub.connect()]);
    redisClients.push(pub, sub);
    // Under the deployment's prefix: another site (or test run) on the same Redis hears none of this one's events.
    io.adapter(createAdapter(pub, sub, { key: `${options.redisPrefix ?? 'casino'}:socket.io` }));
  }
  // A broadcast's one frame goes straight to each websocket of the room (fan-out.ts, decision 41).
  writeBroadcastsDirectly(io.of('/').adapter);

  const channelKind = createChannelPolicy({ db: options.db });
  const clientEventChannels = options.clientEventChannels ?? (() => false);

  const tokenOf = (message: SubscribeMessage) => {
    const headers = message.auth?.headers ?? {};
    const header = Object.entries(headers).find(([name]) => name.toLowerCase() === 'authorization')?.[1];
    return tokenFromHeader(typeof header === 'string' ? header : undefined);
  };

  /** The session of the subscribe message's token, when it is a live session of this member. */
  async function memberSession(memberId: number, message: SubscribeMessage): Promise<MemberSession | undefined> {
    const token = tokenOf(message);
    const session = token ? await findSessionByToken(options.db, token) : undefined;
    return session?.memberId === memberId ? session : undefined;
  }

  io.on('connection', (socket) => {
    const subscribeAllowed = tokenBucket(SOCKET_LIMITS.subscribeBurst, SOCKET_LIMITS.subscribesPerSecond);
    let clientEventAllowed: (() => boolean) | undefined;
    /** Whether joining these rooms keeps the socket within its cap. */
    const roomsLeft = (rooms: string[]) =>
      socket.rooms.size + rooms.filter((room) => !socket.rooms.has(room)).length <= SOCKET_LIMITS.maxRooms;

    socket.on('subscribe', async (message: SubscribeMessage) => {
      const channel = typeof message?.channel === 'string' ? message.channel : '';
      // Too many too fast: refused before any work (a private one reads the database).
      if (!subscribeAllowed()) {
        socket.emit('subscription_error', channel, 429);
        return;
      }
      try {
        // A malformed name is refused like any other name the site does not use.
        const kind = CHANNEL_NAME.test(channel) && roomsLeft([channel]) ? await channelKind(channel) : undefined;
        const session = kind?.kind === 'member' ? await memberSession(kind.memberId, message) : undefined;
        // The socket follows the session it was authorised with, so that ending the session reaches it.
        const rooms = session ? [channel, sessionRoom(session.sessionId)] : [channel];
        if (!kind || (kind.kind === 'member' && !session) || !roomsLeft(rooms)) {
          // A page subscribing with a session that ended before it joined (a login elsewhere while it started) missed
          // the `login` event its session's room got: it gets it now, as if it had been there.
          const token = kind?.kind === 'member' && !session ? tokenOf(message) : undefined;
          const inForce =
            kind?.kind === 'member' && token ? await sessionInForceAfterEnded(options.db, kind.memberId, token) : undefined;
          if (inForce !== undefined) socket.emit(realtimeEvents.login, channel, { session: inForce });
          socket.emit('subscription_error', channel, 403);
          return;
        }
        await socket.join(rooms);
      } catch (error) {
        options.logger.error({ err: error, channel }, 'realtime subscribe failed');
        socket.emit('subscription_error', channel, 500);
      }
    });

    // Only channels are left: never the session's room (ending the session must still reach this socket).
    socket.on('unsubscribe', async (message: SubscribeMessage) => {
      const channel = message?.channel;
      if (typeof channel === 'string' && channel !== socket.id && CHANNEL_NAME.test(channel)) await socket.leave(channel);
    });

    // Whispers: client-to-client events, only on channels that allow them and the socket joined, small and few.
    socket.on('client event', (message: { channel?: unknown; event?: unknown; data?: unknown }) => {
      const { channel, event } = message ?? {};
      if (typeof channel !== 'string' || typeof event !== 'string' || !event.startsWith('client-')) return;
      if (!clientEventChannels(channel) || !socket.rooms.has(channel)) return;
      clientEventAllowed ??= tokenBucket(SOCKET_LIMITS.clientEventBurst, SOCKET_LIMITS.clientEventsPerSecond);
      if (!clientEventAllowed()) return;
      const bytes = Buffer.byteLength(event) + Buffer.byteLength(JSON.stringify(message.data) ?? '');
      if (bytes > SOCKET_LIMITS.clientEventMaxBytes) return;
      socket.to(channel).emit(event, channel, message.data);
    });
  });

  return {
    io,
    broadcast(channel, event, data) {
      io.to(channel).emit(event, channel, data);
    },
    endSessions(memberId, sessionIds, sessionInForce, reason) {
      if (sessionIds.length === 0) return;
      const rooms = sessionIds.map(sessionRoom);
      // Both go through the adapter in this order, so every node tells its sockets before closing them.
      io.to(rooms).emit(realtimeEvents.login, privateChannels.member(memberId), {
        session: sessionInForce,
        ...(reason ? { reason } : {}),
      });
      io.in(rooms).disconnectSockets(true);
    },
    toOtherNodes(message) {
      // The in-memory adapter of a single node has no other nodes (and warns when asked).
      if (redisClients.length > 0) io.serverSideEmit(NODE_MESSAGE_EVENT, message);
    },
    onOtherNodes(listener) {
      io.on(NODE_MESSAGE_EVENT, (value: unknown) => {
        const message = asNodeMessage(value);
        if (message) listener(message);
      });
    },
    async close() {
      await new Promise<void>((resolve) => io.close(() => resolve()));
      await Promise.all(redisClients.map((c) => c.quit().catch(() => undefined)));
    },
  };
}

/** Refuses a connection past the per-address cap (websocket or long-polling alike); counts live in this process. */
function capSocketsPerAddress(io: Server, max: number): void {
  if (max <= 0) return;
  const counter = createAddressCounter(max);
  io.use((socket, next) => {
    const release = counter.acquire(socket.handshake.address);
    if (!release) return next(new Error('too many connections'));
    socket.once('disconnect', release);
    next();
  });
}
