import { AdjustCode } from '@casino/contract/calls/operator-calls.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerAccounts, readBalance } from '../ledger/ledger-accounts.ts';
import { ledgerInvariants } from '../testing/ledger-invariants.ts';
import { createSignedInMember, startTestServer, type TestServer } from '../testing/test-server.ts';
import { ADJUSTMENTS_ACCOUNT } from './adjust-member-balance.ts';
import { auditRows, createOperator, signInOperator } from './operator-test-helpers.ts';
import { adjustmentLimit } from './roles.ts';

let server: TestServer;
type Caller = Awaited<ReturnType<typeof signInOperator>>;
let admin: Caller;
let finance: Caller;
let support: Caller;

beforeAll(async () => {
  server = await startTestServer({ env: { TRUST_PROXY: '1' } });
  const signIn = async (role: 'admin' | 'finance' | 'support') => {
    const operator = await createOperator(server.db, role);
    return signInOperator(server, operator.username, operator.password);
  };
  [admin, finance, support] = await Promise.all([signIn('admin'), signIn('finance'), signIn('support')]);
});
afterAll(() => server.close());

let counter = 0;
const freshKey = () => `limit-test-${Date.now()}-${++counter}`;

async function newMember(currency = 'INR') {
  counter += 1;
  const account = `lim${Date.now() % 100_000}${counter}`;
  const member = await createSignedInMember(server.db, account, 1, currency);
  return { ...member, account };
}

function adjust(operator: Caller, account: string, amount: string) {
  return operator.call(
    '/operator/members/adjust',
    { member_account: account, site_id: 1, amount, reason: 'limit test' },
    { 'idempotency-key': freshKey() },
  );
}

/** Everything an adjustment could change: the member's balance, the adjustments account, ledger rows, audit rows. */
async function moneyState(memberId: number) {
  const [main, adjustments, transactions, audits] = await Promise.all([
    readBalance(server.db, ledgerAccounts.memberMain(memberId, 'INR')),
    readBalance(server.db, ledgerAccounts.system(ADJUSTMENTS_ACCOUNT, 'INR')),
    server.db
      .selectFrom('ledger_transactions')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow(),
    auditRows(server.db, 'member.adjust'),
  ]);
  return { main, adjustments, transactions: Number(transactions.count), audits: audits.length };
}

async function expectLedgerBalanced() {
  expect(await ledgerInvariants(server.db)).toMatchObject({ nonZeroCurrencies: [], drift: 0, unbalanced: 0, negative: 0 });
}

describe('per-role limits of balance adjustments', () => {
  it('lets each role adjust up to its limit, credit and debit', async () => {
    expect(adjustmentLimit('finance', 'INR')).toBe(10_000_000n); // 100,000.00 INR
    expect(adjustmentLimit('admin', 'INR')).toBe(100_000_000n); // 1,000,000.00 INR
    const member = await newMember();
    const credit = await adjust(finance, member.account, '100000.00');
    expect(credit.body).toMatchObject({ code: 1000, data: { main_cash: '100000.00' } });
    const debit = await adjust(finance, member.account, '-100000');
    expect(debit.body).toMatchObject({ code: 1000, data: { main_cash: '0.00' } });
    const adminCredit = await adjust(admin, member.account, '1000000.00');
    expect(adminCredit.body).toMatchObject({ code: 1000, data: { main_cash: '1000000.00' } });
    await expectLedgerBalanced();
  });

  it('refuses an amount above the role limit with code 103 and moves nothing', async () => {
    const member = await newMember();
    expect((await adjust(admin, member.account, '500000')).body.code).toBe(1000);
    const before = await moneyState(member.memberId);

    const overFinance = await adjust(finance, member.account, '100000.01');
    expect(overFinance.status).toBe(200);
    expect(overFinance.body).toEqual({
      code: AdjustCode.overLimit,
      message: 'operator.adjust_over_limit',
      data: { limit: '100000.00', currency: 'INR' },
    });
    expect((await adjust(finance, member.account, '-100000.01')).body.code).toBe(AdjustCode.overLimit);
    expect((await adjust(admin, member.account, '1000000.01')).body.code).toBe(AdjustCode.overLimit);
    expect((await adjust(admin, member.account, '-99999999999')).body.code).toBe(AdjustCode.overLimit);

    // Many at once, on every engine: every one refused, not one moving money.
    const parallel = await Promise.all(
      Array.from({ length: 20 }, (_, i) => adjust(i % 2 ? admin : finance, member.account, i % 2 ? '2000000' : '-150000')),
    );
    expect(parallel.map((r) => r.body.code)).toEqual(Array(20).fill(AdjustCode.overLimit));

    expect(await moneyState(member.memberId)).toEqual(before);
    await expectLedgerBalanced();
  });

  it('keeps the limit per currency: a currency without minor units is scaled by its own figures', async () => {
    expect(adjustmentLimit('finance', 'VND')).toBe(25_000_000n);
    expect(adjustmentLimit('finance', 'USD')).toBe(100_000n);
  });

  it('still forbids adjustments to a role that may not adjust at all', async () => {
    const member = await newMember();
    expect(adjustmentLimit('support', 'INR')).toBe(0n);
    expect((await adjust(support, member.account, '1')).status).toBe(403);
  });
});
