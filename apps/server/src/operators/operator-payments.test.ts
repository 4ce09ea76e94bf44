import { privateChannels, realtimeEvents } from '@casino/contract/realtime.ts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hashPassword } from '../accounts/passwords.ts';
import { ledgerAccounts, readBalance } from '../ledger/ledger-accounts.ts';
import { ledgerInvariants } from '../testing/ledger-invariants.ts';
import { createSignedInMember, startTestServer, type TestServer } from '../testing/test-server.ts';
import { auditRows, createOperator, signInOperator } from './operator-test-helpers.ts';

let server: TestServer;
let admin: Awaited<ReturnType<typeof signInOperator>>;
let finance: Awaited<ReturnType<typeof signInOperator>>;
let support: Awaited<ReturnType<typeof signInOperator>>;
let financeId: number;

beforeAll(async () => {
  server = await startTestServer({ env: { TRUST_PROXY: '1' } });
  admin = await signInOperator(server, 'admin', 'admin1234');
  const f = await createOperator(server.db, 'finance');
  financeId = f.id;
  finance = await signInOperator(server, f.username, f.password);
  const s = await createOperator(server.db, 'support');
  support = await signInOperator(server, s.username, s.password);
});
afterAll(() => server.close());

let counter = 0;
const key = () => `pay-test-${Date.now()}-${++counter}`;

/** A member of site 1 in INR with a withdraw password (4321), a bound bank account and, if asked, money in main. */
async function member(funds = '0') {
  counter += 1;
  const account = `oppay${Date.now() % 100_000}${counter}`;
  const m = await createSignedInMember(server.db, account, 1, 'INR');
  await server.db
    .updateTable('members')
    .set({ withdraw_password_hash: await hashPassword('4321') })
    .where('id', '=', m.memberId)
    .execute();
  const bank = await server.db
    .insertInto('member_bank_accounts')
    .values({
      member_id: m.memberId,
      bank_name: 'HDFC Bank',
      account_name: 'Test Member',
      account_number: '123456789012',
      is_default: true,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (funds !== '0') {
    const { body } = await admin.call(
      '/operator/members/adjust',
      { member_account: account, site_id: 1, amount: funds, reason: 'test funds' },
      { 'idempotency-key': key() },
    );
    expect(body.code).toBe(1000);
  }
  const call = (path: string, payload: unknown = {}, headers: Record<string, string> = {}) =>
    server.call(path, payload, { authorization: `Bearer ${m.token}`, ...headers });
  return { ...m, account, bankAccountId: bank.id, call };
}

async function bankTransferDeposit(m: Awaited<ReturnType<typeof member>>, amount: string) {
  const methods = await m.call('/member/deposit/methods');
  const method = (methods.body.data.list as { id: number; kind: string }[]).find((x) => x.kind === 'bank_transfer');
  expect(method).toBeDefined();
  const { body } = await m.call(
    '/member/deposit/create',
    { method_id: method?.id, amount, payer_name: 'Test Member', payer_reference: 'UTR123' },
    { 'idempotency-key': key() },
  );
  expect(body.code).toBe(1000);
  return body.data.order_number as string;
}

async function withdrawal(m: Awaited<ReturnType<typeof member>>, amount: string) {
  const { body } = await m.call(
    '/member/withdraw/create',
    { amount, bank_account_id: m.bankAccountId, withdraw_password: '4321' },
    { 'idempotency-key': key() },
  );
  expect(body.code).toBe(1000);
  return body.data.order_number as string;
}

const main = (memberId: number) => readBalance(server.db, ledgerAccounts.memberMain(memberId, 'INR'));

describe('deposits through the operator API', () => {
  it('lists pending deposits for every role and lets finance confirm one, audited', async () => {
    const m = await member();
    const order = await bankTransferDeposit(m, '500');

    for (const operator of [admin, finance, support]) {
      const { body } = await operator.call('/operator/deposits/list', { status: 'pending' });
      expect(body.code).toBe(1000);
      expect(body.data.list.find((o: { order_number: string }) => o.order_number === order)).toMatchObject({
        member_account: m.account,
        site_id: 1,
        currency: 'INR',
        amount: '500.00',
        status: 'pending',
        payer_reference: 'UTR123',
      });
    }

    expect((await support.call('/operator/deposits/confirm', { order_number: order })).status).toBe(403);
    const confirmed = await finance.call('/operator/deposits/confirm', { order_number: order });
    expect(confirmed.body).toEqual({ code: 1000, message: 'ok', data: { order_number: order, status: 'paid' } });
    expect(await main(m.memberId)).toBe(50_000n);

    const paid = await admin.call('/operator/deposits/list', { status: 'paid' });
    expect(paid.body.data.list.find((o: { order_number: string }) => o.order_number === order)).toMatchObject({
      status: 'paid',
      confirmed_by: financeId,
    });
    const pending = await admin.call('/operator/deposits/list', { status: 'pending' });
    expect(pending.body.data.list.some((o: { order_number: string }) => o.order_number === order)).toBe(false);

    const audit = (await auditRows(server.db, 'deposit.confirm')).filter((r) => r.target === order);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ operator_id: financeId, details: { status: 'paid' } });

    // Confirming again moves nothing.
    expect((await finance.call('/operator/deposits/confirm', { order_number: order })).body.data.status).toBe('paid');
    expect(await main(m.memberId)).toBe(50_000n);
  });

  it('refuses an unknown order (101) without an audit row', async () => {
    const before = (await auditRows(server.db, 'deposit.confirm')).length;
    const { status, body } = await admin.call('/operator/deposits/confirm', { order_number: 'D-NO-SUCH-ORDER' });
    expect(status).toBe(200);
    expect(body.code).toBe(101);
    expect((await auditRows(server.db, 'deposit.confirm')).length).toBe(before);
  });
});

