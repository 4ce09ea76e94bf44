import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows, operatorsOf, type SignedInOperator } from '../operators/operator-test-helpers.ts';
import {
  auth,
  createDeposit,
  methodIds,
  newMember,
  type PaymentsServer,
  startPaymentsServer,
} from '../payments/payments-test-kit.ts';

/**
 * Site-wide defaults and maximums of members' limits and the history of members' limit changes (docs/decisions/0084)
 * over HTTP: a default holds a member who set none, on the limits reply and at the deposit; a maximum refuses more and
 * holds members with none; every change is recorded and listed to operators; only members.protection sets policies.
 */
let p: PaymentsServer;
let ops: Record<'admin' | 'finance' | 'support', SignedInOperator>;
beforeAll(async () => {
  p = await startPaymentsServer();
  ops = await operatorsOf(p.server, 'admin', 'finance', 'support');
}, 60_000);
afterAll(() => p.server.close());

type Member = Awaited<ReturnType<typeof newMember>>;

async function setPolicy(period: string, defaultAmount: string | null, maximumAmount: string | null) {
  const reply = await ops.admin.call('/operator/protection/policy_set', {
    site_id: 1,
    currency: 'INR',
    kind: 'deposit',
    period,
    default_amount: defaultAmount,
    maximum_amount: maximumAmount,
  });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body;
}

/** The fields of a limit this file checks (the reply carries more: play limits' windows). */
const view = (list: Record<string, unknown>[]) =>
  list.map(({ kind, period, amount, used, pending, source }) => ({ kind, period, amount, used, pending, source }));
const limitsOf = async (m: Member) => view((await p.server.call('/member/protection/limits', {}, auth(m.token))).body.data.list);
const setLimit = (m: Member, period: string, amount: string | null) =>
  p.server.call('/member/protection/limits/set', { kind: 'deposit', period, amount }, auth(m.token));

