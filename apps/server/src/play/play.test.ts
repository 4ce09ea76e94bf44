import { PlayCode } from '@casino/contract/calls/play-calls.ts';
import { realtimeEvents } from '@casino/contract/realtime.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerAccounts, readBalance } from '../ledger/ledger-accounts.ts';
import { postTransaction } from '../ledger/post-transaction.ts';
import {
  createFakeSeamlessProvider,
  createFakeTransferProvider,
  type FakeProvider,
  type FakeTransferProvider,
} from '../providers/fake-provider.ts';
import { ProviderTransferFailed, ProviderTransfersDisabled } from '../providers/provider-transfers.ts';
import { connectEcho, nextEvent, settle } from '../testing/echo-client.ts';
import { ledgerInvariants } from '../testing/ledger-invariants.ts';
import { createSignedInMember, startTestServer, type TestServer } from '../testing/test-server.ts';

/**
 * GPR8: a seamless fake provider; GPJD: a transfer-wallet fake provider; GPJL: a seamless one that can be put under
 * maintenance; GPFC: a seeded provider without an adapter on this deployment.
 */
let server: TestServer;
let seamless: FakeProvider;
let transfer: FakeTransferProvider;
let maintained: FakeProvider;
const gp = { GPR8: 0, GPJD: 0, GPJL: 0, GPFC: 0 };
let seq = 0;

beforeAll(async () => {
  seamless = createFakeSeamlessProvider('GPR8', 'play-test-secret-r8-000000');
  transfer = createFakeTransferProvider('GPJD', 'play-test-secret-jd-000000');
  maintained = createFakeSeamlessProvider('GPJL', 'play-test-secret-jl-000000');
  server = await startTestServer({ app: { providers: [seamless, transfer, maintained] } });
  for (const row of await server.db.selectFrom('game_providers').select(['id', 'code']).execute()) {
    if (row.code in gp) gp[row.code as keyof typeof gp] = row.id;
  }
});

afterAll(async () => {
  await server?.close();
});

async function member(main: bigint) {
  seq += 1;
  const m = await createSignedInMember(server.db, `play${Date.now() % 1_000_000}${seq}`);
  if (main > 0n) {
    await postTransaction(server.db, server.db, {
      key: `fund:${m.memberId}`,
      kind: 'deposit',
      postings: [
        { account: ledgerAccounts.system('gateway:test', 'INR'), amount: -main },
        { account: ledgerAccounts.memberMain(m.memberId, 'INR'), amount: main },
      ],
    });
  }
  const headers = { authorization: `Bearer ${m.token}` };
  return {
    ...m,
    call: (path: string, body: unknown = {}) => server.call(path, body, headers),
    main: () => readBalance(server.db, ledgerAccounts.memberMain(m.memberId, 'INR')),
    inProvider: (gpId: number) => readBalance(server.db, ledgerAccounts.memberProvider(m.memberId, gpId, 'INR')),
  };
}

const r8Game = () => ({ gpId: gp.GPR8, game_type: 2, game_code: 'r8-temple-treasure', lobby_url: 'http://site.test/close' });
const jdGame = () => ({ gpId: gp.GPJD, game_type: 2, game_code: 'jd-ocean-king' });

