import { operatorLogoutCall } from '@casino/contract/calls/operator-calls.ts';
import {
  operatorSecondFactorConfirmCall,
  operatorSecondFactorStartCall,
  SECOND_FACTOR_ENROLMENT_REQUIRED,
} from '@casino/contract/calls/operator-second-factor-calls.ts';
import { WITHDRAW_ONLY } from '@casino/contract/calls/protection-calls.ts';
import type { CallDefinition } from '@casino/contract/define-call.ts';
import { API_PREFIX, IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY } from '@casino/contract/define-call.ts';
import { replyKey } from '@casino/contract/initial-replies.ts';
import { nulCharacterPath } from '@casino/contract/input-bounds.ts';
import { FALLBACK_LANGUAGE, isLanguageCode, type LanguageCode } from '@casino/contract/languages.ts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../db/database.ts';
import { IdempotencyKeyReused } from '../ledger/idempotent-request.ts';
import { findSessionByToken, type MemberSession, rotateIfDue, tokenFromHeader } from '../members/session-tokens.ts';
import { findOperatorSession, type OperatorSession } from '../operators/operator-sessions.ts';
import { WITHDRAW_ONLY_CALLS } from '../protection/withdraw-only-calls.ts';
import { sendCachedJson } from './compression.ts';
import { FieldError, failure, ok, Refusal, TooManyRequests } from './reply.ts';
import type { ResponseCache } from './response-cache.ts';

/** What a session that may only set up its second factor may call. */
const ENROLMENT_CALLS = new Set([
  operatorSecondFactorStartCall.path,
  operatorSecondFactorConfirmCall.path,
  operatorLogoutCall.path,
]);

export type CallContext<Req extends z.ZodType> = {
  body: z.output<Req>;
  db: Db;
  lang: LanguageCode;
  request: FastifyRequest;
  /** The client's idempotency key, on calls marked idempotent (required there). */
  idempotencyKey: string;
};

export type MemberCallContext<Req extends z.ZodType> = CallContext<Req> & { member: MemberSession };

export type OperatorCallContext<Req extends z.ZodType> = CallContext<Req> & { operator: OperatorSession };

type Handler<C extends CallDefinition> = C['access'] extends 'member'
  ? (ctx: MemberCallContext<C['request']>) => Promise<z.input<C['response']>>
  : C['access'] extends 'operator'
    ? (ctx: OperatorCallContext<C['request']>) => Promise<z.input<C['response']>>
    : (ctx: CallContext<C['request']>) => Promise<z.input<C['response']>>;

export type RegistrarOptions = {
  cache: ResponseCache;
  sessionTtlMs: number;
  /** Check replies against the contract (on outside production, so that drift fails tests). */
  checkReplies: boolean;
};

/**
 * Per call: cache the serialised reply for this long, keyed by the validated body and the language; take bodies up to
 * this many bytes instead of the server's default (BODY_LIMIT_BYTES), for the few calls that carry files.
 */
export type CallOptions = { cacheTtlMs?: number; bodyLimit?: number };

export type CallRegistrar = <C extends CallDefinition>(call: C, handler: Handler<C>, options?: CallOptions) => void;

export function createCallRegistrar(app: FastifyInstance, db: Db, options: RegistrarOptions): CallRegistrar {
  return (call, handler, callOptions = {}) => registerCall(app, db, call, handler, { ...options, ...callOptions });
}

export function languageOf(request: FastifyRequest): LanguageCode {
  const header = request.headers.lang;
  return isLanguageCode(header) ? header : FALLBACK_LANGUAGE;
}

/** Fields that failed validation, by their wire names, each with the validator's messages. */
export function failingFields(error: z.ZodError): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const name = issue.path.length > 0 ? issue.path.join('.') : '_body';
    fields[name] = [...(fields[name] ?? []), issue.message];
  }
  return fields;
}

/**
 * Registers one call of the contract: validate the body, authenticate when the call is for members or operators, run the
 * use-case, present its result in the reply envelope.
 */
