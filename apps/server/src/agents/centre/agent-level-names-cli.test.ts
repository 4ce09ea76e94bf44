import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows, createOperator, runOperatorCli } from '../../operators/operator-test-helpers.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('operator command line: agent level names', () => {
  it('names, lists and unnames a level through the audited API, and refuses wrong words and values', {
    timeout: 180_000,
  }, async () => {
    const env = { CASINO_URL: server.url };
    const saved = await runOperatorCli(['agents', 'level-name', '4', 'en_US=Gold partner', 'zh_CN=黄金合伙人'], env);
    expect(saved.stdout, saved.stderr).toContain('Saved: level 4: en_US "Gold partner", zh_CN "黄金合伙人"');
    expect((await runOperatorCli(['agents', 'level-names'], env)).stdout).toContain(
      'level 4: en_US "Gold partner", zh_CN "黄金合伙人"',
    );
    const audited = await auditRows(server.db, 'agent.level_name');
    expect(audited.at(-1)?.details).toEqual({ level: 4, name: { en_US: 'Gold partner', zh_CN: '黄金合伙人' } });

    // Wrong words are refused before anything is sent.
    for (const words of [
      ['agents', 'level-name', '4'],
      ['agents', 'level-name', '4', 'xx_XX=Unknown'],
      ['agents', 'level-name', '4', 'Gold'],
      ['agents', 'level-name', 'four', 'en_US=Gold'],
      ['agents', 'level-unname', '4', 'en_US=Gold'],
    ]) {
      const refused = await runOperatorCli(words, env);
      expect(refused.code, words.join(' ')).toBe(2);
      expect(refused.stderr).toMatch(/^error: /);
    }
    // Values the server refuses: said field by field, and nothing changes.
    const deep = await runOperatorCli(['agents', 'level-name', '21', 'en_US=Too deep'], env);
    expect(deep.code).toBe(1);
    expect(deep.stderr).toContain('invalid request (HTTP 400): level:');
    const long = await runOperatorCli(['agents', 'level-name', '4', `en_US=${'x'.repeat(41)}`], env);
    expect(long.code).toBe(1);
    expect(long.stderr).toContain('invalid request (HTTP 400): name.en_US:');
    expect((await runOperatorCli(['agents', 'level-names'], env)).stdout).toContain('level 4: en_US "Gold partner"');

    const unnamed = await runOperatorCli(['agents', 'level-unname', '4'], env);
    expect(unnamed.stdout, unnamed.stderr).toContain('Saved: level 4: no name (shown by its number)');
    expect((await runOperatorCli(['agents', 'level-names'], env)).stdout).not.toContain('level 4:');

    const support = await createOperator(server.db, 'support');
    const refused = await runOperatorCli(['agents', 'level-name', '4', 'en_US=Gold'], {
      ...env,
      OPERATOR_USER: support.username,
      OPERATOR_PASSWORD: support.password,
    });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('HTTP 403');
  });
});
