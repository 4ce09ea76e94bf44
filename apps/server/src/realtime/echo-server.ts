import type { Server as HttpServer } from 'node:http';
import {
  PRESENCE_CHANNEL,
  PRIVATE_CURRENCY_CHANNEL,
  PRIVATE_MEMBER_CHANNEL,
  PUBLIC_CHANNEL,
  privateChannels,
  REALTIME_PATH,
  realtimeEvents,
} from '@casino/contract/realtime.ts';
import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { Server, type Socket } from 'socket.io';
import type { Db } from '../db/database.ts';
import { createAddressCounter } from '../http/connection-limits.ts';
import { findSessionByToken, type MemberSession, tokenFromHeader } from '../members/session-tokens.ts';
import { createOriginCheck, type OriginCheckOptions } from './allowed-origins.ts';

/**
 * socket.io speaking the protocol of laravel-echo's socket.io broadcaster: clients emit `subscribe` and
 * `unsubscribe` with {channel, auth: {headers}}, and receive each event as (event, channel, data).
 * Private and presence channels are authorised here with the member's token.
 */
export type Realtime = {
  io: Server;
  broadcast(channel: string, event: string, data: unknown): void;
  /**
   * Sessions ended (revoked): every socket authenticated with one of them, on every node, gets the `login` event
   * naming the session now in force (empty when none) and is then disconnected, leaving every channel.
   */
  endSessions(memberId: number, sessionIds: readonly number[], sessionInForce: string): void;
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
};

/** The largest message a client may send: subscribe messages are small, and nothing else comes in. */
const MAX_MESSAGE_BYTES = 16 * 1024;

/** A room of every socket authenticated with one session; its name is not a channel a client can subscribe to. */
function sessionRoom(sessionId: number): string {
  return `#session:${sessionId}`;
}

type SubscribeMessage = { channel?: unknown; auth?: { headers?: Record<string, unknown> } };
type PresenceMember = { user_id: number; user_info: { id: number; member_type: number } };

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

  async function authorise(channel: string, message: SubscribeMessage): Promise<MemberSession | 'public' | undefined> {
    const isPrivate = channel.startsWith('private-');
    const isPresence = channel.startsWith('presence-');
    if (!isPrivate && !isPresence) return PUBLIC_CHANNEL.test(channel) ? 'public' : undefined;
    const headers = message.auth?.headers ?? {};
    const header = Object.entries(headers).find(([name]) => name.toLowerCase() === 'authorization')?.[1];
    const token = tokenFromHeader(typeof header === 'string' ? header : undefined);
    const session = token ? await findSessionByToken(options.db, token) : undefined;
    if (!session) return undefined;
    const memberChannel = PRIVATE_MEMBER_CHANNEL.exec(channel);
    if (memberChannel) return Number(memberChannel[1]) === session.memberId ? session : undefined;
    const currencyChannel = PRIVATE_CURRENCY_CHANNEL.exec(channel);
    if (currencyChannel) return currencyChannel[1] === session.currency ? session : undefined;
    if (PRESENCE_CHANNEL.test(channel)) return session;
    return undefined;
  }

  async function presenceMembers(channel: string): Promise<PresenceMember[]> {
    const sockets = await io.in(channel).fetchSockets();
    const members = new Map<number, PresenceMember>();
    for (const s of sockets) {
      const member = (s.data.presence as Record<string, PresenceMember> | undefined)?.[channel];
      if (member) members.set(member.user_id, member);
    }
    return [...members.values()];
  }

  async function leave(socket: Socket, channel: string) {
    const member = (socket.data.presence as Record<string, PresenceMember> | undefined)?.[channel];
    await socket.leave(channel);
    if (!member) return;
    delete socket.data.presence[channel];
    const stillThere = (await presenceMembers(channel)).some((m) => m.user_id === member.user_id);
    if (!stillThere) io.to(channel).emit('presence:leaving', channel, member);
  }

  io.on('connection', (socket) => {
    socket.data.presence = {};

    socket.on('subscribe', async (message: SubscribeMessage) => {
      const channel = typeof message?.channel === 'string' ? message.channel : '';
      if (!CHANNEL_NAME.test(channel)) return;
      try {
        const access = await authorise(channel, message);
        if (!access) {
          socket.emit('subscription_error', channel, 403);
          return;
        }
        // The socket follows the session it was authorised with, so that ending the session reaches it.
        if (access !== 'public') await socket.join([channel, sessionRoom(access.sessionId)]);
        else await socket.join(channel);
        if (access !== 'public' && channel.startsWith('presence-')) {
          const member: PresenceMember = {
            user_id: access.memberId,
            user_info: { id: access.memberId, member_type: access.memberType },
          };
          const already = (await presenceMembers(channel)).some((m) => m.user_id === member.user_id);
          socket.data.presence[channel] = member;
          socket.emit('presence:subscribed', channel, await presenceMembers(channel));
          if (!already) socket.to(channel).emit('presence:joining', channel, member);
        }
      } catch (error) {
        options.logger.error({ err: error, channel }, 'realtime subscribe failed');
        socket.emit('subscription_error', channel, 500);
      }
    });

    socket.on('unsubscribe', async (message: SubscribeMessage) => {
      if (typeof message?.channel === 'string') await leave(socket, message.channel);
    });

    // Whispers: client-to-client events, only on channels the socket was authorised for.
    socket.on('client event', (message: { channel?: unknown; event?: unknown; data?: unknown }) => {
      const { channel, event } = message ?? {};
      if (typeof channel !== 'string' || typeof event !== 'string') return;
      if (!event.startsWith('client-') || !socket.rooms.has(channel)) return;
      if (!channel.startsWith('private-') && !channel.startsWith('presence-')) return;
      socket.to(channel).emit(event, channel, message.data);
    });

    socket.on('disconnecting', async () => {
      for (const channel of Object.keys(socket.data.presence ?? {})) await leave(socket, channel);
    });
  });

  return {
    io,
    broadcast(channel, event, data) {
      io.to(channel).emit(event, channel, data);
    },
    endSessions(memberId, sessionIds, sessionInForce) {
      if (sessionIds.length === 0) return;
      const rooms = sessionIds.map(sessionRoom);
      // Both go through the adapter in this order, so every node tells its sockets before closing them.
      io.to(rooms).emit(realtimeEvents.login, privateChannels.member(memberId), { session: sessionInForce });
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
