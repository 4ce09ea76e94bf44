import { realtimeEvents } from '@casino/contract/realtime.ts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { connectEcho, nextEvent, settle } from '../testing/echo-client.ts';
import { ledgerInvariants } from '../testing/ledger-invariants.ts';
import { approveWithdrawal, rejectWithdrawal } from './decide-withdrawal.ts';
import { listWithdrawalOrders } from './list-orders.ts';
import {
  auth,
  balanceOf,
  bindBankAccount,
  fund,
  holdOf,
  mainOf,
  movementsWithKey,
  newKey,
  newMember,
  orderStatus,
  type PaymentsServer,
  siteToday,
  startPaymentsServer,
  type TestMember,
} from './payments-test-kit.ts';

let p: PaymentsServer;
const clients: ReturnType<typeof connectEcho>[] = [];

beforeAll(async () => {
  p = await startPaymentsServer();
});
afterEach(() => {
  for (const c of clients.splice(0)) c.disconnect();
});
afterAll(() => p.server.close());

type Funded = TestMember & { bankId: number };

async function fundedMember(amount = '1000.00'): Promise<Funded> {
  const member = await newMember(p.server.db);
  const bankId = await bindBankAccount(p.server.db, member.memberId, `9988776655${member.memberId}`);
  await fund(p, member, amount);
  return { ...member, bankId };
}

function withdraw(member: TestMember, body: Record<string, unknown>, key = newKey()) {
  return p.server.call('/member/withdraw/create', { withdraw_password: '1234', ...body }, auth(member.token, key));
}

describe('withdrawal settings', () => {
  it('gives the limits, the main balance and whether a withdraw password is set', async () => {
    const member = await fundedMember('750.00');
    const { body } = await p.server.call('/member/withdraw/settings', {}, auth(member.token));
    expect(body.data).toEqual({
      currency: 'INR',
      min_amount: '200.00',
      max_amount: '50000.00',
      main_cash: '750.00',
      is_withdraw_password: 1,
    });
    const bare = await newMember(p.server.db, { withdrawPassword: false });
    expect((await p.server.call('/member/withdraw/settings', {}, auth(bare.token))).body.data).toMatchObject({
      main_cash: '0.00',
      is_withdraw_password: 0,
    });
  });
});

