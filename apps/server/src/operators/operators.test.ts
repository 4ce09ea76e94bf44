import { realtimeEvents } from '@casino/contract/realtime.ts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerAccounts, readBalance } from '../ledger/ledger-accounts.ts';
import { connectEcho, nextEvent, settle } from '../testing/echo-client.ts';
import { ledgerInvariants } from '../testing/ledger-invariants.ts';
import { createSignedInMember, startTestServer, type TestServer } from '../testing/test-server.ts';
import { ADJUSTMENTS_ACCOUNT } from './adjust-member-balance.ts';
import { OPERATOR_LOGIN_LOCK, OPERATOR_LOGINS_PER_ADDRESS } from './login-operator.ts';
import { auditRows, createOperator, operatorAddress, signInOperator } from './operator-test-helpers.ts';

let server: TestServer;
let admin: Awaited<ReturnType<typeof signInOperator>>;

beforeAll(async () => {
  server = await startTestServer({ env: { TRUST_PROXY: '1' } });
  admin = await signInOperator(server, 'admin', 'admin1234');
});
afterAll(() => server.close());

let memberCounter = 0;
async function newMember(currency = 'INR') {
  memberCounter += 1;
  return createSignedInMember(server.db, `opm${Date.now() % 100_000}${memberCounter}`, 1, currency);
}

let keyCounter = 0;
const freshKey = () => `op-test-${Date.now()}-${++keyCounter}`;

async function adjust(account: string, amount: string, key = freshKey(), reason = 'goodwill credit') {
  return admin.call(
    '/operator/members/adjust',
    { member_account: account, site_id: 1, amount, reason },
    { 'idempotency-key': key },
  );
}

async function accountOf(memberId: number) {
  const row = await server.db.selectFrom('members').select('account').where('id', '=', memberId).executeTakeFirstOrThrow();
  return row.account;
}