export function registerCall<C extends CallDefinition>(
  app: FastifyInstance,
  db: Db,
  call: C,
  handler: Handler<C>,
  options: RegistrarOptions & CallOptions,
): void {
  const routeOptions = options.bodyLimit ? { bodyLimit: options.bodyLimit } : {};
  app.post(`${API_PREFIX}${call.path}`, routeOptions, async (request: FastifyRequest, reply: FastifyReply) => {
    // No string of any call may carry a NUL character (PostgreSQL text cannot hold one): refused here for all.
    const nulAt = nulCharacterPath(request.body);
    if (nulAt !== undefined) {
      return reply.code(400).send(failure(400, 'validation_failed', { fields: { [nulAt || '_body']: ['nul_character'] } }));
    }
    const parsed = call.request.safeParse(request.body ?? {});
    if (!parsed.success) {
      return reply.code(400).send(failure(400, 'validation_failed', { fields: failingFields(parsed.error) }));
    }
    const idempotencyKey = String(request.headers[IDEMPOTENCY_HEADER] ?? '');
    if (call.idempotent && !IDEMPOTENCY_KEY.test(idempotencyKey)) {
      return reply.code(400).send(failure(400, 'validation_failed', { fields: { [IDEMPOTENCY_HEADER]: ['idempotency_key'] } }));
    }
    const lang = languageOf(request);
    const context: CallContext<C['request']> = {
      body: parsed.data as z.output<C['request']>,
      db,
      lang,
      request,
      idempotencyKey,
    };

    if (call.access === 'member') {
      const token = tokenFromHeader(request.headers.authorization);
      const member = token ? await findSessionByToken(db, token) : undefined;
      if (!member) return reply.code(401).send(failure(401, 'unauthenticated'));
      // An excluded member's withdraw-only session reaches only what a withdrawal needs (docs/decisions/0079).
      if (member.withdrawOnly && !WITHDRAW_ONLY_CALLS.has(call.path)) {
        return reply.code(403).send(failure(403, WITHDRAW_ONLY));
      }
      Object.assign(context, { member });
      const renewed = await rotateIfDue(db, member, options.sessionTtlMs);
      if (renewed) reply.header('authorization', `Bearer ${renewed}`);
    } else if (call.access === 'operator') {
      // Operator tokens live apart from member tokens: a member's token is unknown here.
      const token = tokenFromHeader(request.headers.authorization);
      const operator = token ? await findOperatorSession(db, token) : undefined;
      if (!operator) return reply.code(401).send(failure(401, 'unauthenticated'));
      // A session whose operator must first set up a second factor may do only that (docs/decisions/0071).
      if (operator.enrolOnly && !ENROLMENT_CALLS.has(call.path)) {
        return reply.code(403).send(failure(403, SECOND_FACTOR_ENROLMENT_REQUIRED));
      }
      Object.assign(context, { operator });
    }

    const cacheKey = options.cacheTtlMs ? replyKey(call.path, lang, JSON.stringify(parsed.data)) : undefined;
    if (cacheKey) {
      const cached = options.cache.get(cacheKey);
      if (cached) return sendCachedJson(request, reply, options.cache, cacheKey, cached);
    }
    const generation = options.cache.generation;

    try {
      const data = await (handler as (ctx: typeof context) => Promise<unknown>)(context);
      if (options.checkReplies) {
        const checked = call.response.safeParse(data);
        if (!checked.success) {
          request.log.error({ path: call.path, issues: checked.error.issues }, 'reply does not match the contract');
          throw new Error(`reply of ${call.path} does not match the contract`);
        }
      }
      const body = JSON.stringify(ok(data));
      if (cacheKey && options.cacheTtlMs) {
        // Not kept when the data changed while it was read; sent all the same.
        options.cache.set(cacheKey, body, options.cacheTtlMs, generation);
        return sendCachedJson(request, reply, options.cache, cacheKey, body);
      }
      return reply.type('application/json; charset=utf-8').send(body);
    } catch (error) {
      if (error instanceof Refusal) return reply.send(failure(error.code, error.messageKey, error.data));
      if (error instanceof FieldError) return reply.code(400).send(failure(400, 'validation_failed', { fields: error.fields }));
      if (error instanceof TooManyRequests) return reply.code(429).send(failure(429, 'too_many_requests'));
      if (error instanceof IdempotencyKeyReused) return reply.code(409).send(failure(409, 'idempotency_key_reused'));
      throw error;
    }
  });
}
