import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows, createOperator, runOperatorCli } from '../operators/operator-test-helpers.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

let server: TestServer;
const dir = mkdtempSync(join(tmpdir(), 'loyalty-cli-'));
const file = (name: string, body: unknown) => {
  const path = join(dir, name);
  writeFileSync(path, JSON.stringify(body));
  return path;
};

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('operator command line: loyalty', () => {
  it('sets comp point rates and VIP levels and shows them, as the role allows', { timeout: 180_000 }, async () => {
    const op = await createOperator(server.db, 'admin');
    const env = { CASINO_URL: server.url, OPERATOR_USER: op.username, OPERATOR_PASSWORD: op.password };
    const rates = file('rates.json', {
      site_id: 1,
      currency: 'INR',
      rates: [{ game_type_id: 2, points_per_unit: 0.5 }],
      exchange_points: 500,
      exchange_cash: '2.50',
    });
    const saved = await runOperatorCli(['loyalty', 'rates', '--file', rates], env);
    expect(saved.stdout, saved.stderr).toContain('Site 1 INR: 1 rates saved, 500 points buy 2.50.');
    const levels = file('levels.json', {
      site_id: 1,
      currency: 'INR',
      window_days: 14,
      levels: [{ level: 1, min_points: 100, daily_withdrawal_limit: '900', birthday_bonus: '5' }],
    });
    const savedLevels = await runOperatorCli(['loyalty', 'levels', '--file', levels], env);
    expect(savedLevels.stdout, savedLevels.stderr).toContain('Site 1 INR: 1 levels saved, window 14 days.');
    const shown = await runOperatorCli(['loyalty', 'show', '--site', '1'], env);
    expect(shown.stdout).toContain('INR: 500 points buy 2.50; game type 2 0.5/unit');
    expect(shown.stdout).toContain('INR VIP 1: 100 points in 14 days, withdrawals 900.00 a day, birthday 5.00');
    expect(await auditRows(server.db, 'loyalty.levels_save')).toHaveLength(1);

    const support = await createOperator(server.db, 'support');
    const denied = await runOperatorCli(['loyalty', 'rates', '--file', rates], {
      CASINO_URL: server.url,
      OPERATOR_USER: support.username,
      OPERATOR_PASSWORD: support.password,
    });
    expect(denied.code).not.toBe(0);
    expect((await runOperatorCli(['loyalty', 'nothing'], env)).code).toBe(2);
  });
});