describe('operator login', () => {
  it('signs the seeded admin in with a token and its role, and audits it', async () => {
    const { status, body } = await server.call(
      '/operator/login',
      { username: 'ADMIN', password: 'admin1234' },
      operatorAddress(),
    );
    expect(status).toBe(200);
    expect(body.code).toBe(1000);
    expect(body.data.role).toBe('admin');
    expect(body.data.username).toBe('admin');
    expect(body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(new Date(body.data.expires_at).getTime()).toBeGreaterThan(Date.now());
    const session = await server.db
      .selectFrom('operator_sessions')
      .select('token_hash')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(session.token_hash).not.toContain(body.data.token);
    const logins = await auditRows(server.db, 'login');
    expect(logins.at(-1)).toMatchObject({ action: 'login', target: 'admin' });
  });

  it('refuses a wrong password and an unknown user alike (101) and audits both', async () => {
    const before = (await auditRows(server.db, 'login_failed')).length;
    const wrong = await server.call('/operator/login', { username: 'admin', password: 'nope-nope' }, operatorAddress());
    const unknown = await server.call('/operator/login', { username: 'nobody-here', password: 'nope-nope' }, operatorAddress());
    for (const reply of [wrong, unknown]) {
      expect(reply.status).toBe(200);
      expect(reply.body).toMatchObject({ code: 101, message: 'operator.login_failed', data: null });
    }
    const rows = (await auditRows(server.db, 'login_failed')).slice(before);
    expect(rows.map((r) => [r.target, r.details.reason, r.operator_id === null])).toEqual([
      ['admin', 'wrong_password', false],
      ['nobody-here', 'unknown_username', true],
    ]);
    expect(JSON.stringify(rows)).not.toContain('nope-nope');
  });

  it('validates the body (400 naming the fields)', async () => {
    const { status, body } = await server.call('/operator/login', { username: '' }, operatorAddress());
    expect(status).toBe(400);
    expect(Object.keys(body.data.fields).sort()).toEqual(['password', 'username']);
  });

  it('makes an address wait after repeated failures of a user name, even with the right password (429), and only that address', async () => {
    const op = await createOperator(server.db, 'finance');
    const attacker = operatorAddress();
    for (let i = 0; i < OPERATOR_LOGIN_LOCK.limit; i++) {
      const { body } = await server.call('/operator/login', { username: op.username, password: 'wrong-guess' }, attacker);
      expect(body.code).toBe(101);
    }
    const locked = await server.call('/operator/login', { username: op.username, password: op.password }, attacker);
    expect(locked.status).toBe(429);
    expect(locked.body.code).toBe(429);
    // The operator, from their own address, is not locked out.
    expect((await signInOperator(server, op.username, op.password)).role).toBe('finance');
    // Another user name is not affected.
    const other = await createOperator(server.db, 'support');
    expect((await signInOperator(server, other.username, other.password)).role).toBe('support');
  });

  it('limits attempts from one address (429)', async () => {
    const headers = operatorAddress();
    const op = await createOperator(server.db, 'support');
    for (let i = 0; i < OPERATOR_LOGINS_PER_ADDRESS; i++) {
      const { status } = await server.call('/operator/login', { username: `ghost${i}`, password: 'whatever1' }, headers);
      expect(status).toBe(200);
    }
    const limited = await server.call('/operator/login', { username: op.username, password: op.password }, headers);
    expect(limited.status).toBe(429);
  });

  it('refuses a deactivated operator (102) and ends their open sessions', async () => {
    const op = await createOperator(server.db, 'finance');
    const signedIn = await signInOperator(server, op.username, op.password);
    expect((await signedIn.call('/operator/deposits/list')).status).toBe(200);
    await server.db.updateTable('operators').set({ active: false }).where('id', '=', op.id).execute();
    const { body } = await server.call('/operator/login', { username: op.username, password: op.password }, operatorAddress());
    expect(body.code).toBe(102);
    expect((await signedIn.call('/operator/deposits/list')).status).toBe(401);
  });
});

describe('operator authentication and roles', () => {
  it('answers 401 without a token, with an unknown one and with a member token', async () => {
    const member = await newMember();
    const attempts: Record<string, string>[] = [
      {},
      { authorization: 'Bearer not-a-real-token' },
      { authorization: `Bearer ${member.token}` },
    ];
    for (const headers of attempts) {
      const { status, body } = await server.call('/operator/withdrawals/list', {}, headers);
      expect(status).toBe(401);
      expect(body).toMatchObject({ code: 401, message: 'unauthenticated' });
    }
  });

  it('does not take an operator token for member calls', async () => {
    const { status } = await server.call('/member/profile/my_cash', {}, { authorization: `Bearer ${admin.token}` });
    expect(status).toBe(401);
  });

  it('ends the session on logout, audited', async () => {
    const op = await createOperator(server.db, 'support');
    const signedIn = await signInOperator(server, op.username, op.password);
    const { status, body } = await signedIn.call('/operator/logout');
    expect(status).toBe(200);
    expect(body).toEqual({ code: 1000, message: 'ok', data: null });
    expect((await signedIn.call('/operator/deposits/list')).status).toBe(401);
    expect((await signedIn.call('/operator/logout')).status).toBe(401);
    const rows = await auditRows(server.db, 'logout');
    expect(rows.at(-1)).toMatchObject({ operator_id: op.id, target: op.username });
  });

  it('lets support read the order lists and nothing else (403)', async () => {
    const op = await createOperator(server.db, 'support');
    const support = await signInOperator(server, op.username, op.password);
    const member = await newMember();
    expect((await support.call('/operator/deposits/list', { status: 'pending' })).body.code).toBe(1000);
    expect((await support.call('/operator/withdrawals/list')).body.code).toBe(1000);
    const refused = [
      await support.call('/operator/withdrawals/approve', { order_number: 'W1' }),
      await support.call('/operator/withdrawals/reject', { order_number: 'W1', remark: 'no' }),
      await support.call('/operator/deposits/confirm', { order_number: 'D1' }),
      await support.call(
        '/operator/members/adjust',
        { member_account: await accountOf(member.memberId), site_id: 1, amount: '10', reason: 'test credit' },
        { 'idempotency-key': freshKey() },
      ),
      await support.call('/operator/audit/list'),
    ];
    for (const reply of refused) {
      expect(reply.status).toBe(403);
      expect(reply.body).toMatchObject({ code: 403, message: 'forbidden' });
    }
    expect(await readBalance(server.db, ledgerAccounts.memberMain(member.memberId, 'INR'))).toBe(0n);
  });

  it('lets finance move money but not read the audit log (403)', async () => {
    const op = await createOperator(server.db, 'finance');
    const finance = await signInOperator(server, op.username, op.password);
    const member = await newMember();
    const { body } = await finance.call(
      '/operator/members/adjust',
      { member_account: await accountOf(member.memberId), site_id: 1, amount: '5.00', reason: 'finance credit' },
      { 'idempotency-key': freshKey() },
    );
    expect(body.code).toBe(1000);
    expect((await finance.call('/operator/audit/list')).status).toBe(403);
  });

  it('publishes the operator calls in the OpenAPI document', async () => {
    const document = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as { paths: Record<string, unknown> };
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/api/operator/login', '/api/operator/members/adjust']));
  });
});

describe('balance adjustments', () => {
  it('credits and debits through the ledger, announces member.cash and audits each', async () => {
    const member = await newMember();
    const account = await accountOf(member.memberId);
    const echo = connectEcho(server.url, member.token);
    try {
      const cash = nextEvent<{ cash: string }>((cb) =>
        echo.private(`member.${member.memberId}`).listen(`.${realtimeEvents.memberCash}`, cb),
      );
      await settle(echo);
      const credit = await adjust(account, '100.00');
      expect(credit.body.code).toBe(1000);
      expect(credit.body.data).toMatchObject({
        member_id: member.memberId,
        member_account: account,
        site_id: 1,
        currency: 'INR',
        amount: '100.00',
        main_cash: '100.00',
      });
      expect((await cash).cash).toBe('100.00');
    } finally {
      echo.disconnect();
    }

    const debit = await adjust(account, '-30.5', freshKey(), 'chargeback');
    expect(debit.body.code).toBe(1000);
    expect(debit.body.data).toMatchObject({ amount: '-30.50', main_cash: '69.50' });
    expect(await readBalance(server.db, ledgerAccounts.memberMain(member.memberId, 'INR'))).toBe(6_950n);

    const transaction = await server.db
      .selectFrom('ledger_transactions')
      .select(['kind'])
      .where('id', '=', BigInt(debit.body.data.transaction_id))
      .executeTakeFirstOrThrow();
    expect(transaction.kind).toBe('adjustment');
    const postings = await server.db
      .selectFrom('ledger_postings as p')
      .innerJoin('ledger_accounts as a', 'a.id', 'p.account_id')
      .select(['a.code', 'p.amount'])
      .where('p.transaction_id', '=', BigInt(debit.body.data.transaction_id))
      .orderBy('a.code')
      .execute();
    expect(postings).toEqual([
      { code: ADJUSTMENTS_ACCOUNT, amount: 3_050n },
      { code: `member:${member.memberId}:main`, amount: -3_050n },
    ]);

    const audits = (await auditRows(server.db, 'member.adjust')).filter((r) => r.target === `member:${member.memberId}`);
    expect(audits.map((r) => [r.details.amount, r.details.reason, r.details.main_cash])).toEqual([
      ['100.00', 'goodwill credit', '100.00'],
      ['-30.50', 'chargeback', '69.50'],
    ]);
    expect(audits[0]?.operator_id).not.toBeNull();
  });

  it('refuses a debit below zero (102) and leaves the balance as it was', async () => {
    const member = await newMember();
    const account = await accountOf(member.memberId);
    expect((await adjust(account, '20')).body.code).toBe(1000);
    const before = (await auditRows(server.db, 'member.adjust')).length;
    const { status, body } = await adjust(account, '-20.01');
    expect(status).toBe(200);
    expect(body).toMatchObject({ code: 102, message: 'operator.insufficient_funds' });
    expect(await readBalance(server.db, ledgerAccounts.memberMain(member.memberId, 'INR'))).toBe(2_000n);
    expect((await auditRows(server.db, 'member.adjust')).length).toBe(before);
    expect((await adjust(account, '-20')).body.data.main_cash).toBe('0.00');
  });

  it('is idempotent: a replay gets the first answer and moves nothing; the key with another body is 409', async () => {
    const member = await newMember();
    const account = await accountOf(member.memberId);
    const key = freshKey();
    const first = await adjust(account, '42.00', key);
    const replay = await adjust(account, '42.00', key);
    expect(first.body.code).toBe(1000);
    expect(replay.body).toEqual(first.body);
    expect(await readBalance(server.db, ledgerAccounts.memberMain(member.memberId, 'INR'))).toBe(4_200n);
    expect((await auditRows(server.db, 'member.adjust')).filter((r) => r.target === `member:${member.memberId}`)).toHaveLength(1);

    const reused = await adjust(account, '43.00', key);
    expect(reused.status).toBe(409);
    expect(reused.body.message).toBe('idempotency_key_reused');

    // A refusal is kept under its key as well.
    const refusedKey = freshKey();
    expect((await adjust(account, '-1000', refusedKey)).body.code).toBe(102);
    expect((await adjust(account, '100', freshKey())).body.code).toBe(1000);
    expect((await adjust(account, '-1000', refusedKey)).body.code).toBe(102);
    expect(await readBalance(server.db, ledgerAccounts.memberMain(member.memberId, 'INR'))).toBe(14_200n);
  });

  it('needs an idempotency key and a well-formed request', async () => {
    const member = await newMember();
    const account = await accountOf(member.memberId);
    const body = { member_account: account, site_id: 1, amount: '10', reason: 'fine reason' };
    const noKey = await admin.call('/operator/members/adjust', body);
    expect(noKey.status).toBe(400);
    expect(noKey.body.data.fields).toHaveProperty('idempotency-key');
    const cases: [Record<string, unknown>, string][] = [
      [{ amount: '0.00' }, 'amount'],
      [{ amount: '1e3' }, 'amount'],
      [{ amount: '1.234' }, 'amount'],
      [{ reason: 'no' }, 'reason'],
      [{ reason: 'x'.repeat(201) }, 'reason'],
      [{ site_id: 999 }, 'site_id'],
    ];
    for (const [change, field] of cases) {
      const reply = await admin.call('/operator/members/adjust', { ...body, ...change }, { 'idempotency-key': freshKey() });
      expect(reply.status, JSON.stringify(change)).toBe(400);
      expect(Object.keys(reply.body.data.fields)).toContain(field);
    }
    const unknown = await admin.call(
      '/operator/members/adjust',
      { ...body, member_account: 'nosuchmember' },
      { 'idempotency-key': freshKey() },
    );
    expect(unknown.body.code).toBe(101);
  });

  it('keeps a member at zero or more under concurrent debits, and the ledger sums to zero per currency', async () => {
    const member = await newMember();
    const account = await accountOf(member.memberId);
    expect((await adjust(account, '100.00')).body.code).toBe(1000);
    const replies = await Promise.all(Array.from({ length: 25 }, () => adjust(account, '-10.00')));
    const codes = replies.map((r) => r.body.code);
    expect(codes.filter((c) => c === 1000)).toHaveLength(10);
    expect(codes.filter((c) => c === 102)).toHaveLength(15);
    expect(await readBalance(server.db, ledgerAccounts.memberMain(member.memberId, 'INR'))).toBe(0n);
    expect(await readBalance(server.db, ledgerAccounts.system(ADJUSTMENTS_ACCOUNT, 'INR'))).toBeLessThan(0n);

    const usd = await newMember('USD');
    const usdAccount = await accountOf(usd.memberId);
    await Promise.all([adjust(usdAccount, '7.25'), adjust(usdAccount, '2.75'), adjust(usdAccount, '-1.00')]);
    const health = await ledgerInvariants(server.db);
    for (const total of Object.values(health.totals)) expect(total).toBe('0');
    expect(health.drift).toBe(0);
    expect(health.negative).toBe(0);
  });
});

describe('audit log', () => {
  it('lists the newest rows first for an admin, with paging', async () => {
    const { body } = await admin.call('/operator/audit/list', { limit: 3 });
    expect(body.code).toBe(1000);
    const list = body.data.list as { id: number; action: string; operator_username: string | null; created_at: string }[];
    expect(list).toHaveLength(3);
    expect(list.map((e) => e.id)).toEqual([...list.map((e) => e.id)].sort((a, b) => b - a));
    const older = await admin.call('/operator/audit/list', { limit: 3, before_id: list[2]?.id });
    expect(older.body.data.list[0].id).toBeLessThan(list[2]?.id ?? 0);
    const all = (await admin.call('/operator/audit/list', { limit: 500 })).body.data.list as typeof list;
    expect(all.some((e) => e.action === 'login' && e.operator_username === 'admin')).toBe(true);
    expect(all.some((e) => e.action === 'member.adjust')).toBe(true);
    const adjustments = (await admin.call('/operator/audit/list', { action: 'member.adjust' })).body.data.list as typeof list;
    expect(adjustments.length).toBeGreaterThan(0);
    expect(adjustments.every((e) => e.action === 'member.adjust')).toBe(true);
    expect((await admin.call('/operator/audit/list', { action: 'nonsense' })).status).toBe(400);
  });

  it('filters by operator and by target, each alone and together with an action', async () => {
    const member = await newMember();
    const account = await accountOf(member.memberId);
    expect((await adjust(account, '7.00')).body.code).toBe(1000);
    const target = `member:${member.memberId}`;
    type Row = { action: string; operator_username: string | null; target: string };
    const rows = async (filter: Record<string, unknown>) => {
      const reply = await admin.call('/operator/audit/list', { limit: 500, ...filter });
      expect(reply.status).toBe(200);
      return reply.body.data.list as Row[];
    };
    const byTarget = await rows({ target });
    expect(byTarget.length).toBeGreaterThan(0);
    expect(byTarget.every((e) => e.target === target)).toBe(true);
    expect(byTarget.some((e) => e.action === 'member.adjust')).toBe(true);
    const byAdmin = await rows({ operator: 'admin' });
    expect(byAdmin.length).toBeGreaterThan(0);
    expect(byAdmin.every((e) => e.operator_username === 'admin')).toBe(true);
    const both = await rows({ operator: 'admin', action: 'member.adjust', target });
    expect(both.map((e) => [e.operator_username, e.action, e.target])).toEqual([['admin', 'member.adjust', target]]);
    expect(await rows({ operator: 'nobody-of-that-name' })).toEqual([]);
    expect((await admin.call('/operator/audit/list', { target: 'x'.repeat(201) })).status).toBe(400);
  });

  it('cannot be changed or emptied, even by hand', async () => {
    await expect(sql`update operator_audit_log set action = 'x'`.execute(server.db)).rejects.toThrow(/append-only/);
    await expect(sql`delete from operator_audit_log`.execute(server.db)).rejects.toThrow(/append-only/);
    await expect(sql`truncate operator_audit_log`.execute(server.db)).rejects.toThrow(/append-only/);
  });
});