describe('play1', () => {
  it('launches a seamless game: answers the URL, sends game.url, opens a session and records the game', async () => {
    const m = await member(5_000n);
    const echo = connectEcho(server.url, m.token);
    try {
      const event = nextEvent<{ url: string }>((cb) =>
        echo.private(`member.${m.memberId}`).listen(`.${realtimeEvents.gameUrl}`, cb),
      );
      await settle(echo);
      const { body } = await m.call('/member/game/play1', { ...r8Game(), device: 1 });
      expect(body.code).toBe(1000);
      expect(body.data.game_url).toMatch(/^https:\/\/gpr8\.provider\.test\/play\?/);
      expect(body.data.open_type).toBe('modal');
      expect(body.data.session_id).toMatch(/^gs_/);
      expect((await event).url).toBe(body.data.game_url);
      const launch = seamless.launches.at(-1);
      expect(launch).toMatchObject({
        gameCode: 'r8-temple-treasure',
        gameType: 2,
        currency: 'INR',
        device: 1,
        demo: false,
        lobbyUrl: 'http://site.test/close',
      });
      // No address travels with a launch: the provider's wallet address is its configuration.
      expect(launch).not.toHaveProperty('operatorUrl');
      const session = await server.db
        .selectFrom('game_sessions')
        .selectAll()
        .where('id', '=', body.data.session_id)
        .executeTakeFirstOrThrow();
      expect(session).toMatchObject({ member_id: m.memberId, provider_id: gp.GPR8, demo: false, ended_at: null });
      // Only the hash of the provider's token is kept.
      expect(session.token_hash).not.toBe(launch?.sessionToken);
      expect(session.expires_at.getTime() - Date.now()).toBeGreaterThan(3.9 * 3_600_000);
    } finally {
      echo.disconnect();
    }
    // Seamless play leaves the money in the main wallet.
    expect(await m.main()).toBe(5_000n);
    const recent = await m.call('/arks/web/member-games/last-playing-game', {});
    expect(JSON.stringify(recent.body.data)).toContain(
      String(
        (await server.db.selectFrom('games').select('id').where('game_code', '=', 'r8-temple-treasure').executeTakeFirstOrThrow())
          .id,
      ),
    );
  });

  it('refuses an unknown game, one of another type, and a game of a provider not offered (101)', async () => {
    const m = await member(1_000n);
    expect((await m.call('/member/game/play1', { ...r8Game(), game_code: 'no-such-game' })).body.code).toBe(PlayCode.noGame);
    expect((await m.call('/member/game/play1', { ...r8Game(), game_type: 6 })).body.code).toBe(PlayCode.noGame);
    expect((await m.call('/member/game/play1', { ...r8Game(), gpId: 999_999 })).body.code).toBe(PlayCode.noGame);
  });

  it('answers 203 for a provider without an adapter, and 203 with the interval under maintenance', async () => {
    const m = await member(1_000n);
    const none = await m.call('/member/game/play1', { gpId: gp.GPFC, game_type: 6, game_code: 'fc-teen-patti' });
    expect(none.body).toMatchObject({ code: PlayCode.maintenance, data: null });
    maintained.maintenanceWindow = { start_at: '2026-11-22 12:00:00', end_at: '2026-11-22 14:00:00' };
    try {
      const down = await m.call('/member/game/play1', { gpId: gp.GPJL, game_type: 2, game_code: 'jl-super-ace' });
      expect(down.body).toMatchObject({
        code: PlayCode.maintenance,
        data: { start_at: '2026-11-22 12:00:00', end_at: '2026-11-22 14:00:00' },
      });
    } finally {
      maintained.maintenanceWindow = null;
    }
    const up = await m.call('/member/game/play1', { gpId: gp.GPJL, game_type: 2, game_code: 'jl-super-ace' });
    expect(up.body.code).toBe(1000);
  });

  it('refuses a second start while one runs (105), and a start while a balance return runs (104)', async () => {
    const m = await member(1_000n);
    seamless.launchDelayMs = 400;
    try {
      const [a, b] = await Promise.all([m.call('/member/game/play1', r8Game()), m.call('/member/game/play1', r8Game())]);
      expect([a.body.code, b.body.code].sort()).toEqual([PlayCode.starting, 1000].sort());
    } finally {
      seamless.launchDelayMs = 0;
    }
    // The lease is let go afterwards.
    expect((await m.call('/member/game/play1', r8Game())).body.code).toBe(1000);

    await server.db
      .updateTable('members')
      .set({ wallet_busy_until: new Date(Date.now() + 60_000) })
      .where('id', '=', m.memberId)
      .execute();
    expect((await m.call('/member/game/play1', r8Game())).body.code).toBe(PlayCode.balanceReturnRunning);
    expect((await m.call('/member/game/play1', jdGame())).body.code).toBe(PlayCode.balanceReturnRunning);
    await server.db.updateTable('members').set({ wallet_busy_until: null }).where('id', '=', m.memberId).execute();
    expect(await m.main()).toBe(1_000n);
  });

  it('moves the whole main balance into a transfer-wallet provider, and leave1 brings it back', async () => {
    const m = await member(7_500n);
    const echo = connectEcho(server.url, m.token);
    try {
      const cash = nextEvent<{ cash: string }>((cb) =>
        echo.private(`member.${m.memberId}`).listen(`.${realtimeEvents.memberCash}`, cb),
      );
      await settle(echo);
      const play = await m.call('/member/game/play1', jdGame());
      expect(play.body.code).toBe(1000);
      expect((await cash).cash).toBe('0.00');
    } finally {
      echo.disconnect();
    }
    expect(await m.main()).toBe(0n);
    expect(await m.inProvider(gp.GPJD)).toBe(7_500n);
    const moved = transfer.transfersIn.at(-1);
    expect(moved).toMatchObject({ memberId: m.memberId, gpId: gp.GPJD, currency: 'INR', amount: 7_500n });
    expect(moved?.transferId).toMatch(new RegExp(`^in:${m.memberId}:${gp.GPJD}:`));

    const left = await m.call('/member/game/leave1', {});
    expect(left.body).toMatchObject({ code: 1000, data: { main_cash: '75.00' } });
    expect(await m.inProvider(gp.GPJD)).toBe(0n);
    expect(transfer.transfersOut.at(-1)).toMatchObject({ memberId: m.memberId, amount: 7_500n });
    const open = await server.db
      .selectFrom('game_sessions')
      .select('id')
      .where('member_id', '=', m.memberId)
      .where('ended_at', 'is', null)
      .execute();
    expect(open).toHaveLength(0);
    // Leaving again is harmless.
    expect((await m.call('/member/game/leave1', {})).body).toMatchObject({ code: 1000, data: { main_cash: '75.00' } });
    expect(await ledgerInvariants(server.db)).toMatchObject({ totals: { INR: '0' }, drift: 0, unbalanced: 0, negative: 0 });
  });

  it('refuses a transfer-wallet start with no money (102)', async () => {
    const m = await member(0n);
    expect((await m.call('/member/game/play1', jdGame())).body.code).toBe(PlayCode.noBalance);
  });

  it('stops play with forward_game.status 957 when transfers are disabled for the member, and keeps the money', async () => {
    const m = await member(2_000n);
    transfer.failTransferIn = new ProviderTransfersDisabled();
    const echo = connectEcho(server.url, m.token);
    try {
      const status = nextEvent<{ code: number }>((cb) =>
        echo.private(`member.${m.memberId}`).listen(`.${realtimeEvents.forwardGameStatus}`, cb),
      );
      await settle(echo);
      const play = await m.call('/member/game/play1', jdGame());
      expect(play.body.code).toBe(PlayCode.transfersDisabled);
      expect(await status).toEqual({ code: 957 });
    } finally {
      echo.disconnect();
      transfer.failTransferIn = null;
    }
    expect(await m.main()).toBe(2_000n);
    expect(await m.inProvider(gp.GPJD)).toBe(0n);
    const sessions = await server.db.selectFrom('game_sessions').select('id').where('member_id', '=', m.memberId).execute();
    expect(sessions).toHaveLength(0);

    transfer.failTransferIn = new ProviderTransferFailed(103);
    try {
      expect((await m.call('/member/game/play1', jdGame())).body.code).toBe(PlayCode.maintenance);
    } finally {
      transfer.failTransferIn = null;
    }
    expect(await m.main()).toBe(2_000n);
    expect(await ledgerInvariants(server.db)).toMatchObject({ totals: { INR: '0' }, drift: 0, unbalanced: 0, negative: 0 });
  });

  it('refuses real play on a demo deployment (206)', async () => {
    const demoServer = await startTestServer({ env: { DEMO_MODE: '1' }, app: { providers: [seamless] } });
    try {
      const m = await createSignedInMember(demoServer.db, `demomode${Date.now() % 1_000_000}`);
      const gpId = (
        await demoServer.db.selectFrom('game_providers').select('id').where('code', '=', 'GPR8').executeTakeFirstOrThrow()
      ).id;
      const play = await demoServer.call(
        '/member/game/play1',
        { gpId, game_type: 2, game_code: 'r8-temple-treasure' },
        { authorization: `Bearer ${m.token}` },
      );
      expect(play.body.code).toBe(PlayCode.demoMode);
      // Demo games still start there.
      const demo = await demoServer.call('/demo/play', {
        site_id: 1,
        currency: 'INR',
        gp_id: gpId,
        game_type: 2,
        game_code: 'r8-temple-treasure',
      });
      expect(demo.body.code).toBe(1000);
    } finally {
      await demoServer.close();
    }
  }, 90_000);

  it('refuses a lobby address that is neither a web address nor a site path, and opens no session', async () => {
    const m = await member(1_000n);
    for (const lobby_url of ['javascript:alert(1)', 'data:text/html,x', '//evil.test/close', 'close', 'http://a b']) {
      const refused = await m.call('/member/game/play1', { ...r8Game(), lobby_url });
      expect(refused.status, lobby_url).toBe(400);
    }
    const sessions = await server.db.selectFrom('game_sessions').select('id').where('member_id', '=', m.memberId).execute();
    expect(sessions).toHaveLength(0);
    for (const lobby_url of ['', '/close', 'https://site.test/close']) {
      const play = await m.call('/member/game/play1', { ...r8Game(), lobby_url });
      expect(play.body.code, lobby_url).toBe(1000);
      await m.call('/member/game/leave1', {});
    }
  });

  it('needs a member token', async () => {
    expect((await server.call('/member/game/play1', r8Game())).status).toBe(401);
    expect((await server.call('/member/game/leave1', {})).status).toBe(401);
  });
});

