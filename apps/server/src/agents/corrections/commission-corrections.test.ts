import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteDay, siteDayStart } from '../../engagement/site-day.ts';
import { ledgerAccounts, readBalance } from '../../ledger/ledger-accounts.ts';
import { postTransaction } from '../../ledger/post-transaction.ts';
import { auditRows, operatorsOf, runOperatorCli, type SignedInOperator } from '../../operators/operator-test-helpers.ts';
import { ledgerInvariants } from '../../testing/ledger-invariants.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { periodOf, shiftPeriod } from '../commission/commission-period.ts';

/**
 * Corrections of a settled month's statement over HTTP (docs/decisions/0069-commission-corrections.md): proposed by one
 * operator, approved by another, paid once by reversal and new payment, however many approvals race; rejected with a
 * reason; every step audited; the ledger balances.
 */
let server: TestServer;
let proposer: SignedInOperator;
let approver: SignedInOperator;
let admin: SignedInOperator;
let support: SignedInOperator;
let agentId = 0;
let playerId = 0;
let providerId = 0;
let seq = 0;
const period = shiftPeriod(periodOf(siteDay(new Date())), -1);
const inMonth = () => new Date(siteDayStart(period).getTime() + 3_600_000 + seq * 1_000);

async function newMember(values: Record<string, unknown>) {
  const row = await server.db
    .insertInto('members')
    .values({ site_id: 1, account: `c${randomUUID().slice(0, 10)}`, currency_code: 'INR', ...values } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A seamless provider's bet or win of the player, in the month, as the wallet books it. */
async function providerMove(kind: 'bet' | 'win', amount: bigint) {
  seq += 1;
  const main = ledgerAccounts.memberMain(playerId, 'INR');
  const provider = ledgerAccounts.system('provider:test', 'INR');
  const posted = await postTransaction(server.db, server.db, {
    key: `correction-test-${kind}:${seq}`,
    kind: `provider_${kind}`,
    postings: [
      { account: main, amount: kind === 'bet' ? -amount : amount },
      { account: provider, amount: kind === 'bet' ? amount : -amount },
    ],
  });
  await server.db
    .insertInto('provider_transactions')
    .values({
      provider_id: providerId,
      transaction_id: `ct${seq}`,
      kind,
      member_id: playerId,
      currency_code: 'INR',
      round_id: `cr${seq}`,
      amount,
      request_hash: 'x',
      status: 'ok',
      ledger_transaction_id: posted.id,
      answer: '{}',
      created_at: inMonth(),
    } as never)
    .execute();
}

const agentCash = () => readBalance(server.db, ledgerAccounts.memberMain(agentId, 'INR'));
const statement = async () =>
  (await admin.call('/operator/agents/commission/statements', { site_id: 1, currency: 'INR', period })).body.data.list.find(
    (s: { agent_id: number }) => s.agent_id === agentId,
  );
const propose = (body: Record<string, unknown>, who = proposer) =>
  who.call('/operator/agents/commission/correction/propose', {
    site_id: 1,
    currency: 'INR',
    period,
    agent_id: agentId,
    ...body,
  });
const ledgerRows = (like: string) =>
  server.db.selectFrom('ledger_transactions').select('id').where('idempotency_key', 'like', like).execute();

beforeAll(async () => {
  server = await startTestServer();
  ({ finance: proposer, admin, support } = await operatorsOf(server, 'finance', 'admin', 'support'));
  ({ finance: approver } = await operatorsOf(server, 'finance'));
  providerId = (await server.db.selectFrom('game_providers').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  agentId = await newMember({ is_agent: true, agent_active: true });
  playerId = await newMember({ agent_id: agentId });
  const saved = await admin.call('/operator/agents/commission-plan/save', {
    site_id: 1,
    currency: 'INR',
    plan: { tiers: [{ min_active_members: 1, min_net_revenue: '0', rate_percent: 40 }], active: {} },
  });
  expect(saved.body.code).toBe(1000);
  await server.db
    .updateTable('agent_commission_plans')
    .set({ created_at: siteDayStart(period) })
    .where('site_id', '=', 1)
    .execute();
  // Fund the player, who then loses 1,000.00 of 1,500.00 staked: net revenue 1,000.00, commission 400.00.
  await postTransaction(server.db, server.db, {
    key: 'correction-test-fund',
    kind: 'adjustment',
    postings: [
      { account: ledgerAccounts.system('adjustments', 'INR'), amount: -500_000n },
      { account: ledgerAccounts.memberMain(playerId, 'INR'), amount: 500_000n },
    ],
  });
  await providerMove('bet', 150_000n);
  await providerMove('win', 50_000n);
  const run = await admin.call('/operator/agents/commission/run', {});
  expect(run.body.code).toBe(1000);
}, 60_000);
afterAll(() => server?.close());

describe('commission corrections', () => {
  it('start from the statement as settled: version 1, paid once', async () => {
    expect(await statement()).toMatchObject({ commission: '400.00', version: 1, corrected_at: null });
    expect(await agentCash()).toBe(40_000n);
  });

  it('are refused for no statement, a bad amount, a role without the right, and to their own proposer', async () => {
    expect((await propose({ agent_id: playerId, reason: 'x', commission: '1' })).body).toMatchObject({ code: 122 });
    expect((await propose({ reason: 'x', commission: '1.001' })).body).toMatchObject({ code: 128 });
    expect((await propose({ reason: 'x', commission: '1' }, support)).status).toBe(403);
    const proposed = await propose({ reason: 'late result of a voided match', commission: '450' });
    expect(proposed.body.data).toMatchObject({
      status: 'pending',
      mode: 'figures',
      from_version: 1,
      version: 2,
      before: { commission: '400.00' },
      after: { commission: '450.00' },
    });
    expect((await propose({ reason: 'again', commission: '1' })).body).toMatchObject({ code: 127 });
    const id = proposed.body.data.id;
    const own = await proposer.call('/operator/agents/commission/correction/approve', { id });
    expect(own.body).toMatchObject({ code: 124 });
    expect((await support.call('/operator/agents/commission/correction/approve', { id })).status).toBe(403);
    expect(await agentCash()).toBe(40_000n);

    // Rejected with a reason, audited; nothing paid, and it cannot be approved after.
    const rejected = await approver.call('/operator/agents/commission/correction/reject', { id, reason: 'no proof' });
    expect(rejected.body.data).toMatchObject({ status: 'rejected', decision_reason: 'no proof' });
    expect((await auditRows(server.db, 'agent.correction_reject')).at(-1)).toMatchObject({
      target: `member:${agentId}`,
      details: expect.objectContaining({ reason: 'no proof', correction: id }),
    });
    expect((await admin.call('/operator/agents/commission/correction/approve', { id })).body).toMatchObject({ code: 123 });
    expect((await approver.call('/operator/agents/commission/correction/reject', { id, reason: 'x' })).body).toMatchObject({
      code: 123,
    });
    expect(await statement()).toMatchObject({ commission: '400.00', version: 1 });
    expect(await agentCash()).toBe(40_000n);
  });

  it('approved by another operator pay the new version once, however many approvals race', async () => {
    const proposed = await propose({ reason: 'agreed bonus for the month', commission: '450' });
    const id = proposed.body.data.id;
    const approvals = await Promise.all([
      approver.call('/operator/agents/commission/correction/approve', { id }),
      admin.call('/operator/agents/commission/correction/approve', { id }),
      approver.call('/operator/agents/commission/correction/approve', { id }),
      admin.call('/operator/agents/commission/correction/approve', { id }),
    ]);
    for (const approval of approvals) expect(approval.body.data).toMatchObject({ status: 'approved', version: 2 });
    expect(await agentCash()).toBe(45_000n);
    expect(await statement()).toMatchObject({ commission: '450.00', version: 2, corrected_at: expect.any(String) });
    expect(await ledgerRows(`agent-commission-correction:%:${agentId}:commission:v2`)).toHaveLength(1);
    expect(await ledgerRows(`agent-commission-reversal:%:${agentId}:commission:v1`)).toHaveLength(1);
    expect((await auditRows(server.db, 'agent.correction_approve')).filter((r) => r.target === `member:${agentId}`)).toHaveLength(
      1,
    );
    const settlement = await admin.call('/operator/agents/commission/settlements', { site_id: 1 });
    expect(settlement.body.data.list.find((s: { period: string }) => s.period === period)).toMatchObject({ paid: '450.00' });
    expect(await ledgerInvariants(server.db)).toMatchObject({ nonZeroCurrencies: [], drift: 0, unbalanced: 0, negative: 0 });
  });

  it('recompute the statement from the records, and refuse when the agent spent what the new version takes back', async () => {
    // A late win: the player lost 600.00 in all, so the month pays 240.00.
    await providerMove('win', 40_000n);
    const proposed = await propose({ reason: 'late win reported' });
    expect(proposed.body.data).toMatchObject({
      mode: 'recompute',
      from_version: 2,
      version: 3,
      before: { commission: '450.00' },
      after: { net_revenue: '600.00', rate_percent: '40', commission: '240.00' },
    });
    const id = proposed.body.data.id;
    // The agent has spent all but 100.00: taking back 450.00 after paying 240.00 does not fit.
    await postTransaction(server.db, server.db, {
      key: 'correction-test-spend',
      kind: 'adjustment',
      postings: [
        { account: ledgerAccounts.memberMain(agentId, 'INR'), amount: -35_000n },
        { account: ledgerAccounts.system('adjustments', 'INR'), amount: 35_000n },
      ],
    });
    expect((await approver.call('/operator/agents/commission/correction/approve', { id })).body).toMatchObject({ code: 126 });
    expect(await agentCash()).toBe(10_000n);
    expect(await statement()).toMatchObject({ version: 2 });
    // Once the wallet covers it, the approval goes through: 100.00 + 240.00 - 450.00 would be short; 300.00 more is not.
    await postTransaction(server.db, server.db, {
      key: 'correction-test-refund',
      kind: 'adjustment',
      postings: [
        { account: ledgerAccounts.system('adjustments', 'INR'), amount: -30_000n },
        { account: ledgerAccounts.memberMain(agentId, 'INR'), amount: 30_000n },
      ],
    });
    const approved = await approver.call('/operator/agents/commission/correction/approve', { id });
    expect(approved.body.data).toMatchObject({ status: 'approved', version: 3 });
    expect(await agentCash()).toBe(40_000n + 24_000n - 45_000n);
    expect(await statement()).toMatchObject({ commission: '240.00', net_revenue: '600.00', version: 3 });
    const listed = await admin.call('/operator/agents/commission/corrections', { site_id: 1 });
    expect(listed.body.data.list.map((c: { version: number; status: string }) => [c.version, c.status])).toEqual([
      [3, 'approved'],
      [2, 'approved'],
      [2, 'rejected'],
    ]);
    // A page at a time, newest first: the next page starts before the oldest id of the one before.
    const ids = listed.body.data.list.map((c: { id: number }) => c.id);
    const first = await admin.call('/operator/agents/commission/corrections', { site_id: 1, limit: 2 });
    expect(first.body.data).toMatchObject({ next_before_id: ids[1] });
    expect(first.body.data.list.map((c: { id: number }) => c.id)).toEqual(ids.slice(0, 2));
    const last = await admin.call('/operator/agents/commission/corrections', { site_id: 1, limit: 2, before_id: ids[1] });
    expect(last.body.data).toMatchObject({ next_before_id: null });
    expect(last.body.data.list.map((c: { id: number }) => c.id)).toEqual([ids[2]]);
    expect(await ledgerInvariants(server.db)).toMatchObject({ nonZeroCurrencies: [], drift: 0, unbalanced: 0, negative: 0 });
  });

  it('are proposed, listed, refused to their proposer and rejected through the command line', { timeout: 120_000 }, async () => {
    const env = { CASINO_URL: server.url };
    expect((await runOperatorCli(['agents', 'correct', String(agentId), 'INR', period], env)).code).toBe(2);
    const proposed = await runOperatorCli(
      ['agents', 'correct', String(agentId), 'INR', period, '--reason', 'manual check', '--commission', '250'],
      env,
    );
    expect(proposed.stdout, proposed.stderr).toMatch(
      /Proposed: #\d+ .* v3 -> v4 pending: commission 240.00 -> 250.00 \(figures\)/,
    );
    const id = /#(\d+)/.exec(proposed.stdout)?.[1] as string;
    const own = await runOperatorCli(['agents', 'approve-correction', id], env);
    expect(own.code).toBe(1);
    expect(own.stderr).toContain('code 124');
    const rejected = await runOperatorCli(['agents', 'reject-correction', id, '--reason', 'typo'], env);
    expect(rejected.stdout, rejected.stderr).toContain('rejected by admin (typo)');
    expect((await runOperatorCli(['agents', 'corrections', '--status', 'rejected'], env)).stdout).toContain('250.00');
  });
});
