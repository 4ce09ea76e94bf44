import { privateChannels, realtimeEvents } from '@casino/contract/realtime.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerAccounts, readBalance } from '../ledger/ledger-accounts.ts';
import { postTransaction } from '../ledger/post-transaction.ts';
import { ProviderTransferFailed } from '../providers/provider-transfers.ts';
import { connectEcho, nextEvent, settle } from '../testing/echo-client.ts';
import { ledgerInvariants } from '../testing/ledger-invariants.ts';
import { createSignedInMember, startTestServer, type TestServer } from '../testing/test-server.ts';

let server: TestServer;
/** Providers whose adapter fails on transfer out, by gp_id, with the code it fails with. */
const failing = new Map<number, 102 | 103>();
let providerIds: number[] = [];
let seq = 0;

beforeAll(async () => {
  server = await startTestServer({
    env: { TRUST_PROXY: '1' },
    app: {
      transfersOf: (gpId) => ({
        async transferOut() {
          const code = failing.get(gpId);
          if (code) throw new ProviderTransferFailed(code);
        },
      }),
    },
  });
  const rows = await server.db
    .selectFrom('site_game_providers')
    .select('provider_id')
    .distinct()
    .where('site_id', '=', 1)
    .where('currency_code', '=', 'INR')
    .orderBy('provider_id')
    .execute();
  providerIds = rows.map((r) => r.provider_id);
});

afterAll(async () => {
  await server?.close();
});

/** A signed-in INR member of site 1 with money in the main wallet and in some provider wallets (minor units). */
async function fundedMember(main: bigint, providers: Record<number, bigint> = {}) {
  seq += 1;
  const member = await createSignedInMember(server.db, `wallet${Date.now() % 1_000_000}${seq}`);
  const total = Object.values(providers).reduce((a, b) => a + b, main);
  if (total > 0n) {
    await postTransaction(server.db, server.db, {
      key: `fund:${member.memberId}`,
      kind: 'deposit',
      postings: [
        { account: ledgerAccounts.system('gateway:test', 'INR'), amount: -total },
        { account: ledgerAccounts.memberMain(member.memberId, 'INR'), amount: total },
      ],
    });
  }
  for (const [gpId, amount] of Object.entries(providers)) {
    await postTransaction(server.db, server.db, {
      key: `in:${member.memberId}:${gpId}`,
      kind: 'transfer_in',
      postings: [
        { account: ledgerAccounts.memberMain(member.memberId, 'INR'), amount: -amount },
        { account: ledgerAccounts.memberProvider(member.memberId, Number(gpId), 'INR'), amount },
      ],
    });
  }
  const headers = { authorization: `Bearer ${member.token}` };
  return { ...member, call: (path: string, body: unknown = {}) => server.call(path, body, headers) };
}

