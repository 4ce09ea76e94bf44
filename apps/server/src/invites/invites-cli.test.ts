import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows, createOperator, runOperatorCli } from '../operators/operator-test-helpers.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

let server: TestServer;
const dir = mkdtempSync(join(tmpdir(), 'invites-cli-'));
const file = (name: string, body: unknown) => {
  const path = join(dir, name);
  writeFileSync(path, JSON.stringify(body));
  return path;
};

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('operator command line: friend invites', () => {
  it('sets and shows a programme with its window through the audited API, and refuses wrong values', {
    timeout: 180_000,
  }, async () => {
    const env = { CASINO_URL: server.url };
    const programme = {
      site_id: 1,
      currency: 'INR',
      enabled: 1,
      min_first_deposit: '500',
      min_valid_bet: '1000',
      inviter_reward: '200',
      friend_reward: '50',
      qualify_within_days: 14,
    };
    expect((await runOperatorCli(['invites', 'programmes'], env)).stdout).toContain('No friend-invite programme.');
    const saved = await runOperatorCli(['invites', 'programme', '--file', file('programme.json', programme)], env);
    const line =
      'site 1 INR on: first deposit 500.00 and valid bets 1000.00 within 14 days of registering; inviter 200.00, friend 50.00';
    expect(saved.stdout, saved.stderr).toContain(`Saved: ${line}`);
    expect((await runOperatorCli(['invites', 'programmes'], env)).stdout).toContain(line);
    expect((await auditRows(server.db, 'invite.programme_save')).at(-1)?.details).toMatchObject({ qualify_within_days: 14 });

    // Without a window the default applies.
    const { qualify_within_days: _, ...noWindow } = programme;
    const defaulted = await runOperatorCli(['invites', 'programme', '--file', file('default.json', noWindow)], env);
    expect(defaulted.stdout, defaulted.stderr).toContain('within 30 days of registering');
    expect(defaulted.stdout).toContain('per inviter at most any number of friends and any total');

    // Caps per inviter: friends rewarded and the total paid, shown and audited.
    const caps = await runOperatorCli(
      [
        'invites',
        'programme',
        '--file',
        file('caps.json', { ...noWindow, max_rewarded_friends: 5, max_inviter_reward_total: '800' }),
      ],
      env,
    );
    expect(caps.stdout, caps.stderr).toContain('per inviter at most 5 friends and 800.00');
    expect((await runOperatorCli(['invites', 'programmes'], env)).stdout).toContain('per inviter at most 5 friends and 800.00');
    expect((await auditRows(server.db, 'invite.programme_save')).at(-1)?.details).toMatchObject({
      max_rewarded_friends: 5,
      max_inviter_reward_total: '800',
    });
    const noCaps = await runOperatorCli(['invites', 'programme', '--file', file('nocaps.json', noWindow)], env);
    expect(noCaps.stdout, noCaps.stderr).toContain('per inviter at most any number of friends and any total');

    // Values the server refuses: said field by field, and the programme stays as it was.
    const noDays = await runOperatorCli(
      ['invites', 'programme', '--file', file('zero.json', { ...programme, qualify_within_days: 0 })],
      env,
    );
    expect(noDays.code).toBe(1);
    expect(noDays.stderr).toContain('invalid request (HTTP 400): qualify_within_days:');
    const cents = await runOperatorCli(
      ['invites', 'programme', '--file', file('cents.json', { ...programme, inviter_reward: '1.999' })],
      env,
    );
    expect(cents.code).toBe(1);
    expect(cents.stderr).toContain('invalid request (HTTP 400): inviter_reward: amount_format');
    expect((await runOperatorCli(['invites', 'programmes'], env)).stdout).toContain('within 30 days of registering');
    // Wrong usage never signs in.
    expect((await runOperatorCli(['invites', 'programme'], env)).code).toBe(2);
    expect((await runOperatorCli(['invites', 'programmes', '--site', 'one'], env)).code).toBe(2);

    const support = await createOperator(server.db, 'support');
    const refused = await runOperatorCli(['invites', 'programmes'], {
      ...env,
      OPERATOR_USER: support.username,
      OPERATOR_PASSWORD: support.password,
    });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('HTTP 403');
  });
});
