import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOUSE_CODE } from '../house/house-config.ts';
import { ledgerAccounts, readBalance } from '../ledger/ledger-accounts.ts';
import { postTransaction } from '../ledger/post-transaction.ts';
import { DEMO_JACKPOT_SEED } from '../seed/demo-data.ts';
import { seedDemo } from '../seed/seed-demo.ts';
import { createSignedInMember, startTestServer, type TestServer } from '../testing/test-server.ts';

/**
 * One jackpot per currency: the total of /v2/get_jackpot (the home counter) is the pool a house slot page shows and
 * pays, and every unit of it is held by the platform's jackpot account.
 */
let server: TestServer;
let gpId: number;

beforeAll(async () => {
  server = await startTestServer();
  gpId = (await server.db.selectFrom('game_providers').select('id').where('code', '=', HOUSE_CODE).executeTakeFirstOrThrow()).id;
});
afterAll(() => server.close());

const homeTotal = async (currency: string): Promise<string> => {
  const { body } = await server.call('/v2/get_jackpot', { currency });
  expect(body.code).toBe(1000);
  return body.data.jackpot_amount_total;
};

async function house(path: string, body: unknown) {
  const response = await fetch(`${server.url}/house/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as any;
}

/** A member of the currency with money, in a real session of a house slot: the game page's session id. */
async function realSlotSession(currency: string, siteId: number, funds: bigint): Promise<string> {
  const member = await createSignedInMember(server.db, `jp${currency.toLowerCase()}${Date.now() % 100_000}`, siteId, currency);
  await postTransaction(server.db, server.db, {
    key: `jackpot-test-fund:${member.memberId}`,
    kind: 'deposit',
    postings: [
      { account: ledgerAccounts.system('gateway:test', currency), amount: -funds },
      { account: ledgerAccounts.memberMain(member.memberId, currency), amount: funds },
    ],
  });
  const play = await server.call(
    '/member/game/play1',
    { gpId, game_type: 2, game_code: 'house-fruit-fiesta', lobby_url: `${server.url}/close` },
    { authorization: `Bearer ${member.token}` },
  );
  expect(play.body.code).toBe(1000);
  return new URL(play.body.data.game_url, server.url).searchParams.get('session') ?? '';
}

describe('the jackpot', () => {
  it('shows on the home counter what the game page shows, before and after spins change it', async () => {
    const session = await realSlotSession('INR', 1, 1_000_000n);
    const before = await house('session', { session });
    expect(before.jackpot).not.toBe('0.00');
    expect(await homeTotal('INR')).toBe(before.jackpot);

    // the largest stake: 1% of it feeds the pool
    const bet = before.bets.at(-1) as string;
    for (let i = 0; i < 3; i++) expect((await house('spin', { session, bet })).round_id).toBeTruthy();
    const after = await house('session', { session });
    expect(after.jackpot).not.toBe(before.jackpot);
    expect(await homeTotal('INR')).toBe(after.jackpot);
  });

  it('keeps the pools of each currency apart', async () => {
    const usd = await realSlotSession('USD', 1, 100_000n);
    const vndBefore = await homeTotal('VND');
    const state = await house('session', { session: usd });
    expect(await homeTotal('USD')).toBe(state.jackpot);
    await house('spin', { session: usd, bet: state.bets.at(-1) });
    expect(await homeTotal('USD')).toBe((await house('session', { session: usd })).jackpot);
    expect(await homeTotal('VND')).toBe(vndBefore);
  });

  it('starts from seed money the ledger holds, funded once', async () => {
    expect(await seedDemo(server.db)).toBe(false);
    const vnd = await homeTotal('VND');
    expect(BigInt(vnd)).toBe(DEMO_JACKPOT_SEED.VND);
    expect(await readBalance(server.db, ledgerAccounts.system('jackpot', 'VND'))).toBe(DEMO_JACKPOT_SEED.VND);
    // a currency without a pool shows zero
    expect(await homeTotal('THB')).toBe('0.00');
  });
});
