import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOperator, runOperatorCli } from '../operators/operator-test-helpers.ts';
import { createSignedInMember, startTestServer, type TestServer } from '../testing/test-server.ts';
import { addDays, siteDay } from './site-day.ts';

let server: TestServer;
const dir = mkdtempSync(join(tmpdir(), 'engagement-cli-'));
const file = (name: string, body: unknown) => {
  const path = join(dir, name);
  writeFileSync(path, JSON.stringify(body));
  return path;
};

beforeAll(async () => {
  server = await startTestServer();
  // The demo seed opens calendars of its own: this test makes one.
  await server.db.updateTable('sign_in_calendars').set({ cancelled_at: new Date() }).execute();
});
afterAll(() => server.close());

describe('operator command line: letters, red envelopes, sign-in', () => {
  it('sends, lists and cancels, as the role allows', { timeout: 180_000 }, async () => {
    const env = { CASINO_URL: server.url };
    const account = `clilet${Date.now() % 100_000}`;
    await createSignedInMember(server.db, account, 1, 'INR');
    const letter = file('letter.json', {
      site_id: 1,
      title: { en_US: 'From the CLI' },
      body: { en_US: '<p>Hello</p>' },
      audience: { kind: 'member', member_account: account },
    });
    const sent = await runOperatorCli(['letters', 'send', '--file', letter], env);
    expect(sent.stdout).toMatch(/^letter (\d+) site 1 (queued|sending|sent): .* - From the CLI/);
    const id = /^letter (\d+)/.exec(sent.stdout)?.[1];
    expect((await runOperatorCli(['letters', 'list'], env)).stdout).toContain(`letter ${id} site 1`);
    const cancelled = await runOperatorCli(['letters', 'cancel', String(id)], env);
    expect(cancelled.stdout, cancelled.stderr).toContain('cancelled');

    const today = siteDay();
    const calendar = file('calendar.json', {
      site_id: 1,
      currency: 'USD',
      starts_on: today,
      ends_on: addDays(today, 6),
      rewards: ['1.00', '2.00'],
    });
    const created = await runOperatorCli(['sign-in', 'create', '--file', calendar], env);
    expect(created.stdout).toMatch(/^sign-in \d+ site 1 USD running .* rewards 1\.00, 2\.00/);
    const promotion = file('promotion.json', {
      site_id: 1,
      title: { en_US: 'CLI envelope' },
      starts_at: new Date().toISOString(),
      ends_at: new Date(Date.now() + 3_600_000).toISOString(),
      budgets: [{ currency: 'INR', budget: '100.00', min_amount: '1.00', max_amount: '2.00' }],
    });
    const red = await runOperatorCli(['red-envelopes', 'create', '--file', promotion], env);
    expect(red.stdout).toMatch(/^red envelope (\d+) site 1 running .* INR 100\.00\/100\.00 left, 0 claims - CLI envelope/);
    const redId = /^red envelope (\d+)/.exec(red.stdout)?.[1];
    expect((await runOperatorCli(['red-envelopes', 'cancel', String(redId)], env)).stdout).toContain('cancelled');

    // Support may write letters but not pay promotions.
    const support = await createOperator(server.db, 'support');
    const refused = await runOperatorCli(['red-envelopes', 'list'], {
      ...env,
      OPERATOR_USER: support.username,
      OPERATOR_PASSWORD: support.password,
    });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('HTTP 403');
    expect((await runOperatorCli(['letters', 'cancel', 'x'], env)).code).toBe(2);
  });
});
