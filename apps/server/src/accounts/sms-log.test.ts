import { afterEach, describe, expect, it } from 'vitest';
import { freshAddress } from '../testing/accounts-helpers.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

/**
 * The README promises that the built-in sender's codes are in the log: outside production the log line carries the
 * code, so that a sign-up can be finished while the server holds the database; in production it never does.
 */
let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function sendAndReadLog(env: Record<string, string>) {
  const lines: string[] = [];
  server = await startTestServer({
    env: { LOG_LEVEL: 'info', TRUST_PROXY: '1', ...env },
    app: { logStream: { write: (line: string) => void lines.push(line) } },
  });
  const phone = `98${String(Date.now()).slice(-8)}`;
  const sent = await server.call(
    '/register/sms',
    { site_id: 1, member_phone: phone, currency: 'INR', type: 'register_member' },
    freshAddress(),
  );
  expect([100, 1000]).toContain(sent.body.code);
  const row = await server.db.selectFrom('sms_outbox').select('code').where('phone', '=', phone).executeTakeFirstOrThrow();
  const entries = lines.map((line) => JSON.parse(line) as { msg?: string; phone?: string });
  const smsLines = entries.filter((entry) => entry.phone === phone);
  return { code: row.code, smsLines, text: lines.join('') };
}

describe('the built-in SMS sender', () => {
  it('logs the code in development', async () => {
    const { code, smsLines } = await sendAndReadLog({ NODE_ENV: 'development' });
    expect(smsLines).toHaveLength(1);
    expect(smsLines[0]?.msg).toContain(`code ${code}`);
  });

  it('never logs the code in production', async () => {
    const { code, smsLines, text } = await sendAndReadLog({
      NODE_ENV: 'production',
      TOKEN_SECRET: 'a-production-secret-of-enough-length-for-the-test-0123456789',
      PUBLIC_URL: 'https://casino.example.com',
    });
    expect(smsLines).toHaveLength(1);
    expect(smsLines[0]?.msg).toBe('sms sent to outbox');
    expect(text).not.toContain(code);
  });
});
