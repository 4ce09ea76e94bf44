import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import { redactUrl } from './logger-options.ts';

/**
 * One log line per request, written when it completes: method, path (secret query values redacted), status and
 * milliseconds, on the request's logger (its reqId). Fastify's default writes a second line as each request comes
 * in, which cost more than half of what /health serves at the default level (decision 41).
 */
export class RequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = {
      method: request.method,
      url: redactUrl(request.url),
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
