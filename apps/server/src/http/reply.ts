import { ReplyCode } from '@casino/contract/envelope.ts';

/** A business refusal: answered with HTTP 200 and one of the SPEC's codes (ARCHITECTURE, HTTP API). */
export class Refusal extends Error {
  constructor(
    readonly code: number,
    readonly messageKey: string,
    readonly data: unknown = null,
  ) {
    super(messageKey);
  }
}

export function ok<T>(data: T) {
  return { code: ReplyCode.ok, message: 'ok', data };
}

export function failure(code: number, message: string, data: unknown = null) {
  return { code, message, data };
}

/** A request that is well-formed but names something that does not exist: HTTP 400 naming the field. */
export class FieldError extends Error {
  constructor(readonly fields: Record<string, string[]>) {
    super('validation_failed');
  }
}

/** A rate limit was reached: HTTP 429. */
export class TooManyRequests extends Error {
  constructor() {
    super('too_many_requests');
  }
}
