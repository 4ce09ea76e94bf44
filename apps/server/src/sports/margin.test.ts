import { describe, expect, it } from 'vitest';
import { fairFromPrices, impliedTotal, offerPrices, rebookSelections } from './margin.ts';

const asNumber = (f: { num: bigint; den: bigint }) => Number(f.num) / Number(f.den);

describe('multiplicative margin', () => {
  it.each([
    [[0.5, 0.5], 500],
    [[0.45, 0.28, 0.27], 600],
    [[0.9, 0.1], 400],
    [[0.62, 0.38], 0],
    [[0.1, 0.15, 0.2, 0.25, 0.3], 800],
  ])('implied probabilities of %o at %i bp sum to 1 + margin, at most a rounding step above', (fair, marginBp) => {
    const prices = offerPrices(fair, marginBp).map((p) => p!);
    const total = asNumber(impliedTotal(prices));
    const target = 1 + marginBp / 10_000;
    expect(total).toBeGreaterThanOrEqual(target - 1e-12);
    // Rounding a price down by under 0.01 raises its implied probability by under 0.01 / (price * (price - 0.01)).
    const slack = prices.reduce((s, p) => s + 0.01 / ((Number(p) / 100) * (Number(p) / 100 - 0.01)), 0);
    expect(total).toBeLessThanOrEqual(target + slack);
  });

  it('rounds prices down', () => {
    // 1 / (1/3 * 1.05) = 2.857..., offered 2.85; 1 / (0.5 * 1.05) = 1.904..., offered 1.90.
    expect(offerPrices([1 / 3, 1 / 3, 1 / 3], 500)).toEqual([285n, 285n, 285n]);
    expect(offerPrices([0.5, 0.5], 500)).toEqual([190n, 190n]);
  });

  it('gives a favourite less than an additive margin would', () => {
    const [favourite] = offerPrices([0.9, 0.1], 500);
    const additive = Math.floor(100 / (0.9 + 0.05 / 2));
    expect(Number(favourite)).toBeLessThan(additive);
  });

  it('does not offer a selection priced below 1.01 and refuses a negative margin', () => {
    expect(offerPrices([0.995, 0.005], 500)[0]).toBeNull();
    expect(() => offerPrices([0.5, 0.5], -1)).toThrow();
  });

  it('removes a feed margin in proportion', () => {
    const fair = fairFromPrices([190n, 190n]);
    expect(fair[0]).toBeCloseTo(0.5, 12);
    const again = fairFromPrices(offerPrices([0.7, 0.3], 500).map((p) => p!));
    expect(again[0]).toBeCloseTo(0.7, 2);
  });
});

describe("the book's own margin over a feed's prices", () => {
  const feed = [
    { key: 'home' as const, odds: 185n, active: true },
    { key: 'draw' as const, odds: 340n, active: true },
    { key: 'away' as const, odds: 420n, active: true },
  ];

  it("offers the feed's fair probabilities again at the book's margin: a thinner margin pays more on every selection", () => {
    const feedTotal = asNumber(impliedTotal(feed.map((s) => s.odds)));
    const thinner = rebookSelections(feed, 300);
    const total = asNumber(impliedTotal(thinner.map((s) => s.odds)));
    expect(feedTotal).toBeGreaterThan(1.05);
    expect(total).toBeGreaterThanOrEqual(1.03 - 1e-12);
    expect(total).toBeLessThan(1.04);
    for (const [i, s] of thinner.entries()) expect(s.odds).toBeGreaterThan(feed[i]!.odds);
    // Each selection keeps its share of the book (the feed's margin was taken out in proportion).
    const fair = fairFromPrices(thinner.map((s) => s.odds));
    for (const [i, p] of fairFromPrices(feed.map((s) => s.odds)).entries()) expect(fair[i]).toBeCloseTo(p, 2);
    // A wider margin pays less on every selection.
    for (const [i, s] of rebookSelections(feed, 1_200).entries()) expect(s.odds).toBeLessThan(feed[i]!.odds);
  });

  it('leaves inactive selections and one-price markets as they are, and withdraws a price that would fall below 1.01', () => {
    const oneActive = [feed[0]!, { ...feed[1]!, active: false }, { ...feed[2]!, active: false }];
    expect(rebookSelections(oneActive, 300)).toEqual(oneActive);
    const withSuspended = rebookSelections([feed[0]!, { ...feed[1]!, active: false }, feed[2]!], 300);
    expect(withSuspended[1]).toEqual({ ...feed[1]!, active: false });
    const heavy = rebookSelections(
      [
        { key: 'home', odds: 101n, active: true },
        { key: 'away', odds: 2_000n, active: true },
      ],
      2_000,
    );
    expect(heavy[0]).toMatchObject({ key: 'home', active: false });
    expect(heavy[1]!.active).toBe(true);
  });
});
