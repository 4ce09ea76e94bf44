import { DEMO_LIST_PROVIDER_CODES } from '@casino/contract/calls/game-calls.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const query = { site_id: 1, currency: 'INR', support_device: 1, template: 'site02' };
type Entry = { gt_id: number; gt_key: string; gp_list: { gp_name: string; gp_id: number; customized: boolean }[] };

describe('/v3/game_list', () => {
  it('lists game types 2 to 9 in order, each with its providers', async () => {
    const { body } = await server.call('/v3/game_list', query);
    const list: Entry[] = body.data.list;
    expect(list.map((t) => t.gt_id)).toEqual([2, 3, 4, 5, 6, 7, 8, 9]);
    expect(list[0]?.gt_key).toBe('slot');
    expect(list[0]?.gp_list.map((p) => p.gp_name)).toEqual(['House Games', 'R8 Slots', 'JD Gaming', 'JL Gaming']);
    // The house sportsbook first (decision 62), then the external demo book.
    expect(list.find((t) => t.gt_id === 4)?.gp_list.map((p) => [p.gp_name, p.customized])).toEqual([
      ['House Sports', true],
      ['Prime Sports', true],
    ]);
  });

  it('offers only what a site has in the asked currency', async () => {
    const thb = await server.call('/v3/game_list', { ...query, currency: 'THB' });
    expect(thb.body.data.list).toEqual([]);
    const lotus = await server.call('/v3/game_list', { ...query, site_id: 2, currency: 'INR' });
    expect(lotus.body.data.list).toEqual([]);
    const lotusVnd = await server.call('/v3/game_list', { ...query, site_id: 2, currency: 'VND' });
    expect(lotusVnd.body.data.list.length).toBe(8);
  });

  it('filters by the device a provider supports', async () => {
    await server.db
      .updateTable('site_game_providers')
      .set({ support_devices: [1] })
      .where('site_id', '=', 1)
      .where('game_type_id', '=', 9)
      .execute();
    const mobile = await server.call('/v3/game_list', { ...query, support_device: 2, template: 'H5_1' });
    expect(mobile.body.data.list.map((t: Entry) => t.gt_id)).not.toContain(9);
    const desktop = await server.call('/v3/game_list', { ...query, currency: 'USD' });
    expect(desktop.body.data.list.map((t: Entry) => t.gt_id)).toContain(9);
  });

  it('serves repeated requests from its cache until the cache is cleared', async () => {
    const usd = { ...query, currency: 'USD', template: 'cache-test' };
    const before = await server.call('/v3/game_list', usd);
    await server.db.updateTable('game_providers').set({ name: 'Renamed House' }).where('code', '=', 'GPHS').execute();
    const cached = await server.call('/v3/game_list', usd);
    expect(cached.body).toEqual(before.body);
    server.app.cache.clear();
    const fresh = await server.call('/v3/game_list', usd);
    expect(fresh.body.data.list[0].gp_list[0].gp_name).toBe('Renamed House');
    await server.db.updateTable('game_providers').set({ name: 'House Games' }).where('code', '=', 'GPHS').execute();
    server.app.cache.clear();
  });
});

describe('/demo/gt_games', () => {
  it('lists only the demo providers (SPEC section 5 and the house provider) that have demo games', async () => {
    const { body } = await server.call('/demo/gt_games', query);
    const names = (body.data.list as Entry[]).flatMap((t) => t.gp_list.map((p) => p.gp_name));
    expect([...new Set(names)].sort()).toEqual(['FC Games', 'House Games', 'JD Gaming', 'JL Gaming', 'R8 Slots']);
    const codes = await server.db.selectFrom('game_providers').select('code').where('name', 'in', names).execute();
    for (const { code } of codes) expect(DEMO_LIST_PROVIDER_CODES).toContain(code);
  });
});

describe('/v2/get_jackpot', () => {
  it('sums the pools of a currency into a decimal string of its exponent', async () => {
    // the demo's seed money of the house pool (DEMO_JACKPOT_SEED), as nothing was played yet
    expect((await server.call('/v2/get_jackpot', { currency: 'INR' })).body.data.jackpot_amount_total).toBe('50000.00');
    expect((await server.call('/v2/get_jackpot', { currency: 'VND' })).body.data.jackpot_amount_total).toBe('25000000');
    expect((await server.call('/v2/get_jackpot', { currency: 'THB' })).body.data.jackpot_amount_total).toBe('0.00');
  });
});
