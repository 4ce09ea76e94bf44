import type { MaintenanceInterval } from '@casino/contract/calls/play-calls.ts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInMember, startTestServer, type TestServer } from '../testing/test-server.ts';
import { MAINTENANCE_NOTICE_MS } from './desk/provider-maintenance.ts';

let server: TestServer;
const providers = new Map<string, number>();
beforeAll(async () => {
  server = await startTestServer();
  for (const p of await server.db.selectFrom('game_providers').select(['id', 'code']).execute()) providers.set(p.code, p.id);
});
afterAll(() => server.close());
afterEach(async () => {
  await server.db.deleteFrom('site_provider_maintenance').execute();
  server.app.cache.clear();
});

const gp = (code: string) => providers.get(code) ?? 0;
const HOUR = 3_600_000;
type Entry = { gp_id: number; maintenance?: MaintenanceInterval | null };

/** Puts a window on a provider of a site, from and to these offsets of now, as the back office's call stores it. */
async function windowOn(code: string, fromMs: number, toMs: number, siteId = 1): Promise<MaintenanceInterval> {
  const startsAt = new Date(Date.now() + fromMs);
  const endsAt = new Date(Date.now() + toMs);
  await server.db
    .insertInto('site_provider_maintenance')
    .values({ site_id: siteId, provider_id: gp(code), starts_at: startsAt, ends_at: endsAt })
    .execute();
  server.app.cache.clear();
  return { start_at: startsAt.toISOString(), end_at: endsAt.toISOString() };
}

const publicLists: [string, (body: Record<string, unknown>) => Entry[]][] = [
  ['/v2/get_tag_game_list', (data) => data.info as Entry[]],
  ['/v2/get_template_game_list', (data) => (data.info as { game_list: Entry[] }[]).flatMap((s) => s.game_list)],
  ['/v2/game_label', (data) => data.main as Entry[]],
  ['/v3/game_list', (data) => (data.list as { gp_list: Entry[] }[]).flatMap((t) => t.gp_list)],
];
const bodies: Record<string, Record<string, unknown>> = {
  '/v2/get_tag_game_list': { site_id: 1, currency: 'INR', support_device: 1, tag: 'hot' },
  '/v2/get_template_game_list': { site_id: 1, currency: 'INR', support_device: 1 },
  '/v2/game_label': { site_id: 1, currency: 'INR', device: 0, gp_id: 0, game_type_id: 2, house: '' },
  '/v3/game_list': { site_id: 1, currency: 'INR', support_device: 1, template: 'default' },
};

async function entries(path: string, siteId = 1, currency = 'INR'): Promise<Entry[]> {
  const [, pick] = publicLists.find(([p]) => p === path) ?? [];
  const body = { ...bodies[path], site_id: siteId, currency, ...(path === '/v2/game_label' ? { gp_id: gp('GPR8') } : {}) };
  const reply = await server.call(path, body);
  expect(reply.body.code, path).toSatisfy((code: number) => code === 100 || code === 1000);
  return pick ? pick(reply.body.data) : [];
}

describe('maintenance windows in the game lists', () => {
  it.each(publicLists.map(([path]) => path))('%s: a window in force shows on its provider only', async (path) => {
    const window = await windowOn('GPR8', -HOUR, HOUR);
    const list = await entries(path);
    const r8 = list.filter((e) => e.gp_id === gp('GPR8'));
    expect(r8.length).toBeGreaterThan(0);
    for (const entry of r8) expect(entry.maintenance).toEqual(window);
    for (const entry of list.filter((e) => e.gp_id !== gp('GPR8'))) expect(entry.maintenance).toBeNull();
  });

  it.each(publicLists.map(([path]) => path))('%s: a window planned within 24 hours shows, beyond or ended none', async (path) => {
    const planned = await windowOn('GPR8', 2 * HOUR, 3 * HOUR);
    for (const entry of (await entries(path)).filter((e) => e.gp_id === gp('GPR8'))) expect(entry.maintenance).toEqual(planned);

    await server.db.deleteFrom('site_provider_maintenance').execute();
    await windowOn('GPR8', MAINTENANCE_NOTICE_MS + HOUR, MAINTENANCE_NOTICE_MS + 2 * HOUR);
    await windowOn('GPJD', -2 * HOUR, -HOUR);
    for (const entry of await entries(path)) expect(entry.maintenance).toBeNull();
  });

  it('a window of one site does not show on another', async () => {
    const lotusProvider = (await entries('/v3/game_list', 2, 'VND'))[0];
    expect(lotusProvider).toBeDefined();
    const code = [...providers].find(([, id]) => id === lotusProvider?.gp_id)?.[0] ?? '';
    await windowOn(code, -HOUR, HOUR, 1);
    for (const entry of await entries('/v3/game_list', 2, 'VND')) expect(entry.maintenance).toBeNull();
    await windowOn(code, -HOUR, HOUR, 2);
    const lotus = await entries('/v3/game_list', 2, 'VND');
    expect(lotus.filter((e) => e.gp_id === lotusProvider?.gp_id).every((e) => e.maintenance !== null)).toBe(true);
  });

  it("a member's hot games and slot page carry the window too", async () => {
    const { token } = await createSignedInMember(server.db, `maintlist${Date.now() % 1_000_000}`);
    const auth = { authorization: `Bearer ${token}` };
    const window = await windowOn('GPR8', -HOUR, HOUR);
    const hot = await server.call('/arks/web/member-games/hot-games', { site_id: 1, currency: 'INR', gt_id: 2 }, auth);
    const hotR8: Entry[] = hot.body.data.list.filter((e: Entry) => e.gp_id === gp('GPR8'));
    expect(hotR8.length).toBeGreaterThan(0);
    for (const entry of hotR8) expect(entry.maintenance).toEqual(window);
    const page = await server.call(
      '/arks/web/member-games/provider-games',
      { site_id: 1, currency: 'INR', device: 0, gp_id: gp('GPR8'), game_type_id: 2 },
      auth,
    );
    for (const entry of page.body.data.entire_games as Entry[]) expect(entry.maintenance).toEqual(window);
  });
});
