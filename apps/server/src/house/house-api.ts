import { HOUSE_API_PREFIX, type HouseCallDefinition } from '@casino/contract/house/house-call.ts';
import { nulCharacterPath } from '@casino/contract/input-bounds.ts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { z } from 'zod';
import { HouseError, type HouseErrorCode } from './house-play.ts';

/** The HTTP status of each refusal of the house's game calls. */
export const HOUSE_ERROR_STATUS: Record<HouseErrorCode, number> = {
  invalid_session: 401,
  session_expired: 401,
  session_ended: 401,
  insufficient_funds: 402,
  invalid_bet: 400,
  unknown_game: 404,
  wallet_unavailable: 503,
  wallet_refused: 409,
  limit_reached: 403,
  hand_in_play: 409,
  invalid_action: 400,
};

/** Answers a HouseError with its status, `{error: code}` and the balance it carries; undefined for anything else. */
export function replyHouseError(reply: FastifyReply, error: unknown): FastifyReply | undefined {
  if (!(error instanceof HouseError)) return undefined;
  return reply
    .code(HOUSE_ERROR_STATUS[error.code])
    .send({ error: error.code, ...(error.balance ? { balance: error.balance } : {}) });
}

/** A fraction as a percentage with two decimals, as the rules panels show returns to player. */
export const percentOf = (fraction: number) => Math.round(fraction * 10_000) / 100;

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
