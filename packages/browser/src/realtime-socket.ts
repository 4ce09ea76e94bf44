import {
  REALTIME_CONNECT_TIMEOUT_MS,
  REALTIME_PATH,
  REALTIME_RECONNECT_DELAY_MAX_MS,
  REALTIME_RECONNECT_DELAY_MS,
} from '@casino/contract/constants.ts';
import { io, type ManagerOptions, type Socket, type SocketOptions } from 'socket.io-client';

/**
 * The one socket.io set-up of the site (through laravel-echo) and the game pages (raw socket.io): the server's
 * realtime path, websocket first with polling behind it, and the contract's reconnection delays and connect timeout.
 */

export type RealtimeSocketOptions = Partial<ManagerOptions & SocketOptions>;
/** What a socket hears or sends: an event's name and its handler. */
export type SocketEvents = Record<string, (...args: never[]) => void>;
export type RealtimeSocket<Listen extends SocketEvents, Emit extends SocketEvents> = Socket<Listen, Emit>;

/** The shared connection options, with a page's own where it needs others (a shorter wait between retries). */
export function realtimeSocketOptions(overrides: RealtimeSocketOptions = {}): RealtimeSocketOptions {
  return {
    path: REALTIME_PATH,
    transports: ['websocket', 'polling'],
    reconnectionDelay: REALTIME_RECONNECT_DELAY_MS,
    reconnectionDelayMax: REALTIME_RECONNECT_DELAY_MAX_MS,
    timeout: REALTIME_CONNECT_TIMEOUT_MS,
    ...overrides,
  };
}

/** A raw socket.io connection on the page's own origin, or on `origin` when given. */
export function connectSocket<Listen extends SocketEvents, Emit extends SocketEvents>(
  overrides: RealtimeSocketOptions = {},
  origin?: string,
): RealtimeSocket<Listen, Emit> {
  const options = realtimeSocketOptions(overrides);
  return origin === undefined ? io(options) : io(origin, options);
}
