import { randomUUID } from 'node:crypto';
import { HOUSE_API_PREFIX } from '@casino/contract/house/house-call.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows, operatorsOf, type SignedInOperator } from '../../operators/operator-test-helpers.ts';
import { ledgerInvariants } from '../../testing/ledger-invariants.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { settleBets } from '../betting/settle-bets.ts';
import { readBookSettings } from '../book/book-settings.ts';
import { DEFAULT_SPORTSBOOK_SETTINGS } from '../provider/sportsbook-config.ts';
import { launchSportsMember, offerCorrectScore, offerTestEvent, settleTestEvent } from '../sports-test-helpers.ts';

/**
 * The sportsbook's operator calls over HTTP (docs/decisions/0062): an event's liability per selection, holding a
 * market (no bets, no cash-out) and releasing it, voiding a market (its bets' legs void, a settled one resettled)
 * and a bet (its stake back, paid once), and the book's limits and margins; every change audited, and refused to a
 * role without the right.
 */
let server: TestServer;
let admin: SignedInOperator;
let finance: SignedInOperator;

beforeAll(async () => {
  server = await startTestServer();
  ({ admin, finance } = await operatorsOf(server, 'admin', 'finance'));
}, 60_000);
afterAll(() => server?.close());

async function sports(path: string, body: unknown): Promise<{ status: number; body: any }> {
  const response = await fetch(`${server.url}${HOUSE_API_PREFIX}/sports${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

const bet = (session: string, eventId: string, key: 'home' | 'away', odds: string, stake: string) =>
  sports('/bet', {
    session,
    request_key: randomUUID(),
    kind: 'single',
    stake,
    policy: 'any',
    legs: [{ event_id: eventId, market_id: `${eventId}:mw`, key, odds }],
  });

describe('the sportsbook operator calls', () => {
  it('show the liability per selection, hold and release a market, and void a bet once', async () => {
    const member = await launchSportsMember(server, 50_000n);
    await offerTestEvent(server.db, 'op:1', { home: 200n, away: 180n });
    const first = await bet(member.session, 'op:1', 'home', '2.00', '100.00');
    await bet(member.session, 'op:1', 'home', '2.00', '50.00');
    await bet(member.session, 'op:1', 'away', '1.80', '10.00');
    const liability = await admin.call('/operator/sports/liability', { event_id: 'op:1' });
    expect(liability.body.data.markets[0].selections).toEqual([
      { key: 'home', odds: '2.00', exposure: [{ currency: 'INR', bets: 2, stakes: '150.00', liability: '300.00' }] },
      { key: 'away', odds: '1.80', exposure: [{ currency: 'INR', bets: 1, stakes: '10.00', liability: '18.00' }] },
    ]);
    expect((await finance.call('/operator/sports/liability', { event_id: 'op:1' })).status).toBe(403);
    expect((await admin.call('/operator/sports/liability', { event_id: 'op:none' })).body.code).toBe(101);

    const held = await admin.call('/operator/sports/market', {
      target: 'market',
      id: 'op:1:mw',
      action: 'hold',
      reason: 'team news',
    });
    expect(held.body.data.markets).toEqual([{ market_id: 'op:1:mw', status: 'open', held: true }]);
    expect((await bet(member.session, 'op:1', 'home', '2.00', '10.00')).body.error).toBe('market_not_open');
    const lobby = await sports('/event', { session: member.session, event_id: 'op:1' });
    expect(lobby.body.event.markets[0].status).toBe('suspended');
    const open = await sports('/my-bets', { session: member.session, status: 'open' });
    expect(open.body.bets.every((b: { cash_out: { refusal: string } }) => b.cash_out.refusal === 'leg_suspended')).toBe(true);
    await admin.call('/operator/sports/market', { target: 'event', id: 'op:1', action: 'release', reason: 'news priced' });
    expect((await bet(member.session, 'op:1', 'home', '2.00', '10.00')).status).toBe(200);

    const betId = first.body.bet.bet_id;
    const before = await member.wallet();
    const voided = await admin.call('/operator/sports/bet/void', { bet_id: betId, reason: 'palpable error' });
    expect(voided.body.data).toEqual({ bet_id: betId, refunded: '100.00', currency: 'INR' });
    expect(await member.wallet()).toBe(before + 10_000n);
    expect((await admin.call('/operator/sports/bet/void', { bet_id: betId, reason: 'again' })).body.code).toBe(102);
    // The settlement that comes later pays the other bets and not the voided one again.
    await settleTestEvent(server.db, 'op:1', 'home');
    await settleBets(server.db);
    expect(await member.wallet()).toBe(before + 10_000n + 10_000n + 2_000n);
    const audits = await auditRows(server.db, 'sports.bet_void');
    expect(audits.some((a) => a.target === betId)).toBe(true);
    expect((await auditRows(server.db, 'sports.market_hold')).length).toBeGreaterThan(0);
    expect(await ledgerInvariants(server.db)).toMatchObject({ drift: 0, unbalanced: 0, negative: 0 });
  });

  it('void a settled market: the winners are settled again as void, once', async () => {
    const member = await launchSportsMember(server, 20_000n);
    await offerTestEvent(server.db, 'op:2', { home: 150n, away: 250n });
    await bet(member.session, 'op:2', 'home', '1.50', '100.00');
    await settleTestEvent(server.db, 'op:2', 'home');
    await settleBets(server.db);
    expect(await member.wallet()).toBe(10_000n + 15_000n);
    const voided = await admin.call('/operator/sports/market', {
      target: 'market',
      id: 'op:2:mw',
      action: 'void',
      reason: 'match fixed',
    });
    expect(voided.body.data.markets).toEqual([{ market_id: 'op:2:mw', status: 'cancelled', held: false }]);
    // The win of 150.00 reversed and the stake of 100.00 given back.
    expect(await member.wallet()).toBe(10_000n + 10_000n);
    const again = await admin.call('/operator/sports/market', {
      target: 'market',
      id: 'op:2:mw',
      action: 'void',
      reason: 'again',
    });
    expect(again.body.code).toBe(102);
    expect(await member.wallet()).toBe(20_000n);
    expect(await ledgerInvariants(server.db)).toMatchObject({ drift: 0, unbalanced: 0, negative: 0 });
  });

  it('set the limits and margins the book then holds bets and cash-outs to, refusing limits that do not fit', async () => {
    const member = await launchSportsMember(server, 50_000n);
    await offerTestEvent(server.db, 'op:3', { home: 200n, away: 180n });
    const shown = await admin.call('/operator/sports/settings', { currency: 'INR' });
    expect(shown.body.data).toEqual({
      currency: 'INR',
      min_stake: '10.00',
      max_stake: '200000.00',
      max_payout: '2000000.00',
      cash_out_margin_bp: 300,
      live_delay_seconds: 3,
      price_margin_bp: null,
    });
    const bad = await admin.call('/operator/sports/settings', {
      currency: 'INR',
      min_stake: '500.00',
      max_stake: '100.00',
      reason: 'x',
    });
    expect(bad.body.code).toBe(103);
    const noReason = await admin.call('/operator/sports/settings', { currency: 'INR', max_stake: '250.00' });
    expect(noReason.body.code).toBe(103);
    const saved = await admin.call('/operator/sports/settings', {
      currency: 'INR',
      max_stake: '250.00',
      cash_out_margin_bp: 1_000,
      reason: 'quiet market',
    });
    expect(saved.body.data).toMatchObject({ max_stake: '250.00', min_stake: '10.00', cash_out_margin_bp: 1_000 });
    expect((await bet(member.session, 'op:3', 'home', '2.00', '250.01')).body.error).toBe('stake_above_maximum');
    const placed = await bet(member.session, 'op:3', 'home', '2.00', '100.00');
    // Unchanged price: 100.00 back less the 10% margin.
    expect(placed.body.bet.cash_out.value).toBe('90.00');
    expect((await finance.call('/operator/sports/settings', { currency: 'INR' })).status).toBe(403);
    // The book's own price margin: set, refused out of range, and back to the feed's prices with null.
    const margin = await admin.call('/operator/sports/settings', { currency: 'INR', price_margin_bp: 450, reason: 'promo' });
    expect(margin.body.data).toMatchObject({ price_margin_bp: 450, cash_out_margin_bp: 1_000 });
    expect((await readBookSettings(server.db, DEFAULT_SPORTSBOOK_SETTINGS)).priceMarginBp).toBe(450);
    const tooWide = await admin.call('/operator/sports/settings', { currency: 'INR', price_margin_bp: 3_001, reason: 'x' });
    expect({ status: tooWide.status, code: tooWide.body.code }).toEqual({ status: 400, code: 400 });
    const feedPrices = await admin.call('/operator/sports/settings', { currency: 'INR', price_margin_bp: null, reason: 'end' });
    expect(feedPrices.body.data).toMatchObject({ price_margin_bp: null });
    const audited = (await auditRows(server.db, 'sports.settings_save')).slice(-2).reverse();
    expect(audited.map((a) => JSON.stringify(a.details))).toEqual([
      expect.stringContaining('"priceMarginBp":null'),
      expect.stringContaining('"priceMarginBp":450'),
    ]);
    expect((await admin.call('/operator/sports/settings', { currency: 'XXX' })).body.code).toBe(104);
    // Back to the defaults for the other tests of this server.
    await admin.call('/operator/sports/settings', {
      currency: 'INR',
      max_stake: '200000.00',
      cash_out_margin_bp: 300,
      reason: 'back',
    });
  });

  it("hold a bet with a leg on a softer market type to that type's share of the limits", async () => {
    const member = await launchSportsMember(server, 500_000n);
    await offerTestEvent(server.db, 'op:4', { home: 200n, away: 180n });
    const { marketId } = await offerCorrectScore(server.db, 'op:4', 600n);
    const scoreBet = (stake: string) =>
      sports('/bet', {
        session: member.session,
        request_key: randomUUID(),
        kind: 'single',
        stake,
        policy: 'any',
        legs: [{ event_id: 'op:4', market_id: marketId, key: '1-0', odds: '6.00' }],
      });
    const shown = await admin.call('/operator/sports/market-limits', {});
    expect(shown.body.data.market_limits).toContainEqual({
      market_type: 'correct_score',
      max_stake_bp: 2_500,
      max_payout_bp: 2_500,
    });
    expect(shown.body.data.market_limits).toContainEqual({ market_type: '1x2', max_stake_bp: 10_000, max_payout_bp: 10_000 });
    expect((await finance.call('/operator/sports/market-limits', {})).status).toBe(403);
    const noReason = await admin.call('/operator/sports/market-limits', { market_type: 'correct_score', max_stake_bp: 10 });
    expect(noReason.body.code).toBe(103);
    // INR stakes go to 200,000.00: a correct score may take 0.1 % of it, 200.00, and the match winner all of it.
    const saved = await admin.call('/operator/sports/market-limits', {
      market_type: 'correct_score',
      max_stake_bp: 10,
      reason: 'thin prices',
    });
    expect(saved.body.data.market_limits).toContainEqual({
      market_type: 'correct_score',
      max_stake_bp: 10,
      max_payout_bp: 2_500,
    });
    expect((await scoreBet('200.01')).body.error).toBe('stake_above_maximum');
    const placed = await scoreBet('200.00');
    expect(placed.body.bet?.stake, JSON.stringify(placed.body)).toBe('200.00');
    expect((await bet(member.session, 'op:4', 'home', '2.00', '1000.00')).body.bet?.stake).toBe('1000.00');
    const audits = await auditRows(server.db, 'sports.market_limits_save');
    expect(audits.at(-1)).toMatchObject({ target: 'correct_score' });
    expect(JSON.stringify(audits.at(-1)?.details)).toContain('thin prices');
    await admin.call('/operator/sports/market-limits', { market_type: 'correct_score', max_stake_bp: 2_500, reason: 'back' });
  });
});
