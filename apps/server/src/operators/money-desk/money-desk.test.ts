import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writePaidDeposit } from '../../testing/paid-deposit.ts';
import { createSignedInMember, startTestServer, type TestServer } from '../../testing/test-server.ts';
import { auditRows, operatorsOf, type SignedInOperator } from '../operator-test-helpers.ts';

/** The money desk's risk hints and deposit rejection (decision 76). */
let server: TestServer;
let ops: Record<'admin' | 'finance' | 'support', SignedInOperator>;
const run = Date.now().toString(36);
let suspectId: number;
let cleanId: number;
let methodId: number;

async function pendingDeposit(memberId: number, suffix: string) {
  const orderNumber = `D${run}${suffix}`.slice(0, 32);
  await server.db
    .insertInto('deposit_orders')
    .values({
      order_number: orderNumber,
      member_id: memberId,
      site_id: 1,
      currency_code: 'INR',
      method_id: methodId,
      gateway: 'bank_transfer',
      amount: 10_000n,
      expires_at: new Date(Date.now() + 3_600_000),
    } as never)
    .execute();
  return orderNumber;
}

async function withdrawal(memberId: number, suffix: string, status: 'pending' | 'paid' = 'pending') {
  const bank = await server.db
    .insertInto('member_bank_accounts')
    .values({ member_id: memberId, bank_name: 'State Bank', account_name: 'Tester', account_number: `9${Date.now() % 1e9}` })
    .returning('id')
    .executeTakeFirstOrThrow();
  const orderNumber = `W${run}${suffix}`.slice(0, 32);
  await server.db
    .insertInto('withdrawal_orders')
    .values({
      order_number: orderNumber,
      member_id: memberId,
      site_id: 1,
      currency_code: 'INR',
      amount: 5_000n,
      bank_account_id: bank.id,
      bank_name: 'State Bank',
      bank_account_name: 'Tester',
      bank_account_number: '****1234',
      status,
    })
    .execute();
  return orderNumber;
}

