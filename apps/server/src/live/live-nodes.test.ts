import type { AddressInfo } from 'node:net';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, createApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { HOUSE_CODE } from '../house/house-config.ts';
import { seedDemo } from '../seed/seed-demo.ts';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { LIVE_BACCARAT, LIVE_DRAGON_TIGER } from './live-games.ts';
import type { SharedTableState } from './table-shared.ts';

/**
 * Two nodes of the platform on one database, both running the live tables with short rounds: one holds the tables,
 * both tell their own sockets of every round, so players connected to either node see the same rounds, each dealt
 * once; when the holder stops, the other carries on.
 */
type State = { round: { id: string; no: number; phase: string; outcome: unknown } | null };

let database: TestDatabase;
const apps: App[] = [];
const sockets: Socket[] = [];

async function startNode(): Promise<string> {
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '/nonexistent-web-build',
    LIVE_BETTING_MS: '1000',
    LIVE_REVEAL_STEP_MS: '100',
    LIVE_RESULT_MS: '500',
  });
  const app = await createApp(config, database.handle);
  await app.listen();
  apps.push(app);
  return `http://127.0.0.1:${(app.http.server.address() as AddressInfo).port}`;
}

/** A player's socket on a node: every table state it is told, in order. */
async function watch(url: string) {
  const socket = io(url, { path: '/socket.io', transports: ['websocket'] });
  sockets.push(socket);
  const seen: State[] = [];
  socket.on('live.state', (state: State & { table: string }) => {
    if (state.table === LIVE_DRAGON_TIGER) seen.push(state);
  });
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  socket.emit('live:join', { table: LIVE_DRAGON_TIGER });
  return seen;
}

const settledRounds = (seen: State[]) =>
  new Map(seen.filter((s) => s.round?.phase === 'settled').map((s) => [s.round!.id, JSON.stringify(s.round!.outcome)]));

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemo(database.handle.db, { accounts: false });
});

afterAll(async () => {
  for (const socket of sockets) socket.close();
  for (const app of apps) await app.close().catch(() => undefined);
  await database?.drop();
});

describe('live tables on two nodes', () => {
  it('players on either node see the same rounds, each dealt once, and the second node carries on when the first stops', async () => {
    const first = await startNode();
    const second = await startNode();
    const onFirst = await watch(first);
    const onSecond = await watch(second);
    await expect.poll(() => settledRounds(onSecond).size, { timeout: 20_000, interval: 200 }).toBeGreaterThanOrEqual(2);

    // The same rounds, with the same outcomes, on both nodes.
    const a = settledRounds(onFirst);
    const b = settledRounds(onSecond);
    const common = [...b.keys()].filter((id) => a.has(id));
    expect(common.length).toBeGreaterThanOrEqual(1);
    for (const id of common) expect(b.get(id)).toBe(a.get(id));

    // One node holds the table.
    const db = database.handle.db;
    const holders = await db.selectFrom('live_tables').select('lease_owner').distinct().execute();
    expect(holders).toHaveLength(1);

    // The holder stops (letting its tables go); the other node runs the next rounds.
    const before = (await db.selectFrom('live_rounds').select('round_no').where('table_id', '=', LIVE_DRAGON_TIGER).execute())
      .length;
    const holder = holders[0]!.lease_owner;
    await apps[0]!.close();
    await expect
      .poll(
        async () =>
          (await db.selectFrom('live_rounds').select('round_no').where('table_id', '=', LIVE_DRAGON_TIGER).execute()).length,
        {
          timeout: 20_000,
          interval: 200,
        },
      )
      .toBeGreaterThanOrEqual(before + 2);
    const now = await db
      .selectFrom('live_tables')
      .select('lease_owner')
      .where('id', '=', LIVE_DRAGON_TIGER)
      .executeTakeFirstOrThrow();
    expect(now.lease_owner).not.toBe(holder);

    // Round numbers follow each other without a gap or a repeat, and every dealt round has one outcome.
    const rounds = await db
      .selectFrom('live_rounds')
      .select(['round_no', 'phase', 'outcome'])
      .where('table_id', '=', LIVE_DRAGON_TIGER)
      .orderBy('round_no')
      .execute();
    expect(rounds.map((r) => r.round_no)).toEqual(rounds.map((_, i) => i + 1));
    for (const r of rounds) if (r.phase !== 'betting') expect(r.outcome).not.toBeNull();
    const shoe = await db
      .selectFrom('live_shoes')
      .select(['next_card', 'burned'])
      .where('table_id', '=', LIVE_DRAGON_TIGER)
      .execute();
    const dealt = rounds.filter((r) => r.phase !== 'betting').length;
    // Two cards a round off the shoe (after the burn), none dealt twice.
    expect(shoe.reduce((sum, s) => sum + s.next_card - s.burned, 0)).toBe(2 * dealt);
  }, 60_000);
});

