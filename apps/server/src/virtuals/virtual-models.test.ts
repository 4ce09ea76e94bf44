import { describe, expect, it } from 'vitest';
import { COCKFIGHT_MARGIN_BP, cockfightModel, DRAW_PROBABILITY, FIGHT_OUTCOMES, fightOf } from './cockfight-model.ts';
import { drawOutcome, outcomeKey } from './draw-outcome.ts';
import { selectionWins } from './event-markets.ts';
import { FOOTBALL_MARGINS, fixtureOf, footballModel, goalMeans, SCORE_CELLS } from './football-model.ts';
import { type Market, marketOf, payout, pickOutcome, priceOf, quantise, shownOdds, WEIGHT_TOTAL } from './prices.ts';
import { drawableAt, endOf, kickoffOf, lastKickedOff, openEvents, takesBets } from './schedule.ts';
import { leagueTiming, VIRTUAL_EPOCH_MS } from './virtual-config.ts';

/** Exact rational arithmetic on bigints: a / b. */
type Q = { n: bigint; d: bigint };
const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? (a < 0n ? -a : a) : gcd(b, a % b));
const q = (n: bigint, d: bigint): Q => {
  const g = gcd(n, d);
  return { n: n / g, d: d / g };
};
const add = (a: Q, b: Q) => q(a.n * b.d + b.n * a.d, a.d * b.d);
const eq = (a: Q, b: Q) => a.n * b.d === b.n * a.d;

/** Sum of a market's implied probabilities (1 / exact price each), exactly. */
const overround = (market: Market) => market.selections.reduce((sum, s) => add(sum, q(s.exact.den, s.exact.num)), q(0n, 1n));

describe('prices', () => {
  it('quantises probabilities into weights that sum to 2^40 and keep every outcome possible', () => {
    const weights = quantise([0.5, 0.3, 0.2, 1e-15]);
    expect(weights.reduce((a, b) => a + b, 0n)).toBe(WEIGHT_TOTAL);
    expect(weights[3]).toBeGreaterThan(0n);
    expect(Number(weights[0]) / Number(WEIGHT_TOTAL)).toBeCloseTo(0.5, 10);
  });

  it('picks outcomes by cumulative weight at the edges', () => {
    const weights = [3n, 0n, WEIGHT_TOTAL - 3n];
    expect(pickOutcome(weights, 0n)).toBe(0);
    expect(pickOutcome(weights, 2n)).toBe(0);
    expect(pickOutcome(weights, 3n)).toBe(2);
    expect(pickOutcome(weights, WEIGHT_TOTAL - 1n)).toBe(2);
    expect(() => pickOutcome(weights, WEIGHT_TOTAL)).toThrow();
  });

  it('offers the exact price rounded down to two decimals, and pays the stake times that very price', () => {
    const exact = priceOf(WEIGHT_TOTAL / 3n, 500);
    // fair 3.0000…, / 1.05 = 2.857…
    const [offered] = marketOf('x', 500, [{ id: 'a', weight: WEIGHT_TOTAL / 3n }]).selections;
    expect(offered!.exact).toEqual(exact);
    expect(offered!.price).toEqual({ num: 285n, den: 100n });
    expect(shownOdds(offered!.price)).toBe('2.85');
    expect(payout(10_000n, offered!.price)).toBe(28_500n);
  });

  it('pays what the slip shows on every cockfight and football price: 25.00 at 2.25 is 56.25', () => {
    for (let n = 0; n < 90; n++) {
      const markets = [...cockfightModel(n).markets, ...footballModel(n % 56).markets];
      for (const selection of markets.flatMap((m) => m.selections)) {
        const shown = shownOdds(selection.price);
        const hundredths = BigInt(shown.replace('.', ''));
        // One number: the price shown is the price kept (hundredths over 100), and a stake of 25.00 wins 25 x it.
        expect(selection.price).toEqual({ num: hundredths, den: 100n });
        expect(payout(2_500n, selection.price)).toBe(25n * hundredths);
        // Below the exact price by less than 0.01, never above it.
        const gap = q(selection.exact.num * 100n - hundredths * selection.exact.den, selection.exact.den * 100n);
        expect(gap.n >= 0n && gap.n * 100n < gap.d).toBe(true);
      }
    }
  });
});

