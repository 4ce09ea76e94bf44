import type { Server as HttpServer } from 'node:http';
import { PRESENCE_CHANNEL, PRIVATE_CURRENCY_CHANNEL, PRIVATE_MEMBER_CHANNEL, REALTIME_PATH } from '@casino/contract/realtime.ts';
import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { Server, type Socket } from 'socket.io';
import type { Db } from '../db/database.ts';
import { findSessionByToken, type MemberSession, tokenFromHeader } from '../members/session-tokens.ts';

/**
 * socket.io speaking the protocol of laravel-echo's socket.io broadcaster: clients emit `subscribe` and
 * `unsubscribe` with {channel, auth: {headers}}, and receive each event as (event, channel, data).
 * Private and presence channels are authorised here with the member's token.
 */
export type Realtime = {
  io: Server;
  broadcast(channel: string, event: string, data: unknown): void;
  close(): Promise<void>;
};

type SubscribeMessage = { channel?: unknown; auth?: { headers?: Record<string, unknown> } };
type PresenceMember = { user_id: number; user_info: { id: number; member_type: number } };

const CHANNEL_NAME = /^[A-Za-z0-9_.\-=@]{1,200}$/;

export async function attachRealtime(
  httpServer: HttpServer,
  options: { db: Db; redisUrl?: string; logger: FastifyBaseLogger },
): Promise<Realtime> {
  const io = new Server(httpServer, { path: REALTIME_PATH, serveClient: false, cors: { origin: true, credentials: true } });
  const redisClients: Redis[] = [];
  if (options.redisUrl) {
    const pub = new Redis(options.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 3 });
    const sub = pub.duplicate();
    await Promise.all([pub.connect(), sub.connect()]);
    redisClients.push(pub, sub);
    io.adapter(createAdapter(pub, sub));
  }

  async function authorise(channel: string, message: SubscribeMessage): Promise<MemberSession | 'public' | undefined> {
    const isPrivate = channel.startsWith('private-');
    const isPresence = channel.startsWith('presence-');
    if (!isPrivate && !isPresence) return 'public';
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
        await socket.join(channel);
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
    async close() {
      await new Promise<void>((resolve) => io.close(() => resolve()));
      await Promise.all(redisClients.map((c) => c.quit().catch(() => undefined)));
    },
  };
}
