/** Where log lines go instead of stdout (tests). */
export type LogStream = { write(line: string): void };

/**
 * Query parameters whose values are secrets: session tokens of the house and the sandbox gateway, a launch link's
 * member token (tk) and sealed launch value (enc), and the like.
 */
const SECRET_QUERY = /([?&](?:session|token|access_token|password|signature|sig|key|code|tk|enc)=)[^&#]*/gi;

/** A URL with the values of its secret query parameters replaced, for logs. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY, '$1[redacted]');
}

/** Fields that never reach a log line, at the top and one or two levels down (pino's redact paths). */
const SECRET_FIELDS = [
  'authorization',
  'cookie',
  'password',
  'new_password',
  'old_password',
  'withdraw_password',
  'token',
  'session',
  'session_token',
  'signature',
  'secret',
  'x-provider-signature',
  'x-sandbox-signature',
];
export const REDACT_PATHS = [
  ...SECRET_FIELDS.map((f) => `["${f}"]`),
  ...SECRET_FIELDS.map((f) => `*["${f}"]`),
  ...SECRET_FIELDS.map((f) => `*.*["${f}"]`),
];

type LoggedRequest = { method: string; url: string; hostname?: string; ip?: string; socket?: { remotePort?: number } };

/**
 * Fastify's logger options: JSON lines at `level`, with tokens, passwords and signatures redacted wherever they are
 * logged (docs/security.md, T9), request URLs included. `stream` receives the lines instead of stdout (tests).
 */
export function loggerOptions(level: string, stream?: LogStream) {
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: {
      req(request: LoggedRequest) {
        return {
          method: request.method,
          url: redactUrl(request.url),
          host: request.hostname,
          remoteAddress: request.ip,
          remotePort: request.socket?.remotePort,
        };
      },
    },
    ...(stream ? { stream } : {}),
  };
}
