import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerInvariants } from '../testing/ledger-invariants.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { verifyDraw } from './derive-result.ts';
import { DICE_GAME } from './dice-game.ts';
import { checkedDrandValue, createDrandBeacon, type DrandSettings, drandRoundAt, drandSettingsFrom } from './drand-beacon.ts';
import { hanoi, launchLotteryMember, lotteryNode, offerLotteryGames } from './lottery-test-helpers.ts';
import { runLotterySteps } from './lottery-worker.ts';
import { placeLotteryBets } from './place-bets.ts';

/**
 * The drand client against a local HTTP server serving a recorded round of drand's quicknet chain: round 123, whose
 * signature is the one published at api.drand.sh/52db9ba7…c84e971/public/123 (quicknet is unchained: no previous
 * signature); its randomness is SHA-256 of that signature, as drand defines it.
 */
const QUICKNET = {
  chainHash: '52db9ba70e0cc0f6eaf7803dd07447a1f5477735fd3f661792ba94600c84e971',
  genesisSeconds: 1692803367,
  periodSeconds: 3,
};
const ROUND_123 = {
  round: 123,
  randomness: 'fb8f7bc29bf24db51871ec8c79f3a1e4bd0557bc0dfcee9ed1d924e69d1c60dc',
  signature: 'b75c69d0b72a5d906e854e808ba7e2accb1542ac355ae486d591aa9d43765482e26cd02df835d3546d23c4b13e0dfc92',
};
/** Round 123 of quicknet is due from genesis + 122 periods. */
const ROUND_123_AT = (QUICKNET.genesisSeconds + 122 * QUICKNET.periodSeconds) * 1000;

type Mode = 'up' | 'down' | 'forged' | 'bad_json' | 'huge' | 'redirect' | 'hang' | 'too_early';

/** A drand look-alike: `mode` says how it answers; it counts the requests it got. */
async function fakeDrand(chainHash: string) {
  const state = { mode: 'up' as Mode, requests: 0, redirectTo: '' };
  const server: Server = createServer((req, res) => {
    state.requests++;
    const match = req.url?.match(/^\/([0-9a-f]{64})\/public\/(\d+)$/);
    if (!match || match[1] !== chainHash) return void res.writeHead(404).end();
    const round = Number(match[2]);
    switch (state.mode) {
      case 'down':
        return void res.writeHead(503).end('unavailable');
      case 'hang':
        return; // never answers
      case 'too_early':
        return void res.writeHead(425).end();
      case 'redirect':
        return void res.writeHead(302, { location: `${state.redirectTo}${req.url}` }).end();
      case 'bad_json':
        return void res.writeHead(200, { 'content-type': 'application/json' }).end('{"round": 123, "randomn');
      case 'huge':
        return void res.writeHead(200, { 'content-type': 'application/json' }).end(`{"pad":"${'x'.repeat(20_000)}"}`);
      case 'forged':
        return void res
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ ...ROUND_123, round, randomness: 'ab'.repeat(32) }));
      default:
        if (round !== 123) return void res.writeHead(404).end();
        return void res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(ROUND_123));
    }
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    state,
    url,
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}

const noSleep = async () => {};