describe('coming back to a game left open', () => {
  it('closes the old game at once and opens the new one: no refusal, its wallet back, the balance whole', async () => {
    const m = await member(7_500n);
    // A transfer-wallet game is open, then the browser is closed: no leave1 ever comes.
    const first = await m.call('/member/game/play1', jdGame());
    expect(first.body.code).toBe(1000);
    expect(await m.inProvider(gp.GPJD)).toBe(7_500n);

    // Right away, another game: it opens, and the first one is closed with its money back in the main wallet.
    const next = await m.call('/member/game/play1', r8Game());
    expect(next.body.code).toBe(1000);
    expect(await m.inProvider(gp.GPJD)).toBe(0n);
    expect(await m.main()).toBe(7_500n);
    expect(transfer.transfersOut.at(-1)).toMatchObject({ memberId: m.memberId, gpId: gp.GPJD, amount: 7_500n });
    const open = await server.db
      .selectFrom('game_sessions')
      .select('id')
      .where('member_id', '=', m.memberId)
      .where('ended_at', 'is', null)
      .execute();
    expect(open.map((s) => s.id)).toEqual([next.body.data.session_id]);

    // And the same transfer-wallet game again takes the whole balance back in.
    expect((await m.call('/member/game/play1', jdGame())).body.code).toBe(1000);
    expect(await m.inProvider(gp.GPJD)).toBe(7_500n);
    expect(await m.main()).toBe(0n);
    expect(await ledgerInvariants(server.db)).toMatchObject({ totals: { INR: '0' }, drift: 0, unbalanced: 0, negative: 0 });
  });

  it('still opens the new game when the old wallet cannot come back now, leaving that money where it is', async () => {
    const m = await member(4_000n);
    expect((await m.call('/member/game/play1', jdGame())).body.code).toBe(1000);
    transfer.failTransferOut = new ProviderTransferFailed(102);
    try {
      expect((await m.call('/member/game/play1', r8Game())).body.code).toBe(1000);
    } finally {
      transfer.failTransferOut = null;
    }
    expect(await m.inProvider(gp.GPJD)).toBe(4_000n);
    expect(await m.main()).toBe(0n);
    expect(await ledgerInvariants(server.db)).toMatchObject({ totals: { INR: '0' }, drift: 0, unbalanced: 0, negative: 0 });
  });
});

