import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows, createOperator, runOperatorCli } from '../operators/operator-test-helpers.ts';
import { createSignedInMember, startTestServer, type TestServer } from '../testing/test-server.ts';

/** The `protection` commands of the operator CLI (docs/decisions/0084), each a child process as an operator runs it. */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('operator command line: limit policies', () => {
  it('sets, shows and removes a site policy through the audited API, lists limit changes, refuses wrong usage and roles', {
    timeout: 180_000,
  }, async () => {
    const env = { CASINO_URL: server.url };
    expect((await runOperatorCli(['protection', 'policies'], env)).stdout).toContain('No limit policy.');
    const saved = await runOperatorCli(['protection', 'policy', 'INR', 'deposit', 'day', '300', '1000'], env);
    const line = 'site 1 INR deposit per day: default 300.00, maximum 1000.00';
    expect(saved.stdout, saved.stderr).toContain(`Saved: ${line}`);
    expect((await runOperatorCli(['protection', 'policies', '--site', '1'], env)).stdout).toContain(line);
    expect((await auditRows(server.db, 'protection.policy_set')).at(-1)).toMatchObject({ target: 'site:1:INR:deposit:day' });

    // The server's refusal is reported and the run fails; the policy stays as it was.
    const above = await runOperatorCli(['protection', 'policy', 'INR', 'deposit', 'day', '2000', '1000'], env);
    expect(above.code).toBe(1);
    expect(above.stderr).toContain('(code 102)');

    // A member's change shows in the history.
    const member = await createSignedInMember(server.db, `cli${Date.now() % 100_000}`);
    const set = await server.call(
      '/member/protection/limits/set',
      { kind: 'deposit', period: 'day', amount: '250' },
      { authorization: `Bearer ${member.token}` },
    );
    expect(set.body.code).toBe(1000);
    const changes = await runOperatorCli(['protection', 'changes', '--member', String(member.memberId)], env);
    expect(changes.stdout, changes.stderr).toMatch(/deposit per day: lower 300\.00 -> 250\.00 INR, at once/);
    expect((await runOperatorCli(['protection', 'exclusions', '--member', String(member.memberId)], env)).stdout).toContain(
      'No exclusions.',
    );

    const removed = await runOperatorCli(['protection', 'policy', 'INR', 'deposit', 'day', 'none', 'none'], env);
    expect(removed.stdout, removed.stderr).toContain('Removed: site 1 INR deposit per day has no default or maximum.');

    // Wrong usage never signs in.
    for (const words of [
      ['protection', 'policy', 'INR', 'deposits', 'day', '1', '2'],
      ['protection', 'policy', 'INR', 'deposit', 'year', '1', '2'],
      ['protection', 'policy', 'INR', 'deposit', 'day', 'ten', 'none'],
      ['protection', 'changes', '--member', 'x'],
      ['protection', 'nonsense'],
    ]) {
      expect((await runOperatorCli(words, env)).code, words.join(' ')).toBe(2);
    }
    const support = await createOperator(server.db, 'support');
    const refused = await runOperatorCli(['protection', 'policies'], {
      ...env,
      OPERATOR_USER: support.username,
      OPERATOR_PASSWORD: support.password,
    });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('HTTP 403');
  });
});
