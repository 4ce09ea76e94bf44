import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOperator, runOperatorCli } from '../../operators/operator-test-helpers.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';

let server: TestServer;
const dir = mkdtempSync(join(tmpdir(), 'agents-cli-'));

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('operator command line: agent commission', () => {
  it('sets and lists a plan, settles and lists months, and refuses a role without the right', { timeout: 180_000 }, async () => {
    const env = { CASINO_URL: server.url };
    const plan = join(dir, 'plan.json');
    writeFileSync(
      plan,
      JSON.stringify({
        site_id: 1,
        currency: 'INR',
        plan: {
          tiers: [{ min_active_members: 3, min_net_revenue: '0', rate_percent: 30 }],
          active: { min_valid_bet: '100' },
          payment_fee_percent: 2,
          upline_share_percent: [10],
        },
      }),
    );
    const saved = await runOperatorCli(['agents', 'plan', '--file', plan], env);
    expect(saved.stdout, saved.stderr).toContain(
      'Saved: site 1 INR: 30% from 3 active and 0.00; fees 2% + 0%, losses carried, upline 10%',
    );
    expect((await runOperatorCli(['agents', 'plans'], env)).stdout).toContain('site 1 INR: 30% from 3 active');
    // The plan was set this month: no month has ended since.
    expect((await runOperatorCli(['agents', 'settle'], env)).stdout).toContain('No month was due.');
    expect((await runOperatorCli(['agents', 'settlements'], env)).stdout).toContain('No month settled.');
    expect((await runOperatorCli(['agents', 'statements'], env)).code).toBe(2);

    const support = await createOperator(server.db, 'support');
    const refused = await runOperatorCli(['agents', 'plans'], {
      ...env,
      OPERATOR_USER: support.username,
      OPERATOR_PASSWORD: support.password,
    });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('HTTP 403');
  });
});
