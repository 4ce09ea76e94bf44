import { vi } from 'vitest';

export type FakeReply = { status?: number; body: unknown; headers?: Record<string, string> };
export type FakeHandler = (body: unknown, init: RequestInit) => FakeReply | Promise<FakeReply>;

export function ok(data: unknown): FakeReply {
  return { body: { code: 1000, message: 'ok', data } };
}

/**
 * Replaces fetch with handlers keyed by path (for example '/api/v3/game_list'). Unknown paths answer HTTP 404 so a
 * forgotten handler shows up as an error state rather than a hang.
 */
export function installFakeApi(handlers: Record<string, FakeHandler | FakeReply>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const path = new URL(url, 'http://localhost').pathname;
    const handler = handlers[path];
    const body = typeof init.body === 'string' && init.body ? JSON.parse(init.body) : undefined;
    const reply: FakeReply = handler
      ? typeof handler === 'function'
        ? await handler(body, init)
        : handler
      : { status: 404, body: { code: 404, message: 'not_found', data: null } };
    return new Response(JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'content-type': 'application/json', ...reply.headers },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
