import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../accounts/passwords.ts';
import { addDays, siteDay, siteDayStart } from '../../engagement/site-day.ts';
import { ledgerAccounts, readBalance } from '../../ledger/ledger-accounts.ts';
import { ledgerInvariants } from '../../testing/ledger-invariants.ts';
import { writePaidDeposit } from '../../testing/paid-deposit.ts';
import { createSignedInMember, startTestServer, type TestServer } from '../../testing/test-server.ts';
import { periodOf, shiftPeriod } from '../commission/commission-period.ts';
import { settleCommissionMonth } from '../commission/settle-commission-month.ts';
import { storedPlan } from '../commission/stored-plan.ts';

/**
 * The agent centre's calls over HTTP: an agent sees its own tree and nothing of another agent's, by any id; its
 * operation report and its statements are its own.
 */
let server: TestServer;
type Someone = { memberId: number; token: string; account: string };
let agentA: Someone;
let subAgent: Someone;
let agentB: Someone;
let memberOfA: Someone;
let memberOfSub: Someone;
let memberOfB: Someone;
let plain: Someone;

async function someone(agentId: number | null, agent = false): Promise<Someone> {
  const account = `ac${randomUUID().slice(0, 10).replace(/-/g, '')}`;
  const signedIn = await createSignedInMember(server.db, account, 1, 'INR');
  await server.db
    .updateTable('members')
    .set({ agent_id: agentId, is_agent: agent, agent_active: agent } as never)
    .where('id', '=', signedIn.memberId)
    .execute();
  return { ...signedIn, account };
}

const call = (who: Someone, path: string, body: unknown, key?: string) =>
  server.call(path, body, {
    authorization: `Bearer ${who.token}`,
    lang: 'en_US',
    ...(key ? { 'idempotency-key': key } : {}),
  });

beforeAll(async () => {
  server = await startTestServer();
  agentA = await someone(null, true);
  subAgent = await someone(agentA.memberId, true);
  agentB = await someone(null, true);
  memberOfA = await someone(agentA.memberId);
  memberOfSub = await someone(subAgent.memberId);
  memberOfB = await someone(agentB.memberId);
  plain = await someone(null);
}, 60_000);
afterAll(() => server?.close());

