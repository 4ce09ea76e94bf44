import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import compress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ResponseCache } from './response-cache.ts';

/** Replies smaller than this go as they are: compressing them saves less than it costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1_024;

export type ContentEncoding = 'br' | 'gzip';
const ENCODINGS: ContentEncoding[] = ['br', 'gzip'];

/**
 * Compresses replies on the fly, brotli first, then gzip (docs/decisions/0030): API replies, the index page and any
 * static file that has no precompressed copy. Brotli runs at quality 4, the level where it still beats gzip's best at
 * a fraction of the time of its maximum. Request bodies are never inflated: a compressed body could expand past the
 * body limit's intent, so none is accepted. socket.io answers its own requests before this server sees them.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    encodings: ENCODINGS,
    threshold: COMPRESSION_THRESHOLD_BYTES,
    globalDecompression: false,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}

/** The encoding a request accepts, by the server's preference, or undefined for none (identity). */
export function acceptedEncoding(request: FastifyRequest): ContentEncoding | undefined {
  const header = request.headers['accept-encoding'];
  if (typeof header !== 'string' || header === '' || request.headers['x-no-compression'] !== undefined) return undefined;
  return negotiate(header, ENCODINGS) ?? undefined;
}

/** A body compressed once for the cache: higher levels than on the fly, as the cost is paid once per entry. */
export function compressOnce(body: string, encoding: ContentEncoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 6, [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(body) },
      })
    : gzipSync(body, { level: 9 });
}

/**
 * Sends a text compressed by the encoding the client accepts, for replies outside any route (the not-found handler),
 * which the plugin's per-route hook does not see. Small texts go as they are.
 */
export function sendCompressed(request: FastifyRequest, reply: FastifyReply, body: string): FastifyReply {
  reply.header('vary', 'accept-encoding');
  const encoding = body.length >= COMPRESSION_THRESHOLD_BYTES ? acceptedEncoding(request) : undefined;
  if (!encoding) return reply.send(body);
  const compressed =
    encoding === 'br'
      ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
      : gzipSync(body, { level: 6 });
  return reply.header('content-encoding', encoding).send(compressed);
}

/**
 * Sends a cached JSON reply: when the client accepts compression and the body is worth it, the compressed copy kept
 * beside the cache entry (made on first use), so that each entry is compressed once per encoding, not per request.
 */
export function sendCachedJson(
  request: FastifyRequest,
  reply: FastifyReply,
  cache: ResponseCache,
  key: string,
  body: string,
): FastifyReply {
  reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
  const encoding = body.length >= COMPRESSION_THRESHOLD_BYTES ? acceptedEncoding(request) : undefined;
  const compressed = encoding ? cache.encoded(key, encoding, () => compressOnce(body, encoding)) : undefined;
  if (!encoding || !compressed) return reply.send(body);
  return reply.header('content-encoding', encoding).send(compressed);
}