beforeAll(async () => {
  server = await startTestServer({ env: { TRUST_PROXY: '1' } });
  ops = await operatorsOf(server, 'admin', 'finance', 'support');
  methodId = (await server.db.selectFrom('deposit_methods').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  suspectId = (await createSignedInMember(server.db, `Sus${run}`)).memberId;
  cleanId = (await createSignedInMember(server.db, `Cln${run}`)).memberId;
  const twinId = (await createSignedInMember(server.db, `Twin${run}`)).memberId;
  const neighbourId = (await createSignedInMember(server.db, `Nbr${run}`)).memberId;
  await server.db
    .insertInto('member_devices')
    .values([
      { member_id: suspectId, udid: `shared-${run}` },
      { member_id: twinId, udid: `shared-${run}` },
      { member_id: cleanId, udid: `own-${run}` },
    ])
    .execute();
  await server.db
    .updateTable('member_sessions')
    .set({ ip: `10.9.${run.length}.7` })
    .where('member_id', 'in', [suspectId, neighbourId])
    .execute();
  await server.db.updateTable('member_sessions').set({ ip: '10.8.8.8' }).where('member_id', '=', cleanId).execute();
  await writePaidDeposit(server.db, { memberId: suspectId, amount: 100_000n });
  await writePaidDeposit(server.db, { memberId: cleanId, amount: 1_000n });
  await server.db
    .insertInto('provider_bet_records')
    .values({
      gp_id: 1,
      bet_ref: `hint${run}`,
      member_id: cleanId,
      currency_code: 'INR',
      game_type_id: 1,
      stake: 5_000n,
      valid_amount: 5_000n,
      payout: 0n,
      settled_at: new Date(),
    })
    .execute();
  await server.db
    .insertInto('bonus_grants')
    .values({
      member_id: suspectId,
      site_id: 1,
      currency_code: 'INR',
      source: 'operator',
      amount: 1_000n,
      requirement: 10_000n,
      weights: JSON.stringify({}),
      expires_at: new Date(Date.now() + 86_400_000),
    } as never)
    .execute();
  await withdrawal(cleanId, 'p', 'paid');
}, 90_000);
afterAll(() => server?.close());

describe('risk hints of the money desk', () => {
  it('flags a shared device and address, an open bonus, a first withdrawal and turnover below deposits, per order', async () => {
    const suspect = await withdrawal(suspectId, 's');
    const clean = await withdrawal(cleanId, 'c');
    const reply = await ops.support.call('/operator/orders/risk_hints', { kind: 'withdrawal', order_numbers: [suspect, clean] });
    expect(reply.status).toBe(200);
    const byOrder = Object.fromEntries(reply.body.data.list.map((h: { order_number: string }) => [h.order_number, h]));
    expect(byOrder[suspect]).toMatchObject({
      member_id: suspectId,
      same_device_members: 1,
      same_address_members: 1,
      bonus_open: true,
      first_withdrawal: true,
      turnover: '0.00',
      deposits: '1000.00',
      turnover_below_deposits: true,
    });
    expect(byOrder[clean]).toMatchObject({
      same_device_members: 0,
      same_address_members: 0,
      bonus_open: false,
      first_withdrawal: false,
      turnover: '50.00',
      deposits: '10.00',
      turnover_below_deposits: false,
    });
    const deposits = await ops.finance.call('/operator/orders/risk_hints', {
      kind: 'deposit',
      order_numbers: [await pendingDeposit(suspectId, 'h')],
    });
    expect(deposits.body.data.list[0]).toMatchObject({ same_device_members: 1, first_withdrawal: false });
  });

  it('refuses an empty or oversized page', async () => {
    expect((await ops.admin.call('/operator/orders/risk_hints', { kind: 'withdrawal', order_numbers: [] })).status).toBe(400);
    const many = Array.from({ length: 101 }, (_, i) => `W${i}`);
    expect((await ops.admin.call('/operator/orders/risk_hints', { kind: 'withdrawal', order_numbers: many })).status).toBe(400);
    expect((await ops.admin.call('/operator/orders/risk_hints', { kind: 'bets', order_numbers: ['x'] })).status).toBe(400);
  });
});

describe('rejecting a deposit', () => {
  it('marks a pending deposit failed with a reason, audited, once; support may not; a paid one is refused', async () => {
    const order = await pendingDeposit(cleanId, 'r');
    expect((await ops.support.call('/operator/deposits/reject', { order_number: order, remark: 'never arrived' })).status).toBe(
      403,
    );
    expect((await ops.finance.call('/operator/deposits/reject', { order_number: order, remark: '' })).status).toBe(400);
    const rejected = await ops.finance.call('/operator/deposits/reject', { order_number: order, remark: 'never arrived' });
    expect(rejected.body.data).toEqual({ order_number: order, status: 'failed' });
    const again = await ops.admin.call('/operator/deposits/reject', { order_number: order, remark: 'never arrived' });
    expect(again.body.data).toEqual({ order_number: order, status: 'failed' });
    const row = await server.db
      .selectFrom('deposit_orders')
      .selectAll()
      .where('order_number', '=', order)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'failed', remark: 'never arrived', ledger_transaction_id: null });
    const audits = (await auditRows(server.db, 'deposit.reject')).filter((a) => a.target === order);
    expect(audits).toHaveLength(1);
    // A confirmation after the rejection credits nothing.
    expect((await ops.finance.call('/operator/deposits/confirm', { order_number: order })).body.code).toBe(102);
    const paid = await server.db
      .selectFrom('deposit_orders')
      .select('order_number')
      .where('status', '=', 'paid')
      .executeTakeFirstOrThrow();
    expect(
      (await ops.finance.call('/operator/deposits/reject', { order_number: paid.order_number, remark: 'mistake' })).body.code,
    ).toBe(102);
    expect((await ops.finance.call('/operator/deposits/reject', { order_number: 'NOPE', remark: 'mistake' })).body.code).toBe(
      101,
    );
  });
});

describe('the deposits queue', () => {
  it('filters by status, member, method kind and day in SQL, newest first', async () => {
    const first = await pendingDeposit(suspectId, 'q1');
    const second = await pendingDeposit(suspectId, 'q2');
    const queue = (body: Record<string, unknown>) => ops.support.call('/operator/deposits/queue', body);
    const mine = await queue({ status: 'pending', member_account: `sus${run}` });
    const numbers = mine.body.data.list.map((o: { order_number: string }) => o.order_number);
    expect(numbers.slice(0, 2)).toEqual([second, first]);
    expect(
      mine.body.data.list.every(
        (o: { status: string; member_id: number }) => o.status === 'pending' && o.member_id === suspectId,
      ),
    ).toBe(true);
    const kind = (
      await server.db.selectFrom('deposit_methods').select('kind').where('id', '=', methodId).executeTakeFirstOrThrow()
    ).kind;
    const other = kind === 'gateway' ? 'bank_transfer' : 'gateway';
    expect((await queue({ member_account: `Sus${run}`, method_kind: kind })).body.data.list.length).toBeGreaterThan(1);
    expect((await queue({ member_account: `Sus${run}`, method_kind: other })).body.data.list).toEqual([]);
    const today = new Date().toISOString().slice(0, 10);
    expect((await queue({ member_account: `Sus${run}`, from: today, to: today })).body.data.list.length).toBeGreaterThan(1);
    expect((await queue({ member_account: `Sus${run}`, to: '2020-01-01' })).body.data.list).toEqual([]);
    const paged = await queue({ member_account: `Sus${run}`, before_id: mine.body.data.list[0].id });
    expect(paged.body.data.list[0].order_number).toBe(first);
    expect((await queue({ from: '2026-02-30' })).status).toBe(400);
    expect((await queue({ status: 'lost' })).status).toBe(400);
  });
});
