import { IDEMPOTENCY_KEY } from '@casino/contract/define-call.ts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { createIdempotencyKeeper, isOutcomeUnknown, newIdempotencyKey } from './use-idempotency-key.ts';

describe('idempotency keys', () => {
  it('are random and fit the server rule', () => {
    const keys = new Set(Array.from({ length: 50 }, () => newIdempotencyKey('dep')));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(IDEMPOTENCY_KEY);
  });

  it('stay the same for the same request until it is settled, and change with the request', () => {
    const keeper = createIdempotencyKeeper('wd');
    const first = keeper.keyFor({ amount: '10.00', bank_account_id: 1 });
    expect(keeper.keyFor({ amount: '10.00', bank_account_id: 1 })).toBe(first);
    const changed = keeper.keyFor({ amount: '11.00', bank_account_id: 1 });
    expect(changed).not.toBe(first);
    keeper.settle();
    expect(keeper.keyFor({ amount: '11.00', bank_account_id: 1 })).not.toBe(changed);
  });

  it('are kept only when the outcome of a request is unknown', () => {
    expect(isOutcomeUnknown(new ApiError('networkError', 'networkError'))).toBe(true);
    expect(isOutcomeUnknown(new ApiError('requestTimeout', 'requestTimeout'))).toBe(true);
    expect(isOutcomeUnknown(new ApiError('invalidResponse', 'invalidResponse'))).toBe(true);
    expect(isOutcomeUnknown(new ApiError('httpError', 'HTTP 502', { status: 502 }))).toBe(true);
    expect(isOutcomeUnknown(new ApiError('httpError', 'idempotency_key_reused', { status: 409, code: 409 }))).toBe(false);
    expect(isOutcomeUnknown(new ApiError('rejected', 'refused', { code: 105, status: 200 }))).toBe(false);
    expect(isOutcomeUnknown(new ApiError('validationFailed', 'invalid', { status: 400 }))).toBe(false);
    expect(isOutcomeUnknown(new ApiError('unauthorised', 'unauthorised', { status: 401 }))).toBe(false);
  });
});
