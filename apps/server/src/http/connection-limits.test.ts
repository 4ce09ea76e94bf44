import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

let server: TestServer;
let port: number;

const HEADERS_TIMEOUT_MS = 400;
const KEEP_ALIVE_TIMEOUT_MS = 300;
const MAX_PER_ADDRESS = 3;

beforeAll(async () => {
  server = await startTestServer({
    env: {
      HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS),
      KEEP_ALIVE_TIMEOUT_MS: String(KEEP_ALIVE_TIMEOUT_MS),
      MAX_CONNECTIONS_PER_ADDRESS: String(MAX_PER_ADDRESS),
    },
  });
  port = Number(new URL(server.url).port);
});
afterAll(() => server.close());

type Connection = { socket: Socket; received: () => string; closed: Promise<number> };

/** A raw TCP connection to the server from a loopback address of its own (127.0.0.1 itself is not capped). */
function open(localAddress = '127.0.0.2'): Promise<Connection> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    let text = '';
    const socket = connect({ host: '127.0.0.1', port, localAddress });
    const closed = new Promise<number>((done) => socket.once('close', () => done(Date.now() - started)));
    socket.on('data', (chunk) => {
      text += chunk.toString();
    });
    socket.on('error', () => undefined);
    socket.once('connect', () => resolve({ socket, received: () => text, closed }));
    socket.once('error', reject);
  });
}

const within = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([promise, new Promise<'still open'>((done) => setTimeout(() => done('still open'), ms))]);

describe('slow and idle connections', () => {
  it('cuts off a client that sends its headers slowly, after the headers timeout', async () => {
    const slow = await open('127.0.0.3');
    slow.socket.write('GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    // A header line every 100 ms: the connection is never idle, but the headers never end.
    const drip = setInterval(() => {
      if (!slow.socket.destroyed) slow.socket.write(`X-Slow-${Date.now()}: a\r\n`);
    }, 100);
    try {
      const lasted = await within(slow.closed, HEADERS_TIMEOUT_MS * 10);
      expect(lasted).not.toBe('still open');
      expect(lasted).toBeGreaterThanOrEqual(HEADERS_TIMEOUT_MS - 50);
      expect(slow.received()).toMatch(/^HTTP\/1\.1 408/);
    } finally {
      clearInterval(drip);
      slow.socket.destroy();
    }
  });

  it('closes a keep-alive connection that stays idle after its answer', async () => {
    const idle = await open('127.0.0.4');
    idle.socket.write('GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    const lasted = await within(idle.closed, KEEP_ALIVE_TIMEOUT_MS * 10);
    expect(lasted).not.toBe('still open');
    expect(idle.received()).toMatch(/^HTTP\/1\.1 200/);
    expect(idle.received()).toContain('keep-alive');
  });

  it('refuses the connections of one address over the cap, and takes them again once some close', async () => {
    const held = await Promise.all(Array.from({ length: MAX_PER_ADDRESS }, () => open('127.0.0.5')));
    // Let the server count them before the next arrives.
    await new Promise((done) => setTimeout(done, 50));
    const over = await open('127.0.0.5');
    over.socket.write('GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    expect(await within(over.closed, 2_000)).not.toBe('still open');
    expect(over.received()).toBe('');

    // Another address is not affected, and the held connections still work.
    const other = await open('127.0.0.6');
    other.socket.write('GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
    await within(other.closed, 2_000);
    expect(other.received()).toMatch(/^HTTP\/1\.1 200/);
    const first = held[0]!;
    first.socket.write('GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
    await within(first.closed, 2_000);
    expect(first.received()).toMatch(/^HTTP\/1\.1 200/);

    // One closed: the address may open one again.
    await new Promise((done) => setTimeout(done, 50));
    const again = await open('127.0.0.5');
    again.socket.write('GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
    await within(again.closed, 2_000);
    expect(again.received()).toMatch(/^HTTP\/1\.1 200/);
    for (const connection of held) connection.socket.destroy();
  });
});
