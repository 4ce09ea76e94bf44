import type { Server } from 'node:http';

/** This machine's own loopback address: the house provider's wallet calls, a local reverse proxy, tests, benchmarks. */
const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** Counts what each client address holds open, up to a cap; this machine's loopback is never counted. */
export function createAddressCounter(max: number) {
  const open = new Map<string, number>();
  return {
    /** Counts one more for the address and returns its release, or undefined when the address is at the cap. */
    acquire(address: string | undefined): (() => void) | undefined {
      if (address === undefined || LOOPBACK.has(address)) return () => undefined;
      const count = (open.get(address) ?? 0) + 1;
      if (count > max) return undefined;
      open.set(address, count);
      return () => {
        const left = (open.get(address) ?? 1) - 1;
        if (left > 0) open.set(address, left);
        else open.delete(address);
      };
    },
  };
}

/**
 * Caps the connections one client address holds open at once (plain requests and websockets alike): a connection
 * over the cap is destroyed as it arrives, before a byte of it is read. The count lives in this process, as
 * connections do.
 */
export function capConnectionsPerAddress(server: Server, max: number): void {
  if (max <= 0) return;
  const counter = createAddressCounter(max);
  server.on('connection', (socket) => {
    const release = counter.acquire(socket.remoteAddress);
    if (!release) {
      socket.destroy();
      return;
    }
    socket.once('close', release);
  });
}

/**
 * How often Node looks for requests past their headers or request timeout: a fraction of the headers timeout, so
 * that a slow client is cut off close to it (Node's default looks every 30 seconds).
 */
export function connectionsCheckingInterval(headersTimeoutMs: number): number {
  return Math.max(50, Math.min(2_000, Math.floor(headersTimeoutMs / 4)));
}