describe('member wallet', () => {
  it('shows the main wallet, every provider wallet and their total', async () => {
    const [gp1, gp2] = providerIds as [number, number];
    const m = await fundedMember(10_050n, { [gp1]: 2_000n });
    const { body } = await m.call('/member/profile/my_cash');
    expect(body.code).toBe(1000);
    expect(body.data.main_cash).toBe('100.50');
    expect(body.data.total).toBe('120.50');
    const row1 = body.data.my_cash_list.find((w: { gp_id: number }) => w.gp_id === gp1);
    const row2 = body.data.my_cash_list.find((w: { gp_id: number }) => w.gp_id === gp2);
    expect(row1).toMatchObject({ cash: '20.00', is_light: 1 });
    expect(row2).toMatchObject({ cash: '0.00', is_light: 0 });
    expect(body.data.my_cash_list.length).toBe(providerIds.length);

    const layout = await m.call('/member/profile/common/layout');
    expect(layout.body.data.member_cash).toBe('100.50');
  });

  it('needs a member token', async () => {
    const { status } = await server.call('/member/profile/my_cash', {});
    expect(status).toBe(401);
  });

  it('returns every provider wallet with one key, announces the balance and keeps the ledger whole', async () => {
    const [gp1, gp2] = providerIds as [number, number];
    const m = await fundedMember(1_000n, { [gp1]: 3_000n, [gp2]: 500n });
    const echo = connectEcho(server.url, m.token);
    try {
      const cash = nextEvent<{ cash: string }>((cb) =>
        echo.private(`member.${m.memberId}`).listen(`.${realtimeEvents.memberCash}`, cb),
      );
      const back = nextEvent<{ main_cash: string }>((cb) =>
        echo.private(`member.${m.memberId}`).listen(`.${realtimeEvents.allTransferBack}`, cb),
      );
      await settle(echo);
      const { body } = await m.call('/member/profile/balance/all/back');
      expect(body.code).toBe(1000);
      expect(body.data.main_cash).toBe('45.00');
      expect(body.data.returned).toEqual(
        expect.arrayContaining([
          { gp_id: gp1, amount: '30.00' },
          { gp_id: gp2, amount: '5.00' },
        ]),
      );
      expect(body.data.failed).toEqual([]);
      expect((await cash).cash).toBe('45.00');
      expect((await back).main_cash).toBe('45.00');
    } finally {
      echo.disconnect();
    }
    expect(privateChannels.member(m.memberId)).toBe(`private-member.${m.memberId}`);
    expect(await readBalance(server.db, ledgerAccounts.memberProvider(m.memberId, gp1, 'INR'))).toBe(0n);
    const surplus = await m.call('/arks/web/cash_surplus/check', { site_id: 1, currency: 'INR' });
    expect(surplus.body.data.active).toBe(0);
    expect(await ledgerInvariants(server.db)).toMatchObject({ totals: { INR: '0' }, drift: 0, unbalanced: 0, negative: 0 });
  });

  it('returns one provider wallet, and refuses an unknown one with 104', async () => {
    const [gp1, gp2] = providerIds as [number, number];
    const m = await fundedMember(0n, { [gp1]: 700n, [gp2]: 300n });
    const surplus = await m.call('/arks/web/cash_surplus/check', { site_id: 1, currency: 'INR' });
    expect(surplus.body.data.active).toBe(1);
    const one = await m.call('/member/profile/balance_get_back', { gp_id: gp2 });
    expect(one.body.code).toBe(1000);
    expect(one.body.data.returned).toEqual([{ gp_id: gp2, amount: '3.00' }]);
    expect(await readBalance(server.db, ledgerAccounts.memberProvider(m.memberId, gp1, 'INR'))).toBe(700n);
    const unknown = await m.call('/member/profile/balance_get_back', { gp_id: 999_999 });
    expect(unknown.body.code).toBe(104);
  });

  it('reports a provider that fails, leaves its wallet as it was, and a retry brings it back', async () => {
    const [gp1, gp2] = providerIds as [number, number];
    const m = await fundedMember(0n, { [gp1]: 1_000n, [gp2]: 2_000n });
    failing.set(gp2, 103);
    try {
      const partial = await m.call('/member/profile/balance/all/back');
      expect(partial.body.code).toBe(105);
      expect(partial.body.data.returned).toEqual([{ gp_id: gp1, amount: '10.00' }]);
      expect(partial.body.data.failed).toEqual([{ gp_id: gp2, code: 103 }]);
      expect(await readBalance(server.db, ledgerAccounts.memberProvider(m.memberId, gp2, 'INR'))).toBe(2_000n);

      const only = await m.call('/member/profile/balance_get_back', { gp_id: gp2 });
      expect(only.body.code).toBe(103);
    } finally {
      failing.delete(gp2);
    }
    const retry = await m.call('/member/profile/balance/all/back');
    expect(retry.body.code).toBe(1000);
    expect(retry.body.data.main_cash).toBe('30.00');
  });

  it('runs one balance return at a time per member (101) and never moves money twice', async () => {
    const [gp1] = providerIds as [number];
    const m = await fundedMember(0n, { [gp1]: 5_000n });
    const replies = await Promise.all(Array.from({ length: 8 }, () => m.call('/member/profile/balance/all/back')));
    const codes = replies.map((r) => r.body.code);
    expect(codes).toContain(1000);
    expect(codes.every((c) => c === 1000 || c === 101)).toBe(true);
    expect(await readBalance(server.db, ledgerAccounts.memberMain(m.memberId, 'INR'))).toBe(5_000n);
    expect(await readBalance(server.db, ledgerAccounts.memberProvider(m.memberId, gp1, 'INR'))).toBe(0n);
    expect(await ledgerInvariants(server.db)).toMatchObject({ totals: { INR: '0' }, drift: 0, unbalanced: 0, negative: 0 });
  });

  it('lists main-wallet movements newest first, by kind and day, in pages, for the member alone', async () => {
    const [gp1] = providerIds as [number];
    const m = await fundedMember(5_000n, { [gp1]: 1_000n });
    const other = await fundedMember(9_900n);
    await m.call('/member/profile/balance/all/back');
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'America/Caracas' });
    const all = await m.call('/member/transaction/list', { start_date: today, end_date: today });
    expect(all.body.data.total_count).toBe(3);
    expect(all.body.data.list.map((e: { kind: string }) => e.kind)).toEqual(['transfer_out', 'transfer_in', 'deposit']);
    expect(all.body.data.list[0]).toMatchObject({ amount: '10.00', balance_after: '60.00' });
    expect(all.body.data.list[1]).toMatchObject({ amount: '-10.00', balance_after: '50.00' });

    const deposits = await m.call('/member/transaction/list', { start_date: today, end_date: today, kind: 'deposit' });
    expect(deposits.body.data.list).toHaveLength(1);
    const page2 = await m.call('/member/transaction/list', { start_date: today, end_date: today, page: 2, page_size: 2 });
    expect(page2.body.data.list).toHaveLength(1);
    expect(page2.body.data.total_count).toBe(3);
    const past = await m.call('/member/transaction/list', { start_date: '2020-01-01', end_date: '2020-01-31' });
    expect(past.body.data.total_count).toBe(0);
    const bad = await m.call('/member/transaction/list', { start_date: 'yesterday', end_date: today });
    expect(bad.status).toBe(400);

    const theirs = await other.call('/member/transaction/list', { start_date: today, end_date: today });
    expect(theirs.body.data.total_count).toBe(1);
    expect(theirs.body.data.list[0].amount).toBe('99.00');
  });

  it("shows order numbers, rounds and providers in the record, never the ledger's internal references", async () => {
    const [gp1] = providerIds as [number];
    const provider = await server.db.selectFrom('game_providers').select('name').where('id', '=', gp1).executeTakeFirstOrThrow();
    const m = await fundedMember(0n, { [gp1]: 300n });
    const main = ledgerAccounts.memberMain(m.memberId, 'INR');
    const post = (
      key: string,
      kind: string,
      reference: string,
      amount: bigint,
      other = ledgerAccounts.system('gateway:test', 'INR'),
    ) =>
      postTransaction(server.db, server.db, {
        key: `${key}:${m.memberId}`,
        kind,
        reference,
        postings: [
          { account: other, amount: -amount },
          { account: main, amount },
        ],
      });
    await post('dep', 'deposit', 'D20250101000000000001', 10_000n);
    const bet = await post('bet', 'bet', `gp:${gp1}:round:HRROUND42`, -1_000n, ledgerAccounts.system(`provider:${gp1}`, 'INR'));
    await post('win', 'win', `gp:${gp1}:round:HRROUND42`, 2_500n, ledgerAccounts.system(`provider:${gp1}`, 'INR'));
    await post('out', 'transfer_out', `gp:${gp1}`, 300n, ledgerAccounts.memberProvider(m.memberId, gp1, 'INR'));
    await post('adj', 'adjustment', '', 100n, ledgerAccounts.system('adjustments', 'INR'));
    await post('odd', 'adjustment', 'operator:7:some-internal-key', 100n, ledgerAccounts.system('adjustments', 'INR'));
    expect(bet.id).toBeTruthy();

    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'America/Caracas' });
    const { body } = await m.call('/member/transaction/list', { start_date: today, end_date: today });
    expect(body.code).toBe(1000);
    const byKind = (kind: string) => body.data.list.filter((e: { kind: string }) => e.kind === kind);
    expect(byKind('deposit')[0]).toMatchObject({ order_number: 'D20250101000000000001', round_id: null, gp_name: null });
    for (const entry of [...byKind('bet'), ...byKind('win')]) {
      expect(entry).toMatchObject({ order_number: null, round_id: 'HRROUND42', gp_name: provider.name });
    }
    expect(byKind('transfer_out')[0]).toMatchObject({ order_number: null, round_id: null, gp_name: provider.name });
    for (const entry of byKind('adjustment')) expect(entry).toMatchObject({ order_number: null, round_id: null, gp_name: null });
    const text = JSON.stringify(body);
    expect(text).not.toContain('gp:');
    expect(text).not.toContain('round:');
    expect(text).not.toContain('operator:');
    expect(body.data.list[0]).not.toHaveProperty('reference');
  });
});
