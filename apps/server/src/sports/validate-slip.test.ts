import { describe, expect, it } from 'vitest';
import type { LegState, Limits, Slip, SlipLeg } from './validate-slip.ts';
import { validateSlip } from './validate-slip.ts';

const limits: Record<string, Limits> = {
  INR: {
    minStake: 1_000n,
    maxStake: 10_000_000n,
    maxPayout: 50_000_000n,
    byMarketType: { correct_score: { maxStake: 500_000n, maxPayout: 2_000_000n } },
  },
};
const open = (odds: bigint, marketType: LegState['marketType'] = 'match_winner'): LegState => ({
  eventStatus: 'live',
  marketStatus: 'open',
  marketType,
  selectionActive: true,
  odds,
});
const leg = (eventId: string, odds: bigint, market = 'ml'): SlipLeg => ({
  eventId,
  marketId: `${eventId}-${market}`,
  selectionKey: 'home',
  odds,
});
const single = (odds: bigint, policy: Slip['policy'] = 'none', stake = 10_000n): Slip => ({
  kind: 'single',
  stake,
  currency: 'INR',
  legs: [leg('e1', odds)],
  policy,
});

describe('validateSlip', () => {
  it('accepts a single at the book price and gives its potential return', () => {
    expect(validateSlip(single(185n), () => open(185n), limits)).toEqual({ ok: true, odds: [185n], potentialReturn: 18_500n });
  });

  it.each([
    ['any', 185n, 170n, true],
    ['any', 185n, 200n, true],
    ['higher', 185n, 200n, true],
    ['higher', 185n, 185n, true],
    ['higher', 185n, 184n, false],
    ['none', 185n, 186n, false],
    ['none', 185n, 185n, true],
  ] as const)('policy %s, slip %s, book %s: accepted %s', (policy, slipOdds, book, accepted) => {
    const verdict = validateSlip(single(slipOdds, policy), () => open(book), limits);
    expect(verdict.ok).toBe(accepted);
    if (verdict.ok) expect(verdict.odds).toEqual([book]);
    else expect(verdict).toMatchObject({ code: 'odds_changed', current: book, messageKey: 'sports.refusal.odds_changed' });
  });

  it.each([
    ['currency_not_offered', { ...single(185n), currency: 'VND' }, open(185n)],
    ['stake_not_positive', single(185n, 'none', 0n), open(185n)],
    ['stake_below_minimum', single(185n, 'none', 999n), open(185n)],
    ['stake_above_maximum', single(185n, 'none', 10_000_001n), open(185n)],
    ['payout_above_maximum', single(1_000n, 'none', 6_000_000n), open(1_000n)],
    ['single_needs_one_leg', { ...single(185n), legs: [leg('e1', 185n), leg('e2', 185n)] }, open(185n)],
    ['event_not_open', single(185n), { ...open(185n), eventStatus: 'suspended' }],
    ['event_not_open', single(185n), { ...open(185n), eventStatus: 'ended' }],
    ['market_not_open', single(185n), { ...open(185n), marketStatus: 'suspended' }],
    ['selection_unavailable', single(185n), { ...open(185n), selectionActive: false }],
    ['selection_unavailable', single(185n), null],
  ] as const)('refuses with %s', (code, slip, state) => {
    expect(validateSlip(slip as Slip, () => state as LegState | null, limits)).toMatchObject({
      ok: false,
      code,
      messageKey: `sports.refusal.${code}`,
    });
  });

  it('checks parlays: leg count, one leg per event, and the tightest market type limits', () => {
    const parlay = (legs: SlipLeg[], stake = 10_000n): Slip => ({ kind: 'parlay', stake, currency: 'INR', legs, policy: 'any' });
    const state = (l: SlipLeg) => open(l.odds, l.marketId.endsWith('-cs') ? 'correct_score' : 'match_winner');
    expect(validateSlip(parlay([leg('e1', 200n)]), state, limits)).toMatchObject({ code: 'too_few_legs' });
    const eleven = Array.from({ length: 11 }, (_, i) => leg(`e${i}`, 120n));
    expect(validateSlip(parlay(eleven), state, limits)).toMatchObject({ code: 'too_many_legs' });
    expect(validateSlip(parlay([leg('e1', 200n), leg('e1', 150n, 'ou')]), state, limits)).toMatchObject({
      code: 'same_event',
    });
    expect(validateSlip(parlay([leg('e1', 200n), leg('e2', 300n)]), state, limits)).toEqual({
      ok: true,
      odds: [200n, 300n],
      potentialReturn: 60_000n,
    });
    // 400,000 x 2 x 3 = 2,400,000 is under the currency cap but over the correct-score type's 2,000,000.
    expect(validateSlip(parlay([leg('e1', 200n), leg('e2', 300n, 'cs')], 400_000n), state, limits)).toMatchObject({
      code: 'payout_above_maximum',
    });
    expect(validateSlip(parlay([leg('e1', 200n), leg('e2', 300n)], 400_000n), state, limits).ok).toBe(true);
    // A correct-score leg lowers the stake a slip may carry to its type's maximum; other markets keep the currency's.
    expect(validateSlip(parlay([leg('e1', 110n), leg('e2', 120n, 'cs')], 500_001n), state, limits)).toMatchObject({
      code: 'stake_above_maximum',
    });
    expect(validateSlip(parlay([leg('e1', 110n), leg('e2', 120n, 'cs')], 500_000n), state, limits).ok).toBe(true);
    expect(validateSlip(parlay([leg('e1', 110n), leg('e2', 120n)], 5_000_000n), state, limits).ok).toBe(true);
  });

  it('names the leg that refused', () => {
    const slip: Slip = {
      kind: 'parlay',
      stake: 10_000n,
      currency: 'INR',
      legs: [leg('e1', 200n), leg('e2', 300n)],
      policy: 'any',
    };
    const verdict = validateSlip(
      slip,
      (l) => (l.eventId === 'e2' ? { ...open(300n), marketStatus: 'suspended' } : open(200n)),
      limits,
    );
    expect(verdict).toMatchObject({ ok: false, code: 'market_not_open', legIndex: 1 });
  });
});