describe('withdrawals through the operator API', () => {
  it('lists a pending withdrawal and pays it on approval, audited; deciding the other way is then refused', async () => {
    const m = await member('1000');
    const order = await withdrawal(m, '300');
    expect(await main(m.memberId)).toBe(70_000n);

    const listed = await support.call('/operator/withdrawals/list', { status: 'pending' });
    expect(listed.body.data.list.find((o: { order_number: string }) => o.order_number === order)).toMatchObject({
      member_account: m.account,
      amount: '300.00',
      status: 'pending',
      bank: { bank_name: 'HDFC Bank', account_number: '********9012' },
    });

    expect((await support.call('/operator/withdrawals/approve', { order_number: order })).status).toBe(403);
    const approved = await finance.call('/operator/withdrawals/approve', { order_number: order, remark: 'paid by NEFT' });
    expect(approved.body).toMatchObject({ code: 1000, data: { order_number: order, status: 'paid' } });
    expect(await readBalance(server.db, ledgerAccounts.memberWithdrawalHold(m.memberId, 'INR'))).toBe(0n);
    expect(await main(m.memberId)).toBe(70_000n);

    const rejected = await finance.call('/operator/withdrawals/reject', { order_number: order, remark: 'too late' });
    expect(rejected.body.code).toBe(102);
    const audit = (await auditRows(server.db, 'withdrawal.approve')).filter((r) => r.target === order);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ operator_id: financeId, details: { status: 'paid', remark: 'paid by NEFT' } });
    expect((await auditRows(server.db, 'withdrawal.reject')).filter((r) => r.target === order)).toHaveLength(0);
  });

  it('returns the held money on rejection, which needs a remark', async () => {
    const m = await member('1000');
    const order = await withdrawal(m, '250');
    const noRemark = await admin.call('/operator/withdrawals/reject', { order_number: order });
    expect(noRemark.status).toBe(400);
    expect(noRemark.body.data.fields).toHaveProperty('remark');

    const rejected = await admin.call('/operator/withdrawals/reject', { order_number: order, remark: 'name does not match' });
    expect(rejected.body.data).toEqual({ order_number: order, status: 'rejected' });
    expect(await main(m.memberId)).toBe(100_000n);
    const row = (await admin.call('/operator/withdrawals/list', { status: 'rejected' })).body.data.list.find(
      (o: { order_number: string }) => o.order_number === order,
    );
    expect(row).toMatchObject({ remark: 'name does not match', status: 'rejected' });
    const audit = (await auditRows(server.db, 'withdrawal.reject')).filter((r) => r.target === order);
    expect(audit[0]?.details).toMatchObject({ remark: 'name does not match', status: 'rejected' });
  });

  it('writes the decision and its audit row in one transaction: when the audit row fails, nothing is decided', async () => {
    const m = await member('1000');
    const order = await withdrawal(m, '400');
    await sql`create function refuse_approval_audit() returns trigger language plpgsql as $$
      begin raise exception 'audit unavailable'; end $$`.execute(server.db);
    await sql`create trigger refuse_approval_audit before insert on operator_audit_log
      for each row when (new.action = 'withdrawal.approve') execute function refuse_approval_audit()`.execute(server.db);
    try {
      const failed = await finance.call('/operator/withdrawals/approve', { order_number: order });
      expect(failed.status).toBe(500);
    } finally {
      await sql`drop trigger refuse_approval_audit on operator_audit_log`.execute(server.db);
      await sql`drop function refuse_approval_audit()`.execute(server.db);
    }
    const still = (await admin.call('/operator/withdrawals/list', { status: 'pending' })).body.data.list;
    expect(still.some((o: { order_number: string }) => o.order_number === order)).toBe(true);
    expect(await readBalance(server.db, ledgerAccounts.memberWithdrawalHold(m.memberId, 'INR'))).toBe(40_000n);

    expect((await finance.call('/operator/withdrawals/approve', { order_number: order })).body.data.status).toBe('paid');
    expect(await readBalance(server.db, ledgerAccounts.memberWithdrawalHold(m.memberId, 'INR'))).toBe(0n);
  });

  it('tells the member only after the decision and its audit row committed, once even when the transaction ran twice', async () => {
    const m = await member('1000');
    const refused = await withdrawal(m, '250');
    const retried = await withdrawal(m, '300');
    const broadcast = vi.spyOn(server.app.realtime, 'broadcast');
    const cashEvents = () =>
      broadcast.mock.calls
        .filter(([channel, event]) => channel === privateChannels.member(m.memberId) && event === realtimeEvents.memberCash)
        .map(([, , data]) => data);
    // The audit insert fails for one order, and fails once as a deadlock (which inTransaction retries) for the other.
    await sql`create sequence reject_audit_attempts`.execute(server.db);
    await sql`create function refuse_reject_audit() returns trigger language plpgsql as $$
      begin
        if new.target = ${sql.lit(refused)} then raise exception 'audit unavailable'; end if;
        if nextval('reject_audit_attempts') = 1 then raise exception 'deadlock detected' using errcode = '40P01'; end if;
        return new;
      end $$`.execute(server.db);
    await sql`create trigger refuse_reject_audit before insert on operator_audit_log
      for each row when (new.action = 'withdrawal.reject') execute function refuse_reject_audit()`.execute(server.db);
    try {
      const failed = await finance.call('/operator/withdrawals/reject', { order_number: refused, remark: 'wrong name' });
      expect(failed.status).toBe(500);
      expect(cashEvents()).toEqual([]);
      expect(await main(m.memberId)).toBe(45_000n);

      const rejected = await finance.call('/operator/withdrawals/reject', { order_number: retried, remark: 'wrong name' });
      expect(rejected.body.data).toEqual({ order_number: retried, status: 'rejected' });
      expect(cashEvents()).toEqual([{ cash: '750.00' }]);
    } finally {
      broadcast.mockRestore();
      await sql`drop trigger refuse_reject_audit on operator_audit_log`.execute(server.db);
      await sql`drop function refuse_reject_audit()`.execute(server.db);
      await sql`drop sequence reject_audit_attempts`.execute(server.db);
    }
    expect(await main(m.memberId)).toBe(75_000n);
    expect((await auditRows(server.db, 'withdrawal.reject')).filter((r) => r.target === retried)).toHaveLength(1);
    expect((await auditRows(server.db, 'withdrawal.reject')).filter((r) => r.target === refused)).toHaveLength(0);
    const pending = (await admin.call('/operator/withdrawals/list', { status: 'pending' })).body.data.list;
    expect(pending.some((o: { order_number: string }) => o.order_number === refused)).toBe(true);
  });

  it('keeps the ledger whole after all of it', async () => {
    const health = await ledgerInvariants(server.db);
    for (const total of Object.values(health.totals)) expect(total).toBe('0');
    expect(health.drift).toBe(0);
    expect(health.negative).toBe(0);
  });
});
