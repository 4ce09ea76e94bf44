import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auth,
  callbackBody,
  createDeposit,
  methodIds,
  newMember,
  type PaymentsServer,
  paymentOf,
  postCallback,
  sign,
  startPaymentsServer,
} from '../payments/payments-test-kit.ts';
import { ledgerInvariants } from '../testing/ledger-invariants.ts';

/**
 * A member's own deposit limits (docs/decisions/0078) over HTTP: many deposits at once never jointly pass a limit;
 * a lower limit holds at once, a raise and a removal wait; paid deposits keep counting; the ledger stays whole.
 */
let p: PaymentsServer;
beforeAll(async () => {
  p = await startPaymentsServer();
}, 60_000);
afterAll(() => p.server.close());

type Limit = {
  kind: string;
  period: string;
  amount: string;
  used: string;
  pending: { amount: string | null; at: number } | null;
};

describe('deposit limits', () => {
  it('keep 50 deposits asked for at once under the limit, and change as the rules say', async () => {
    const member = await newMember(p.server.db);
    const other = await newMember(p.server.db);
    const { gateway } = await methodIds(p.server, member);
    const setLimit = async (period: string, amount: string | null) => {
      const reply = await p.server.call('/member/protection/limits/set', { kind: 'deposit', period, amount }, auth(member.token));
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
      return reply.body.data.list as Limit[];
    };
    const limits = async () =>
      (await p.server.call('/member/protection/limits', {}, auth(member.token))).body.data.list as Limit[];

    expect(await setLimit('day', '450.00')).toEqual([
      { kind: 'deposit', period: 'day', amount: '450.00', used: '0.00', pending: null },
    ]);

    // 50 at once of 100: four fit under 450 (the member may have five waiting, so the limit is what stops them).
    const asked = await Promise.all(Array.from({ length: 50 }, () => createDeposit(p.server, member, gateway, '100.00')));
    const accepted = asked.filter((a) => a.body.code === 1000);
    expect(accepted).toHaveLength(4);
    expect(asked.filter((a) => a.body.code === 107)).toHaveLength(46);
    expect((await limits())[0]?.used).toBe('400.00');
    // Another member's deposits are theirs alone.
    expect((await createDeposit(p.server, other, gateway, '100.00')).body.code).toBe(1000);

    // A paid deposit still counts; the ledger adds up.
    const first = accepted[0]!.body.data;
    const body = callbackBody({
      order_number: first.order_number,
      amount: '100.00',
      payment_id: paymentOf(first.pay_url).paymentId,
    });
    expect((await postCallback(p.server, body, sign(p.gatewaySecret, body))).body.data.outcome).toBe('credited');
    expect((await createDeposit(p.server, member, gateway, '100.00')).body.code).toBe(107);

    // Lower: at once. Raise: waits 24 hours, shown as pending, the lower limit still holds.
    expect((await setLimit('day', '400.00'))[0]).toMatchObject({ amount: '400.00', pending: null });
    const before = Date.now();
    const raised = (await setLimit('day', '1000.00'))[0]!;
    expect(raised).toMatchObject({ amount: '400.00', used: '400.00', pending: { amount: '1000.00' } });
    expect(raised.pending!.at).toBeGreaterThanOrEqual(before + 24 * 3_600_000);
    expect(raised.pending!.at).toBeLessThanOrEqual(Date.now() + 24 * 3_600_000);
    expect((await createDeposit(p.server, member, gateway, '100.00')).body.code).toBe(107);
    // Removal waits too; asking for the limit in force drops what waits.
    expect((await setLimit('day', null))[0]).toMatchObject({ amount: '400.00', pending: { amount: null } });
    expect((await setLimit('day', '400.00'))[0]).toMatchObject({ amount: '400.00', pending: null });

    // A week limit beside it: each window counts on its own.
    const both = await setLimit('week', '2000.00');
    expect(both.map((l) => [l.period, l.amount, l.used])).toEqual([
      ['day', '400.00', '400.00'],
      ['week', '2000.00', '400.00'],
    ]);

    const invariants = await ledgerInvariants(p.server.db);
    expect(invariants).toMatchObject({ drift: 0, unbalanced: 0, negative: 0 });
  });

  it('refuses amounts the currency cannot hold, and nothing changes', async () => {
    const member = await newMember(p.server.db);
    for (const amount of ['0', '0.00', '1.001']) {
      const reply = await p.server.call(
        '/member/protection/limits/set',
        { kind: 'deposit', period: 'day', amount },
        auth(member.token),
      );
      expect(reply.body.code, amount).toBe(101);
    }
    expect(
      (await p.server.call('/member/protection/limits/set', { kind: 'cashback', period: 'day', amount: '5' }, auth(member.token)))
        .status,
    ).toBe(400);
    expect((await p.server.call('/member/protection/limits', {}, auth(member.token))).body.data.list).toEqual([]);
    expect((await p.server.call('/member/protection/limits', {})).status).toBe(401);
  });
});