describe('the drand beacon client', () => {
  let drand: Awaited<ReturnType<typeof fakeDrand>>;
  let other: Awaited<ReturnType<typeof fakeDrand>>;
  let settings: DrandSettings;

  beforeAll(async () => {
    drand = await fakeDrand(QUICKNET.chainHash);
    other = await fakeDrand(QUICKNET.chainHash);
    settings = { baseUrl: drand.url, ...QUICKNET, timeoutMs: 300, attempts: 2, retryDelayMs: 0 };
  });
  afterAll(async () => {
    await drand?.close();
    await other?.close();
  });

  it('computes the round due at a time from the genesis and period', () => {
    expect(drandRoundAt(QUICKNET, QUICKNET.genesisSeconds * 1000)).toBe(1);
    expect(drandRoundAt(QUICKNET, ROUND_123_AT)).toBe(123);
    expect(drandRoundAt(QUICKNET, ROUND_123_AT + 2_999)).toBe(123);
    expect(drandRoundAt(QUICKNET, ROUND_123_AT + 3_000)).toBe(124);
  });

  it('accepts the recorded round, whose randomness is SHA-256 of its signature', () => {
    expect(createHash('sha256').update(Buffer.from(ROUND_123.signature, 'hex')).digest('hex')).toBe(ROUND_123.randomness);
    expect(checkedDrandValue(ROUND_123, 123)).toEqual({ round: 123, randomness: ROUND_123.randomness });
    // Another round than the one asked, or a randomness that is not the signature's hash: refused.
    expect(checkedDrandValue(ROUND_123, 124)).toBeNull();
    expect(checkedDrandValue({ ...ROUND_123, randomness: 'ab'.repeat(32) }, 123)).toBeNull();
    expect(checkedDrandValue({ ...ROUND_123, signature: 'zz' }, 123)).toBeNull();
    expect(checkedDrandValue('nope', 123)).toBeNull();
  });

  it('fetches the round due at a close, checks it and keeps it', async () => {
    drand.state.mode = 'up';
    const beacon = createDrandBeacon(settings, { sleep: noSleep });
    const before = drand.state.requests;
    expect(await beacon(ROUND_123_AT + 1_000)).toEqual({ round: 123, randomness: ROUND_123.randomness });
    expect(await beacon(ROUND_123_AT + 2_000)).toEqual({ round: 123, randomness: ROUND_123.randomness });
    expect(drand.state.requests - before).toBe(1);
  });

  it('treats a forged value, bad JSON, an oversized body, a round not out yet and a redirect as not available', async () => {
    const beacon = createDrandBeacon(settings, { sleep: noSleep });
    for (const mode of ['forged', 'bad_json', 'huge', 'too_early'] as const) {
      drand.state.mode = mode;
      expect(await beacon(ROUND_123_AT)).toBeNull();
    }
    // A redirect to another host is not followed: that host hears nothing.
    drand.state.mode = 'redirect';
    drand.state.redirectTo = other.url;
    const heard = other.state.requests;
    expect(await beacon(ROUND_123_AT)).toBeNull();
    expect(other.state.requests).toBe(heard);
  });

  it('retries a beacon that is down a bounded number of times, times out a silent one, and recovers', async () => {
    const beacon = createDrandBeacon(settings, { sleep: noSleep });
    drand.state.mode = 'down';
    let before = drand.state.requests;
    expect(await beacon(ROUND_123_AT)).toBeNull();
    expect(drand.state.requests - before).toBe(2);

    drand.state.mode = 'hang';
    const started = Date.now();
    expect(await beacon(ROUND_123_AT)).toBeNull();
    expect(Date.now() - started).toBeLessThan(2_000);

    drand.state.mode = 'up';
    before = drand.state.requests;
    expect(await beacon(ROUND_123_AT)).toEqual({ round: 123, randomness: ROUND_123.randomness });
    expect(drand.state.requests - before).toBe(1);
  });

  it('reads its settings from the environment: all four or none', () => {
    expect(drandSettingsFrom({})).toBeNull();
    expect(
      drandSettingsFrom({
        LOTTERY_BEACON_URL: 'https://api.drand.sh/',
        LOTTERY_BEACON_CHAIN: QUICKNET.chainHash,
        LOTTERY_BEACON_GENESIS: '1692803367',
        LOTTERY_BEACON_PERIOD: '3',
      }),
    ).toEqual({ baseUrl: 'https://api.drand.sh', ...QUICKNET });
    expect(() => drandSettingsFrom({ LOTTERY_BEACON_URL: 'https://api.drand.sh' })).toThrow(/go together/);
    expect(() =>
      drandSettingsFrom({
        LOTTERY_BEACON_URL: 'ftp://x',
        LOTTERY_BEACON_CHAIN: QUICKNET.chainHash,
        LOTTERY_BEACON_GENESIS: '1',
        LOTTERY_BEACON_PERIOD: '3',
      }),
    ).toThrow(/http/);
  });
});

describe('a draw waiting for the beacon', () => {
  let server: TestServer;
  let drand: Awaited<ReturnType<typeof fakeDrand>>;

  beforeAll(async () => {
    server = await startTestServer({ env: { LOTTERY_DRAWS: '0' } });
    await offerLotteryGames(server.db);
    drand = await fakeDrand(QUICKNET.chainHash);
  }, 60_000);
  afterAll(async () => {
    await drand?.close();
    await server?.close();
  });

  it('stays closed while the beacon is down, and is drawn with its round once it is back', async () => {
    const clock = { t: hanoi('2032-05-01T10:00:05') };
    const closeAt = hanoi('2032-05-01T10:00:50');
    // A chain whose round 123 is due at this draw's close, so the recorded round is the one it needs.
    const beacon = createDrandBeacon(
      {
        baseUrl: drand.url,
        chainHash: QUICKNET.chainHash,
        genesisSeconds: closeAt / 1000 - 122 * 3,
        periodSeconds: 3,
        attempts: 2,
      },
      { sleep: noSleep },
    );
    const node = lotteryNode(server, clock, { beacon });
    await runLotterySteps(node);
    const member = await launchLotteryMember(server, DICE_GAME, 50_000n);
    await placeLotteryBets(node, member.session, {
      bets: [{ draw_id: '203205010601', bet_type: 'big', pick: [], stake: '10.00' }],
    });

    drand.state.mode = 'down';
    clock.t = hanoi('2032-05-01T10:01:00');
    await runLotterySteps(node);
    const row = () =>
      server.db
        .selectFrom('lottery_draws')
        .selectAll()
        .where('game', '=', DICE_GAME)
        .where('draw_id', '=', '203205010601')
        .executeTakeFirstOrThrow();
    expect(await row()).toMatchObject({ status: 'closed', result: null, public_value: null });

    // A forged value does not draw it either.
    drand.state.mode = 'forged';
    clock.t += 5_000;
    await runLotterySteps(node);
    expect((await row()).status).toBe('closed');

    drand.state.mode = 'up';
    clock.t += 5_000;
    await runLotterySteps(node);
    const drawn = await row();
    expect(drawn.status).toBe('settled');
    expect(drawn.public_value).toBe(
      `lottery-v1|lottery-dice|203205010601|2032-05-01T03:00:50.000Z|drand:123:${ROUND_123.randomness}`,
    );
    expect(verifyDraw(drawn.seed!, drawn.seed_hash, drawn.public_value!, DICE_GAME, drawn.result!)).toMatchObject({ ok: true });
    const ticket = await sql<{ status: string }>`
      select status from lottery_tickets where game = ${DICE_GAME} and draw_id = '203205010601'`.execute(server.db);
    expect(ticket.rows.map((t) => t.status)).toEqual(['settled']);
    expect(await ledgerInvariants(server.db)).toMatchObject({ nonZeroCurrencies: [], drift: 0, unbalanced: 0, negative: 0 });
  });
});