describe('the agent centre', () => {
  it('is refused to a member who is not an active agent', async () => {
    for (const path of ['/member/agent/downline', '/member/agent/statements', '/member/agent/promotion']) {
      expect((await call(plain, path, {})).body).toMatchObject({ code: 101 });
    }
    await server.db.updateTable('members').set({ agent_active: false }).where('id', '=', agentB.memberId).execute();
    expect((await call(agentB, '/member/agent/downline', {})).body).toMatchObject({ code: 101 });
    await server.db.updateTable('members').set({ agent_active: true }).where('id', '=', agentB.memberId).execute();
  });

  it('lists the members and sub-agents directly under the agent, with filters, balances and their own downline', async () => {
    await writePaidDeposit(server.db, { memberId: memberOfA.memberId, amount: 12_345n, at: new Date() });
    const all = await call(agentA, '/member/agent/downline', {});
    expect(all.body.code).toBe(1000);
    expect(all.body.data).toMatchObject({ total: 2, page: 1 });
    expect(all.body.data.list).toEqual([
      expect.objectContaining({
        id: memberOfA.memberId,
        account: memberOfA.account,
        is_agent: 0,
        balance: '123.45',
        downline: 0,
      }),
      expect.objectContaining({ id: subAgent.memberId, is_agent: 1, agent_active: 1, balance: '0.00', downline: 1 }),
    ]);
    expect(all.body.data.list[0].last_login_at).not.toBeNull();
    const agents = await call(agentA, '/member/agent/downline', { kind: 'agent' });
    expect(agents.body.data.list.map((m: { id: number }) => m.id)).toEqual([subAgent.memberId]);
    const found = await call(agentA, '/member/agent/downline', { keyword: memberOfA.account.slice(0, 8) });
    expect(found.body.data.list.map((m: { id: number }) => m.id)).toEqual([memberOfA.memberId]);
    expect((await call(agentA, '/member/agent/downline', { keyword: '%' })).body.data.total).toBe(0);
    expect((await call(agentA, '/member/agent/downline', { status: 2 })).body.data.total).toBe(0);
  });

  it('opens a sub-agent’s downline of the agent’s own tree, and nothing of another agent’s by any id', async () => {
    const sub = await call(agentA, '/member/agent/downline', { parent_id: subAgent.memberId });
    expect(sub.body.data.list.map((m: { id: number }) => m.id)).toEqual([memberOfSub.memberId]);
    for (const parent of [agentB.memberId, memberOfB.memberId, plain.memberId, 2_000_000_000]) {
      expect((await call(agentA, '/member/agent/downline', { parent_id: parent })).body, `parent ${parent}`).toMatchObject({
        code: 106,
      });
    }
    // A sub-agent sees below itself, not above.
    expect((await call(subAgent, '/member/agent/downline', { parent_id: agentA.memberId })).body).toMatchObject({ code: 106 });
    expect((await call(agentB, '/member/agent/downline', { parent_id: subAgent.memberId })).body).toMatchObject({ code: 106 });
  });

  it('reports what the agent’s own members did in a period, and refuses a period too long or reversed', async () => {
    const today = siteDay();
    const report = await call(agentA, '/member/agent/operation', { start_date: addDays(today, -1), end_date: today });
    expect(report.body.data).toMatchObject({
      currency: 'INR',
      figures: {
        sign_ups: 2,
        first_deposits: 1,
        deposits: '123.45',
        withdrawals: '0.00',
        valid_bet: '0.00',
        net_revenue: '0.00',
      },
    });
    // Agent B's member deposits too; A's report does not move.
    await writePaidDeposit(server.db, { memberId: memberOfB.memberId, amount: 50_000n, at: new Date() });
    const again = await call(agentA, '/member/agent/operation', { start_date: today, end_date: today });
    expect(again.body.data.figures.deposits).toBe('123.45');
    expect(
      (await call(agentB, '/member/agent/operation', { start_date: today, end_date: today })).body.data.figures.deposits,
    ).toBe('500.00');
    expect(
      (await call(agentA, '/member/agent/operation', { start_date: today, end_date: addDays(today, -1) })).body,
    ).toMatchObject({
      code: 111,
    });
    expect(
      (await call(agentA, '/member/agent/operation', { start_date: addDays(today, -100), end_date: today })).body,
    ).toMatchObject({ code: 111 });
  });

  it('shows the figures per level of the agent’s own tree, and nothing of another agent’s', async () => {
    const today = siteDay();
    await writePaidDeposit(server.db, { memberId: memberOfSub.memberId, amount: 7_000n, at: new Date() });
    const report = await call(agentA, '/member/agent/stratified', { start_date: today, end_date: today });
    expect(report.body.data.levels).toEqual([
      expect.objectContaining({ level: 1, agents: 1, members: 2, figures: expect.objectContaining({ deposits: '123.45' }) }),
      expect.objectContaining({ level: 2, agents: 1, members: 1, figures: expect.objectContaining({ deposits: '70.00' }) }),
    ]);
    // The sub-agent's own table starts at its level; agent B's holds only its own member.
    const sub = await call(subAgent, '/member/agent/stratified', { start_date: today, end_date: today });
    expect(sub.body.data.levels).toEqual([expect.objectContaining({ level: 1, members: 1 })]);
    const other = await call(agentB, '/member/agent/stratified', { start_date: today, end_date: today });
    expect(other.body.data.levels.map((l: { members: number }) => l.members)).toEqual([1]);
    expect((await call(plain, '/member/agent/stratified', { start_date: today, end_date: today })).body).toMatchObject({
      code: 101,
    });
  });

  it('shows each agent its own commission statements only', async () => {
    const last = shiftPeriod(periodOf(siteDay()), -1);
    await writePaidDeposit(server.db, {
      memberId: memberOfB.memberId,
      amount: 100_000n,
      at: new Date(siteDayStart(last).getTime() + 3_600_000),
    });
    await server.db
      .insertInto('agent_commission_plans')
      .values({
        site_id: 1,
        currency_code: 'INR',
        plan: JSON.stringify(
          storedPlan({
            siteId: 1,
            currency: 'INR',
            tiers: [{ minActiveMembers: 0, minNetRevenue: 0n, rateBp: 3_000 }],
            active: { minValidBet: 0n, minDeposits: 0n },
            paymentFeeBp: 100,
            platformFeeBp: 0,
            carryNegative: true,
            uplineShareBp: [],
          }),
        ),
      })
      .execute();
    await settleCommissionMonth(server.db, { siteId: 1, currency: 'INR', periodStart: last });
    const mine = await call(agentB, '/member/agent/statements', {});
    expect(mine.body.data.list).toEqual([
      expect.objectContaining({
        agent_id: agentB.memberId,
        period: last,
        deposits: '1000.00',
        fees_charged: '10.00',
        carried_out: '-10.00',
      }),
    ]);
    const theirs = await call(agentA, '/member/agent/statements', {});
    expect(theirs.body.data.list.every((s: { agent_id: number }) => s.agent_id === agentA.memberId)).toBe(true);
  });
});

