import { PlayCode } from '@casino/contract/calls/play-calls.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows, operatorsOf, type SignedInOperator } from '../../operators/operator-test-helpers.ts';
import { createFakeSeamlessProvider } from '../../providers/fake-provider.ts';
import { createSignedInMember, startTestServer, type TestServer } from '../../testing/test-server.ts';

/**
 * The back office's game desk (decision 77): provider places and games per site on or off, tags and order, and
 * provider maintenance windows, each audited, and the player site's lists and launches honouring them at once.
 */
let server: TestServer;
let ops: Record<'admin' | 'finance' | 'support', SignedInOperator>;
const gp = { GPR8: 0 };
const hotQuery = { site_id: 1, currency: 'INR', support_device: 1, tag: 'hot' };
const templeGame = () => ({ gpId: gp.GPR8, game_type: 2, game_code: 'r8-temple-treasure', lobby_url: '/close' });

beforeAll(async () => {
  const r8 = createFakeSeamlessProvider('GPR8', 'game-desk-test-secret-r8-00');
  server = await startTestServer({ app: { providers: [r8] }, env: { TRUST_PROXY: '1' } });
  ops = await operatorsOf(server, 'admin', 'finance', 'support');
  const row = await server.db.selectFrom('game_providers').select('id').where('code', '=', 'GPR8').executeTakeFirstOrThrow();
  gp.GPR8 = row.id;
}, 180_000);
afterAll(() => server?.close());

const hotNames = async () =>
  ((await server.call('/v2/get_tag_game_list', hotQuery)).body.data.info as { game_name: string }[]).map((g) => g.game_name);

async function gameId(code: string): Promise<number> {
  const row = await server.db.selectFrom('games').select('id').where('game_code', '=', code).executeTakeFirstOrThrow();
  return row.id;
}

