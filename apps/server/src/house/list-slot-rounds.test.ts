import { HOUSE_API_PREFIX } from '@casino/contract/house/house-call.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { HOUSE_CODE } from './house-config.ts';

/** The slot's History after a reload: the session's own rounds, newest first, a page at a time. */
let server: TestServer;
let gpId: number;

beforeAll(async () => {
  server = await startTestServer({ env: { LIVE_TABLES: '0' } });
  gpId = (await server.db.selectFrom('game_providers').select('id').where('code', '=', HOUSE_CODE).executeTakeFirstOrThrow()).id;
});

afterAll(async () => {
  await server?.close();
});

async function post(path: string, body: unknown): Promise<{ status: number; body: any }> {
  const response = await fetch(`${server.url}${HOUSE_API_PREFIX}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

async function demoSession(gameCode: string, gameType: number): Promise<string> {
  const launched = await server.call('/demo/play', {
    site_id: 1,
    currency: 'INR',
    gp_id: gpId,
    game_type: gameType,
    game_code: gameCode,
  });
  expect(launched.body.code).toBe(1000);
  return new URL(launched.body.data.game_url as string, server.url).searchParams.get('session') ?? '';
}

async function spinOnce(session: string) {
  const spun = await post('/spin', { session, bet: '1.00' });
  expect(spun.status).toBe(200);
  return spun.body as { round_id: string; bet: string; win: string; outcome: { spins: { stops: number[] }[] } };
}

describe('the slot rounds call', () => {
  it("pages through the session's rounds newest first, each with its money and stops", async () => {
    const session = await demoSession('house-lucky-sevens', 2);
    const spins = [];
    for (let i = 0; i < 3; i++) spins.push(await spinOnce(session));

    const first = await post('/slot/rounds', { session, limit: 2 });
    expect(first.status).toBe(200);
    expect(first.body.rounds.map((r: { round_id: string }) => r.round_id)).toEqual([spins[2]?.round_id, spins[1]?.round_id]);
    expect(first.body.next).toBe(spins[1]?.round_id);
    const newest = first.body.rounds[0];
    expect(newest).toMatchObject({ bet: spins[2]?.bet, win: spins[2]?.win, win_pending: false });
    expect(newest.stops).toEqual(spins[2]?.outcome.spins.map((spin) => spin.stops));
    expect(Number.isNaN(Date.parse(newest.created_at))).toBe(false);

    const second = await post('/slot/rounds', { session, limit: 2, before: first.body.next });
    expect(second.body).toMatchObject({ next: null });
    expect(second.body.rounds.map((r: { round_id: string }) => r.round_id)).toEqual([spins[0]?.round_id]);

    // A reload reads the same list: nothing of the page is needed.
    expect((await post('/slot/rounds', { session })).body.rounds).toHaveLength(3);
  });

  it("lists only the session's own rounds, and refuses another session's round as a cursor", async () => {
    const mine = await demoSession('house-lucky-sevens', 2);
    const theirs = await demoSession('house-lucky-sevens', 2);
    const myRound = await spinOnce(mine);
    const theirRound = await spinOnce(theirs);

    const listed = await post('/slot/rounds', { session: mine });
    expect(listed.body.rounds.map((r: { round_id: string }) => r.round_id)).toEqual([myRound.round_id]);
    expect(await post('/slot/rounds', { session: mine, before: theirRound.round_id })).toEqual({
      status: 404,
      body: { error: 'unknown_round' },
    });
    expect(await post('/slot/rounds', { session: 'nope' })).toEqual({ status: 401, body: { error: 'invalid_session' } });
  });

  it('refuses a session of another game and a page size it does not offer', async () => {
    const baccarat = await demoSession('house-baccarat', 6);
    expect(await post('/slot/rounds', { session: baccarat })).toEqual({ status: 404, body: { error: 'unknown_game' } });
    const slot = await demoSession('house-lucky-sevens', 2);
    expect(await post('/slot/rounds', { session: slot, limit: 0 })).toEqual({ status: 400, body: { error: 'invalid_limit' } });
    expect(await post('/slot/rounds', { session: slot, limit: 500 })).toEqual({ status: 400, body: { error: 'invalid_limit' } });
  });
});
