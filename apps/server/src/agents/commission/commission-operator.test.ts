import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteDayStart } from '../../engagement/site-day.ts';
import { operatorsOf, type SignedInOperator } from '../../operators/operator-test-helpers.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { periodOf, shiftPeriod } from './commission-period.ts';

/** The operators' agent commission calls over HTTP: plans checked and audited, months run and their statements. */
let server: TestServer;
let finance: SignedInOperator;
let support: SignedInOperator;

beforeAll(async () => {
  server = await startTestServer();
  ({ finance, support } = await operatorsOf(server, 'finance', 'support'));
}, 60_000);
afterAll(() => server?.close());

const plan = {
  tiers: [
    { min_active_members: 1, min_net_revenue: '0', rate_percent: 25 },
    { min_active_members: 5, min_net_revenue: '10000', rate_percent: 35.5 },
  ],
  active: { min_valid_bet: '100', min_deposits: '0' },
  payment_fee_percent: 1.5,
  carry_negative: 1,
  upline_share_percent: [10],
};

describe('agent commission plans', () => {
  it('are saved and listed with their amounts and percents, and the save is audited', async () => {
    const saved = await finance.call('/operator/agents/commission-plan/save', { site_id: 1, currency: 'INR', plan });
    expect(saved.body).toMatchObject({ code: 1000 });
    expect(saved.body.data).toMatchObject({
      site_id: 1,
      currency: 'INR',
      tiers: [
        { min_active_members: 1, min_net_revenue: '0.00', rate_percent: '25' },
        { min_active_members: 5, min_net_revenue: '10000.00', rate_percent: '35.5' },
      ],
      active: { min_valid_bet: '100.00', min_deposits: '0.00' },
      payment_fee_percent: '1.5',
      platform_fee_percent: '0',
      carry_negative: 1,
      upline_share_percent: ['10'],
    });
    const listed = await finance.call('/operator/agents/commission-plan/list', { site_id: 1 });
    expect(listed.body.data.list).toEqual([saved.body.data]);
    const audit = await server.db
      .selectFrom('operator_audit_log')
      .select(['action', 'target'])
      .where('action', '=', 'agent.commission_plan_save')
      .execute();
    expect(audit).toEqual([{ action: 'agent.commission_plan_save', target: 'site:1:INR' }]);
  });

  it('are refused when they break a rule, for a currency the site does not offer, or to a role without the right', async () => {
    const backwards = { ...plan, tiers: [plan.tiers[1], plan.tiers[0]] };
    const refused = await finance.call('/operator/agents/commission-plan/save', { site_id: 1, currency: 'INR', plan: backwards });
    expect(refused.body).toMatchObject({ code: 103, data: { problems: ['tiers_not_ascending'] } });
    const fine = { ...plan, payment_fee_percent: 1.234 };
    expect(
      (await finance.call('/operator/agents/commission-plan/save', { site_id: 1, currency: 'INR', plan: fine })).body,
    ).toMatchObject({ code: 103, data: { problems: ['rate_precision'] } });
    const tooMuchUp = { ...plan, upline_share_percent: [60, 40] };
    expect(
      (await finance.call('/operator/agents/commission-plan/save', { site_id: 1, currency: 'INR', plan: tooMuchUp })).body,
    ).toMatchObject({ code: 103, data: { problems: ['upline_share_out_of_range'] } });
    const offered = await server.db.selectFrom('site_currencies').select('currency_code').where('site_id', '=', 1).execute();
    const notOffered = ['INR', 'VND', 'THB', 'USD', 'CNY', 'MYR'].find((c) => !offered.some((o) => o.currency_code === c));
    if (notOffered) {
      const other = await finance.call('/operator/agents/commission-plan/save', { site_id: 1, currency: notOffered, plan });
      expect(other.body.code).toBe(102);
    }
    const forbidden = await support.call('/operator/agents/commission-plan/save', { site_id: 1, currency: 'INR', plan });
    expect(forbidden.status).toBe(403);
    const list = await finance.call('/operator/agents/commission-plan/list', { site_id: 1 });
    expect(list.body.data.list[0].tiers[1].rate_percent).toBe('35.5');
  });
});

describe('agent commission months', () => {
  it('are settled on demand and show each agent’s statement, once', async () => {
    const db = server.db;
    // The plan was first set two months ago: the last two months are due.
    const current = periodOf(new Date().toISOString().slice(0, 10));
    const twoBack = shiftPeriod(current, -2);
    await db
      .updateTable('agent_commission_plans')
      .set({ created_at: siteDayStart(twoBack) })
      .where('site_id', '=', 1)
      .execute();
    const agent = await db
      .insertInto('members')
      .values({
        site_id: 1,
        account: `agent${randomUUID().slice(0, 8)}`,
        currency_code: 'INR',
        is_agent: true,
        agent_active: true,
      } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    const player = await db
      .insertInto('members')
      .values({ site_id: 1, account: `player${randomUUID().slice(0, 8)}`, currency_code: 'INR', agent_id: agent.id } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    const method = await db.selectFrom('deposit_methods').select('id').executeTakeFirstOrThrow();
    const paidAt = new Date(siteDayStart(twoBack).getTime() + 86_400_000);
    await db
      .insertInto('deposit_orders')
      .values({
        order_number: `C${randomUUID().slice(0, 12)}`,
        member_id: player.id,
        site_id: 1,
        currency_code: 'INR',
        method_id: method.id,
        gateway: 'test',
        amount: 200_000n,
        status: 'paid',
        expires_at: paidAt,
        paid_at: paidAt,
      } as never)
      .execute();

    const [run, again] = await Promise.all([
      finance.call('/operator/agents/commission/run', {}),
      finance.call('/operator/agents/commission/run', {}),
    ]);
    const months = [...run.body.data.list, ...again.body.data.list].filter((s: { currency: string }) => s.currency === 'INR');
    expect(months.map((m: { period: string }) => m.period).sort()).toEqual([twoBack, shiftPeriod(current, -1)]);

    const settlements = await finance.call('/operator/agents/commission/settlements', { site_id: 1 });
    expect(settlements.body.data.list.map((s: { period: string }) => s.period)).toEqual([shiftPeriod(current, -1), twoBack]);
    // The deposit's 1.5% fee is a loss of 30.00, carried into the next month.
    const first = await finance.call('/operator/agents/commission/statements', { site_id: 1, currency: 'INR', period: twoBack });
    const mine = first.body.data.list.find((s: { agent_id: number }) => s.agent_id === agent.id);
    expect(mine).toMatchObject({
      members: 1,
      active_members: 0,
      first_deposits: 1,
      deposits: '2000.00',
      fees_charged: '30.00',
      net_revenue: '-30.00',
      commission: '0.00',
      carried_out: '-30.00',
    });
    const second = await finance.call('/operator/agents/commission/statements', {
      site_id: 1,
      currency: 'INR',
      period: shiftPeriod(current, -1),
    });
    expect(second.body.data.list.find((s: { agent_id: number }) => s.agent_id === agent.id)).toMatchObject({
      members: 1,
      deposits: '0.00',
      carried_in: '-30.00',
      carried_out: '-30.00',
    });
    const badPeriod = await finance.call('/operator/agents/commission/statements', {
      site_id: 1,
      currency: 'INR',
      period: `${twoBack.slice(0, 8)}15`,
    });
    expect(badPeriod.status).toBe(400);
    expect(
      (await support.call('/operator/agents/commission/statements', { site_id: 1, currency: 'INR', period: twoBack })).status,
    ).toBe(403);
  });
});
