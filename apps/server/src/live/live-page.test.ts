import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOUSE_CODE } from '../house/house-config.ts';
import { createSignedInMember, startTestServer, type TestServer } from '../testing/test-server.ts';
import { LIVE_DRAGON_TIGER } from './live-games.ts';

// A server without a games build (the test server's GAMES_DIST_DIR names no folder): the live page cannot run.
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ env: { LIVE_TABLES: '0' } });
});

afterAll(async () => {
  await server?.close();
});

describe('the live table page without a games build', () => {
  it('answers 503 with the error page saying the game is not available, under the house pages’ policy', async () => {
    const member = await createSignedInMember(server.db, `livenobuild${Date.now() % 1_000_000}`);
    const gpId = (
      await server.db.selectFrom('game_providers').select('id').where('code', '=', HOUSE_CODE).executeTakeFirstOrThrow()
    ).id;
    const play = await server.call(
      '/member/game/play1',
      { gpId, game_type: 3, game_code: LIVE_DRAGON_TIGER, lobby_url: '' },
      { authorization: `Bearer ${member.token}` },
    );
    expect(play.body.code).toBe(1000);
    const page = await fetch(`${server.url}${play.body.data.game_url}`);
    expect(page.status).toBe(503);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await page.text();
    expect(html).toContain('This game is not available.');
    expect(html).not.toContain('games-startup');
  });
});
