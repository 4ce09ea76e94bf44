import { randomUUID } from 'node:crypto';
import { HOUSE_API_PREFIX } from '@casino/contract/house/house-call.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOperatorCli } from '../../operators/operator-test-helpers.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { launchSportsMember, offerTestEvent } from '../sports-test-helpers.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server?.close());

describe('operator command line: the sportsbook', () => {
  it('shows an event liability, holds and releases its markets, voids a bet and sets limits', { timeout: 180_000 }, async () => {
    const env = { CASINO_URL: server.url };
    const member = await launchSportsMember(server, 20_000n);
    await offerTestEvent(server.db, 'cli:1', { home: 200n, away: 180n });
    const placed = await fetch(`${server.url}${HOUSE_API_PREFIX}/sports/bet`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        session: member.session,
        request_key: randomUUID(),
        kind: 'single',
        stake: '25.00',
        policy: 'any',
        legs: [{ event_id: 'cli:1', market_id: 'cli:1:mw', key: 'home', odds: '2.00' }],
      }),
    }).then((r) => r.json() as Promise<{ bet: { bet_id: string } }>);

    const liability = await runOperatorCli(['sports', 'liability', 'cli:1'], env);
    expect(liability.stdout, liability.stderr).toContain('home @ 2.00: INR 1 bets, 25.00 staked, 50.00 liability');
    expect((await runOperatorCli(['sports', 'event', 'hold', 'cli:1'], env)).code).toBe(2);
    const held = await runOperatorCli(['sports', 'event', 'hold', 'cli:1', '--reason', 'red card review'], env);
    expect(held.stdout, held.stderr).toContain('cli:1:mw open held');
    const released = await runOperatorCli(['sports', 'market', 'release', 'cli:1:mw', '--reason', 'priced'], env);
    expect(released.stdout).toContain('cli:1:mw open');
    expect(released.stdout).not.toContain('held');

    const voided = await runOperatorCli(['sports', 'void-bet', placed.bet.bet_id, '--reason', 'wrong price'], env);
    expect(voided.stdout, voided.stderr).toContain(`Voided bet ${placed.bet.bet_id}: 25.00 INR given back.`);
    expect((await runOperatorCli(['sports', 'void-bet', placed.bet.bet_id, '--reason', 'again'], env)).code).toBe(1);

    expect((await runOperatorCli(['sports', 'settings', 'inr', '--max', 'lots'], env)).code).toBe(2);
    const set = await runOperatorCli(['sports', 'settings', 'inr', '--max', '900.00', '--delay', '5', '--reason', 'test'], env);
    expect(set.stdout, set.stderr).toContain(
      'INR: stakes 10.00 to 900.00, payout up to 2000000.00, cash-out margin 300 bp, live delay 5 s',
    );
    expect((await runOperatorCli(['sports', 'settings', 'INR', '--min', '1000.00', '--reason', 'x'], env)).code).toBe(1);
    expect((await runOperatorCli(['sports', 'settings', 'INR', '--price-margin', 'thin', '--reason', 'x'], env)).code).toBe(2);
    const margin = await runOperatorCli(['sports', 'settings', 'INR', '--price-margin', '350', '--reason', 'own book'], env);
    expect(margin.stdout, margin.stderr).toContain('prices at a 350 bp margin');
    const feed = await runOperatorCli(['sports', 'settings', 'INR', '--price-margin', 'feed', '--reason', 'feed again'], env);
    expect(feed.stdout, feed.stderr).toContain("prices the feed's");

    expect((await runOperatorCli(['sports', 'market-limits', 'props', '--stake-share', '10', '--reason', 'x'], env)).code).toBe(
      2,
    );
    expect(
      (await runOperatorCli(['sports', 'market-limits', 'correct_score', '--stake-share', '0', '--reason', 'x'], env)).code,
    ).toBe(2);
    const shares = await runOperatorCli(
      ['sports', 'market-limits', 'correct_score', '--payout-share', '1500', '--reason', 'soft prices'],
      env,
    );
    expect(shares.stdout, shares.stderr).toContain('correct_score: stakes up to 25 %, payouts up to 15 % of the limits');
    expect(shares.stdout).toContain('1x2: stakes up to 100 %, payouts up to 100 % of the limits');
  });
});
