import { REQUEST_TIMEOUT_MS } from '@casino/contract/constants.ts';
import {
  API_PREFIX,
  type CallDefinition,
  type CallRequest,
  type CallResponse,
  IDEMPOTENCY_HEADER,
  IDEMPOTENCY_KEY,
} from '@casino/contract/define-call.ts';
import { isSuccessCode, TOKEN_HEADER } from '@casino/contract/envelope.ts';
import { clearToken, getToken, setToken, tokenFromHeader } from './auth-token.ts';
import { takeInitialReply } from './initial-replies.ts';

/**
 * Why a call failed:
 * - requestTimeout: no complete reply within 30 s (SPEC section 8, message key requestTimeout)
 * - networkError: fetch failed (DNS, refused or reset connection, offline)
 * - unauthorised: HTTP 401, the token was cleared
 * - validationFailed: HTTP 400 with the failing fields named
 * - rejected: the server answered with a code other than 100 or 1000 (business refusal)
 * - httpError: a non-2xx status without a usable reply
 * - invalidResponse: the reply did not match the contract
 * - aborted: the caller cancelled, or a 401 elsewhere aborted this member call
 */
export type ApiErrorKind =
  | 'requestTimeout'
  | 'networkError'
  | 'unauthorised'
  | 'validationFailed'
  | 'rejected'
  | 'httpError'
  | 'invalidResponse'
  | 'aborted';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  /** Reply code of the envelope, when there was one. */
  readonly code: number | null;
  /** HTTP status, when a response arrived. */
  readonly status: number | null;
  /** Failing fields of an HTTP 400 reply, by wire name. */
  readonly fields: Record<string, string[]> | null;
  /** The data of a refused reply, unvalidated (for example the security question that comes with login code 107). */
  readonly data: unknown;

  constructor(
    kind: ApiErrorKind,
    message: string,
    details: {
      code?: number | null;
      status?: number | null;
      fields?: Record<string, string[]> | null;
      data?: unknown;
    } = {},
  ) {
    super(message);
    this.kind = kind;
    this.code = details.code ?? null;
    this.status = details.status ?? null;
    this.fields = details.fields ?? null;
    this.data = details.data ?? null;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** HTTP statuses worth a retry for idempotent reads (SPEC section 7). */
export const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504]);

/** Whether a failed read may be tried again. Business refusals and 401 are final. */
export function isRetryableError(error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (error.kind === 'networkError' || error.kind === 'requestTimeout') return true;
  return error.kind === 'httpError' && error.status !== null && RETRYABLE_STATUSES.has(error.status);
}

type Settings = { language: string };
const settings: Settings = { language: 'en_US' };

/** Language code sent in the lang header of every call (for example en_US). */
export function setRequestLanguage(language: string): void {
  settings.language = language;
}

export function getRequestLanguage(): string {
  return settings.language;
}

const UNAUTHORISED_EVENT = 'unauthorised';
const events = new EventTarget();

/** Called after any HTTP 401 reply, once the token has been cleared. Returns an unsubscribe function. */
export function onUnauthorised(listener: () => void): () => void {
  const handler = () => listener();
  events.addEventListener(UNAUTHORISED_EVENT, handler);
  return () => events.removeEventListener(UNAUTHORISED_EVENT, handler);
}

/** Member calls still running; a 401 aborts them (SPEC section 8, "pending requests aborted"). */
const pendingMemberCalls = new Set<AbortController>();

export type CallOptions = {
  signal?: AbortSignal | undefined;
  /** Overrides the 30 s limit (tests). */
  timeoutMs?: number;
  /**
   * Key of a money-moving call (the contract marks it idempotent), sent in the idempotency-key header: the same key
   * with the same body gets the first answer again, so a retry cannot move money twice. Required for those calls.
   */
  idempotencyKey?: string | undefined;
  /**
   * A token to send instead of the stored one (a sign-in handed over in an address, checked before it is offered).
   * Its replies never touch the stored session: a 401 does not end it and a renewed token is not kept, only handed
   * to onRenewedToken.
   */
  token?: string;
  onRenewedToken?: (token: string) => void;
};

/**
 * The options of a call made with a session other than the site's (a withdraw-only session), or none: the stored
 * token. Spread into CallOptions.
 */
export function tokenOption(token: string | undefined): Pick<CallOptions, 'token'> {
  return token === undefined ? {} : { token };
}

/** A session a page keeps apart from the site's: the token its calls carry, and what to do once it is over. */
export type OwnSession = { token: string; onOver: () => void };

/**
 * Whether a session handed to a page of its own (CallOptions.token) is over: its token expired or was ended (401),
 * or the call lies outside what that session may reach (403, for example withdraw_only).
 */
export function isOwnSessionOver(error: unknown): boolean {
  return isApiError(error) && (error.status === 401 || error.status === 403);
}

type Envelope = { code: number; message: string; data: unknown };

function asEnvelope(value: unknown): Envelope | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  if (typeof record.code !== 'number' || typeof record.message !== 'string') return null;
  return { code: record.code, message: record.message, data: record.data };
}

function validationFields(data: unknown): Record<string, string[]> | null {
  if (typeof data !== 'object' || data === null) return null;
  const fields = (data as Record<string, unknown>).fields;
  if (typeof fields !== 'object' || fields === null) return null;
  const result: Record<string, string[]> = {};
  for (const [name, messages] of Object.entries(fields)) {
    result[name] = Array.isArray(messages) ? messages.map(String) : [String(messages)];
  }
  return result;
}

/**
 * A public call's reply does not depend on who asks: the one the server wrote into the page for this body serves the
 * first ask, once (lib/initial-replies.ts).
 */
