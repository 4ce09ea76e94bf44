import type { z } from 'zod';

/** Who may make a call: anyone, only a member with a valid token, or only an operator (staff) with a valid token. */
export type CallAccess = 'public' | 'member' | 'operator';

export type CallDefinition<
  Req extends z.ZodType = z.ZodType,
  Res extends z.ZodType = z.ZodType,
  Access extends CallAccess = CallAccess,
> = {
  /** Path under the /api prefix, as in SPEC section 7. */
  path: string;
  access: Access;
  request: Req;
  response: Res;
  summary: string;
  /** Moves money: the client sends an idempotency key header, and a replay gets the first answer. */
  idempotent?: boolean;
};

export function defineCall<Req extends z.ZodType, Res extends z.ZodType, Access extends CallAccess>(
  call: CallDefinition<Req, Res, Access>,
): CallDefinition<Req, Res, Access> {
  return call;
}

export type CallRequest<C> = C extends CallDefinition<infer Req, z.ZodType, CallAccess> ? z.input<Req> : never;
export type CallResponse<C> = C extends CallDefinition<z.ZodType, infer Res, CallAccess> ? z.output<Res> : never;

export const API_PREFIX = '/api';

/** Header carrying the client's idempotency key of a money-moving call (8 to 80 characters). */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_KEY = /^[A-Za-z0-9_.:-]{8,80}$/;
