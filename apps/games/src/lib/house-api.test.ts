import { spinCall } from '@casino/contract/house/slot-baccarat-calls.ts';
import { describe, expect, it, vi } from 'vitest';
import { NO_WIN_ROWS, testRound, testSpin } from '../test/slot-fixtures.ts';
import { createHouseClient, HouseCallError } from './house-api.ts';

const reply = (status: number, body: unknown) =>
  new Response(typeof body === 'string' ? body : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

async function refusalOf(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (cause: unknown) => cause,
  );
  expect(error).toBeInstanceOf(HouseCallError);
  return error as HouseCallError;
}

describe('the house API client', () => {
  it("posts the call's body with the session under /house/api and answers the parsed reply", async () => {
    const round = testRound([testSpin(NO_WIN_ROWS)], '2.50', '1997.50');
    const fetchMock = vi.fn(async () => reply(200, round));
    const call = createHouseClient('token-1', fetchMock);
    await expect(call(spinCall, { bet: '2.50' })).resolves.toEqual(round);
    expect(fetchMock).toHaveBeenCalledWith('/house/api/spin', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ bet: '2.50', session: 'token-1' }),
    });
  });

  it('throws a refusal with its code and the balance it tells', async () => {
    const call = createHouseClient('t', async () => reply(402, { error: 'insufficient_funds', balance: '1.20' }));
    const error = await refusalOf(call(spinCall, { bet: '2.50' }));
    expect([error.code, error.balance]).toEqual(['insufficient_funds', '1.20']);
  });

  it('reads no answer, an answer that is not JSON and one that does not fit the contract as a network failure', async () => {
    const failures = [
      async () => {
        throw new TypeError('offline');
      },
      async () => reply(502, '<html>bad gateway</html>'),
      async () => reply(200, { round_id: 'HR1' }),
      async () => reply(500, { error: 'no_such_code' }),
    ];
    for (const fetchMock of failures) {
      const error = await refusalOf(createHouseClient('t', fetchMock)(spinCall, { bet: '2.50' }));
      expect([error.code, error.balance]).toEqual(['network', undefined]);
    }
  });
});
