import {
  SPORTS_EVENT_EVENT,
  SPORTS_JOIN_EVENT,
  SPORTS_LEAVE_EVENT,
  SPORTS_LOBBY_ROOM,
} from '@casino/contract/house/sports-calls.ts';
import type { Server, Socket } from 'socket.io';
import type { Db } from '../../db/database.ts';
import { SOCKET_LIMITS, tokenBucket } from '../../realtime/socket-limits.ts';
import { readEventViews } from '../book/sports-views.ts';

/** socket.io rooms of the sportsbook: the lobby's, and one per event a page has open. */
export const sportsLobbyRoom = 'sports:lobby';
export const sportsEventRoom = (eventId: string) => `sports:event:${eventId}`;
/** Rooms of the book one socket may be in at once (the lobby and a few open events). */
export const MOST_SPORTS_ROOMS = 8;
const EVENT_ID = /^[A-Za-z0-9:._-]{1,120}$/;

export type SportsRooms = {
  /** Tells every page following these events (in their rooms, and the lobby) what they are now. */
  announce(eventIds: readonly string[]): Promise<void>;
};

/**
 * The sportsbook's realtime (docs/decisions/0062): a page joins the lobby room or an event's room with `sports:join`
 * and is sent the event at once; after each feed message the node that applied it sends the event's new state to
 * its room (every market) and to the lobby (its main markets). Through the Redis adapter the rooms span every node,
 * so the one node reading the feed reaches every page.
 */
export function attachSportsRooms(db: Db, io: Server | undefined, log?: { warn: (o: object, m: string) => void }): SportsRooms {
  io?.on('connection', (socket: Socket) => {
    const joinAllowed = tokenBucket(SOCKET_LIMITS.sportsJoinBurst, SOCKET_LIMITS.sportsJoinsPerSecond);
    // Rooms this socket is in or joining: taken before the event is read, so joins at once cannot pass the cap.
    const joined = new Set<string>();
    socket.on(SPORTS_JOIN_EVENT, async (message: { room?: unknown } | undefined) => {
      const room = message?.room;
      if (typeof room !== 'string' || (room !== SPORTS_LOBBY_ROOM && !EVENT_ID.test(room))) return;
      const name = room === SPORTS_LOBBY_ROOM ? sportsLobbyRoom : sportsEventRoom(room);
      if (joined.has(name) || joined.size >= MOST_SPORTS_ROOMS || !joinAllowed()) return;
      joined.add(name);
      try {
        if (room === SPORTS_LOBBY_ROOM) {
          await socket.join(name);
          return;
        }
        const [event] = await readEventViews(db, [room], true);
        if (!event) {
          joined.delete(name);
          return;
        }
        await socket.join(name);
        socket.emit(SPORTS_EVENT_EVENT, event);
      } catch (error) {
        joined.delete(name);
        log?.warn({ err: error }, 'sports: joining a room failed');
      }
    });
    socket.on(SPORTS_LEAVE_EVENT, async (message: { room?: unknown } | undefined) => {
      const room = message?.room;
      if (typeof room !== 'string') return;
      const name = room === SPORTS_LOBBY_ROOM ? sportsLobbyRoom : sportsEventRoom(room);
      if (!joined.delete(name)) return;
      await socket.leave(name);
    });
  });

  return {
    async announce(eventIds) {
      if (!io || eventIds.length === 0) return;
      const [full, main] = await Promise.all([readEventViews(db, eventIds, true), readEventViews(db, eventIds, false)]);
      for (const event of full) io.to(sportsEventRoom(event.event_id)).emit(SPORTS_EVENT_EVENT, event);
      for (const event of main) io.to(sportsLobbyRoom).emit(SPORTS_EVENT_EVENT, event);
    },
  };
}