describe('leave1', () => {
  it("does not let another member's token leave someone else's session", async () => {
    const owner = await member(1_000n);
    const other = await member(1_000n);
    const play = await owner.call('/member/game/play1', r8Game());
    const sessionId = play.body.data.session_id as string;
    const refused = await other.call('/member/game/leave1', { session_id: sessionId });
    expect(refused.body.code).toBe(106);
    // Leaving all of one's own sessions does not touch anyone else's either.
    expect((await other.call('/member/game/leave1', {})).body.code).toBe(1000);
    const session = await server.db
      .selectFrom('game_sessions')
      .select('ended_at')
      .where('id', '=', sessionId)
      .executeTakeFirstOrThrow();
    expect(session.ended_at).toBeNull();
    expect((await owner.call('/member/game/leave1', { session_id: sessionId })).body).toMatchObject({
      code: 1000,
      data: { main_cash: '10.00' },
    });
  });
});

describe('demo play', () => {
  it('starts a demo game without a member, and refuses games not flagged demo or not offered', async () => {
    const demo = await server.call('/demo/play', {
      site_id: 1,
      currency: 'INR',
      gp_id: gp.GPR8,
      game_type: 2,
      game_code: 'r8-panda-fortune',
    });
    expect(demo.body.code).toBe(1000);
    expect(demo.body.data.game_url).toContain('demo=1');
    const session = await server.db
      .selectFrom('game_sessions')
      .select(['member_id', 'demo'])
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    expect(session).toEqual({ member_id: null, demo: true });

    await server.db.updateTable('games').set({ demo: false }).where('game_code', '=', 'r8-neon-nights').execute();
    const notDemo = await server.call('/demo/play', {
      site_id: 1,
      currency: 'INR',
      gp_id: gp.GPR8,
      game_type: 2,
      game_code: 'r8-neon-nights',
    });
    expect(notDemo.body.code).toBe(101);
    const noAdapter = await server.call('/demo/play', {
      site_id: 1,
      currency: 'INR',
      gp_id: gp.GPFC,
      game_type: 6,
      game_code: 'fc-teen-patti',
    });
    expect(noAdapter.body.code).toBe(203);
  });
});
