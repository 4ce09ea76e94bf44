import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../accounts/passwords.ts';
import { ledgerAccounts, readBalance } from '../ledger/ledger-accounts.ts';
import { createSignedInMember, startTestServer, type TestServer } from '../testing/test-server.ts';
import { createOperator, runOperatorCli } from './operator-test-helpers.ts';

let server: TestServer;
let member: { memberId: number; token: string; account: string; bankAccountId: number };

const cli = runOperatorCli;

beforeAll(async () => {
  server = await startTestServer();
  const account = `opcli${Date.now() % 100_000}`;
  const m = await createSignedInMember(server.db, account, 1, 'INR');
  await server.db
    .updateTable('members')
    .set({ withdraw_password_hash: await hashPassword('4321') })
    .where('id', '=', m.memberId)
    .execute();
  const bank = await server.db
    .insertInto('member_bank_accounts')
    .values({ member_id: m.memberId, bank_name: 'Axis Bank', account_name: 'Cli Member', account_number: '998877665544' })
    .returning('id')
    .executeTakeFirstOrThrow();
  member = { ...m, account, bankAccountId: bank.id };
});
afterAll(() => server.close());

// Each run starts a Node process through tsx: about a second apiece.
describe('operator CLI', { timeout: 90_000 }, () => {
  it('prints its usage, and refuses wrong usage with exit code 2', async () => {
    const [help, unknown, noReason, noCredentials] = await Promise.all([
      cli(['help']),
      cli(['--url', server.url, 'members', 'delete', 'x']),
      cli(['--url', server.url, 'members', 'adjust', member.account, '10']),
      cli(['--url', server.url, 'audit', 'list'], { OPERATOR_USER: '', OPERATOR_PASSWORD: '' }),
    ]);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('Usage: npm run operator -- [options] <command>');
    expect(help.stdout).toContain('members adjust <account> <amount>');

    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('error: unknown command: members delete x');

    expect(noReason.code).toBe(2);
    expect(noReason.stderr).toContain('missing --reason');

    expect(noCredentials.code).toBe(2);
    expect(noCredentials.stderr).toContain('sign-in needed');
  });

  it('reports a refused sign-in and an unreachable server with exit code 1', async () => {
    const closedPort = await new Promise<number>((done) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as { port: number };
        probe.close(() => done(port));
      });
    });
    const [wrong, unreachable] = await Promise.all([
      cli(['--url', server.url, '--user', 'admin', '--password', 'wrong-one', 'audit', 'list']),
      cli(['--url', `http://127.0.0.1:${closedPort}`, 'audit', 'list']),
    ]);
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toContain('refused: operator.login_failed (code 101)');

    expect(unreachable.code).toBe(1);
    expect(unreachable.stderr).toContain(`cannot reach http://127.0.0.1:${closedPort}: ECONNREFUSED`);
  });

  it('adjusts a balance, idempotently under --key, and reports refusals', async () => {
    const credit = await cli([
      '--url',
      server.url,
      'members',
      'adjust',
      member.account,
      '1000',
      '--reason',
      'cli funds',
      '--site',
      '1',
    ]);
    expect(credit.stderr).not.toContain('error:');
    expect(credit.code).toBe(0);
    expect(credit.stdout).toContain(`Adjusted ${member.account} (member ${member.memberId}, site 1) by 1000.00 INR.`);
    expect(credit.stdout).toContain('Main balance now 1000.00 INR');

    const debit = await cli(['--url', server.url, 'members', 'adjust', member.account, '-5000', '--reason', 'too much']);
    expect(debit.code).toBe(1);
    expect(debit.stderr).toContain('refused: operator.insufficient_funds (code 102)');

    const key = `cli-test-key-${Date.now()}`;
    const args = ['--url', server.url, 'members', 'adjust', member.account, '-0.50', '--reason', 'fee', '--key', key];
    const first = await cli(args);
    const again = await cli(args);
    expect(first.code).toBe(0);
    expect(again.stdout).toBe(first.stdout);
    expect(first.stdout).toContain('Main balance now 999.50 INR');
    const reused = await cli([...args.slice(0, 5), '-0.75', ...args.slice(6)]);
    expect(reused.code).toBe(1);
    expect(reused.stderr).toContain('HTTP 409');
    expect(await readBalance(server.db, ledgerAccounts.memberMain(member.memberId, 'INR'))).toBe(99_950n);
  });

  it('lists pending withdrawals and approves one; a support operator is refused (403)', async () => {
    const requested = await server.call(
      '/member/withdraw/create',
      { amount: '300', bank_account_id: member.bankAccountId, withdraw_password: '4321' },
      { authorization: `Bearer ${member.token}`, 'idempotency-key': `cli-withdraw-${Date.now()}` },
    );
    expect(requested.body.code).toBe(1000);
    const order = requested.body.data.order_number as string;

    const list = await cli(['--url', server.url, 'withdrawals', 'list', '--status', 'pending']);
    expect(list.code).toBe(0);
    const lines = list.stdout.trim().split('\n');
    expect(lines[0]).toMatch(/^ORDER\s+SITE\s+MEMBER\s+AMOUNT\s+STATUS\s+BANK\s+CREATED\s+REMARK$/);
    expect(lines.find((l) => l.startsWith(order))).toMatch(
      new RegExp(`^${order}\\s+1\\s+${member.account}\\s+300\\.00 INR\\s+pending\\s+Axis Bank \\*+5544`),
    );

    const support = await createOperator(server.db, 'support');
    const refused = await cli(['--url', server.url, 'withdrawals', 'approve', order], {
      OPERATOR_USER: support.username,
      OPERATOR_PASSWORD: support.password,
    });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('your role does not allow this (HTTP 403)');

    const approved = await cli(['--url', server.url, 'withdrawals', 'approve', order, '--remark', 'sent']);
    expect(approved.code).toBe(0);
    expect(approved.stdout.trim()).toBe(`Withdrawal ${order} approved: paid.`);

    const empty = await cli(['withdrawals', 'list', '--status', 'pending'], { CASINO_URL: server.url });
    expect(empty.code).toBe(0);
    expect(empty.stdout.trim()).toBe('No withdrawal orders.');
  });

  it('shows the audit log, its own sign-ins and sign-outs included', async () => {
    const audit = await cli(['--url', server.url, 'audit', 'list', '--limit', '200']);
    expect(audit.code).toBe(0);
    expect(audit.stdout).toMatch(/^ID\s+TIME\s+OPERATOR\s+ACTION\s+TARGET\s+IP\s+DETAILS/);
    expect(audit.stdout).toContain('withdrawal.approve');
    expect(audit.stdout).toContain('member.adjust');
    expect(audit.stdout).toContain('"reason":"cli funds"');
    expect(audit.stdout).toMatch(/admin\s+logout/);

    const adjustments = await cli(['--url', server.url, 'audit', 'list', '--action', 'member.adjust']);
    expect(adjustments.code).toBe(0);
    const rows = adjustments.stdout.trim().split('\n').slice(2);
    expect(rows.length).toBe(2);
    expect(rows.every((row) => /\sadmin\s+member\.adjust\s+member:/.test(row))).toBe(true);
  });
});
