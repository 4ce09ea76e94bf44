import { z } from 'zod';

/** Reply codes shared by every call (SPEC section 7 and 8). */
export const ReplyCode = {
  ok: 1000,
  okLegacy: 100,
} as const;

/** A reply is a success when its code is 100 or 1000. */
export function isSuccessCode(code: number): boolean {
  return code === ReplyCode.ok || code === ReplyCode.okLegacy;
}

export function replySchema<T extends z.ZodType>(data: T) {
  return z.object({ code: z.number().int(), message: z.string(), data });
}

export type Reply<T> = { code: number; message: string; data: T };

/** HTTP 400 body: the failing fields by their wire names, each with a message key. */
export const validationErrorSchema = z.lazy(() =>
  z.object({
    code: z.literal(400),
    message: z.literal('validation_failed'),
    data: z.object({ fields: z.record(z.string(), z.array(z.string())) }),
  }),
);

/** Header in which the server hands out a refreshed token (SPEC section 7). */
export const TOKEN_HEADER = 'authorization';
