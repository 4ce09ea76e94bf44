import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../accounts/passwords.ts';
import { createMemoryRateLimiter, type RateLimiter } from '../accounts/rate-limiter.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { auditRows, createOperator, runOperatorCli, signInOperator } from './operator-test-helpers.ts';

let server: TestServer;
const NEW_PASSWORD = 'Changed-by-self-31';

/** The CLI against the test server, signed in as the seeded admin unless env says otherwise. */
const cli = (args: string[], env: Record<string, string> = {}) => runOperatorCli(['--url', server.url, ...args], env);

beforeAll(async () => {
  // A server of its own, as in operator-accounts-cli.test.ts: every CLI run signs in from 127.0.0.1, and sign-ins per
  // address are limited (20 a minute). This file signs in more often than that within a minute when the machine is
  // quick, and tests roles and passwords, not that limit (operator-accounts.test.ts does): its limits are ten times
  // as wide.
  const limits = createMemoryRateLimiter();
  const limiter: RateLimiter = { ...limits, hit: (key, limit, windowMs) => limits.hit(key, limit * 10, windowMs) };
  server = await startTestServer({ env: { TRUST_PROXY: '1' }, app: { limiter } });
});
afterAll(() => server.close());

async function operatorRow(username: string) {
  return server.db.selectFrom('operators').selectAll().where('username', '=', username).executeTakeFirstOrThrow();
}

// Each run starts a Node process through tsx: about a second apiece.
describe('operator CLI: roles and own passwords', { timeout: 90_000 }, () => {
  it('lists the commands and refuses wrong usage and weak passwords before signing in (exit 2)', async () => {
    const signedInAs = (username: string) => ({ OPERATOR_USER: username, OPERATOR_PASSWORD: 'whatever-1234' });
    const runs = await Promise.all([
      cli(['help']),
      cli(['operators', 'role', 'someone']),
      cli(['operators', 'role', 'someone', '--role', 'owner']),
      cli(['operators', 'role', '--role', 'finance']),
      cli(['operators', 'change-password']),
      cli(['operators', 'change-password', '--new-password', 'short1']),
      cli(['operators', 'change-password'], { ...signedInAs('carol'), NEW_OPERATOR_PASSWORD: 'Carol-is-here-2024' }),
      cli(['operators', 'change-password'], { OPERATOR_USER: '', OPERATOR_PASSWORD: '', NEW_OPERATOR_PASSWORD: NEW_PASSWORD }),
    ]);
    const [help, noRole, badRole, noUser, noNew, weak, containsName, noSignIn] = runs;
    expect(help?.code).toBe(0);
    for (const text of [
      'operators role <user> --role admin|finance|support',
      'operators change-password',
      'operator.role',
      'operator.password_change',
      'OPERATOR_PASSWORD is the current',
    ]) {
      expect(help?.stdout).toContain(text);
    }
    for (const run of runs.slice(1)) expect(run.code).toBe(2);
    expect(noRole?.stderr).toContain('missing --role');
    expect(badRole?.stderr).toContain('--role must be one of admin, finance, support');
    expect(noUser?.stderr).toContain('missing user name');
    expect(noNew?.stderr).toContain('missing the new password: set NEW_OPERATOR_PASSWORD or give --new-password');
    expect(weak?.stderr).toContain('the new password is too weak (password_too_short)');
    expect(containsName?.stderr).toContain('(password_contains_username)');
    expect(noSignIn?.stderr).toContain('sign-in needed');
    expect((await auditRows(server.db, 'login')).length).toBe(0);
  });

  it("changes another operator's role and ends their sessions; not one's own; not as finance or support", async () => {
    const op = await createOperator(server.db, 'finance');
    const session = await signInOperator(server, op.username, op.password);
    const changed = await cli(['operators', 'role', op.username.toUpperCase(), '--role', 'support']);
    expect(changed.stderr).not.toContain('error:');
    expect(changed.code).toBe(0);
    expect(changed.stdout.trim()).toBe(`Role of ${op.username} is now support; 1 open session ended.`);
    expect((await session.call('/operator/deposits/list')).status).toBe(401);
    expect((await signInOperator(server, op.username, op.password)).role).toBe('support');

    const own = await cli(['operators', 'role', 'admin', '--role', 'finance']);
    expect(own.code).toBe(1);
    expect(own.stderr).toContain('refused: operator.own_account (code 103)');
    const unknown = await cli(['operators', 'role', 'nobody-by-this-name', '--role', 'finance']);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('refused: operator.not_found (code 101)');

    const finance = await createOperator(server.db, 'finance');
    const forbidden = await Promise.all([
      cli(['operators', 'role', op.username, '--role', 'admin'], { OPERATOR_USER: op.username, OPERATOR_PASSWORD: op.password }),
      cli(['operators', 'role', finance.username, '--role', 'admin'], {
        OPERATOR_USER: finance.username,
        OPERATOR_PASSWORD: finance.password,
      }),
    ]);
    for (const run of forbidden) {
      expect(run.code).toBe(1);
      expect(run.stderr).toContain('your role does not allow this (HTTP 403)');
    }
    expect((await operatorRow(op.username)).role).toBe('support');
    expect((await operatorRow(finance.username)).role).toBe('finance');
    expect((await operatorRow('admin')).role).toBe('admin');
    const rows = await auditRows(server.db, 'operator.role');
    expect(rows.map((r) => [r.target, r.details])).toEqual([
      [op.username, { operator_id: op.id, old_role: 'finance', new_role: 'support', revoked_sessions: 1 }],
    ]);
  });

  it("changes one's own password given the current one; the other sessions end", async () => {
    const op = await createOperator(server.db, 'support');
    const other = await signInOperator(server, op.username, op.password);
    const as = { OPERATOR_USER: op.username, OPERATOR_PASSWORD: op.password };

    const changed = await cli(['operators', 'change-password'], { ...as, NEW_OPERATOR_PASSWORD: NEW_PASSWORD });
    expect(changed.stderr).not.toContain('error:');
    expect(changed.code).toBe(0);
    expect(changed.stdout.trim()).toBe(`Password of ${op.username} changed; 1 other open session ended.`);
    expect((await other.call('/operator/deposits/list')).status).toBe(401);
    expect(await verifyPassword((await operatorRow(op.username)).password_hash, NEW_PASSWORD)).toBe(true);
    // The run's own session stayed open for its sign-out.
    expect((await auditRows(server.db, 'logout')).filter((r) => r.operator_id === op.id)).toHaveLength(1);

    // The old password no longer signs in, so it cannot change the password either: nothing changes.
    const stale = await cli(['operators', 'change-password', '--new-password', 'Another-new-one-55'], as);
    expect(stale.code).toBe(1);
    expect(stale.stderr).toContain('refused: operator.login_failed (code 101)');
    expect(await verifyPassword((await operatorRow(op.username)).password_hash, NEW_PASSWORD)).toBe(true);

    const rows = (await auditRows(server.db, 'operator.password_change')).filter((r) => r.operator_id === op.id);
    expect(rows.map((r) => [r.target, r.details])).toEqual([[op.username, { operator_id: op.id, revoked_sessions: 1 }]]);

    const audit = await cli(['audit', 'list', '--action', 'operator.password_change']);
    expect(audit.code).toBe(0);
    expect(audit.stdout).toMatch(new RegExp(`\\s${op.username}\\s+operator\\.password_change\\s+${op.username}\\s`));
    expect(audit.stdout).not.toContain(NEW_PASSWORD);
  });
});
