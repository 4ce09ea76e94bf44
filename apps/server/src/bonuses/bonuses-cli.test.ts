import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOperator, runOperatorCli } from '../operators/operator-test-helpers.ts';
import { createSignedInMember, startTestServer, type TestServer } from '../testing/test-server.ts';

let server: TestServer;
const dir = mkdtempSync(join(tmpdir(), 'bonus-cli-'));
const file = (name: string, body: unknown) => {
  const path = join(dir, name);
  writeFileSync(path, JSON.stringify(body));
  return path;
};

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('operator command line: bonuses and rebates', () => {
  it('attaches, grants, lists, cancels, reports and sets rebates, as the role allows', { timeout: 180_000 }, async () => {
    const env = { CASINO_URL: server.url };
    const account = `clibon${Date.now() % 100_000}`;
    await createSignedInMember(server.db, account, 1, 'INR');
    const promotion = await server.db.selectFrom('promotions').select('id').where('site_id', '=', 1).executeTakeFirstOrThrow();
    const terms = file('bonus.json', {
      site_id: 1,
      promotion_id: promotion.id,
      kind: 'deposit_match',
      amounts: [{ currency: 'INR', percent: 50, cap: '500', min_deposit: '100' }],
      wagering_multiple: 20,
      weights: { '2': 100, '3': 10 },
    });
    const saved = await runOperatorCli(['bonuses', 'promotion', '--file', terms], env);
    expect(saved.stdout, saved.stderr).toContain(
      `promotion ${promotion.id} site 1 deposit_match: INR 50% up to 500.00 from 100.00; wager 20x bonus`,
    );
    expect((await runOperatorCli(['bonuses', 'promotions'], env)).stdout).toContain(`promotion ${promotion.id} site 1`);

    const granted = await runOperatorCli(['bonuses', 'grant', account, '25', '10'], env);
    expect(granted.stdout, granted.stderr).toMatch(
      new RegExp(`^bonus (\\d+) ${account} active 25\\.00 INR: balance 25\\.00, wagered 0\\.00/250\\.00 \\(0%\\)`),
    );
    const id = /^bonus (\d+)/.exec(granted.stdout)?.[1];
    expect((await runOperatorCli(['bonuses', 'list', '--member', account], env)).stdout).toContain(
      `bonus ${id} ${account} active`,
    );
    const cancelled = await runOperatorCli(['bonuses', 'cancel', String(id), '--reason', 'test'], env);
    expect(cancelled.stdout).toContain(`bonus ${id} ${account} cancelled`);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Caracas' }).format(new Date());
    const report = await runOperatorCli(['bonuses', 'report', '--from', today, '--until', today], env);
    expect(report.stdout).toMatch(/INR: 1 granted \(25\.00\), converted 0\.00, forfeited 25\.00, 0 active/);

    const rates = file('rates.json', { site_id: 1, currency: 'INR', rates: [{ game_type_id: 2, vip_level: 0, percent: 0.5 }] });
    expect((await runOperatorCli(['rebates', 'rates', '--file', rates], env)).stdout).toContain('Site 1 INR: 1 rates saved.');
    expect((await runOperatorCli(['rebates', 'list-rates'], env)).stdout).toContain('INR game type 2 VIP 0+: 0.5%');
    expect((await runOperatorCli(['rebates', 'run'], env)).stdout).toContain('No rebate day was due.');

    const support = await createOperator(server.db, 'support');
    const refused = await runOperatorCli(['bonuses', 'list'], {
      ...env,
      OPERATOR_USER: support.username,
      OPERATOR_PASSWORD: support.password,
    });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('HTTP 403');
    expect((await runOperatorCli(['bonuses', 'cancel', 'x'], env)).code).toBe(2);
  });
});
