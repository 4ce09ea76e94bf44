import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerInvariants } from '../testing/ledger-invariants.ts';
import { approveWithdrawal, rejectWithdrawal } from './decide-withdrawal.ts';
import {
  auth,
  bindBankAccount,
  callbackBody,
  createDeposit,
  fund,
  holdOf,
  mainOf,
  methodIds,
  newKey,
  newMember,
  type PaymentsServer,
  paymentOf,
  postCallback,
  sign,
  startPaymentsServer,
} from './payments-test-kit.ts';

let p: PaymentsServer;
beforeAll(async () => {
  p = await startPaymentsServer();
  // Room for many withdrawals waiting at once, so that the balance is what stops them.
  await p.server.db
    .updateTable('withdrawal_limits')
    .set({ max_pending: 100 })
    .where('site_id', '=', 1)
    .where('currency_code', '=', 'INR')
    .execute();
});
afterAll(() => p.server.close());

describe('many deposits and withdrawals of one member at once', () => {
  it('never overdraws, credits each deposit once and keeps the ledger whole', async () => {
    const member = await newMember(p.server.db);
    const bankId = await bindBankAccount(p.server.db, member.memberId);
    await fund(p, member, '1000.00');
    const { gateway } = await methodIds(p.server, member);

    // Ten deposits asked for at once: the member may have five waiting.
    const created = await Promise.all(Array.from({ length: 10 }, () => createDeposit(p.server, member, gateway, '100.00')));
    const accepted = created.filter((c) => c.body.code === 1000);
    expect(accepted).toHaveLength(5);
    expect(created.filter((c) => c.body.code === 105)).toHaveLength(5);
    const orders = accepted.map((c) => ({
      order_number: c.body.data.order_number as string,
      amount: '100.00',
      payment_id: paymentOf(c.body.data.pay_url).paymentId,
    }));

    const withdraw = () =>
      p.server.call(
        '/member/withdraw/create',
        { amount: '200.00', bank_account_id: bankId, withdraw_password: '1234' },
        auth(member.token, newKey()),
      );
    const callback = (order: (typeof orders)[number]) => {
      const body = callbackBody(order);
      return postCallback(p.server, body, sign(p.gatewaySecret, body));
    };

    // Wave one: 20 withdrawals of 200 (4000 against at most 1500) race 5 deposits, each called back twice.
    const wave = await Promise.all([
      ...Array.from({ length: 20 }, withdraw),
      ...orders.flatMap((o) => [callback(o), callback(o)]),
    ]);
    const withdrawals = wave.slice(0, 20);
    const callbacks = wave.slice(20);
    expect(callbacks.every((c) => c.status === 200)).toBe(true);
    expect(callbacks.filter((c) => c.body.data.outcome === 'credited')).toHaveLength(5);
    expect(withdrawals.every((w) => w.status === 200 && [1000, 106].includes(w.body.code))).toBe(true);
    const held = withdrawals.filter((w) => w.body.code === 1000).map((w) => w.body.data.order_number as string);
    expect(held.length).toBeGreaterThanOrEqual(5);
    expect(held.length).toBeLessThanOrEqual(7);

    // Wave two: operators decide every waiting withdrawal while the member asks for more and callbacks repeat.
    const decisions = held.map((orderNumber, i) =>
      i % 2 === 0 ? approveWithdrawal(p.ctx, orderNumber, 1) : rejectWithdrawal(p.ctx, orderNumber, 1, 'declined by test'),
    );
    const more = Array.from({ length: 10 }, withdraw);
    const replays = orders.map(callback);
    const [decided, second, repeated] = await Promise.all([Promise.all(decisions), Promise.all(more), Promise.all(replays)]);
    expect(decided.map((d) => d.status)).toEqual(held.map((_, i) => (i % 2 === 0 ? 'paid' : 'rejected')));
    expect(second.every((w) => w.status === 200 && [1000, 106].includes(w.body.code))).toBe(true);
    expect(repeated.every((r) => r.status === 200 && r.body.data.outcome === 'already_paid')).toBe(true);

    // Everything adds up.
    const db = p.server.db;
    const invariants = await ledgerInvariants(db);
    expect(invariants).toMatchObject({ drift: 0, unbalanced: 0, negative: 0 });
    for (const total of Object.values(invariants.totals)) expect(total).toBe('0');

    const deposits = await db
      .selectFrom('deposit_orders')
      .select(['order_number', 'amount', 'status'])
      .where('member_id', '=', member.memberId)
      .execute();
    const paidDeposits = deposits.filter((d) => d.status === 'paid');
    expect(paidDeposits).toHaveLength(6);
    const withdrawalRows = await db
      .selectFrom('withdrawal_orders')
      .select(['amount', 'status'])
      .where('member_id', '=', member.memberId)
      .execute();
    const sum = (rows: { amount: bigint }[]) => rows.reduce((total, r) => total + r.amount, 0n);
    const pending = withdrawalRows.filter((w) => w.status === 'pending');
    const paidOut = withdrawalRows.filter((w) => w.status === 'paid');
    expect(await holdOf(db, member.memberId)).toBe(sum(pending));
    const main = await mainOf(db, member.memberId);
    expect(main).toBeGreaterThanOrEqual(0n);
    expect(main).toBe(sum(paidDeposits) - sum(pending) - sum(paidOut));
    const creditMovements = await db
      .selectFrom('ledger_transactions')
      .select('idempotency_key')
      .where(
        'idempotency_key',
        'in',
        deposits.map((d) => `deposit:${d.order_number}`),
      )
      .execute();
    expect(creditMovements).toHaveLength(paidDeposits.length);
  });
});
