import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMemoryRateLimiter } from '../accounts/rate-limiter.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { auditRows, createOperator, runOperatorCli, signInOperator } from './operator-test-helpers.ts';

let server: TestServer;
const STRONG = 'Cli-passphrase-2024';

/** The CLI against the test server, signed in as the seeded admin unless env says otherwise. */
const cli = (args: string[], env: Record<string, string> = {}) => runOperatorCli(['--url', server.url, ...args], env);

// Every CLI run signs in from 127.0.0.1, and sign-ins per address are limited (20 a minute): this file's runs
// together take more than that when they are quick, so each test starts with the address's count at zero. The
// direct sign-ins of the tests come from addresses of their own.
const limiter = createMemoryRateLimiter();
beforeAll(async () => {
  server = await startTestServer({ env: { TRUST_PROXY: '1' }, app: { limiter } });
});
beforeEach(() => limiter.reset('operator-login-ip:127.0.0.1'));
afterAll(() => server.close());

async function operatorRow(username: string) {
  return server.db.selectFrom('operators').selectAll().where('username', '=', username).executeTakeFirst();
}

// Each run starts a Node process through tsx: about a second apiece.
describe('operator CLI: operator accounts', { timeout: 90_000 }, () => {
  const username = `clistaff${Date.now() % 100_000}`;

  it('lists the commands and refuses wrong usage and weak passwords before signing in (exit 2)', async () => {
    const runs = await Promise.all([
      cli(['help']),
      cli(['operators', 'create', username, '--role', 'finance']),
      cli(['operators', 'create', username, '--role', 'owner'], { NEW_OPERATOR_PASSWORD: STRONG }),
      cli(['operators', 'create', username], { NEW_OPERATOR_PASSWORD: STRONG }),
      cli(['operators', 'create', username, '--role', 'finance', '--new-password', 'short1']),
      cli(['operators', 'password', username], { NEW_OPERATOR_PASSWORD: `${username}-2024` }),
      cli(['operators', 'disable']),
    ]);
    const [help, noPassword, badRole, noRole, weak, containsName, noUser] = runs;
    expect(help?.code).toBe(0);
    for (const text of ['operators list', 'operators create <user> --role admin|finance|support', 'operators disable <user>']) {
      expect(help?.stdout).toContain(text);
    }
    expect(help?.stdout).toContain('operator.create');
    expect(help?.stdout).toContain('operator.password');
    expect(help?.stdout).toContain('--new-password');

    for (const run of runs.slice(1)) expect(run.code).toBe(2);
    expect(noPassword?.stderr).toContain('missing the new password: set NEW_OPERATOR_PASSWORD or give --new-password');
    expect(badRole?.stderr).toContain('--role must be one of admin, finance, support');
    expect(noRole?.stderr).toContain('missing --role');
    expect(weak?.stderr).toContain('the new password is too weak (password_too_short): it needs 12 to 200 characters');
    expect(containsName?.stderr).toContain('(password_contains_username)');
    expect(noUser?.stderr).toContain('missing user name');
    expect(await operatorRow(username)).toBeUndefined();
    // Nothing was signed in for them.
    expect((await auditRows(server.db, 'login')).length).toBe(0);
  });

  it('creates an operator with the password from the environment, then lists it', async () => {
    const created = await cli(['operators', 'create', username, '--role', 'finance', '--site', '2'], {
      NEW_OPERATOR_PASSWORD: STRONG,
    });
    expect(created.stderr).not.toContain('error:');
    expect(created.code).toBe(0);
    expect(created.stdout.trim()).toBe(`Operator ${username} created (role finance, home site 2).`);
    expect((await signInOperator(server, username, STRONG)).role).toBe('finance');

    const taken = await cli(['operators', 'create', username.toUpperCase(), '--role', 'support', '--new-password', STRONG]);
    expect(taken.code).toBe(1);
    expect(taken.stderr).toContain('refused: operator.username_taken (code 102)');

    const list = await cli(['operators', 'list']);
    expect(list.code).toBe(0);
    const lines = list.stdout.trim().split('\n');
    expect(lines[0]).toMatch(/^USER\s+ROLE\s+STATE\s+SITE\s+CREATED\s+LAST LOGIN$/);
    expect(lines.find((l) => l.startsWith('admin '))).toMatch(
      /^admin\s+admin\s+active\s+1\s+\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\s+\d{4}-/,
    );
    expect(lines.find((l) => l.startsWith(`${username} `))).toMatch(
      new RegExp(`^${username}\\s+finance\\s+active\\s+2\\s+\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d\\s+\\d{4}-`),
    );
  });

  it('disables and enables an operator; a disabled one cannot use the CLI', async () => {
    const disabled = await cli(['operators', 'disable', username]);
    expect(disabled.code).toBe(0);
    expect(disabled.stdout.trim()).toBe(`Operator ${username} disabled; 1 open session ended.`);
    expect((await operatorRow(username))?.active).toBe(false);

    const refused = await cli(['deposits', 'list'], { OPERATOR_USER: username, OPERATOR_PASSWORD: STRONG });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('refused: operator.disabled (code 102)');
    expect((await cli(['operators', 'list'])).stdout).toMatch(new RegExp(`${username}\\s+finance\\s+disabled`));

    const self = await cli(['operators', 'disable', 'admin']);
    expect(self.code).toBe(1);
    expect(self.stderr).toContain('refused: operator.own_account (code 103)');

    const enabled = await cli(['operators', 'enable', username]);
    expect(enabled.code).toBe(0);
    expect(enabled.stdout.trim()).toBe(`Operator ${username} enabled.`);
    const back = await cli(['deposits', 'list'], { OPERATOR_USER: username, OPERATOR_PASSWORD: STRONG });
    expect(back.code).toBe(0);
  });

  it('resets a password and ends the sessions of that operator', async () => {
    const session = await signInOperator(server, username, STRONG);
    const newPassword = 'Reset-by-admin-77';
    const reset = await cli(['operators', 'password', username, '--new-password', newPassword]);
    expect(reset.code).toBe(0);
    expect(reset.stdout.trim()).toBe(`Password of ${username} set; 1 open session ended.`);
    expect((await session.call('/operator/deposits/list')).status).toBe(401);
    const old = await cli(['deposits', 'list'], { OPERATOR_USER: username, OPERATOR_PASSWORD: STRONG });
    expect(old.stderr).toContain('refused: operator.login_failed (code 101)');
    expect((await signInOperator(server, username, newPassword)).role).toBe('finance');
  });

  it('refuses finance and support (403) and changes nothing', async () => {
    const [finance, support] = [await createOperator(server.db, 'finance'), await createOperator(server.db, 'support')];
    const as = (op: { username: string; password: string }) => ({
      OPERATOR_USER: op.username,
      OPERATOR_PASSWORD: op.password,
      NEW_OPERATOR_PASSWORD: STRONG,
    });
    const runs = await Promise.all([
      cli(['operators', 'create', `${finance.username}new`, '--role', 'admin'], as(finance)),
      cli(['operators', 'disable', username], as(finance)),
      cli(['operators', 'list'], as(support)),
      cli(['operators', 'password', 'admin'], as(support)),
    ]);
    for (const run of runs) {
      expect(run.code).toBe(1);
      expect(run.stderr).toContain('your role does not allow this (HTTP 403)');
    }
    expect(await operatorRow(`${finance.username}new`)).toBeUndefined();
    expect((await operatorRow(username))?.active).toBe(true);
    expect((await auditRows(server.db, 'operator.password')).length).toBe(1);
  });

  it('leaves one audit row per change, by the admin', async () => {
    const audit = await cli(['audit', 'list', '--limit', '500']);
    expect(audit.code).toBe(0);
    const rows = audit.stdout.split('\n').filter((line) => line.includes(` ${username} `) && /\soperator\./.test(line));
    const actions = rows.map((line) => /\s(operator\.\w+)\s/.exec(line)?.[1]).reverse();
    expect(actions).toEqual(['operator.create', 'operator.disable', 'operator.enable', 'operator.password']);
    expect(rows.every((line) => /\sadmin\s+operator\./.test(line))).toBe(true);
    expect(audit.stdout).not.toContain(STRONG);

    const filtered = await cli(['audit', 'list', '--action', 'operator.disable']);
    expect(filtered.code).toBe(0);
    expect(filtered.stdout).toMatch(new RegExp(`\\soperator\\.disable\\s+${username}\\s`));
  });
});
