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

/**
 * A call as written in the contract: its schemas are made when first used, not when the module loads. A page loads
 * the definitions of many calls and uses few of them at first, and making zod schemas is most of what loading the
 * contract costs (decision 37).
 */
export type CallSpec<Req extends z.ZodType, Res extends z.ZodType, Access extends CallAccess> = Omit<
  CallDefinition<Req, Res, Access>,
  'request' | 'response'
> & { request: () => Req; response: () => Res };

export function defineCall<Req extends z.ZodType, Res extends z.ZodType, Access extends CallAccess>(
  spec: CallSpec<Req, Res, Access>,
): CallDefinition<Req, Res, Access> {
  const { request: makeRequest, response: makeResponse, ...call } = spec;
  let request: Req | undefined;
  let response: Res | undefined;
  return {
    ...call,
    get request() {
      request ??= makeRequest();
      return request;
    },
    get response() {
      response ??= makeResponse();
      return response;
    },
  };
}

export type CallRequest<C> = C extends CallDefinition<infer Req, z.ZodType, CallAccess> ? z.input<Req> : never;
export type CallResponse<C> = C extends CallDefinition<z.ZodType, infer Res, CallAccess> ? z.output<Res> : never;

export const API_PREFIX = '/api';

/** Header carrying the client's idempotency key of a money-moving call (8 to 80 characters). */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_KEY = /^[A-Za-z0-9_.:-]{8,80}$/;