describe('football model', () => {
  it('has score probabilities from the ratings that sum to exactly 1, for every fixture', () => {
    for (let n = 0; n < 56; n++) {
      const model = footballModel(n);
      expect(model.weights.reduce((a, b) => a + b, 0n)).toBe(WEIGHT_TOTAL);
      expect(model.weights.every((w) => w > 0n)).toBe(true);
    }
    const fixture = fixtureOf(0);
    const means = goalMeans(fixture);
    const model = footballModel(0);
    // The mean of the home goals is the Poisson mean, less what the truncation at 9 goals takes (about 0.001).
    const homeMean = SCORE_CELLS.reduce((sum, c, i) => sum + c.home * (Number(model.weights[i]) / Number(WEIGHT_TOTAL)), 0);
    expect(homeMean).toBeLessThan(means.home);
    expect(homeMean).toBeCloseTo(means.home, 2);
  });

  it('publishes each market with an exact margin: implied probabilities sum to 1 + margin', () => {
    for (let n = 0; n < 56; n++) {
      for (const market of footballModel(n).markets) {
        const margin = FOOTBALL_MARGINS[market.id as keyof typeof FOOTBALL_MARGINS];
        expect(eq(overround(market), q(BigInt(10_000 + margin), 10_000n))).toBe(true);
        // The selections of a market cover every score exactly once.
        expect(market.selections.reduce((a, s) => a + s.weight, 0n)).toBe(WEIGHT_TOTAL);
      }
    }
  });

  it('returns exactly 1 / (1 + margin) on every selection, computed over every score', () => {
    const model = footballModel(7);
    for (const market of model.markets) {
      for (const selection of market.selections) {
        // Expected return of a stake of 1: sum over scores of P(score) * price when the selection wins.
        let winning = 0n;
        for (const [i, cell] of SCORE_CELLS.entries()) {
          if (selectionWins('football', market.id, selection.id, cell.key)) winning += model.weights[i]!;
        }
        const rtp = q(winning * selection.exact.num, WEIGHT_TOTAL * selection.exact.den);
        expect(eq(rtp, q(10_000n, BigInt(10_000 + market.marginBp)))).toBe(true);
      }
    }
    // As published: 95.2381 % on 1X2 and over/under, 89.2857 % on correct score.
    expect(10_000 / (10_000 + FOOTBALL_MARGINS['1x2'])).toBeCloseTo(0.952381, 6);
    expect(10_000 / (10_000 + FOOTBALL_MARGINS.cs)).toBeCloseTo(0.892857, 6);
  });

  it('makes the stronger side the favourite', () => {
    // Harbour City (strongest) at home to Highland (weakest) somewhere in the cycle.
    const n = Array.from({ length: 56 }, (_, i) => i).find(
      (i) => fixtureOf(i).home.code === 'HAR' && fixtureOf(i).away.code === 'HIL',
    )!;
    const [home, , away] = footballModel(n).markets[0]!.selections;
    expect(Number(shownOdds(home!.price))).toBeLessThan(Number(shownOdds(away!.price)));
  });
});

describe('cockfight model', () => {
  it('has Meron / Wala / draw probabilities summing to 1, the draw at 6 %, and an exact 6 % margin', () => {
    for (let n = 0; n < 90; n++) {
      const model = cockfightModel(n);
      expect(model.weights.reduce((a, b) => a + b, 0n)).toBe(WEIGHT_TOTAL);
      expect(Number(model.weights[2]) / Number(WEIGHT_TOTAL)).toBeCloseTo(DRAW_PROBABILITY, 10);
      const market = model.markets[0]!;
      expect(eq(overround(market), q(BigInt(10_000 + COCKFIGHT_MARGIN_BP), 10_000n))).toBe(true);
      for (const [i, selection] of market.selections.entries()) {
        const rtp = q(model.weights[i]! * selection.exact.num, WEIGHT_TOTAL * selection.exact.den);
        expect(eq(rtp, q(10_000n, BigInt(10_000 + COCKFIGHT_MARGIN_BP)))).toBe(true);
      }
      const fight = fightOf(n);
      expect(fight.meron.code).not.toBe(fight.wala.code);
    }
    expect(FIGHT_OUTCOMES).toEqual(['meron', 'wala', 'draw']);
  });
});

describe('draws', () => {
  it('follow the model: a scripted uniform integer picks the score whose cumulative weight holds it', () => {
    const model = footballModel(3);
    // The two halves of the 40-bit integer come from two calls of the RNG.
    const target = model.weights[0]! + model.weights[1]!; // first integer of the third cell (0-2)
    const half = 2n ** 20n;
    const calls = [Number(target / half), Number(target % half)];
    const outcome = drawOutcome('football', 3, { int: (n) => (calls.length ? calls.shift()! : n - 1) });
    expect(outcomeKey('football', outcome)).toBe('0-2');
    expect(outcome).toMatchObject({ home: 0, away: 2 });
  });

  it('give a goal list that matches the score, minutes in order', () => {
    for (let i = 0; i < 50; i++) {
      const outcome = drawOutcome('football', i) as { home: number; away: number; goals: { minute: number; side: string }[] };
      expect(outcome.goals.filter((g) => g.side === 'home')).toHaveLength(outcome.home);
      expect(outcome.goals.filter((g) => g.side === 'away')).toHaveLength(outcome.away);
      expect(outcome.goals.map((g) => g.minute)).toEqual([...outcome.goals.map((g) => g.minute)].sort((a, b) => a - b));
    }
  });
});

describe('schedule', () => {
  const timing = leagueTiming('football');
  it('derives events from the clock: event n kicks off at epoch + n periods and plays for the match time', () => {
    expect(kickoffOf(timing, 10)).toBe(VIRTUAL_EPOCH_MS + 10 * 180_000);
    expect(endOf(timing, 10)).toBe(VIRTUAL_EPOCH_MS + 10 * 180_000 + 60_000);
    const now = kickoffOf(timing, 10) + 1;
    expect(lastKickedOff(timing, now)).toBe(10);
    expect(openEvents(timing, now)).toEqual([11, 12, 13]);
  });

  it('takes bets until kick-off only', () => {
    const kickoff = kickoffOf(timing, 20);
    expect(takesBets(timing, 20, kickoff - 1)).toBe(true);
    expect(takesBets(timing, 20, kickoff)).toBe(false);
    expect(takesBets(timing, 20, kickoff - 4 * timing.periodMs)).toBe(false);
    expect(takesBets(timing, 20.5, kickoff - 1)).toBe(false);
  });

  it('scales with the speed setting', () => {
    expect(leagueTiming('cockfight', 10)).toEqual({ periodMs: 12_000, playMs: 3_000, openEvents: 3, drawGuardMs: 300 });
    // In production the outcome is drawn 2 s after kick-off, more than two servers' clocks differ.
    expect(leagueTiming('football').drawGuardMs).toBe(2_000);
    expect(drawableAt(timing, 10)).toBe(kickoffOf(timing, 10) + 2_000);
  });
});
