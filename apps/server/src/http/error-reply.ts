import type { FastifyReply, FastifyRequest } from 'fastify';
import { failure } from './reply.ts';

/**
 * Whether an error is PostgreSQL's refusal of a value (SQLSTATE class 22, data exception): a number out of range
 * (22003), an impossible date (22007, 22008), a NUL character (22021), a text too long (22001), a malformed literal
 * (22P02). PGlite and node-postgres both carry the SQLSTATE as `code`.
 */
export function isDataException(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code);
}

/** Message keys of the framework's refusals of a request's body. */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'payload_too_large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
};

/**
 * The last-resort answer to an error that no route answered itself. A value the database refused is bad input, not a
 * server failure: it gets the validation error. The contract's bounds should have refused it before any query ran,
 * so it is logged as an error all the same, to be bounded in the contract.
 */
export function replyToError(error: Error & { statusCode?: number }, request: FastifyRequest, reply: FastifyReply) {
  if (isDataException(error)) {
    request.log.error({ err: error }, 'the database refused a value of the request: a contract bound is missing');
    return reply.code(400).send(failure(400, 'validation_failed', { fields: { _body: ['invalid_value'] } }));
  }
  const status = error.statusCode ?? 500;
  if (status >= 500) request.log.error({ err: error }, 'request failed');
  // Fastify's own refusals carry English sentences: the envelope carries message keys.
  const key = FRAMEWORK_MESSAGES[(error as { code?: string }).code ?? ''];
  if (key) return reply.code(status).send(failure(status, key));
  if (status === 400) return reply.code(400).send(failure(400, 'validation_failed', { fields: { _body: [error.message] } }));
  if (status < 500) return reply.code(status).send(failure(status, error.message));
  return reply.code(500).send(failure(500, 'internal_error'));
}
