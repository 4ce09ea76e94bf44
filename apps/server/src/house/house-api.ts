import { HOUSE_API_PREFIX, type HouseCallDefinition } from '@casino/contract/house/house-call.ts';
import { nulCharacterPath } from '@casino/contract/input-bounds.ts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { z } from 'zod';

/** Answers a refusal the handler threw with its status and `{error: code}`; rethrows anything else. */
export type HouseRefusalReply = (reply: FastifyReply, error: unknown) => unknown;

/**
 * The body of a house call read with the call's request schema, or the refusal code of a body that does not fit: the
 * code the call names for the first field at fault. A NUL character anywhere (PostgreSQL text cannot hold one) is
 * refused as the field it is in; a body that is not an object at all, as its session.
 */
export function readHouseBody<C extends HouseCallDefinition>(
  call: C,
  body: unknown,
): { body: z.output<C['request']> } | { refused: string } {
  const codeOf = (field: unknown) =>
    (typeof field === 'string' ? call.invalidInput[field] : undefined) ?? call.invalidInput.session ?? 'invalid_session';
  const nulAt = nulCharacterPath(body);
  if (nulAt !== undefined) return { refused: codeOf(nulAt.split('.')[0]) };
  const parsed = call.request.safeParse(body ?? {});
  return parsed.success ? { body: parsed.data as z.output<C['request']> } : { refused: codeOf(parsed.error.issues[0]?.path[0]) };
}

/**
 * Registers one call of the house's game pages (decision 47): the body is checked against the contract's request
 * schema before the handler runs, and one that does not fit gets 400 with the refusal code the pages already know for
 * that field, without anything being read or changed. The handler's own refusals are answered by `refuse`. What the
 * handler answers is held to the call's response schema by the tests (house-api.test.ts), not at run time.
 */
export function registerHouseCall<C extends HouseCallDefinition>(
  http: FastifyInstance,
  call: C,
  refuse: HouseRefusalReply,
  handler: (body: z.output<C['request']>, reply: FastifyReply) => Promise<unknown>,
): void {
  http.post(`${HOUSE_API_PREFIX}${call.path}`, async (request, reply) => {
    const read = readHouseBody(call, request.body);
    if ('refused' in read) return reply.code(400).send({ error: read.refused });
    try {
      return await handler(read.body, reply);
    } catch (error) {
      return refuse(reply, error);
    }
  });
}