describe('the Promotion page', () => {
  it('counts the sign-ups of the agent’s link and of each of its domains, and shows no other agent’s', async () => {
    const hostA = `a${randomUUID().slice(0, 8)}.localhost`;
    const hostB = `b${randomUUID().slice(0, 8)}.localhost`;
    await server.db
      .insertInto('agent_domains')
      .values([
        { host: hostA, site_id: 1, agent_id: agentA.memberId, currency_code: 'INR' },
        { host: hostB, site_id: 1, agent_id: agentB.memberId, currency_code: 'INR' },
      ])
      .execute();
    const joined = async (agentId: number, channel: 'link' | 'domain' | 'invite', host: string | null, daysAgo = 0) => {
      const who = await someone(agentId);
      await server.db
        .updateTable('members')
        .set({ agent_channel: channel, agent_domain_host: host, created_at: new Date(Date.now() - daysAgo * 86_400_000) })
        .where('id', '=', who.memberId)
        .execute();
    };
    await joined(agentA.memberId, 'link', null);
    await joined(agentA.memberId, 'link', null, 45);
    await joined(agentA.memberId, 'domain', hostA);
    await joined(agentA.memberId, 'invite', null);
    await joined(agentB.memberId, 'domain', hostB);
    await joined(agentB.memberId, 'link', null);

    const a = await call(agentA, '/member/agent/promotion', {});
    expect(a.body.code).toBe(1000);
    expect(a.body.data).toEqual({
      agent_id: String(agentA.memberId),
      link: { sign_ups: 2, sign_ups_30_days: 1 },
      domains: [{ host: hostA, currency: 'INR', sign_ups: 1, sign_ups_30_days: 1 }],
    });
    const b = await call(agentB, '/member/agent/promotion', {});
    expect(b.body.data).toEqual({
      agent_id: String(agentB.memberId),
      link: { sign_ups: 1, sign_ups_30_days: 1 },
      domains: [{ host: hostB, currency: 'INR', sign_ups: 1, sign_ups_30_days: 1 }],
    });
  });
});

describe('an agent transfer', () => {
  const main = (who: Someone) => readBalance(server.db, ledgerAccounts.memberMain(who.memberId, 'INR'));
  const transfer = (body: Record<string, unknown>, key = randomUUID()) =>
    call(agentA, '/member/agent/transfer', { withdraw_password: '2468', ...body }, key);

  it('moves money only to a member directly under the agent, after its withdraw password', async () => {
    expect((await transfer({ member_id: memberOfA.memberId, amount: '1.00' })).body).toMatchObject({ code: 114 });
    await server.db
      .updateTable('members')
      .set({ withdraw_password_hash: await hashPassword('2468') } as never)
      .where('id', '=', agentA.memberId)
      .execute();
    await writePaidDeposit(server.db, { memberId: agentA.memberId, amount: 100_000n, at: new Date() });
    const before = await main(memberOfA);
    for (const other of [memberOfSub, memberOfB, plain]) {
      expect((await transfer({ member_id: other.memberId, amount: '1.00' })).body, other.account).toMatchObject({ code: 112 });
    }
    expect((await transfer({ member_id: memberOfA.memberId, amount: '1.00', withdraw_password: '1357' })).body).toMatchObject({
      code: 113,
    });
    expect((await transfer({ member_id: memberOfA.memberId, amount: '0' })).body).toMatchObject({ code: 116 });
    expect((await transfer({ member_id: memberOfA.memberId, amount: '0.001' })).body).toMatchObject({ code: 116 });
    expect(await main(memberOfA)).toBe(before);

    const key = randomUUID();
    const sent = await transfer({ member_id: memberOfA.memberId, amount: '25.50' }, key);
    expect(sent.body.data).toEqual({ member_account: memberOfA.account, amount: '25.50', main_cash: '974.50' });
    // The same key again is the same transfer, not a second one.
    expect((await transfer({ member_id: memberOfA.memberId, amount: '25.50' }, key)).body.data).toEqual(sent.body.data);
    expect(await main(memberOfA)).toBe(before + 2_550n);
    // To a sub-agent directly under it, too.
    expect((await transfer({ member_id: subAgent.memberId, amount: '4.50' })).body.data).toMatchObject({ main_cash: '970.00' });
  });

  it('never overdraws the agent when transfers race, and the ledger balances', async () => {
    const before = await main(memberOfA);
    expect(await main(agentA)).toBe(97_000n);
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => transfer({ member_id: memberOfA.memberId, amount: '100.00' })),
    );
    const codes = answers.map((a) => a.body.code);
    expect(codes.filter((c) => c === 1000)).toHaveLength(9);
    expect(codes.filter((c) => c === 115)).toHaveLength(3);
    expect(await main(agentA)).toBe(7_000n);
    expect(await main(memberOfA)).toBe(before + 90_000n);
    expect(await ledgerInvariants(server.db)).toMatchObject({ nonZeroCurrencies: [], drift: 0, unbalanced: 0, negative: 0 });
  }, 60_000);
});
