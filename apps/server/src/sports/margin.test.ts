import { describe, expect, it } from 'vitest';
import { fairFromPrices, impliedTotal, offerPrices } from './margin.ts';

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
