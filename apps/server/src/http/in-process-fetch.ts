import type { FastifyInstance } from 'fastify';

/** The origin a client of inProcessFetch is given: it names no host and is never resolved. */
export const IN_PROCESS_ORIGIN = 'http://in-process.invalid';

/**
 * A fetch that serves requests with this server's own routes, in process (Fastify's inject): the built-in house
 * provider calls the wallet endpoint through it, so its signed calls never leave the process, whatever address a
 * request named. Only the path and query of the URL are used.
 */
export function inProcessFetch(http: FastifyInstance): typeof fetch {
  return (async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url);
    const reply = await http.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: `${url.pathname}${url.search}`,
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
      ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
      remoteAddress: '127.0.0.1',
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(reply.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    const empty = reply.statusCode === 204 || reply.statusCode === 304;
    return new Response(empty ? null : reply.rawPayload, { status: reply.statusCode, headers });
  }) as typeof fetch;
}