describe('site limit policies', () => {
  it('hold a member who set none to the default, shown as such and enforced on deposit; a raise above it waits', async () => {
    const saved = await setPolicy('day', '300', null);
    expect(saved.data).toMatchObject({ site_id: 1, currency: 'INR', default_amount: '300.00', maximum_amount: null });
    const member = await newMember(p.server.db);
    const { gateway } = await methodIds(p.server, member);
    expect(await limitsOf(member)).toEqual([
      { kind: 'deposit', period: 'day', amount: '300.00', used: '0.00', pending: null, source: 'default' },
    ]);
    expect((await createDeposit(p.server, member, gateway, '200.00')).body.code).toBe(1000);
    const over = await createDeposit(p.server, member, gateway, '150.00');
    expect(over.body).toMatchObject({ code: 107, message: 'deposit.over_limit_day' });

    // Going above the default is a raise: the default holds for 24 hours, as the member's own would.
    const raised = await setLimit(member, 'day', '1000.00');
    expect(view(raised.body.data.list)).toEqual([
      {
        kind: 'deposit',
        period: 'day',
        amount: '300.00',
        used: '200.00',
        pending: { amount: '1000.00', at: expect.any(Number) },
        source: undefined,
      },
    ]);
    expect((await createDeposit(p.server, member, gateway, '150.00')).body.code).toBe(107);
    // Lower than the default: at once, the member's own.
    expect((await setLimit(member, 'day', '250.00')).body.data.list[0]).toMatchObject({ amount: '250.00', pending: null });
    expect((await limitsOf(member))[0]?.source).toBeUndefined();

    // Removing the policy leaves members who set none without a limit.
    await setPolicy('day', null, null);
    const other = await newMember(p.server.db);
    expect(await limitsOf(other)).toEqual([]);
    expect((await limitsOf(member))[0]).toMatchObject({ amount: '250.00' });

    const audit = (await auditRows(p.server.db, 'protection.policy_set')).slice(-2);
    expect(audit.map((row) => row.target)).toEqual(['site:1:INR:deposit:day', 'site:1:INR:deposit:day']);
    expect(audit[0]?.details).toMatchObject({ before: null, after: { default_amount: '300.00', maximum_amount: null } });
    expect(audit[1]?.details).toMatchObject({ before: { default_amount: '300.00' }, after: null });
  });

  it('refuse a member limit above the maximum, cap a default, and hold members with none to the maximum', async () => {
    await setPolicy('week', null, '500');
    const member = await newMember(p.server.db);
    const { gateway } = await methodIds(p.server, member);
    expect(await limitsOf(member)).toEqual([
      { kind: 'deposit', period: 'week', amount: '500.00', used: '0.00', pending: null, source: 'maximum' },
    ]);
    const above = await setLimit(member, 'week', '500.01');
    expect(above.body).toMatchObject({ code: 102, message: 'protection.above_maximum', data: { maximum: '500.00' } });
    expect((await createDeposit(p.server, member, gateway, '400.00')).body.code).toBe(1000);
    expect((await createDeposit(p.server, member, gateway, '101.00')).body).toMatchObject({
      code: 107,
      message: 'deposit.over_limit_week',
    });
    // At the maximum or under it: the member's own.
    expect(view((await setLimit(member, 'week', '450')).body.data.list)).toEqual([
      { kind: 'deposit', period: 'week', amount: '450.00', used: '400.00', pending: null, source: undefined },
    ]);
    // A removal leaves the member held to the maximum once it holds.
    expect((await setLimit(member, 'week', null)).body.data.list[0]).toMatchObject({
      amount: '450.00',
      pending: { amount: null },
    });

    // A default above the maximum is refused; nothing changes.
    const refused = await ops.admin.call('/operator/protection/policy_set', {
      site_id: 1,
      currency: 'INR',
      kind: 'deposit',
      period: 'week',
      default_amount: '600',
      maximum_amount: '500',
    });
    expect(refused.body.code).toBe(102);
    // A maximum lowered under a member's own limit holds at once.
    await setPolicy('week', null, '300');
    expect((await limitsOf(member))[0]).toMatchObject({ amount: '300.00', source: 'maximum' });
    await setPolicy('week', null, null);
  });

  it('are set and read only by roles with members.protection, and refuse bad input without a server error', async () => {
    const body = { site_id: 1, currency: 'INR', kind: 'deposit', period: 'month', default_amount: '100', maximum_amount: null };
    for (const role of ['finance', 'support'] as const) {
      expect((await ops[role].call('/operator/protection/policy_set', body)).status, role).toBe(403);
      expect((await ops[role].call('/operator/protection/policies', {})).status, role).toBe(403);
    }
    expect((await p.server.call('/operator/protection/policies', {})).status).toBe(401);
    const read = await ops.admin.call('/operator/protection/policies', { site_id: 1 });
    expect(read.body.data.list.filter((x: { period: string }) => x.period === 'month')).toEqual([]);

    const malformed: Record<string, unknown>[] = [
      { ...body, kind: 'nonsense' },
      { ...body, period: 'year' },
      { ...body, default_amount: 'ten' },
      { ...body, default_amount: '-5' },
      { ...body, currency: 'X'.repeat(40) },
      { ...body, site_id: 'one' },
      { ...body, site_id: 99_999_999_999 },
      { currency: 'INR' },
    ];
    for (const input of malformed) {
      expect((await ops.admin.call('/operator/protection/policy_set', input)).status, JSON.stringify(input)).toBe(400);
    }
    const refusals: [Record<string, unknown>, number][] = [
      [{ ...body, default_amount: '1.001' }, 101],
      [{ ...body, maximum_amount: '0' }, 101],
      [{ ...body, currency: 'XYZ' }, 103],
      [{ ...body, site_id: 99_999 }, 103],
    ];
    for (const [input, code] of refusals) {
      const reply = await ops.admin.call('/operator/protection/policy_set', input);
      expect(reply.status).toBe(200);
      expect(reply.body.code, JSON.stringify(input)).toBe(code);
    }
    expect((await ops.admin.call('/operator/protection/limit_changes', { member_id: 'x' })).status).toBe(400);
    expect((await ops.admin.call('/operator/protection/limit_changes', { member_id: 99_999_999 })).body.code).toBe(101);
    expect((await ops.admin.call('/operator/protection/member_limits', { member_id: 99_999_999 })).body.code).toBe(101);
    const afterAll = await ops.admin.call('/operator/protection/policies', { site_id: 1 });
    expect(afterAll.body.data.list.filter((x: { period: string }) => x.period === 'month')).toEqual([]);
  });
});

