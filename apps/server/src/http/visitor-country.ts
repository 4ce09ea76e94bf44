import type { FastifyRequest } from 'fastify';

/** The visitor's ISO country as the edge reported it in the first of the configured headers, else null. */
export function visitorCountry(request: FastifyRequest, headers: string[]): string | null {
  for (const name of headers) {
    const value = request.headers[name];
    if (typeof value === 'string' && /^[A-Za-z]{2}$/.test(value.trim())) return value.trim().toUpperCase();
  }
  return null;
}
