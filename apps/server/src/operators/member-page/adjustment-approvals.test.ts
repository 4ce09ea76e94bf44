import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerAccounts } from '../../ledger/ledger-accounts.ts';
import { postTransaction } from '../../ledger/post-transaction.ts';
import { ledgerInvariants } from '../../testing/ledger-invariants.ts';
import { createSignedInMember, startTestServer, type TestServer } from '../../testing/test-server.ts';
import { auditRows, createOperator, type SignedInOperator, signInOperator } from '../operator-test-helpers.ts';

/**
 * Two-person approval of balance adjustments (decision 76): above the site's threshold an adjustment is proposed and
 * a second operator approves (the money moves once) or rejects it. Runs on PGlite and, with TEST_DATABASE_URL, on
 * PostgreSQL, where approvals at the same moment really race.
 */
let server: TestServer;
let admin: SignedInOperator;
let secondAdmin: SignedInOperator;
let finance: SignedInOperator;
let support: SignedInOperator;
const run = Date.now().toString(36);
let memberId: number;
let memberAccount: string;

const signedIn = async (role: 'admin' | 'finance' | 'support') => {
  const operator = await createOperator(server.db, role);
  return signInOperator(server, operator.username, operator.password);
};

const mainBalance = async (id: number) =>
  BigInt(
    (await server.db.selectFrom('ledger_accounts').select('balance').where('code', '=', `member:${id}:main`).executeTakeFirst())
      ?.balance ?? 0n,
  );

const propose = (who: SignedInOperator, body: Record<string, unknown>, key = randomUUID()) =>
  who.call('/operator/members/adjust/propose', body, { 'idempotency-key': key });
const decide = (who: SignedInOperator, id: number, approve: boolean, reason = 'checked the ticket') =>
  who.call('/operator/members/adjust/decide', { id, decision: approve ? 'approve' : 'reject', reason });

beforeAll(async () => {
  server = await startTestServer({ env: { TRUST_PROXY: '1' } });
  [admin, secondAdmin, finance, support] = await Promise.all([
    signedIn('admin'),
    signedIn('admin'),
    signedIn('finance'),
    signedIn('support'),
  ]);
  memberAccount = `Appr${run}`;
  memberId = (await createSignedInMember(server.db, memberAccount)).memberId;
  await postTransaction(server.db, server.db, {
    key: `approvals:${run}`,
    kind: 'deposit',
    postings: [
      { account: ledgerAccounts.system('test:funding', 'INR'), amount: -100_000n },
      { account: ledgerAccounts.memberMain(memberId, 'INR'), amount: 100_000n },
    ],
  });
}, 90_000);
afterAll(() => server?.close());

