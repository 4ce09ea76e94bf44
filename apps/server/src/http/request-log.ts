import { type FastifyBaseLogger, type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import { redactUrl } from './logger-options.ts';

/**
 * One log line per request, written when it completes: reqId, method, path (secret query values redacted), status
 * and milliseconds (decision 41). Fastify's default wrote a second line as each request came in.
 *
 * The line goes through a child of the root logger without the field-name redaction (logger-options.ts): that
 * redaction walks every logged object for 39 paths, wildcards included, and cost about 40 µs a line, most of what
 * logging at `info` cost a request. The line's fields are fixed and cannot carry a secret but in the URL, which
 * redactUrl redacts; a failed request's line carries its error, so it keeps the redacting logger.
 */
export class RequestLog extends LogController {
  private lines: FastifyBaseLogger | undefined;

  /** The server's root logger, once Fastify has made it. */
  use(root: FastifyBaseLogger): void {
    this.lines = root.child({}, { redact: [] });
  }

  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = {
      reqId: request.id,
      method: request.method,
      url: redactUrl(request.url),
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else (this.lines ?? reply.log).info(line, 'request completed');
  }
}