describe('the history of limit changes and exclusions', () => {
  it('records every change a member makes and lists them to operators, newest first, by member and by page', async () => {
    const member = await newMember(p.server.db);
    const other = await newMember(p.server.db);
    await setLimit(member, 'day', '500');
    await setLimit(member, 'day', '400');
    await setLimit(member, 'day', '900');
    await setLimit(member, 'day', '400');
    await setLimit(member, 'day', null);
    await setLimit(other, 'month', '100');
    expect((await setLimit(member, 'day', '1.001')).body.code).toBe(101);

    const reply = await ops.support.call('/operator/protection/limit_changes', { member_id: member.memberId });
    expect(reply.status).toBe(200);
    const list = reply.body.data.list as Record<string, unknown>[];
    expect(list.map((c) => [c.action, c.amount_before, c.amount_asked])).toEqual([
      ['remove', '400.00', null],
      ['keep', '400.00', '400.00'],
      ['raise', '400.00', '900.00'],
      ['lower', '500.00', '400.00'],
      ['set', null, '500.00'],
    ]);
    expect(list.every((c) => c.member_id === member.memberId && c.kind === 'deposit' && c.currency === 'INR')).toBe(true);
    // A raise and a removal hold after the cooling-off; the rest at once.
    const [removal, keep, raise] = list as { effective_at: number; created_at: number }[];
    expect(removal!.effective_at - removal!.created_at).toBe(24 * 3_600_000);
    expect(raise!.effective_at - raise!.created_at).toBe(24 * 3_600_000);
    expect(keep!.effective_at).toBe(keep!.created_at);
    expect(reply.body.data.next_before_id).toBeNull();

    // Everyone's changes, 50 a page.
    await p.server.db
      .insertInto('member_limit_changes')
      .values(
        Array.from({ length: 55 }, () => ({
          member_id: other.memberId,
          kind: 'deposit' as const,
          period: 'week' as const,
          action: 'set' as const,
          amount_before: null,
          amount_asked: 100n,
          effective_at: new Date(),
        })),
      )
      .execute();
    const first = (await ops.admin.call('/operator/protection/limit_changes', {})).body.data;
    expect(first.list).toHaveLength(50);
    const second = (await ops.admin.call('/operator/protection/limit_changes', { before_id: first.next_before_id })).body.data;
    expect(second.list[0].id).toBeLessThan(first.list.at(-1).id);
    const ids = [...first.list, ...second.list].map((c: { id: number }) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it("lists a member's exclusions with whether they are in force and may be lifted, and the member's limits in force", async () => {
    const member = await newMember(p.server.db);
    const day = 24 * 3_600_000;
    await p.server.db
      .insertInto('member_exclusions')
      .values([
        {
          member_id: member.memberId,
          kind: 'break',
          choice: 'break_24h',
          started_at: new Date(Date.now() - 3 * day),
          ends_at: new Date(Date.now() - 2 * day),
        },
        {
          member_id: member.memberId,
          kind: 'self_exclusion',
          choice: 'exclusion_6m',
          started_at: new Date(Date.now() - 200 * day),
          ends_at: new Date(Date.now() - day),
        },
      ])
      .execute();
    const read = async () =>
      (await ops.support.call('/operator/protection/exclusions', { member_id: member.memberId })).body.data.list as Record<
        string,
        unknown
      >[];
    expect((await read()).map((e) => [e.choice, e.in_force, e.lift_allowed, e.lifted_by])).toEqual([
      ['exclusion_6m', true, true, null],
      ['break_24h', false, false, null],
    ]);
    const lift = await ops.admin.call('/operator/members/exclusion/lift', {
      member_id: member.memberId,
      reason: 'asked by phone',
    });
    expect(lift.body.code).toBe(1000);
    expect((await read())[0]).toMatchObject({ in_force: false, lift_allowed: false, lift_reason: 'asked by phone' });
    expect((await read())[0]?.lifted_by).toEqual(expect.any(String));

    await setLimit(member, 'day', '70');
    const limits = await ops.support.call('/operator/protection/member_limits', { member_id: member.memberId });
    expect(limits.body.data.currency).toBe('INR');
    expect(view(limits.body.data.list)).toEqual([
      { kind: 'deposit', period: 'day', amount: '70.00', used: '0.00', pending: null, source: undefined },
    ]);
  });
});
