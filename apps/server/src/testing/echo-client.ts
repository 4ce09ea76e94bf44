import Echo from 'laravel-echo';
import { io, type Socket } from 'socket.io-client';

/** A stock laravel-echo client on the socket.io broadcaster, as the site uses it. */
export function connectEcho(url: string, token?: string) {
  return new Echo({
    broadcaster: 'socket.io',
    host: url,
    client: io,
    transports: ['websocket'],
    auth: token ? { headers: { Authorization: `Bearer ${token}` } } : {},
  });
}

type EchoClient = ReturnType<typeof connectEcho>;

/** The socket.io socket under an echo client, to watch protocol messages such as subscription_error. */
export function socketOf(echo: EchoClient): Socket {
  return (echo.connector as unknown as { socket: Socket }).socket;
}

/** Resolves once the socket is connected and the server has handled the subscriptions sent so far. */
export async function settle(echo: EchoClient): Promise<void> {
  const socket = socketOf(echo);
  if (!socket.connected) await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  // The server handles a socket's messages in order and subscribe is async: a short pause lets it join.
  await new Promise((resolve) => setTimeout(resolve, 150));
}

export function nextEvent<T>(register: (callback: (data: T) => void) => void, timeoutMs = 3_000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no event within the time allowed')), timeoutMs);
    register((data) => {
      clearTimeout(timer);
      resolve(data);
    });
  });
}
