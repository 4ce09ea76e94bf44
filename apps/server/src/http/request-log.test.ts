import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

/** At the default level each request writes one line, when it completes (decision 41). */
const lines: string[] = [];
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({
    env: { LOG_LEVEL: 'info' },
    app: { logStream: { write: (line: string) => void lines.push(line) } },
  });
});
afterAll(async () => {
  await server?.close();
});

function linesOf(reqId: string): Record<string, unknown>[] {
  return lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((line) => line.reqId === reqId);
}

describe('request log', () => {
  it('writes one line per request at completion: method, path, status and time, secrets redacted', async () => {
    lines.length = 0;
    expect((await fetch(`${server.url}/health?token=s3cret-value&lang=en_US`)).status).toBe(200);
    expect((await fetch(`${server.url}/api/no/such/call`, { method: 'POST' })).status).toBe(404);
    await expect.poll(() => lines.length).toBeGreaterThanOrEqual(2);

    const reqIds = [...new Set(lines.map((line) => (JSON.parse(line) as { reqId?: string }).reqId))];
    expect(reqIds).toHaveLength(2);
    const [health, missing] = reqIds.map((id) => linesOf(id as string));
    expect(health).toHaveLength(1);
    expect(health?.[0]).toMatchObject({
      level: 30,
      msg: 'request completed',
      method: 'GET',
      url: '/health?token=[redacted]&lang=en_US',
      status: 200,
    });
    expect(typeof health?.[0]?.ms).toBe('number');
    expect(missing).toHaveLength(1);
    expect(missing?.[0]).toMatchObject({ method: 'POST', url: '/api/no/such/call', status: 404 });
    expect(lines.join('')).not.toContain('s3cret-value');
  });
});