function takeWrittenReply<C extends CallDefinition>(call: C, requestBody: string): { data: CallResponse<C> } | undefined {
  if (call.access !== 'public') return undefined;
  const written = asEnvelope(takeInitialReply(call.path, settings.language, requestBody));
  const data = written && isSuccessCode(written.code) ? call.response.safeParse(written.data) : undefined;
  return data?.success ? { data: data.data as CallResponse<C> } : undefined;
}

/**
 * The reply the server wrote into the page for this public call and body, at once, or undefined: for a query's initial
 * data, so that a page's first render draws what the page already holds instead of a placeholder and a second render.
 */
export function writtenReply<C extends CallDefinition>(call: C, body: CallRequest<C>): CallResponse<C> | undefined {
  const request = call.request.safeParse(body);
  return request.success ? takeWrittenReply(call, JSON.stringify(request.data))?.data : undefined;
}

/**
 * Makes one call of the contract: POST JSON to /api + path, with the lang and authorization headers.
 * Resolves with the reply data, validated by the call's response schema; rejects with an ApiError.
 */
export async function callApi<C extends CallDefinition>(
  call: C,
  body: CallRequest<C>,
  options: CallOptions = {},
): Promise<CallResponse<C>> {
  const request = call.request.safeParse(body);
  if (!request.success) {
    throw new ApiError('validationFailed', 'invalid request', { fields: fieldsFromIssues(request.error.issues) });
  }
  const idempotencyKey = options.idempotencyKey;
  if (call.idempotent && (idempotencyKey === undefined || !IDEMPOTENCY_KEY.test(idempotencyKey))) {
    throw new ApiError('validationFailed', 'invalid request', { fields: { [IDEMPOTENCY_HEADER]: ['idempotency_key'] } });
  }

  const requestBody = JSON.stringify(request.data);
  const written = takeWrittenReply(call, requestBody);
  if (written) return written.data;

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const outer = options.signal;
  const forwardAbort = () => controller.abort();
  if (outer?.aborted) controller.abort();
  outer?.addEventListener('abort', forwardAbort, { once: true });
  const isMemberCall = call.access === 'member';
  if (isMemberCall) pendingMemberCalls.add(controller);

  const failure = (error: unknown): ApiError => {
    if (isApiError(error)) return error;
    if (timedOut) return new ApiError('requestTimeout', 'requestTimeout');
    if (controller.signal.aborted) return new ApiError('aborted', 'aborted');
    return new ApiError('networkError', 'networkError');
  };

  try {
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      accept: 'application/json',
      lang: settings.language,
    };
    const ownToken = options.token === undefined;
    const token = ownToken ? getToken() : options.token;
    if (token) headers[TOKEN_HEADER] = `Bearer ${token}`;
    if (idempotencyKey !== undefined) headers[IDEMPOTENCY_HEADER] = idempotencyKey;

    let response: Response;
    try {
      response = await fetch(`${API_PREFIX}${call.path}`, {
        method: 'POST',
        headers,
        body: requestBody,
        signal: controller.signal,
        credentials: 'same-origin',
      });
    } catch (error) {
      throw failure(error);
    }

    // A renewed token replaces the one this call sent, and only while that one is still stored: a reply that lands
    // after a logout or a switch of account must not bring a token back.
    const refreshed = tokenFromHeader(response.headers.get(TOKEN_HEADER));
    if (refreshed && response.status !== 401) {
      if (!ownToken) options.onRenewedToken?.(refreshed);
      else if (token && getToken() === token) setToken(refreshed);
    }

    let payload: unknown = null;
    let readable = true;
    try {
      const text = await response.text();
      payload = text ? JSON.parse(text) : null;
    } catch (error) {
      if (timedOut || controller.signal.aborted) throw failure(error);
      readable = false;
    }
    const envelope = readable ? asEnvelope(payload) : null;

    if (response.status === 401) {
      const refused = new ApiError('unauthorised', envelope?.message ?? 'unauthorised', {
        code: envelope?.code ?? 401,
        status: 401,
      });
      // Only a refusal of the token still stored ends the session: not one of a token given for this call, nor of a
      // token that a logout or a switch of account has already replaced.
      if (!ownToken || getToken() !== token) throw refused;
      clearToken();
      for (const pending of pendingMemberCalls) if (pending !== controller) pending.abort();
      events.dispatchEvent(new Event(UNAUTHORISED_EVENT));
      throw refused;
    }

    if (!envelope) {
      const kind = response.ok ? 'invalidResponse' : 'httpError';
      throw new ApiError(kind, response.ok ? 'invalidResponse' : `HTTP ${response.status}`, { status: response.status });
    }

    if (!isSuccessCode(envelope.code)) {
      const fields = response.status === 400 ? validationFields(envelope.data) : null;
      const kind: ApiErrorKind = fields ? 'validationFailed' : response.ok ? 'rejected' : 'httpError';
      throw new ApiError(kind, envelope.message, { code: envelope.code, status: response.status, fields, data: envelope.data });
    }

    const data = call.response.safeParse(envelope.data);
    if (!data.success) {
      throw new ApiError('invalidResponse', 'invalidResponse', { code: envelope.code, status: response.status });
    }
    return data.data as CallResponse<C>;
  } finally {
    clearTimeout(timer);
    outer?.removeEventListener('abort', forwardAbort);
    pendingMemberCalls.delete(controller);
  }
}

function fieldsFromIssues(issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>) {
  const fields: Record<string, string[]> = {};
  for (const issue of issues) {
    const name = issue.path.map(String).join('.') || '_';
    fields[name] = [...(fields[name] ?? []), issue.message];
  }
  return fields;
}