describe('two-person approval of balance adjustments', () => {
  it('lets only an admin set the threshold, audited; bad values are refused', async () => {
    expect(
      (await finance.call('/operator/members/adjust/threshold_set', { site_id: 1, currency: 'INR', amount: '1000' })).status,
    ).toBe(403);
    expect(
      (await support.call('/operator/members/adjust/threshold_set', { site_id: 1, currency: 'INR', amount: '1000' })).status,
    ).toBe(403);
    expect(
      (await admin.call('/operator/members/adjust/threshold_set', { site_id: 1, currency: 'XYZ', amount: '1000' })).status,
    ).toBe(400);
    expect(
      (await admin.call('/operator/members/adjust/threshold_set', { site_id: 1, currency: 'INR', amount: '-5' })).status,
    ).toBe(400);
    expect(
      (await admin.call('/operator/members/adjust/threshold_set', { site_id: 1, currency: 'INR', amount: '1.234' })).status,
    ).toBe(400);
    const set = await admin.call('/operator/members/adjust/threshold_set', { site_id: 1, currency: 'inr', amount: '1000' });
    expect(set.body.data).toMatchObject({ site_id: 1, currency: 'INR', amount: '1000.00' });
    const listed = await support.call('/operator/members/adjust/thresholds', { site_id: 1 });
    expect(listed.body.data.list).toEqual([expect.objectContaining({ currency: 'INR', amount: '1000.00' })]);
    expect((await auditRows(server.db, 'member.adjust_threshold')).at(-1)).toMatchObject({ target: 'site:1:INR' });
  });

  it('refuses a direct adjustment above the threshold (code 104) and moves nothing; one at or below it goes through', async () => {
    const before = await mainBalance(memberId);
    const over = await finance.call(
      '/operator/members/adjust',
      { member_account: memberAccount, site_id: 1, amount: '1000.01', reason: 'big credit' },
      { 'idempotency-key': randomUUID() },
    );
    expect(over.body.code).toBe(104);
    expect(await mainBalance(memberId)).toBe(before);
    const within = await finance.call(
      '/operator/members/adjust',
      { member_account: memberAccount, site_id: 1, amount: '-1000', reason: 'small debit' },
      { 'idempotency-key': randomUUID() },
    );
    expect(within.body.code).toBe(1000);
    expect(await mainBalance(memberId)).toBe(before - 100_000n);
  });

  it('keeps a proposal pending, once per key; the proposer and support cannot approve it', async () => {
    const key = randomUUID();
    const first = await propose(finance, { member_id: memberId, amount: '2500', reason: 'tournament prize' }, key);
    expect(first.body.data).toMatchObject({
      status: 'pending',
      amount: '2500.00',
      member_account: memberAccount,
      transaction_id: null,
    });
    const replay = await propose(finance, { member_id: memberId, amount: '2500', reason: 'tournament prize' }, key);
    expect(replay.body.data.id).toBe(first.body.data.id);
    expect((await propose(support, { member_id: memberId, amount: '2500', reason: 'prize' })).status).toBe(403);
    expect((await propose(finance, { member_id: memberId, amount: '0', reason: 'prize' })).status).toBe(400);
    expect((await propose(finance, { member_id: 2_000_000_000, amount: '5', reason: 'prize' })).body.code).toBe(101);

    const id = first.body.data.id as number;
    expect((await decide(finance, id, true)).body.code).toBe(103);
    expect((await decide(support, id, true)).status).toBe(403);
    const pending = await admin.call('/operator/members/adjust/pending', { member_id: memberId });
    expect(pending.body.data.list.map((p: { id: number }) => p.id)).toContain(id);
    const audits = (await auditRows(server.db, 'member.adjust_propose')).filter((a) =>
      JSON.stringify(a.details).includes(`"adjustment_id":${id}`),
    );
    expect(audits).toHaveLength(1);
  });

  it('moves the money once when several approvals arrive at the same moment, and the ledger balances', async () => {
    const proposal = await propose(finance, { member_id: memberId, amount: '2000', reason: 'goodwill after outage' });
    const id = proposal.body.data.id as number;
    const before = await mainBalance(memberId);
    const answers = await Promise.all([admin, secondAdmin, admin, secondAdmin].map((who) => decide(who, id, true)));
    for (const answer of answers) expect(answer.body.data).toMatchObject({ id, status: 'approved' });
    const transactionIds = new Set(answers.map((a) => a.body.data.transaction_id));
    expect(transactionIds.size).toBe(1);
    expect(await mainBalance(memberId)).toBe(before + 200_000n);
    const approvals = (await auditRows(server.db, 'member.adjust_approve')).filter((a) =>
      JSON.stringify(a.details).includes(`"adjustment_id":${id}`),
    );
    expect(approvals).toHaveLength(1);
    // Decided: a rejection now is refused and moves nothing back.
    expect((await decide(admin, id, false)).body.code).toBe(103);
    expect(await mainBalance(memberId)).toBe(before + 200_000n);
    const invariants = await ledgerInvariants(server.db);
    expect(invariants).toMatchObject({ nonZeroCurrencies: [], drift: 0, unbalanced: 0, negative: 0 });
  });

  it('rejects with a reason and moves nothing; a debit beyond the balance stays pending', async () => {
    const before = await mainBalance(memberId);
    const proposal = await propose(finance, { member_id: memberId, amount: '3000', reason: 'duplicate claim' });
    const rejected = await decide(admin, proposal.body.data.id, false, 'no such prize');
    expect(rejected.body.data).toMatchObject({ status: 'rejected', decision_reason: 'no such prize', transaction_id: null });
    expect(await mainBalance(memberId)).toBe(before);
    expect((await auditRows(server.db, 'member.adjust_reject')).at(-1)).toMatchObject({ target: `member:${memberId}` });

    const debit = await propose(finance, { member_id: memberId, amount: '-999999', reason: 'clawback' });
    expect((await decide(admin, debit.body.data.id, true)).body.code).toBe(104);
    const still = await admin.call('/operator/members/adjust/pending', { member_id: memberId });
    expect(still.body.data.list.find((p: { id: number }) => p.id === debit.body.data.id)).toMatchObject({ status: 'pending' });
    expect(await mainBalance(memberId)).toBe(before);
    expect(
      (await admin.call('/operator/members/adjust/decide', { id: debit.body.data.id, decision: 'approve', reason: '' })).status,
    ).toBe(400);
  });
});
