import { jackpotCall } from '@casino/contract/calls/game-calls.ts';
import { siteDetailCall } from '@casino/contract/calls/site-calls.ts';
import { defineCall } from '@casino/contract/define-call.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { installFakeApi, ok } from '../test/fake-api.ts';
import { ApiError, callApi, isRetryableError, onUnauthorised, setRequestLanguage } from './api-client.ts';

const moneyCall = defineCall({
  path: '/member/test/move',
  access: 'member',
  idempotent: true,
  summary: 'test money-moving call',
  request: () => z.object({ amount: z.string() }),
  response: () => z.object({ moved: z.string() }),
});

const memberCall = defineCall({
  path: '/member/profile/my_cash',
  access: 'member',
  summary: 'test member call',
  request: () => z.object({}),
  response: () => z.object({ total: z.string() }),
});

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected the call to fail');
}

describe('callApi', () => {
  beforeEach(() => setRequestLanguage('en_US'));
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('posts JSON to /api + path with the lang header and returns the validated data', async () => {
    const fetchMock = installFakeApi({ '/api/v2/get_jackpot': ok({ jackpot_amount_total: '123.45' }) });
    setRequestLanguage('zh_CN');
    await expect(callApi(jackpotCall, { currency: 'INR' })).resolves.toEqual({ jackpot_amount_total: '123.45' });

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/v2/get_jackpot');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ currency: 'INR' });
    const headers = new Headers(init?.headers);
    expect(headers.get('lang')).toBe('zh_CN');
    expect(headers.get('content-type')).toBe('application/json');
    expect(headers.has('authorization')).toBe(false);
  });

  it('sends the stored token as authorization', async () => {
    window.localStorage.setItem('token', 'abc123');
    const fetchMock = installFakeApi({ '/api/v2/get_jackpot': ok({ jackpot_amount_total: '1' }) });
    await callApi(jackpotCall, { currency: 'USD' });
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('authorization')).toBe('Bearer abc123');
  });

  it('treats code 100 as success too', async () => {
    installFakeApi({ '/api/v2/get_jackpot': { body: { code: 100, message: 'ok', data: { jackpot_amount_total: '5' } } } });
    await expect(callApi(jackpotCall, { currency: 'USD' })).resolves.toEqual({ jackpot_amount_total: '5' });
  });

  it('stores a renewed token handed out in the authorization response header in place of the one sent', async () => {
    installFakeApi({
      '/api/v2/get_jackpot': { ...ok({ jackpot_amount_total: '1' }), headers: { authorization: 'Bearer fresh-token' } },
    });
    // A visitor's call sent no token: a token in its reply signs nobody in.
    await callApi(jackpotCall, { currency: 'USD' });
    expect(window.localStorage.getItem('token')).toBeNull();
    window.localStorage.setItem('token', 'old-token');
    await callApi(jackpotCall, { currency: 'USD' });
    expect(window.localStorage.getItem('token')).toBe('fresh-token');
  });

  it('throws a rejected ApiError carrying the business code and message', async () => {
    installFakeApi({ '/api/v2/get_jackpot': { body: { code: 203, message: 'maintenance', data: null } } });
    const error = await failure(callApi(jackpotCall, { currency: 'USD' }));
    expect(error.kind).toBe('rejected');
    expect(error.code).toBe(203);
    expect(error.message).toBe('maintenance');
    expect(isRetryableError(error)).toBe(false);
  });

  it('maps HTTP 400 to validationFailed with the failing fields', async () => {
    installFakeApi({
      '/api/v2/get_jackpot': {
        status: 400,
        body: { code: 400, message: 'validation_failed', data: { fields: { currency: ['invalid_enum_value'] } } },
      },
    });
    const error = await failure(callApi(jackpotCall, { currency: 'USD' }));
    expect(error.kind).toBe('validationFailed');
    expect(error.status).toBe(400);
    expect(error.fields).toEqual({ currency: ['invalid_enum_value'] });
  });

  it('on HTTP 401 clears the token, tells the listeners and throws unauthorised', async () => {
    window.localStorage.setItem('token', 'stale');
    installFakeApi({ '/api/v2/get_jackpot': { status: 401, body: { code: 401, message: 'unauthenticated', data: null } } });
    const listener = vi.fn();
    const stop = onUnauthorised(listener);
    const error = await failure(callApi(jackpotCall, { currency: 'USD' }));
    stop();
    expect(error.kind).toBe('unauthorised');
    expect(error.status).toBe(401);
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(listener).toHaveBeenCalledOnce();
  });

  it('aborts pending member calls when a 401 arrives', async () => {
    let releaseMember: () => void = () => {};
    const fetchMock = vi.fn((input: RequestInfo | URL, init: RequestInit = {}) => {
      if (String(input).endsWith('/my_cash')) {
        return new Promise<Response>((resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          releaseMember = () => resolve(new Response(JSON.stringify({ code: 1000, message: 'ok', data: { total: '1' } })));
        });
      }
      return Promise.resolve(
        new Response(JSON.stringify({ code: 401, message: 'unauthenticated', data: null }), { status: 401 }),
      );
    });
    vi.stubGlobal('fetch', fetchMock);
    const pending = failure(callApi(memberCall, {}));
    await failure(callApi(jackpotCall, { currency: 'USD' }));
    releaseMember();
    expect((await pending).kind).toBe('aborted');
  });

  it('maps a failed fetch to networkError', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const error = await failure(callApi(jackpotCall, { currency: 'USD' }));
    expect(error.kind).toBe('networkError');
    expect(isRetryableError(error)).toBe(true);
  });

  it('gives up after 30 s with requestTimeout', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_input: RequestInfo | URL, init: RequestInit = {}) =>
          new Promise<Response>((_resolve, reject) => {
            init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          }),
      ),
    );
    const pending = failure(callApi(jackpotCall, { currency: 'USD' }));
    await vi.advanceTimersByTimeAsync(29_999);
    let settled = false;
    void pending.then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(error.kind).toBe('requestTimeout');
    expect(error.message).toBe('requestTimeout');
  });

  it('reports a caller cancellation as aborted, not as a network failure', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_input: RequestInfo | URL, init: RequestInit = {}) =>
          new Promise<Response>((_resolve, reject) => {
            init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          }),
      ),
    );
    const controller = new AbortController();
    const pending = failure(callApi(jackpotCall, { currency: 'USD' }, { signal: controller.signal }));
    controller.abort();
    expect((await pending).kind).toBe('aborted');
  });

  it('rejects replies that do not match the response schema', async () => {
    installFakeApi({ '/api/arks/web/site/detail': ok({ detail: { site_id: 'one' } }) });
    const error = await failure(callApi(siteDetailCall, { site_id: 1 }));
    expect(error.kind).toBe('invalidResponse');
  });

  it('maps a 5xx without an envelope to a retryable httpError', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 })));
    const error = await failure(callApi(jackpotCall, { currency: 'USD' }));
    expect(error.kind).toBe('httpError');
    expect(error.status).toBe(502);
    expect(isRetryableError(error)).toBe(true);
  });

  it('refuses to send a request that breaks the contract', async () => {
    const fetchMock = installFakeApi({});
    // @ts-expect-error an unknown currency is a compile error too
    const error = await failure(callApi(jackpotCall, { currency: 'XXX' }));
    expect(error.kind).toBe('validationFailed');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the idempotency key of a money-moving call in the idempotency-key header', async () => {
    const fetchMock = installFakeApi({ '/api/member/test/move': ok({ moved: '5.00' }) });
    await expect(callApi(moneyCall, { amount: '5.00' }, { idempotencyKey: 'dep-0123456789abcdef' })).resolves.toEqual({
      moved: '5.00',
    });
    const headers = new Headers(fetchMock.mock.calls[0]?.[1]?.headers);
    expect(headers.get('idempotency-key')).toBe('dep-0123456789abcdef');
    expect(headers.get('content-type')).toBe('application/json');
  });

  it('refuses to send a money-moving call without a well-formed idempotency key', async () => {
    const fetchMock = installFakeApi({ '/api/member/test/move': ok({ moved: '5.00' }) });
    for (const idempotencyKey of [undefined, 'short', 'has spaces in it']) {
      const error = await failure(callApi(moneyCall, { amount: '5.00' }, { idempotencyKey }));
      expect(error.kind).toBe('validationFailed');
      expect(error.fields).toEqual({ 'idempotency-key': ['idempotency_key'] });
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends no idempotency-key header on other calls', async () => {
    const fetchMock = installFakeApi({ '/api/v2/get_jackpot': ok({ jackpot_amount_total: '1' }) });
    await callApi(jackpotCall, { currency: 'USD' });
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).has('idempotency-key')).toBe(false);
  });
});
