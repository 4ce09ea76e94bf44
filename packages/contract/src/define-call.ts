import type { z } from 'zod';

/** Who may make a call: anyone, or only a member with a valid token. */
export type CallAccess = 'public' | 'member';

export type CallDefinition<Req extends z.ZodType = z.ZodType, Res extends z.ZodType = z.ZodType> = {
  /** Path under the /api prefix, as in SPEC section 7. */
  path: string;
  access: CallAccess;
  request: Req;
  response: Res;
  summary: string;
};

export function defineCall<Req extends z.ZodType, Res extends z.ZodType>(
  call: CallDefinition<Req, Res>,
): CallDefinition<Req, Res> {
  return call;
}

export type CallRequest<C> = C extends CallDefinition<infer Req, z.ZodType> ? z.input<Req> : never;
export type CallResponse<C> = C extends CallDefinition<z.ZodType, infer Res> ? z.output<Res> : never;

export const API_PREFIX = '/api';