describe('what the players at a table share, on two nodes', () => {
  type Heard = { at: number; shared: SharedTableState };
  type Round = { id: string; phase: string; closes_at: string };

  /** A page's socket at the baccarat table on a node: every players-and-totals message, when heard, and the round. */
  async function seat(url: string) {
    const socket = io(url, { path: '/socket.io', transports: ['websocket'] });
    sockets.push(socket);
    const heard: Heard[] = [];
    const page = { heard, round: null as Round | null };
    socket.on('live.shared', (shared: SharedTableState) => {
      if (shared.table === LIVE_BACCARAT) heard.push({ at: Date.now(), shared });
    });
    socket.on('live.state', (state: { table: string; round: Round | null }) => {
      if (state.table === LIVE_BACCARAT) page.round = state.round;
    });
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    socket.emit('live:join', { table: LIVE_BACCARAT });
    return page;
  }

  it('counts the pages of both nodes together, and tells each page the totals staked per spot at most a few times a second', async () => {
    const first = await startNode();
    const second = await startNode();
    const pages = [
      ...(await Promise.all([0, 1, 2].map(() => seat(first)))),
      ...(await Promise.all([0, 1].map(() => seat(second)))),
    ];
    const last = (page: (typeof pages)[number]) => page.heard.at(-1)?.shared;
    await expect.poll(() => pages.map((p) => last(p)?.players), { timeout: 15_000, interval: 100 }).toEqual([5, 5, 5, 5, 5]);

    // A demo player on the second node bets in a betting window with time left; a page on the first hears the total.
    const launched = await fetch(`${second}/api/demo/play`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ site_id: 1, currency: 'INR', gp_id: await houseGpId(), game_type: 3, game_code: LIVE_BACCARAT }),
    }).then((r) => r.json() as Promise<{ data: { game_url: string } }>);
    const session = new URL(launched.data.game_url, second).searchParams.get('session');
    let roundId = '';
    for (let attempt = 0; attempt < 20 && !roundId; attempt++) {
      const round = pages[4]!.round;
      if (round?.phase === 'betting' && Date.parse(round.closes_at) - Date.now() > 300) {
        const reply = await fetch(`${second}/house/api/live/bet`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ session, round_id: round.id, bets: { banker: '5.00', tie: '1.00' } }),
        });
        if (reply.ok) roundId = round.id;
      }
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
    expect(roundId).not.toBe('');
    const totalsHeard = () =>
      pages[0]!.heard.find((h) => h.shared.round_id === roundId && h.shared.totals.length > 0)?.shared.totals;
    await expect
      .poll(totalsHeard, { timeout: 5_000, interval: 50 })
      .toEqual([{ currency: 'INR', demo: true, bettors: 1, spots: { banker: '5.00', tie: '1.00' } }]);

    // Only when something changed, and never more than three in any second after the one sent on joining.
    for (const page of pages) {
      const times = page.heard.slice(1).map((h) => h.at);
      for (const [i, at] of times.entries())
        expect(times.filter((t) => t >= at && t < at + 1_000).length, `${i}`).toBeLessThanOrEqual(3);
      const marks = page.heard.slice(1).map((h) => JSON.stringify(h.shared));
      for (let i = 1; i < marks.length; i++) expect(marks[i]).not.toBe(marks[i - 1]);
    }

    // Pages that leave stop counting at once on their node.
    for (const socket of sockets.slice(-2)) socket.close();
    await expect.poll(() => last(pages[0]!)?.players, { timeout: 5_000, interval: 100 }).toBe(3);
  }, 60_000);
});

async function houseGpId(): Promise<number> {
  const row = await database.handle.db
    .selectFrom('game_providers')
    .select('id')
    .where('code', '=', HOUSE_CODE)
    .executeTakeFirstOrThrow();
  return row.id;
}
