import '@casino/browser/zod-jitless.ts';
import { connectSocket, type RealtimeSocket } from '@casino/browser/realtime-socket.ts';
import { SPORTS_EVENT_EVENT, SPORTS_JOIN_EVENT, SPORTS_LEAVE_EVENT, sportsEvent } from '@casino/contract/house/sports-calls.ts';
import type { SportsEvent } from './sports-calls.ts';

/** A room of the book's (apps/server/src/sports/realtime/sports-rooms.ts): the lobby, or one event's id. */
export type SportsRoom = { room: string };

export type SportsServerEvents = { [SPORTS_EVENT_EVENT]: (message: unknown) => void };
export type SportsClientEvents = {
  [SPORTS_JOIN_EVENT]: (message: SportsRoom) => void;
  [SPORTS_LEAVE_EVENT]: (message: SportsRoom) => void;
};

/** What the page needs of its socket (socket.io-client's Socket; a fake one in the tests). */
export type SportsSocketLike = {
  readonly connected: boolean;
  on(event: 'connect' | 'disconnect', listener: () => void): unknown;
  on(event: typeof SPORTS_EVENT_EVENT, listener: (message: unknown) => void): unknown;
  emit(event: typeof SPORTS_JOIN_EVENT | typeof SPORTS_LEAVE_EVENT, message: SportsRoom): unknown;
  connect(): unknown;
  disconnect(): unknown;
};

/** A `sports.event` message as the contract's event, or null when it is not one. */
export function readSportsEvent(message: unknown): SportsEvent | null {
  const parsed = sportsEvent.safeParse(message);
  return parsed.success ? parsed.data : null;
}

/** The page's socket on its own origin, with the site's realtime options. */
export const connectSportsSocket = (): SportsSocketLike =>
  connectSocket<SportsServerEvents, SportsClientEvents>() as RealtimeSocket<SportsServerEvents, SportsClientEvents> &
    SportsSocketLike;
