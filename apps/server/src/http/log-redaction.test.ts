import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOUSE_CODE } from '../house/house-config.ts';
import { ledgerAccounts } from '../ledger/ledger-accounts.ts';
import { postTransaction } from '../ledger/post-transaction.ts';
import { bindBankAccount, methodIds, newKey } from '../payments/payments-test-kit.ts';
import { fakeGamesBuild } from '../testing/games-build.ts';
import { createSignedInMember, startTestServer, type TestServer } from '../testing/test-server.ts';
import { redactUrl } from './logger-options.ts';

/** Tokens, passwords and signatures never reach the logs (docs/security.md, T9). */
const lines: string[] = [];
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({
    env: { LOG_LEVEL: 'info', GAMES_DIST_DIR: fakeGamesBuild() },
    app: { logStream: { write: (line: string) => void lines.push(line) } },
  });
});
afterAll(async () => {
  await server?.close();
});

describe('logs', () => {
  it('keep no session token of the house or the sandbox gateway, and no bearer token', async () => {
    const member = await createSignedInMember(server.db, `logs${Date.now() % 1_000_000}`);
    const auth = { authorization: `Bearer ${member.token}` };
    await postTransaction(server.db, server.db, {
      key: `fund:${member.memberId}`,
      kind: 'deposit',
      postings: [
        { account: ledgerAccounts.system('gateway:test', 'INR'), amount: -10_000n },
        { account: ledgerAccounts.memberMain(member.memberId, 'INR'), amount: 10_000n },
      ],
    });
    const gp = await server.db.selectFrom('game_providers').select('id').where('code', '=', HOUSE_CODE).executeTakeFirstOrThrow();
    const play = await server.call(
      '/member/game/play1',
      { gpId: gp.id, game_type: 2, game_code: 'house-dragon-gold', lobby_url: `${server.url}/close` },
      auth,
    );
    const gameUrl = new URL(play.body.data.game_url, server.url);
    const houseToken = gameUrl.searchParams.get('session') ?? '';
    expect(houseToken.length).toBeGreaterThan(20);
    expect((await fetch(gameUrl)).status).toBe(200);
    await fetch(`${server.url}/house/api/spin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ session: houseToken, bet: '0.20' }),
    });

    await bindBankAccount(server.db, member.memberId);
    const { gateway } = await methodIds(server, member);
    const deposit = await server.call(
      '/member/deposit/create',
      { method_id: gateway, amount: '500.00' },
      {
        ...auth,
        'idempotency-key': newKey(),
      },
    );
    const payUrl = new URL(deposit.body.data.pay_url);
    const payToken = payUrl.searchParams.get('session') ?? '';
    expect((await fetch(payUrl)).status).toBe(200);

    // Whatever a use-case logs by mistake is redacted by field name too.
    server.app.http.log.info({ token: member.token, member: { password: 'hunter22', session_token: houseToken } }, 'probe');

    const text = lines.join('');
    expect(text).toContain('/house/play/');
    expect(text).toContain('[redacted]');
    for (const secret of [houseToken, payToken, member.token, 'hunter22']) expect(text).not.toContain(secret);
  });

  it('redact secret query parameters in any URL', () => {
    expect(redactUrl('/house/play/x?session=abc&lang=en_US')).toBe('/house/play/x?session=[redacted]&lang=en_US');
    expect(redactUrl('/pay/1?lang=en&token=t1&code=123456')).toBe('/pay/1?lang=en&token=[redacted]&code=[redacted]');
    expect(redactUrl('/user/Fund/Deposit?tk=member-token&member_id=7')).toBe('/user/Fund/Deposit?tk=[redacted]&member_id=7');
    expect(redactUrl('/?enc=sealed&x=1')).toBe('/?enc=[redacted]&x=1');
    expect(redactUrl('/api/site')).toBe('/api/site');
  });
});
