import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOUSE_CODE } from '../house/house-config.ts';
import { bindBankAccount, methodIds, newKey } from '../payments/payments-test-kit.ts';
import { fakeGamesBuild } from '../testing/games-build.ts';
import { createSignedInMember, startTestServer, type TestServer } from '../testing/test-server.ts';

/**
 * Every page the server draws itself names its icon, inline, so that no browser asks for /favicon.ico and gets a
 * 404 (the site's own pages link /favicon.ico, which the build ships).
 */
let server: TestServer;
beforeAll(async () => {
  // A games build for the slot page, which the games app draws.
  server = await startTestServer({ env: { GAMES_DIST_DIR: fakeGamesBuild() } });
});
afterAll(() => server.close());

function iconOf(html: string): string | undefined {
  return /<link rel="icon" href="([^"]+)">/.exec(html)?.[1];
}

describe('pages drawn by the server', () => {
  it('house game pages and their error pages carry an inline icon their CSP allows', async () => {
    const gp = await server.db.selectFrom('game_providers').select('id').where('code', '=', HOUSE_CODE).executeTakeFirstOrThrow();
    for (const [gameCode, gameType] of [
      ['house-dragon-gold', 2],
      ['house-baccarat', 6],
    ] as const) {
      const play = await server.call('/demo/play', {
        site_id: 1,
        currency: 'INR',
        gp_id: gp.id,
        game_type: gameType,
        game_code: gameCode,
      });
      expect(play.body.code, gameCode).toBe(1000);
      const page = await fetch(new URL(play.body.data.game_url, server.url));
      expect(page.status).toBe(200);
      expect(iconOf(await page.text())).toMatch(/^data:image\/svg\+xml,/);
      expect(page.headers.get('content-security-policy')).toContain("img-src 'self' data:");
    }
    const expired = await fetch(`${server.url}/house/play/house-dragon-gold?session=nope`);
    expect(expired.status).toBeGreaterThanOrEqual(400);
    expect(iconOf(await expired.text())).toMatch(/^data:image\/svg\+xml,/);
  });

  it('the sandbox payment page carries an inline icon its CSP allows', async () => {
    const member = await createSignedInMember(server.db, `iconpay${Date.now() % 1_000_000}`);
    await bindBankAccount(server.db, member.memberId);
    const { gateway } = await methodIds(server, member);
    const deposit = await server.call(
      '/member/deposit/create',
      { method_id: gateway, amount: '500.00' },
      { authorization: `Bearer ${member.token}`, 'idempotency-key': newKey() },
    );
    const page = await fetch(deposit.body.data.pay_url);
    expect(page.status).toBe(200);
    expect(iconOf(await page.text())).toMatch(/^data:image\/svg\+xml,/);
    expect(page.headers.get('content-security-policy')).toContain('img-src data:');
  });
});