describe('the game desk calls', () => {
  it('are refused to finance and support, whatever they ask', async () => {
    for (const who of [ops.finance, ops.support]) {
      expect((await who.call('/operator/games/providers', { site_id: 1 })).status).toBe(403);
      expect((await who.call('/operator/games/list', { site_id: 1 })).status).toBe(403);
      const save = await who.call('/operator/games/save', {
        site_id: 1,
        game_id: await gameId('r8-temple-treasure'),
        active: 0,
        tags: [],
        sort: 0,
      });
      expect(save.status).toBe(403);
    }
    expect((await server.db.selectFrom('site_game_settings').selectAll().execute()).length).toBe(0);
  });

  it("list a site's provider places and games in the site's order, filtered and paged", async () => {
    const places = (await ops.admin.call('/operator/games/providers', { site_id: 1 })).body.data.list;
    expect(places.length).toBeGreaterThan(5);
    const r8 = places.find(
      (p: { provider_code: string; currency: string }) => p.provider_code === 'GPR8' && p.currency === 'INR',
    );
    expect(r8).toMatchObject({ site_id: 1, provider_name: 'R8 Slots', game_type: 2, active: true, maintenance: null });

    const all = (await ops.admin.call('/operator/games/list', { site_id: 1, provider_id: gp.GPR8, limit: 200 })).body.data;
    expect(all.total).toBe(all.list.length);
    expect(all.list.every((g: { provider_id: number }) => g.provider_id === gp.GPR8)).toBe(true);
    const temple = all.list.find((g: { game_code: string }) => g.game_code === 'r8-temple-treasure');
    expect(temple).toMatchObject({ name: 'Temple Treasure', active: true, tags: ['hot'], customised: false });

    const page2 = (await ops.admin.call('/operator/games/list', { site_id: 1, provider_id: gp.GPR8, limit: 1, page: 2 })).body
      .data;
    expect(page2.list).toEqual([all.list[1]]);
    expect(page2.total).toBe(all.total);
    const found = (await ops.admin.call('/operator/games/list', { site_id: 1, q: 'temple tre' })).body.data;
    expect(found.list.map((g: { game_code: string }) => g.game_code)).toEqual(['r8-temple-treasure']);
    const none = (await ops.admin.call('/operator/games/list', { site_id: 1, q: '100%' })).body.data;
    expect(none).toEqual({ list: [], total: 0 });
  });

  it('turn a game off and back on for one site: its lists and launch follow at once, and each change is audited', async () => {
    const temple = await gameId('r8-temple-treasure');
    expect(await hotNames()).toContain('Temple Treasure');
    const off = await ops.admin.call('/operator/games/save', {
      site_id: 1,
      game_id: temple,
      active: 0,
      tags: ['hot'],
      sort: 0,
    });
    expect(off.body.code).toBe(1000);
    expect(off.body.data).toMatchObject({ game_id: temple, active: false, customised: true });
    // The cached list is dropped by the change: the next visitor no longer gets the game.
    expect(await hotNames()).not.toContain('Temple Treasure');
    const member = await createSignedInMember(server.db, `desk${Date.now() % 1_000_000}`);
    const launch = await server.call('/member/game/play1', templeGame(), { authorization: `Bearer ${member.token}` });
    expect(launch.body.code).toBe(PlayCode.noGame);
    const [audit] = (await auditRows(server.db, 'game.save')).slice(-1);
    expect(audit).toMatchObject({ target: `site:1:game:${temple}` });
    expect(audit?.details).toMatchObject({ game_code: 'r8-temple-treasure', active: { from: true, to: false } });

    await ops.admin.call('/operator/games/save', { site_id: 1, game_id: temple, active: 1, tags: ['hot'], sort: 0 });
    expect(await hotNames()).toContain('Temple Treasure');
  });

  it('set tags and order per site: hot lists and their order follow, other sites keep the catalogue', async () => {
    const ocean = await gameId('jd-ocean-king');
    const tiger = await gameId('jd-golden-tiger');
    const temple = await gameId('r8-temple-treasure');
    expect(await hotNames()).not.toContain('Golden Tiger');
    // Golden Tiger is not hot by the catalogue; the site makes it hot and puts it before Ocean King.
    const saved = await ops.admin.call('/operator/games/save', {
      site_id: 1,
      game_id: tiger,
      active: 1,
      tags: ['new', 'hot'],
      sort: 0,
    });
    expect(saved.body.data).toMatchObject({ tags: ['new', 'hot'], sort: 0, customised: true });
    await ops.admin.call('/operator/games/save', { site_id: 1, game_id: ocean, active: 1, tags: ['hot'], sort: 5 });
    const hot = await hotNames();
    expect(hot.indexOf('Golden Tiger')).toBe(hot.indexOf('Ocean King') - 1);
    // Temple Treasure loses its hot tag on this site only.
    await ops.admin.call('/operator/games/save', { site_id: 1, game_id: temple, active: 1, tags: [], sort: 0 });
    expect(await hotNames()).not.toContain('Temple Treasure');
    const lotus = (await ops.admin.call('/operator/games/list', { site_id: 2, q: 'jd-golden-tiger' })).body.data.list[0];
    if (lotus) expect(lotus).toMatchObject({ tags: [], customised: false });
    await ops.admin.call('/operator/games/save', { site_id: 1, game_id: temple, active: 1, tags: ['hot'], sort: 0 });
    await ops.admin.call('/operator/games/save', { site_id: 1, game_id: tiger, active: 1, tags: [], sort: 0 });
    expect(await hotNames()).not.toContain('Golden Tiger');
  });

  it('turn a provider place off and order places: the catalogue follows', async () => {
    const places = (await ops.admin.call('/operator/games/providers', { site_id: 1 })).body.data.list;
    const r8 = places.find(
      (p: { provider_code: string; currency: string }) => p.provider_code === 'GPR8' && p.currency === 'INR',
    );
    const slots = async () => {
      const list = (await server.call('/v3/game_list', { site_id: 1, currency: 'INR', support_device: 1, template: 'desk-test' }))
        .body.data.list;
      return list.find((t: { gt_id: number }) => t.gt_id === 2).gp_list.map((p: { gp_name: string }) => p.gp_name);
    };
    expect(await slots()).toContain('R8 Slots');
    const off = await ops.admin.call('/operator/games/provider_save', {
      site_id: 1,
      place_id: r8.place_id,
      active: 0,
      sort: 0,
    });
    expect(off.body.data).toMatchObject({ place_id: r8.place_id, active: false, sort: 0 });
    expect(await slots()).not.toContain('R8 Slots');
    expect(await hotNames()).not.toContain('Temple Treasure');
    await ops.admin.call('/operator/games/provider_save', { site_id: 1, place_id: r8.place_id, active: 1, sort: r8.sort });
    const original = await slots();
    await ops.admin.call('/operator/games/provider_save', { site_id: 1, place_id: r8.place_id, active: 1, sort: 32_767 });
    expect((await slots()).at(-1)).toBe('R8 Slots');
    await ops.admin.call('/operator/games/provider_save', { site_id: 1, place_id: r8.place_id, active: 1, sort: r8.sort });
    expect(await slots()).toEqual(original);
    expect((await auditRows(server.db, 'game.provider_save')).length).toBe(4);
    // A place of another site is not this site's.
    const wrongSite = await ops.admin.call('/operator/games/provider_save', {
      site_id: 2,
      place_id: r8.place_id,
      active: 0,
      sort: 0,
    });
    expect(wrongSite.body.code).toBe(101);
  });

  it('put a provider under maintenance: launches are refused with 203 and the window until it is cleared', async () => {
    const member = await createSignedInMember(server.db, `maint${Date.now() % 1_000_000}`);
    const play = () => server.call('/member/game/play1', templeGame(), { authorization: `Bearer ${member.token}` });
    const startsAt = new Date(Date.now() - 60_000).toISOString();
    const endsAt = new Date(Date.now() + 3_600_000).toISOString();
    const set = await ops.admin.call('/operator/games/maintenance_set', {
      site_id: 1,
      provider_id: gp.GPR8,
      starts_at: startsAt,
      ends_at: endsAt,
    });
    expect(set.body.data).toEqual({ site_id: 1, provider_id: gp.GPR8, maintenance: { starts_at: startsAt, ends_at: endsAt } });
    const refused = await play();
    expect(refused.body.code).toBe(PlayCode.maintenance);
    expect(refused.body.data).toEqual({ start_at: startsAt, end_at: endsAt });
    const demo = await server.call('/demo/play', {
      site_id: 1,
      currency: 'INR',
      gp_id: gp.GPR8,
      game_type: 2,
      game_code: 'r8-temple-treasure',
    });
    expect(demo.body.code).toBe(203);
    // Another site is not under this site's maintenance.
    const places = (await ops.admin.call('/operator/games/providers', { site_id: 1 })).body.data.list;
    expect(places.find((p: { provider_id: number }) => p.provider_id === gp.GPR8).maintenance).toEqual({
      starts_at: startsAt,
      ends_at: endsAt,
    });

    const cleared = await ops.admin.call('/operator/games/maintenance_clear', { site_id: 1, provider_id: gp.GPR8 });
    expect(cleared.body.data).toEqual({ site_id: 1, provider_id: gp.GPR8, cleared: true });
    expect((await play()).body.code).not.toBe(PlayCode.maintenance);
    const audits = [
      ...(await auditRows(server.db, 'game.maintenance_set')),
      ...(await auditRows(server.db, 'game.maintenance_clear')),
    ];
    expect(audits.map((a) => a.target)).toEqual([`site:1:provider:${gp.GPR8}`, `site:1:provider:${gp.GPR8}`]);
  });

  it('a window planned for later does not refuse launches yet', async () => {
    const member = await createSignedInMember(server.db, `later${Date.now() % 1_000_000}`);
    await ops.admin.call('/operator/games/maintenance_set', {
      site_id: 1,
      provider_id: gp.GPR8,
      starts_at: new Date(Date.now() + 3_600_000).toISOString(),
      ends_at: new Date(Date.now() + 7_200_000).toISOString(),
    });
    const play = await server.call('/member/game/play1', templeGame(), { authorization: `Bearer ${member.token}` });
    expect(play.body.code).not.toBe(PlayCode.maintenance);
    await ops.admin.call('/operator/games/maintenance_clear', { site_id: 1, provider_id: gp.GPR8 });
  });

  it('refuse bad input with a clear answer and change nothing', async () => {
    const auditsBefore = (await server.db.selectFrom('operator_audit_log').select('id').execute()).length;
    const now = Date.now();
    const window = (from: number, to: number) => ({
      site_id: 1,
      provider_id: gp.GPR8,
      starts_at: new Date(from).toISOString(),
      ends_at: new Date(to).toISOString(),
    });
    expect((await ops.admin.call('/operator/games/maintenance_set', window(now + 7_200_000, now + 3_600_000))).body.code).toBe(
      102,
    );
    expect((await ops.admin.call('/operator/games/maintenance_set', window(now - 7_200_000, now - 3_600_000))).body.code).toBe(
      102,
    );
    const badDate = await ops.admin.call('/operator/games/maintenance_set', { ...window(now, now + 1), starts_at: 'tomorrow' });
    expect(badDate.status).toBe(400);
    const unknownProvider = await ops.admin.call('/operator/games/maintenance_set', {
      ...window(now, now + 3_600_000),
      provider_id: 999_999,
    });
    expect(unknownProvider.body.code).toBe(101);
    const tooLate = await ops.admin.call('/operator/games/provider_save', {
      site_id: 1,
      place_id: 1,
      active: 1,
      sort: 32_768,
    });
    expect(tooLate.status).toBe(400);
    const notAFlag = await ops.admin.call('/operator/games/provider_save', { site_id: 1, place_id: 1, active: 2, sort: 0 });
    expect(notAFlag.status).toBe(400);
    const badTag = await ops.admin.call('/operator/games/save', {
      site_id: 1,
      game_id: await gameId('r8-temple-treasure'),
      active: 1,
      tags: ['popular'],
      sort: 0,
    });
    expect(badTag.status).toBe(400);
    const unknownGame = await ops.admin.call('/operator/games/save', {
      site_id: 1,
      game_id: 999_999,
      active: 1,
      tags: [],
      sort: 0,
    });
    expect(unknownGame.body.code).toBe(101);
    expect(
      (await ops.admin.call('/operator/games/provider_save', { site_id: 1, place_id: 999_999, active: 1, sort: 0 })).body.code,
    ).toBe(101);
    expect((await server.db.selectFrom('operator_audit_log').select('id').execute()).length).toBe(auditsBefore);
    expect(await server.db.selectFrom('site_provider_maintenance').selectAll().execute()).toEqual([]);
  });
});