describe('withdrawal', () => {
  it('holds the amount, and an operator pays it out once', async () => {
    const member = await fundedMember();
    const echo = connectEcho(p.server.url, member.token);
    clients.push(echo);
    const cash = nextEvent<{ cash: string }>((cb) =>
      echo.private(`member.${member.memberId}`).listen(`.${realtimeEvents.memberCash}`, cb),
    );
    await settle(echo);

    const created = await withdraw(member, { amount: '300.00', bank_account_id: member.bankId });
    expect(created.body.code).toBe(1000);
    expect(created.body.data).toMatchObject({ status: 'pending', amount: '300.00', main_cash: '700.00' });
    expect(await cash).toEqual({ cash: '700.00' });
    const orderNumber = created.body.data.order_number as string;
    expect(orderNumber).toMatch(/^W\d{20}$/);
    expect(await mainOf(p.server.db, member.memberId)).toBe(70_000n);
    expect(await holdOf(p.server.db, member.memberId)).toBe(30_000n);

    const listed = (await listWithdrawalOrders(p.server.db, { status: 'pending' })).find((o) => o.order_number === orderNumber);
    expect(listed).toMatchObject({
      member_id: member.memberId,
      amount: '300.00',
      currency: 'INR',
      bank: {
        bank_name: 'HDFC Bank',
        account_name: 'Test Member',
        account_number: expect.stringMatching(/^\*+\d{4}$/),
        branch: 'Pune',
      },
    });

    const payoutsBefore = await balanceOf(p.server.db, 'payouts');
    expect(await approveWithdrawal(p.ctx, orderNumber, 7, 'sent by NEFT')).toEqual({ order_number: orderNumber, status: 'paid' });
    expect(await approveWithdrawal(p.ctx, orderNumber, 7)).toEqual({ order_number: orderNumber, status: 'paid' });
    expect(await holdOf(p.server.db, member.memberId)).toBe(0n);
    expect(await mainOf(p.server.db, member.memberId)).toBe(70_000n);
    expect((await balanceOf(p.server.db, 'payouts')) - payoutsBefore).toBe(30_000n);
    expect(await movementsWithKey(p.server.db, `withdrawal:${orderNumber}:paid`)).toBe(1);
    await expect(rejectWithdrawal(p.ctx, orderNumber, 7, 'too late')).rejects.toMatchObject({ code: 102 });

    const row = await p.server.db
      .selectFrom('withdrawal_orders')
      .selectAll()
      .where('order_number', '=', orderNumber)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'paid', decided_by: 7, remark: 'sent by NEFT' });
    const today = siteToday();
    const record = await p.server.call(
      '/member/dw_record/list',
      { start_date: today, end_date: today, type: 'withdrawal' },
      auth(member.token),
    );
    expect(record.body.data.list).toEqual([
      expect.objectContaining({
        order_number: orderNumber,
        type: 'withdrawal',
        status: 'paid',
        amount: '300.00',
        remark: 'sent by NEFT',
      }),
    ]);
    expect(record.body.data.list[0].method).toMatch(/^HDFC Bank \*+\d{4}$/);
  });

  it('releases the hold back to the main wallet when rejected', async () => {
    const member = await fundedMember();
    const created = await withdraw(member, { amount: '400.00', bank_account_id: member.bankId });
    const orderNumber = created.body.data.order_number as string;
    expect(await mainOf(p.server.db, member.memberId)).toBe(60_000n);

    const echo = connectEcho(p.server.url, member.token);
    clients.push(echo);
    const cash = nextEvent<{ cash: string }>((cb) =>
      echo.private(`member.${member.memberId}`).listen(`.${realtimeEvents.memberCash}`, cb),
    );
    await settle(echo);
    await expect(rejectWithdrawal(p.ctx, orderNumber, 8, '   ')).rejects.toThrow('validation_failed');
    expect(await rejectWithdrawal(p.ctx, orderNumber, 8, 'name does not match')).toEqual({
      order_number: orderNumber,
      status: 'rejected',
    });
    expect(await cash).toEqual({ cash: '1000.00' });
    expect(await rejectWithdrawal(p.ctx, orderNumber, 8, 'again')).toEqual({ order_number: orderNumber, status: 'rejected' });
    await expect(approveWithdrawal(p.ctx, orderNumber, 8)).rejects.toMatchObject({ code: 102 });
    await expect(approveWithdrawal(p.ctx, 'W20990101000000000000', 8)).rejects.toMatchObject({ code: 101 });

    expect(await mainOf(p.server.db, member.memberId)).toBe(100_000n);
    expect(await holdOf(p.server.db, member.memberId)).toBe(0n);
    expect(await movementsWithKey(p.server.db, `withdrawal:${orderNumber}:released`)).toBe(1);
    expect(await orderStatus(p.server.db, orderNumber)).toBe('rejected');
    const row = await p.server.db
      .selectFrom('withdrawal_orders')
      .select('remark')
      .where('order_number', '=', orderNumber)
      .executeTakeFirstOrThrow();
    expect(row.remark).toBe('name does not match');
  });

  it('refuses with the codes of the contract and moves nothing', async () => {
    const member = await fundedMember('1000.00');
    const stranger = await fundedMember('100.00');
    const at = (body: Record<string, unknown>) => withdraw(member, { amount: '300.00', bank_account_id: member.bankId, ...body });

    expect((await at({ withdraw_password: '9999' })).body.code).toBe(101);
    const bare = await newMember(p.server.db, { withdrawPassword: false });
    const bareBank = await bindBankAccount(p.server.db, bare.memberId);
    expect((await withdraw(bare, { amount: '300.00', bank_account_id: bareBank })).body.code).toBe(102);
    expect((await at({ bank_account_id: stranger.bankId })).body.code).toBe(103);
    expect((await at({ bank_account_id: 987_654 })).body.code).toBe(103);
    expect((await at({ amount: '199.99' })).body.code).toBe(104);
    expect((await at({ amount: '50000.01' })).body.code).toBe(105);
    expect((await at({ amount: '1000.01' })).body.code).toBe(106);
    expect((await at({ amount: '1.001' })).status).toBe(400);
    expect((await at({ withdraw_password: '12a4' })).status).toBe(400);
    expect(await mainOf(p.server.db, member.memberId)).toBe(100_000n);
    expect(await holdOf(p.server.db, member.memberId)).toBe(0n);

    for (let i = 0; i < 3; i += 1) expect((await at({ amount: '200.00' })).body.code).toBe(1000);
    expect((await at({ amount: '200.00' })).body.code).toBe(107);
    expect(await mainOf(p.server.db, member.memberId)).toBe(40_000n);
    expect(await holdOf(p.server.db, member.memberId)).toBe(60_000n);
    expect(await mainOf(p.server.db, stranger.memberId)).toBe(10_000n);
  });

  it('answers a replayed key with the same order, refuses another body under it (409) and a missing key (400)', async () => {
    const member = await fundedMember();
    const key = newKey();
    const first = await withdraw(member, { amount: '250.00', bank_account_id: member.bankId }, key);
    const again = await withdraw(member, { amount: '250.00', bank_account_id: member.bankId }, key);
    expect(first.body.code).toBe(1000);
    expect(again.body).toEqual(first.body);
    expect((await withdraw(member, { amount: '260.00', bank_account_id: member.bankId }, key)).status).toBe(409);
    const missing = await p.server.call(
      '/member/withdraw/create',
      { amount: '250.00', bank_account_id: member.bankId, withdraw_password: '1234' },
      auth(member.token),
    );
    expect(missing.status).toBe(400);
    // A replay still needs the right withdraw password.
    expect(
      (await withdraw(member, { amount: '250.00', bank_account_id: member.bankId, withdraw_password: '0000' }, key)).body.code,
    ).toBe(101);
    const orders = await p.server.db
      .selectFrom('withdrawal_orders')
      .select('id')
      .where('member_id', '=', member.memberId)
      .execute();
    expect(orders).toHaveLength(1);
    expect(await mainOf(p.server.db, member.memberId)).toBe(75_000n);
  });

  it('keeps members apart: records, bank accounts and keys', async () => {
    const owner = await fundedMember();
    const other = await fundedMember();
    const key = newKey();
    const mine = await withdraw(owner, { amount: '300.00', bank_account_id: owner.bankId }, key);
    expect(mine.body.code).toBe(1000);
    // The same key from someone else is their own request, answered for them.
    const theirs = await withdraw(other, { amount: '300.00', bank_account_id: owner.bankId }, key);
    expect(theirs.body.code).toBe(103);
    const today = siteToday();
    const record = await p.server.call('/member/dw_record/list', { start_date: today, end_date: today }, auth(other.token));
    expect(record.body.data.list.map((r: { order_number: string }) => r.order_number)).not.toContain(mine.body.data.order_number);
    expect(record.body.data.list.every((r: { type: string }) => r.type === 'deposit')).toBe(true);
    const accounts = await p.server.call('/member/bank_account/list', {}, auth(other.token));
    expect(accounts.body.data.list.map((a: { id: number }) => a.id)).toEqual([other.bankId]);
    expect(await mainOf(p.server.db, owner.memberId)).toBe(70_000n);
    expect(await mainOf(p.server.db, other.memberId)).toBe(100_000n);
    expect(await ledgerInvariants(p.server.db)).toMatchObject({ drift: 0, unbalanced: 0, negative: 0 });
  });
});
